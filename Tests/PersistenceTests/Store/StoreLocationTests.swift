import Persistence
import Testing

@Suite("Store locations")
struct StoreLocationTests {
    @Test("sqlite:PATH and json:DIR are read, with ~ and relative paths made absolute")
    func parsing() throws {
        let environment = ["HOME": "/home/learner"]
        #expect(
            try StoreLocation(parsing: "sqlite:/data/s.db", environment: environment)
                == .sqlite(path: "/data/s.db"))
        #expect(
            try StoreLocation(parsing: "json:~/store", environment: environment)
                == .json(directory: "/home/learner/store"))
        let relative = try StoreLocation(parsing: "json:some/dir", environment: environment)
        #expect(relative.path.hasPrefix("/") && relative.path.hasSuffix("/some/dir"))
        #expect(
            try StoreLocation(parsing: "sqlite:/a/../b.db", environment: environment).description
                == "sqlite:/b.db")
    }

    @Test(
        "anything else is refused, naming the value and the allowed forms",
        arguments: [
            (
                "postgres:/db",
                "'postgres:/db' is not a store: 'postgres' is not a known backend; allowed: sqlite:PATH or json:DIR"
            ),
            (
                "/just/a/path",
                "'/just/a/path' is not a store: it has no scheme; allowed: sqlite:PATH or json:DIR"
            ),
            ("json:", "'json:' is not a store: the path is empty; allowed: sqlite:PATH or json:DIR"),
        ]
    )
    func invalid(text: String, message: String) {
        #expect {
            try StoreLocation(parsing: text)
        } throws: { error in
            (error as? StoreError)?.description == message
        }
    }

    @Test("the default store follows XDG_DATA_HOME, and ~/.local/share when it is unset or relative")
    func defaultLocation() {
        #expect(
            StoreLocation.defaultLocation(
                program: "pitch-trainer", environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/h"])
                == .sqlite(path: "/xdg/pitch-trainer/store.sqlite"))
        #expect(
            StoreLocation.defaultLocation(program: "pi-trainer", environment: ["HOME": "/h"])
                == .sqlite(path: "/h/.local/share/pi-trainer/store.sqlite"))
        #expect(
            StoreLocation.defaultLocation(
                program: "pi-trainer", environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"])
                == .sqlite(path: "/h/.local/share/pi-trainer/store.sqlite"))
    }
}
