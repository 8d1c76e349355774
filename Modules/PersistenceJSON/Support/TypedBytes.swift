/// `withUTF8` and `withUnsafeBytes` for bodies with a typed error: the standard library's versions
/// rethrow `any Error`, which would lose `StoreError`'s type.
extension String {
    func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        var copy = self
        let result: Result<R, E> = copy.withUTF8 { utf8 in
            Result { () throws(E) -> R in try body(UnsafeRawBufferPointer(utf8)) }
        }
        return try result.get()
    }
}

extension Array where Element == UInt8 {
    func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        let result: Result<R, E> = withUnsafeBytes { bytes in
            Result { () throws(E) -> R in try body(bytes) }
        }
        return try result.get()
    }
}

extension Array where Element == UInt8 {
    mutating func withMutableBytes<R, E: Error>(_ body: (UnsafeMutableRawBufferPointer) throws(E) -> R)
        throws(E)
        -> R
    {
        let result: Result<R, E> = withUnsafeMutableBytes { bytes in
            Result { () throws(E) -> R in try body(bytes) }
        }
        return try result.get()
    }
}
