public import Foundation

/// Which records to read, count or trim, and in what order.
public struct RecordQuery: Hashable, Sendable {
    /// The order records come in, by timestamp (ties keep insertion order).
    public enum Order: String, Hashable, Sendable {
        /// Oldest first.
        case oldestFirst
        /// Newest first.
        case newestFirst
    }

    /// Only records at or after this moment.
    public var since: Date?
    /// Only records before this moment.
    public var until: Date?
    /// Only records whose fields equal these values (all of them).
    public var filter: [String: FieldValue]
    /// The order.
    public var order: Order

    /// Describes a query; with no arguments, every record, oldest first.
    public init(
        since: Date? = nil,
        until: Date? = nil,
        where filter: [String: FieldValue] = [:],
        order: Order = .oldestFirst
    ) {
        self.since = since
        self.until = until
        self.filter = filter
        self.order = order
    }

    /// `since` in milliseconds, rounded as stored dates are.
    public var sinceMilliseconds: Int64? {
        since.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }
    }

    /// `until` in milliseconds, rounded as stored dates are.
    public var untilMilliseconds: Int64? {
        until.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }
    }

    /// True when `record` passes the time bounds and the filter (for backends that filter in
    /// memory).
    public func matches(_ record: RawRecord, in schema: RecordSchema) -> Bool {
        let timestamp = record.timestampMilliseconds(in: schema) ?? 0
        if let since = sinceMilliseconds, timestamp < since { return false }
        if let until = untilMilliseconds, timestamp >= until { return false }
        return filter.allSatisfy { name, value in record.fields[name] == value }
    }

    /// Checks that every filtered field is declared and its value has the declared type.
    /// - Throws: `StoreError.invalidQuery` naming the field.
    public func validate(against schema: RecordSchema) throws(StoreError) {
        for (name, value) in filter.sorted(by: { $0.key < $1.key }) {
            guard let field = schema.field(named: name) else {
                throw .invalidQuery(
                    type: schema.typeName, detail: "'\(name)' is not a field of \(schema.typeName)")
            }
            guard value == .null || value.type == field.type else {
                throw .invalidQuery(
                    type: schema.typeName,
                    detail: "field '\(name)' is \(field.type.rawValue), but the filter gives \(value)")
            }
        }
    }
}
