/// The paths of a store directory.
///
/// ```
/// DIR/                             0700
/// DIR/lock                         flock and change counter (see LockFile)
/// DIR/store.json                   {"data":"data-N","format":"trainers-json-store","version":1}
/// DIR/data-N/                      the current generation, named by store.json
/// DIR/data-N/manifest.json         {"types":{"TYPE":{"schema":{...}}}}
/// DIR/data-N/records/TYPE.jsonl    one line per record, sorted by timestamp
/// DIR/data-N/documents/KEY.json    one file per document
/// ```
///
/// Every file is 0600 and every directory 0700.
struct StoreDirectory: Sendable {
    let path: String

    init(_ path: String) {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.path = path
    }

    var lockPath: String { path + "/lock" }
    var pointerPath: String { path + "/store.json" }

    func generation(_ name: String) -> Generation {
        Generation(path: path + "/" + name, name: name)
    }

    /// The number of a generation folder's name (`data-12` is 12), nil for other names.
    static func generationNumber(_ name: String) -> Int? {
        guard name.hasPrefix("data-"), let number = Int(name.dropFirst(5)), number >= 1,
            name == "data-\(number)"
        else { return nil }
        return number
    }
}

/// One generation folder: a manifest, the record files and the documents. Replacing the whole
/// generation (a new folder named by the pointer) is how `deleteEverything()` is atomic.
struct Generation: Sendable {
    let path: String
    let name: String

    var manifestPath: String { path + "/manifest.json" }
    var recordsPath: String { path + "/records" }
    var documentsPath: String { path + "/documents" }

    func recordsPath(ofType typeName: String) -> String {
        recordsPath + "/" + typeName + ".jsonl"
    }

    func documentPath(forKey key: String) -> String {
        documentsPath + "/" + key + ".json"
    }
}
