import Persistence
import Testing

@testable import PersistenceJSON

@Suite("Reading JSON bytes")
struct JSONScannerTests {
    @Test(
        "accepts JSON values",
        arguments: [
            "0", "-0", "12", "-1.5e+3", "1E9", "true", "false", "null", #""""#,
            #""a\"b\\c\/\n\u00e9\ud83d\ude00""#,
            "[]", "{}", #"{"a":[1,{"b":null}],"c":"d"}"#, " [ 1 , 2 ] ",
        ])
    func accepts(text: String) {
        #expect(validate(text) == nil)
    }

    @Test(
        "refuses what is not JSON",
        arguments: [
            "", "01", "1.", ".5", "-", "+1", "1e", "tru", "nul", "NaN", "[1,]", "{\"a\":1,}", "{a:1}",
            "[1 2]",
            #""abc"#, #""\x""#, #""\ud800""#, #""\udc00x""#, "\"a\u{01}b\"", "[1] 2", "'a'",
        ])
    func refuses(text: String) {
        #expect(validate(text) != nil)
    }

    @Test("decodes escapes, surrogate pairs included")
    func decodes() throws {
        let text = #""tab\there \"q\" \u00e9 \ud83d\ude00 \/""#
        let decoded = try Array(text.utf8).withUnsafeBytes { (bytes) throws(FormatError) -> String in
            var scanner = JSONScanner(bytes)
            return try scanner.parseString()
        }
        #expect(decoded == "tab\there \"q\" é 😀 /")
    }

    @Test("limits nesting, so a hostile line cannot exhaust the stack")
    func nesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(validate(deep)?.detail == "values are nested too deeply")
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(validate(fine) == nil)
    }

    @Test("reads integers to the limits of 64 bits and refuses more")
    func integers() throws {
        #expect(try integer("9223372036854775807") == Int64.max)
        #expect(try integer("-9223372036854775808") == Int64.min)
        #expect(throws: FormatError.self) { try integer("9223372036854775808") }
        #expect(throws: FormatError.self) { try integer("1.5") }
    }

    private func validate(_ text: String) -> FormatError? {
        do {
            try Array(text.utf8).withBytes { (bytes) throws(FormatError) in try JSONText.validate(bytes) }
            return nil
        } catch {
            return error
        }
    }

    private func integer(_ text: String) throws -> Int64 {
        try Array(text.utf8).withBytes { (bytes) throws(FormatError) -> Int64 in
            var scanner = JSONScanner(bytes)
            return try scanner.parseInteger()
        }
    }
}
