import Foundation
import Persistence
import Testing

@Suite("Parsing JSON values")
struct JSONValueParsingTests {
    @Test("nested values, integers apart from reals, escapes and unicode read as JSONDecoder reads them")
    func agreesWithJSONDecoder() throws {
        let text =
            #"{"a":[1,-2,3.5,true,false,null],"b":{"c":"é\u00e9\n\"q\"","d":9223372036854775807},"e":[]}"#
        let parsed = try JSONValue(parsing: Data(text.utf8))
        #expect(parsed == (try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))))
        guard case .object(let object) = parsed, case .array(let numbers)? = object["a"] else {
            Issue.record("not an object with an array")
            return
        }
        #expect(numbers.prefix(3) == [.integer(1), .integer(-2), .number(3.5)])
        // An exponent makes a real, even when its value is whole (exports write integers plainly).
        #expect(try JSONValue(parsing: Data("1e3".utf8)) == .number(1000))
    }

    @Test(
        "anything but one strict JSON value is refused",
        arguments: ["", "{", "[1,]", "{'a':1}", "1 2", "nul", "NaN"])
    func refuses(text: String) {
        #expect(throws: FormatError.self) { try JSONValue(parsing: Data(text.utf8)) }
    }
}
