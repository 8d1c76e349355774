import Foundation
import Glibc
import Persistence

/// Checking every stored line, and repairing damaged files.
extension StoreSession {
    /// The most problems listed for one file before the rest are only counted.
    static let problemsListedPerFile = 20

    /// Every problem in the store, for a person; empty when the store is sound.
    func check() throws(StoreError) -> [String] {
        var problems: [String] = []
        let generation = snapshot.generation
        for (_, entry) in snapshot.manifest.types.sorted(by: { $0.key < $1.key }) {
            guard let (file, _) = try openFile(of: entry.schema) else { continue }
            defer { file.close() }
            let found = try examine(file).problems
            problems += found.prefix(Self.problemsListedPerFile)
            if found.count > Self.problemsListedPerFile {
                problems.append("\(file.path): \(found.count - Self.problemsListedPerFile) more problems")
            }
        }
        for name in try FileSystem.entries(of: generation.recordsPath) where !AtomicFile.isTemporary(name) {
            guard name.hasSuffix(".jsonl") else { continue }
            if snapshot.manifest.types[String(name.dropLast(6))] == nil {
                problems.append(
                    "\(generation.recordsPath)/\(name): its type is not in the manifest, so it is never read")
            }
        }
        for key in try documentKeys() {
            do {
                _ = try documentData(forKey: key)
            } catch {
                problems.append("\(error)")
            }
        }
        return problems
    }

    /// What a full reading of a data file finds.
    struct Examination {
        var problems: [String] = []
        var tail: DataFile.TailState
        var readableLines = 0
        var unreadableLines = 0
        var isSorted = true
    }

    /// Reads every line of a data file: its shape, its record (conformed to the stored schema) and
    /// its order.
    func examine(_ file: DataFile) throws(StoreError) -> Examination {
        let size = try FileSystem.size(file.descriptor, path: file.path)
        var examination = Examination(tail: DataFile.TailState(size: size, end: size, lastLineStart: nil))
        do throws(StoreError) {
            examination.tail = try file.inspectTail()
        } catch .corrupted(let location, let detail) {
            examination.problems.append("\(location): \(detail)")
            var reader = file.reader()
            examination.tail.end = try reader.lastLineBoundary(before: size)
        }
        if examination.tail.isTorn {
            examination.problems.append(
                "\(file.path): an unfinished write after byte \(examination.tail.end); it was never acknowledged "
                    + "and is dropped when the store is next opened for writing")
        }
        let table = FieldTable(file.stored)
        var reader = file.reader(chunkSize: 1 << 20)
        var number = 0
        var open: RecordLine.Batch?
        var previous: Int64?
        try reader.forEachLine(from: 0, to: examination.tail.end) { _, line in
            number += 1
            if let problem = DataFile.sequenceProblem(line, after: &open) {
                examination.problems.append("\(file.path):\(number): \(problem)")
            }
            guard let record = Self.readable(line, table: table) else {
                let problem = DataFile.shapeProblem(line) ?? Self.parseProblem(line, table: table)
                examination.problems.append("\(file.path):\(number): \(problem)")
                examination.unreadableLines += 1
                return true
            }
            examination.readableLines += 1
            let timestamp = record.timestampMilliseconds(in: file.stored) ?? 0
            if let previous, timestamp < previous {
                examination.isSorted = false
                examination.problems.append(
                    "\(file.path):\(number): the record is older than the one before it; the file must be in "
                        + "timestamp order")
            }
            previous = timestamp
            return true
        }
        if open != nil {
            examination.problems.append("\(file.path):\(number): an insert's lines stop before its last one")
        }
        return examination
    }

    /// Repairs every data file and document that `check()` would find fault with.
    mutating func repair() throws(StoreError) -> RepairReport {
        try beginChange()
        var report = RepairReport(directory: directory.path)
        let stamp = Self.damagedStamp()
        for typeName in snapshot.manifest.types.keys.sorted() {
            guard let stored = snapshot.manifest.schema(of: typeName),
                let (file, _) = try openFile(of: stored)
            else { continue }
            defer { file.close() }
            if let repaired = try repair(file, stamp: stamp) { report.recordFiles.append(repaired) }
            snapshot.tails[typeName] = nil
        }
        for key in try documentKeys() {
            let path = snapshot.generation.documentPath(forKey: key)
            do throws(StoreError) {
                _ = try documentData(forKey: key)
            } catch .corrupted {
                let movedTo = try Self.unusedPath(path + ".damaged-" + stamp)
                try FileSystem.rename(path, to: movedTo)
                report.movedDocuments.append(.init(key: key, movedTo: movedTo))
            }
        }
        if !report.movedDocuments.isEmpty { try FileSystem.syncDirectory(snapshot.generation.documentsPath) }
        return report
    }

    private func repair(_ file: DataFile, stamp: String) throws(StoreError) -> RepairReport.RecordFile? {
        let examination = try examine(file)
        let unfinished = examination.tail.size - examination.tail.end
        guard !examination.problems.isEmpty else { return nil }
        let onlyUnfinished =
            examination.unreadableLines == 0 && examination.isSorted
            && examination.problems.count == 1 && unfinished > 0
        if onlyUnfinished {
            try file.cutBack(to: examination.tail.end)
            return .init(
                path: file.path, movedTo: nil, keptRecords: examination.readableLines, unreadableLines: 0,
                droppedUnfinishedBytes: unfinished)
        }
        let kept = try rewriteReadable(file, end: examination.tail.end, sorted: examination.isSorted) {
            () throws(StoreError) -> String in
            let movedTo = try Self.unusedPath(file.path + ".damaged-" + stamp)
            guard link(file.path, movedTo) == 0 else {
                throw FileSystem.failure("link to \(movedTo)", file.path, errno, writing: true)
            }
            return movedTo
        }
        return .init(
            path: file.path, movedTo: kept.movedTo, keptRecords: kept.count,
            unreadableLines: examination.unreadableLines, droppedUnfinishedBytes: unfinished)
    }

    /// Writes a new data file with every readable line up to `end`, in timestamp order, keeping the
    /// original under the name `keepOriginal` returns before the new file replaces it.
    private func rewriteReadable(
        _ file: DataFile, end: Int64, sorted: Bool,
        keepOriginal: () throws(StoreError) -> String
    ) throws(StoreError) -> (count: Int, movedTo: String) {
        let table = FieldTable(file.stored)
        let output = try AtomicFile(replacing: file.path)
        var reader = file.reader(chunkSize: 1 << 20)
        var count = 0
        var pending: [(timestamp: Int64, position: Int, line: [UInt8])] = []
        try reader.forEachLine(from: 0, to: end) { (_, line) throws(StoreError) in
            guard let record = Self.readable(line, table: table) else { return true }
            var bytes: [UInt8] = []
            RecordLine.appendWithoutBatch(line, to: &bytes)
            if sorted {
                try output.append(bytes)
            } else {
                pending.append((record.timestampMilliseconds(in: file.stored) ?? 0, count, bytes))
            }
            count += 1
            return true
        }
        if !sorted {
            pending.sort { ($0.timestamp, $0.position) < ($1.timestamp, $1.position) }
            for entry in pending { try output.append(entry.line) }
        }
        let movedTo = try keepOriginal()
        try output.commit()
        return (count, movedTo)
    }

    /// The record a line holds, conformed to the table's schema; nil when it cannot be read.
    static func readable(_ line: UnsafeRawBufferPointer, table: FieldTable) -> RawRecord? {
        guard DataFile.shapeProblem(line) == nil, let parsed = try? RecordLine.parse(line, table: table)
        else {
            return nil
        }
        return RecordLine.record(parsed, table: table)
    }

    /// Why a line that looks like a record cannot be read.
    static func parseProblem(_ line: UnsafeRawBufferPointer, table: FieldTable) -> String {
        do throws(FormatError) {
            _ = try RecordLine.parse(line, table: table)
            return "the line cannot be read"
        } catch {
            return error.detail
        }
    }

    /// `path`, or `path-2`, `path-3`... whichever does not exist yet.
    static func unusedPath(_ path: String) throws(StoreError) -> String {
        var candidate = path
        var number = 2
        while try FileSystem.kind(of: candidate) != nil {
            candidate = "\(path)-\(number)"
            number += 1
        }
        return candidate
    }

    /// The time, as a compact UTC stamp for the names of damaged files (`20261121T101500Z`).
    static func damagedStamp() -> String {
        let milliseconds = Int64((Date().timeIntervalSince1970 * 1000).rounded())
        let text = ISODate.string(milliseconds: milliseconds)
        return String(text.prefix(19).filter { $0 != "-" && $0 != ":" }) + "Z"
    }
}
