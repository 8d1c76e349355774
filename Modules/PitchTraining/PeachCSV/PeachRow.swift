import Domain
import Foundation

/// Why a row was refused, in words that name the column, the value and what is allowed; the
/// import adds the line number.
struct PeachRowProblem: Error, Equatable {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

/// A data row of a Peach export, with its cells found by column name and read into the trainer's
/// types.
///
/// Each reader checks one cell and throws a `PeachRowProblem` saying what is wrong with it. The
/// columns asked for are always in the header, because the import checks the header first.
struct PeachRow {
    /// The line the row starts on.
    let line: Int

    /// The cells, as many as the header has columns.
    let fields: [String]

    /// Where each column is.
    let columnIndex: [String: Int]

    /// The text of a cell, as written.
    func text(_ column: String) -> String {
        columnIndex[column].map { fields[$0] } ?? ""
    }

    /// The row's time, to the millisecond.
    func timestamp() throws(PeachRowProblem) -> Date {
        let text = self.text("timestamp")
        guard let date = PeachTimestamp.date(from: text) else {
            let examples = "2026-05-30T03:41:04Z or 2026-05-30T05:41:04.250+02:00"
            throw PeachRowProblem(
                text.isEmpty
                    ? "timestamp is empty; expected an ISO 8601 date and time, for example \(examples)"
                    : "\(cell("timestamp", text)) is not an ISO 8601 date and time; expected for example "
                        + examples)
        }
        return date
    }

    /// A MIDI note number, checked against the name in the column beside it (`referenceNote` and
    /// `referenceNoteName`).
    ///
    /// Any spelling of the right note is accepted (`C#4` or `Db4` for 61), since the number is what
    /// counts and the name only guards against shifted or hand-edited cells.
    func note(_ column: String) throws(PeachRowProblem) -> MIDINote {
        let text = self.text(column)
        let allowed = "\(MIDINote.allowedValues.lowerBound)...\(MIDINote.allowedValues.upperBound)"
        guard let number = Int(text) else {
            throw PeachRowProblem(
                text.isEmpty
                    ? "\(column) is empty; allowed: \(allowed)"
                    : "\(cell(column, text)) is not a MIDI note number; allowed: \(allowed)")
        }
        guard let note = MIDINote(rawValue: number) else {
            throw PeachRowProblem("\(cell(column, text)) is out of range; allowed: \(allowed)")
        }
        let nameColumn = column + "Name"
        let name = self.text(nameColumn)
        let expected = "expected \(note.name), the name of \(column) \(number)"
        guard !name.isEmpty else {
            throw PeachRowProblem("\(nameColumn) is empty; \(expected)")
        }
        guard let named = MIDINote(name) else {
            throw PeachRowProblem("\(cell(nameColumn, name)) is not a note name; \(expected)")
        }
        guard named == note else {
            throw PeachRowProblem(
                "\(cell(nameColumn, name)) is not the name of \(column) \(number); expected \(note.name)")
        }
        return note
    }

    /// The interval from `reference` to `target` in signed semitones: the size from the interval
    /// column (Peach writes it unsigned, such as `P5`), the sign from the notes.
    func interval(from reference: MIDINote, to target: MIDINote) throws(PeachRowProblem) -> Int {
        let text = self.text("interval")
        let names = Interval.allCases.map(\.name).joined(separator: ", ")
        guard let interval = Interval(text) else {
            throw PeachRowProblem(
                text.isEmpty
                    ? "interval is empty; allowed: \(names)"
                    : "\(cell("interval", text)) is not an interval; allowed: \(names)")
        }
        let distance = reference.distance(to: target)
        guard abs(distance) == interval.semitones else {
            throw PeachRowProblem(
                "\(cell("interval", text)) is \(semitones(interval.semitones)), but referenceNote "
                    + "\(reference.rawValue) and targetNote \(target.rawValue) are "
                    + "\(semitones(abs(distance))) apart")
        }
        return distance
    }

    /// The tuning system, by its storage identifier, which Peach shares.
    func tuningSystem() throws(PeachRowProblem) -> TuningSystem {
        let text = self.text("tuningSystem")
        guard let system = TuningSystem(rawValue: text) else {
            let allowed = TuningSystem.allCases.map(\.rawValue).joined(separator: ", ")
            throw PeachRowProblem(
                text.isEmpty
                    ? "tuningSystem is empty; allowed: \(allowed)"
                    : "\(cell("tuningSystem", text)) is not a tuning system; allowed: \(allowed)")
        }
        return system
    }

    /// A number of cents, rounded to the 0.1 cent the records keep.
    ///
    /// Peach writes its values at full precision (`32.28751…` from its adaptive rule); the trainer
    /// keeps a tenth of a cent, as its own sessions do.
    func cents(_ column: String) throws(PeachRowProblem) -> Double {
        let text = self.text(column)
        guard let value = PeachDecimal.value(from: text) else {
            let example = "expected a number of cents such as -11.6"
            throw PeachRowProblem(
                text.isEmpty
                    ? "\(column) is empty; \(example)"
                    : "\(cell(column, text)) is not a finite decimal number; \(example)")
        }
        return Cents(value).roundedToTenth().value
    }

    /// A boolean, written `true` or `false` exactly.
    func flag(_ column: String) throws(PeachRowProblem) -> Bool {
        let text = self.text(column)
        switch text {
        case "true": return true
        case "false": return false
        case "": throw PeachRowProblem("\(column) is empty; allowed: true, false")
        default: throw PeachRowProblem("\(cell(column, text)) is not allowed; allowed: true, false")
        }
    }

    // MARK: Wording

    /// A column and its value for a message: `referenceNote "300"`.
    private func cell(_ column: String, _ text: String) -> String {
        "\(column) \"\(text)\""
    }

    private func semitones(_ count: Int) -> String {
        count == 1 ? "1 semitone" : "\(count) semitones"
    }
}
