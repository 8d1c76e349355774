/// Reads records batch by batch, so memory stays flat however long the history is.
///
/// Like GRDB's cursors, `next()` can throw: a batch is read from the store when the previous one is
/// used up, and the store may fail then. Use it once.
public struct RecordCursor<Element: Sendable> {
    private var buffer: [Element] = []
    private var position = 0
    private var token: PageToken?
    private var finished = false
    private let fetch: (PageToken?) throws(StoreError) -> (elements: [Element], next: PageToken?)

    /// Creates a cursor over `fetch`, which returns one batch from a token (nil for the first) and
    /// the token of the batch after it.
    public init(fetch: @escaping (PageToken?) throws(StoreError) -> (elements: [Element], next: PageToken?)) {
        self.fetch = fetch
    }

    /// The next element, reading the next batch when needed; nil at the end.
    /// - Throws: `StoreError` when a batch cannot be read or decoded.
    public mutating func next() throws(StoreError) -> Element? {
        while position == buffer.count {
            guard !finished else { return nil }
            let batch = try fetch(token)
            buffer = batch.elements
            position = 0
            token = batch.next
            finished = batch.next == nil
        }
        defer { position += 1 }
        return buffer[position]
    }

    /// Calls `body` on every remaining element.
    public mutating func forEach(_ body: (Element) throws(StoreError) -> Void) throws(StoreError) {
        while let element = try next() {
            try body(element)
        }
    }

    /// Every remaining element in an array: for small histories and tests, not for a whole store.
    public mutating func all() throws(StoreError) -> [Element] {
        var elements: [Element] = []
        while let element = try next() {
            elements.append(element)
        }
        return elements
    }
}
