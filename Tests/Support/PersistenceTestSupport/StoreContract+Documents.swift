import Foundation
import Persistence
import Testing

extension StoreContract {
    struct Bests: Codable, Equatable {
        var streak: Int
        var reached: Date
        var constants: [String]
    }

    static let documentChecks: [Check] = [
        Check("documents are stored, replaced, listed and removed") { factory in
            try withStore(factory) { store, location in
                let first = Bests(
                    streak: 3, reached: Date(timeIntervalSince1970: 1_767_225_600.5), constants: ["pi"])
                try store.setDocument(first, forKey: "personal-bests")
                try store.setDocument(["a": 1], forKey: "settings.v1")
                #expect(try store.document(Bests.self, forKey: "personal-bests") == first)
                var second = first
                second.streak = 40
                try store.setDocument(second, forKey: "personal-bests")
                let reopened = try factory.open(location)
                #expect(try reopened.document(Bests.self, forKey: "personal-bests") == second)
                #expect(try reopened.documentKeys() == ["personal-bests", "settings.v1"])
                try reopened.removeDocument(forKey: "personal-bests")
                try reopened.removeDocument(forKey: "never-there")
                #expect(try reopened.document(Bests.self, forKey: "personal-bests") == nil)
                #expect(try reopened.documentKeys() == ["settings.v1"])
            }
        },
        Check("a document key outside the allowed form is refused") { factory in
            try withStore(factory) { store, _ in
                for key in ["", "../escape", "UPPER", "a/b", ".hidden", String(repeating: "k", count: 101)] {
                    expect(.invalidDocumentKey(key)) { () throws(StoreError) in
                        try store.setDocument(1, forKey: key)
                    }
                    expect(.invalidDocumentKey(key)) { () throws(StoreError) in
                        _ = try store.document(Int.self, forKey: key)
                    }
                }
                let keys = try store.documentKeys()
                #expect(keys.isEmpty)
            }
        },
        Check("a document that does not decode as the asked type is reported as damaged") { factory in
            try withStore(factory) { store, _ in
                try store.setDocument("text", forKey: "bests")
                expect({ () throws(StoreError) in
                    _ = try store.document(Bests.self, forKey: "bests")
                }) { error in
                    if case .corrupted(let location, _) = error { return location.contains("bests") }
                    return false
                }
            }
        },
    ]
}
