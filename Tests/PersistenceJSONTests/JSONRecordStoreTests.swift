import Foundation
import Glibc
import Persistence
import PersistenceJSON
import Testing

@Suite("The JSON record store")
struct JSONRecordStoreTests {
    let directory = TemporaryDirectory()

    /// Every file in the store is 0600 and every folder 0700.
    func expectPrivate(_ when: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for path in Disk.tree(directory.storePath) {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let expected: mode_t = isDirectory.boolValue ? 0o700 : 0o600
            #expect(
                Disk.mode(path) == expected, "\(path) is \(String(Disk.mode(path), radix: 8)) after \(when)",
                sourceLocation: sourceLocation)
        }
    }

    @Test("keeps files 0600 and folders 0700 after every kind of write")
    func permissions() throws {
        let store = try directory.store()
        expectPrivate("opening")
        try store.insert(Sample.at(10))
        expectPrivate("an insert")
        try store.insert(contentsOf: [Sample.at(20), Sample.at(30)])
        expectPrivate("a batch")
        try store.insert(Sample.at(0))
        expectPrivate("a merge")
        try store.insert(
            SampleV2(
                timestamp: Sample.date(40), count: 0, ratio: 0, label: "", passed: true, note: nil,
                values: [],
                difficulty: 1, comment: nil))
        expectPrivate("a schema change")
        try store.trim(of: SampleV2.self, keepingNewest: 2)
        expectPrivate("a trim")
        try store.setDocument([1], forKey: "doc")
        try store.setDocument([2], forKey: "doc")
        expectPrivate("documents")
        try store.insert(Other(timestamp: Sample.date(0), name: "x"))
        try store.deleteAll(of: Other.self)
        expectPrivate("a deletion")
        try Disk.append("{\"fie", to: Disk.recordsFile(directory.storePath))
        _ = try directory.store()
        expectPrivate("a repair on open")
        try Disk.append("garbage\n", to: Disk.recordsFile(directory.storePath))
        _ = try JSONRecordStore.repair(directory: directory.storePath)
        expectPrivate("a repair")
        try store.deleteEverything()
        expectPrivate("deleting everything")
    }

    @Test("waits for a process holding the store, then gives up with .locked")
    func locked() throws {
        let store = try directory.store(lockTimeout: .milliseconds(200))
        try store.insert(Sample.at(0))
        let holder = open(directory.storePath + "/lock", O_RDWR)
        defer { close(holder) }
        let locked = StoreError.locked(location: "json:\(directory.storePath)")

        #expect(flock(holder, LOCK_SH) == 0)
        #expect(try store.count(of: Sample.self) == 1)
        #expect(throws: locked) { try store.insert(Sample.at(1)) }

        #expect(flock(holder, LOCK_EX) == 0)
        let start = ContinuousClock.now
        #expect(throws: locked) { try store.count(of: Sample.self) }
        #expect(ContinuousClock.now - start >= .milliseconds(200))
        #expect(throws: locked) { try directory.store(lockTimeout: .milliseconds(50)) }

        flock(holder, LOCK_UN)
        try store.insert(Sample.at(1))
        #expect(try store.count(of: Sample.self) == 2)
    }

    @Test("refuses a file where the store's directory should be")
    func fileInsteadOfDirectory() throws {
        try Disk.write("not a folder", to: directory.storePath)
        for path in [directory.storePath, directory.storePath + "/inside"] {
            #expect {
                try JSONRecordStore(directory: path)
            } throws: { error in
                guard case .invalidLocation(let location, let reason) = error as? StoreError else {
                    return false
                }
                return location == "json:\(path)" && reason.contains("is a file")
            }
        }
    }

    @Test("opens a store it cannot write read-only, and says why writes fail")
    func readOnlyDirectory() async throws {
        let store = try directory.store()
        try store.insert(contentsOf: [Sample.at(0), Sample.at(1)])
        try store.setDocument([1], forKey: "doc")
        let path = directory.storePath
        chmod(directory.path, 0o755)
        if getuid() == 0 {
            for item in Disk.tree(path) { chown(item, 65534, 65534) }
        }
        chmod(path, 0o500)
        await #expect(processExitsWith: .success) { [path = path as String] in
            if getuid() == 0 {
                #expect(setgid(65534) == 0 && setuid(65534) == 0)
            }
            let store = try JSONRecordStore(directory: path)
            #expect(store.isReadOnly)
            #expect(try store.count(of: Sample.self) == 2)
            #expect(try store.document([Int].self, forKey: "doc") == [1])
            let refused: (any Error) -> Bool = { error in
                if case .readOnly(let location, _) = error as? StoreError {
                    return location == "json:\(path)"
                }
                return false
            }
            #expect(performing: { try store.insert(Sample.at(2)) }, throws: refused)
            #expect(performing: { try store.setDocument([2], forKey: "doc") }, throws: refused)
            #expect(performing: { try store.deleteEverything() }, throws: refused)
            #expect(try store.check() == [])

            chmod(path, 0)
            #expect {
                try JSONRecordStore(directory: path)
            } throws: { error in
                guard case .io(_, _, let code) = error as? StoreError else { return false }
                return code == EACCES
            }
        }
        chmod(path, 0o700)
        #expect(try directory.store().count(of: Sample.self) == 2)
    }

    @Test("refuses to make a store in a directory it cannot write")
    func readOnlyNew() async throws {
        let path = directory.storePath
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        chmod(directory.path, 0o755)
        if getuid() == 0 { chown(path, 65534, 65534) }
        chmod(path, 0o500)
        await #expect(processExitsWith: .success) { [path = path as String] in
            if getuid() == 0 {
                #expect(setgid(65534) == 0 && setuid(65534) == 0)
            }
            #expect {
                try JSONRecordStore(directory: path)
            } throws: { error in
                if case .readOnly = error as? StoreError { return true }
                return false
            }
        }
    }

    @Test("a write failing with EFBIG leaves the file as it was, with no partial line")
    func fileTooLarge() async throws {
        let store = try directory.store()
        try store.insert(contentsOf: (0..<3).map { Sample.at(Int64($0), count: $0) })
        let file = try Disk.recordsFile(directory.storePath)
        let before = try Disk.bytes(file)
        await #expect(processExitsWith: .success) {
            [path = directory.storePath as String, file = file as String, size = before.count as Int] in
            signal(SIGXFSZ, SIG_IGN)
            let store = try JSONRecordStore(directory: path)
            var original = rlimit()
            getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &original)
            var limit = rlimit(rlim_cur: rlim_t(size + 100), rlim_max: original.rlim_max)
            setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
            #expect {
                try store.insert(contentsOf: (10..<20).map { Sample.at(Int64($0), count: $0) })
            } throws: { error in
                guard case .io(let failed, let operation, let code) = error as? StoreError else {
                    return false
                }
                return failed == file && operation == "write" && code == EFBIG
            }
            #expect(throws: StoreError.self) {
                try store.insert(Sample.at(30, count: 30, label: String(repeating: "x", count: 200)))
            }
            setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &original)
            try store.insert(Sample.at(40, count: 40))
            #expect(try store.all(Sample.self).map(\.count) == [0, 1, 2, 40])
        }
        let after = try Disk.bytes(file)
        #expect(after.starts(with: before))
        #expect(try Disk.lines(file).count == 4)
        let reopened = try directory.store()
        #expect(try reopened.check() == [])
        #expect(try reopened.all(Sample.self).map(\.count) == [0, 1, 2, 40])
    }

    @Test("a full disk fails the insert with .io naming the file")
    func diskFull() throws {
        let store = try directory.store()
        try store.insert(Sample.at(0))
        let file = try Disk.recordsFile(directory.storePath)
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "/dev/full")
        #expect(throws: StoreError.io(path: file, operation: "write", errno: ENOSPC)) {
            try store.insert(contentsOf: [Sample.at(1), Sample.at(2)])
        }
        #expect(
            StoreError.io(path: file, operation: "write", errno: ENOSPC).description
                == "write failed for \(file): No space left on device (errno 28)")
    }
}
