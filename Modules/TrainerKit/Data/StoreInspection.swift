public import Persistence

/// Reads a whole store through the raw level and the backend's own checks.
public enum StoreInspection {
    /// What a check found.
    public struct Report: Sendable {
        /// Each stored type with its schema version and record count.
        public var types: [(typeName: String, version: Int, records: Int)] = []
        /// The number of documents.
        public var documents = 0
        /// Everything wrong, one line each; empty when the store is sound.
        public var problems: [String] = []
    }

    /// Reads every record of every type and every document, and runs the backend's integrity check.
    public static func check(_ store: any RecordStore) throws(StoreError) -> Report {
        var report = Report()
        for schema in try store.storedSchemas() {
            var count = 0
            var cursor = store.rawRecords(of: schema, batchSize: 4096)
            do {
                while try cursor.next() != nil {
                    count += 1
                }
            } catch {
                report.problems.append("\(schema.typeName): \(error)")
            }
            report.types.append((schema.typeName, schema.version, count))
        }
        for key in try store.documentKeys() {
            do {
                _ = try store.documentData(forKey: key)
                report.documents += 1
            } catch {
                report.problems.append("document \(key): \(error)")
            }
        }
        report.problems += try StoreOpener.integrityProblems(of: store)
        return report
    }
}
