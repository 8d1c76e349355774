/// What `JSONRecordStore.repair(directory:)` did: for `data check --repair`.
public struct RepairReport: Sendable, Equatable, CustomStringConvertible {
    /// One data file that was repaired.
    public struct RecordFile: Sendable, Equatable {
        /// The data file, which now holds every readable record in timestamp order.
        public var path: String
        /// Where the damaged original was kept; nil when only an unfinished last write was cut off.
        public var movedTo: String?
        /// The records the new file holds.
        public var keptRecords: Int
        /// The lines that could not be read (they are in the damaged original).
        public var unreadableLines: Int
        /// The bytes of an unfinished write at the end that were dropped (never acknowledged).
        public var droppedUnfinishedBytes: Int64

        /// Describes one repaired data file.
        public init(
            path: String, movedTo: String?, keptRecords: Int, unreadableLines: Int,
            droppedUnfinishedBytes: Int64
        ) {
            self.path = path
            self.movedTo = movedTo
            self.keptRecords = keptRecords
            self.unreadableLines = unreadableLines
            self.droppedUnfinishedBytes = droppedUnfinishedBytes
        }
    }

    /// One document that could not be read and was moved aside.
    public struct MovedDocument: Sendable, Equatable {
        /// The document's key, which now has no value.
        public var key: String
        /// Where the damaged file was moved.
        public var movedTo: String

        /// Describes one document moved aside.
        public init(key: String, movedTo: String) {
            self.key = key
            self.movedTo = movedTo
        }
    }

    /// The store directory repaired.
    public var directory: String
    /// The data files repaired, in type name order.
    public var recordFiles: [RecordFile]
    /// The documents moved aside, in key order.
    public var movedDocuments: [MovedDocument]

    /// Describes a repair of the store in `directory`.
    public init(directory: String, recordFiles: [RecordFile] = [], movedDocuments: [MovedDocument] = []) {
        self.directory = directory
        self.recordFiles = recordFiles
        self.movedDocuments = movedDocuments
    }

    /// True when nothing needed repair.
    public var isClean: Bool { recordFiles.isEmpty && movedDocuments.isEmpty }

    /// What was done, one line per repaired file, for a person.
    public var description: String {
        summary.joined(separator: "\n")
    }

    /// What was done, one line per repaired file (or one saying the store is sound), for a person.
    public var summary: [String] {
        guard !isClean else { return ["\(directory) is sound; nothing to repair"] }
        var lines: [String] = []
        for file in recordFiles {
            var line = "\(file.path): kept \(file.keptRecords) records"
            if file.unreadableLines > 0 { line += ", \(file.unreadableLines) unreadable lines left out" }
            if file.droppedUnfinishedBytes > 0 {
                line += ", dropped an unfinished write of \(file.droppedUnfinishedBytes) bytes"
            }
            if let movedTo = file.movedTo { line += "; the damaged original is \(movedTo)" }
            lines.append(line)
        }
        for document in movedDocuments {
            lines.append("document '\(document.key)' could not be read and was moved to \(document.movedTo)")
        }
        return lines
    }
}
