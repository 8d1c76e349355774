/// Where a batched read goes on from. Its meaning belongs to the backend that made it (a row key,
/// a file offset); callers only hand it back.
public struct PageToken: Hashable, Sendable {
    /// First backend-defined part.
    public var first: Int64
    /// Second backend-defined part.
    public var second: Int64

    /// Creates a token; for backends.
    public init(first: Int64, second: Int64) {
        self.first = first
        self.second = second
    }
}

/// One batch of a read.
public struct RecordPage: Sendable {
    /// The records, in the query's order, conformed to the reader's schema.
    public var records: [RawRecord]
    /// Where the next batch starts; nil when this was the last.
    public var next: PageToken?

    /// Creates a page; for backends.
    public init(records: [RawRecord], next: PageToken?) {
        self.records = records
        self.next = next
    }
}
