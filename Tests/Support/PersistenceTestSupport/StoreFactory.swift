import Foundation
public import Persistence
import Synchronization

/// How the contract suite gets stores of one backend.
public struct StoreFactory: Sendable, CustomStringConvertible {
    /// The backend's name, for test output.
    public let name: String
    /// True when stores live on disk, so other processes can open them with `--store`.
    public let isOnDisk: Bool
    private let newLocation: @Sendable () -> StoreLocation
    private let open: @Sendable (StoreLocation) throws(StoreError) -> any RecordStore

    /// Describes a backend: where new stores go and how one is opened.
    public init(
        name: String,
        isOnDisk: Bool = true,
        newLocation: @escaping @Sendable () -> StoreLocation,
        open: @escaping @Sendable (StoreLocation) throws(StoreError) -> any RecordStore
    ) {
        self.name = name
        self.isOnDisk = isOnDisk
        self.newLocation = newLocation
        self.open = open
    }

    /// The in-memory double: each new location is a new store, and opening a location again gives
    /// back the same instance, as reopening a file would give back its contents.
    public static var inMemory: StoreFactory {
        let stores = Mutex<[StoreLocation: InMemoryRecordStore]>([:])
        return StoreFactory(
            name: "in-memory",
            isOnDisk: false,
            newLocation: { InMemoryRecordStore(name: UUID().uuidString).location },
            open: { location in
                stores.withLock { stores in
                    if let store = stores[location] { return store }
                    let store = InMemoryRecordStore(location: location)
                    stores[location] = store
                    return store
                }
            })
    }

    /// A fresh location in a new temporary directory (nothing is created there yet).
    public func location(named file: String = "store") -> StoreLocation {
        let template = newLocation()
        guard isOnDisk else { return template }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contract-\(UUID().uuidString)")
        switch template {
        case .sqlite: return .sqlite(path: folder.appendingPathComponent("\(file).sqlite").path)
        case .json: return .json(directory: folder.appendingPathComponent(file).path)
        }
    }

    /// Opens (creating when needed) the store at `location`.
    public func open(_ location: StoreLocation) throws(StoreError) -> any RecordStore {
        try open(location)
    }

    /// Opens a store at a fresh location.
    public func makeStore() throws(StoreError) -> any RecordStore {
        try open(location())
    }

    /// Removes what a store left on disk.
    public func remove(_ location: StoreLocation) {
        guard isOnDisk else { return }
        let folder = URL(fileURLWithPath: location.path).deletingLastPathComponent()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The backend's name.
    public var description: String { name }
}
