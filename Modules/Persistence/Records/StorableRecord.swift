/// A record type a trainer stores: an append-only fact (one answered trial, attempt or session).
///
/// The record's coding keys must be the schema's field names; optional properties are optional
/// fields; nested values (arrays, structures) are `.json` fields. Dates are encoded as milliseconds,
/// so a record keeps its timestamp to the millisecond.
public protocol StorableRecord: Codable, Sendable {
    /// The record type's declared schema.
    static var schema: RecordSchema { get }
}
