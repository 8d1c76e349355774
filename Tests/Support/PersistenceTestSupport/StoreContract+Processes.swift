import Foundation
import Persistence
import ProgramTestSupport
import Testing

extension StoreContract {
    /// Runs `store-torture` and expects it to succeed; returns its output.
    static func torture(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> String
    {
        let result = try ProgramRun.run("store-torture", arguments)
        #expect(
            result.status == 0, "store-torture \(arguments.joined(separator: " ")) failed: \(result.errors)",
            sourceLocation: sourceLocation)
        return result.output
    }

    /// The number after `key` in a line of `output` such as `records 400`.
    static func number(after key: String, in output: String) -> Int? {
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if let index = words.firstIndex(where: { $0 == key }), index + 1 < words.count {
                return Int(words[index + 1])
            }
        }
        return nil
    }

    static let processChecks: [Check] = [
        Check("files stay 0600 and directories 0700 after every kind of write") { factory in
            guard factory.isOnDisk else { return }
            try withStore(factory) { store, location in
                try store.insert(contentsOf: sample(20))
                try store.insert(ContractRecord(number: 0, second: 0))
                try store.setDocument(["x": 1], forKey: "settings")
                try store.trim(of: ContractRecord.self, keepingNewest: 5)
                try store.insert(OtherRecord(name: "o", second: 1))
                try store.deleteAll(of: OtherRecord.self)
                try store.setDocument(["x": 2], forKey: "settings")
                expectPrivatePermissions(under: location)
                try store.deleteEverything()
                try store.insert(ContractRecord(number: 1, second: 1))
                expectPrivatePermissions(under: location)
            }
        },
        Check("two processes inserting into one store at once lose nothing") { factory in
            guard factory.isOnDisk else { return }
            let location = factory.location()
            defer { factory.remove(location) }
            _ = try factory.open(location)
            let writers = try ["A", "B"].map { tag in
                try ProgramRun.start(
                    "store-torture",
                    ["write", "--store", location.description, "--count", "150", "--tag", tag])
            }
            for (process, output) in writers {
                _ = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            let verified = try torture(["verify", "--store", location.description])
            #expect(number(after: "records", in: verified) == 300)
        },
        Check("memory stays flat while reading a long history in batches") { factory in
            guard factory.isOnDisk else { return }
            let location = factory.location()
            defer { factory.remove(location) }
            _ = try torture(["fill", "--store", location.description, "--count", "10000"])
            let short = try torture(["read", "--store", location.description])
            _ = try torture(["fill", "--store", location.description, "--count", "140000"])
            let long = try torture(["read", "--store", location.description])
            #expect(number(after: "records", in: long) == 150_000)
            let shortPeak = try #require(number(after: "peak_rss_kb", in: short))
            let longPeak = try #require(number(after: "peak_rss_kb", in: long))
            #expect(longPeak - shortPeak < 10_240, "peak memory grew from \(shortPeak) KB to \(longPeak) KB")
        },
        Check(
            "a writer killed at random moments, 20 times, loses no acknowledged record and leaves none torn"
        ) {
            factory in
            guard factory.isOnDisk else { return }
            let location = factory.location()
            defer { factory.remove(location) }
            _ = try factory.open(location)
            var generator = SystemRandomNumberGenerator()
            var acknowledged = 0
            for round in 1...20 {
                let (process, output) = try ProgramRun.start(
                    "store-torture", ["write", "--store", location.description, "--count", "100000"])
                var reader = LineReader(output)
                let target = Int.random(in: 1...40, using: &generator)
                var seen = 0
                while seen < target, let line = reader.next() {
                    if line.hasPrefix("ok "), let value = Int(line.dropFirst(3)) {
                        acknowledged = value
                        seen += 1
                    }
                }
                // Land the kill anywhere in the next write: before, during or after its commit.
                usleep(UInt32.random(in: 0...3_000, using: &generator))
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                while let line = reader.next() {
                    if line.hasPrefix("ok "), let value = Int(line.dropFirst(3)) {
                        acknowledged = value
                    }
                }
                let verified = try ProgramRun.run(
                    "store-torture", ["verify", "--store", location.description])
                #expect(verified.status == 0, "round \(round): \(verified.output) \(verified.errors)")
                let stored = try #require(number(after: "records", in: verified.output))
                #expect(
                    stored == acknowledged || stored == acknowledged + 1,
                    "round \(round): \(acknowledged) acknowledged, \(stored) stored")
                acknowledged = stored
            }
        },
    ]

    /// Every file under the store 0600, every folder 0700.
    static func expectPrivatePermissions(
        under location: StoreLocation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let fileManager = FileManager.default
        let root: String
        switch location {
        case .sqlite(let path): root = (path as NSString).deletingLastPathComponent
        case .json(let directory): root = directory
        }
        var paths = [root]
        paths += (fileManager.enumerator(atPath: root)?.allObjects as? [String] ?? []).map { root + "/" + $0 }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory),
                let permissions = try? fileManager.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            else { continue }
            let expected = isDirectory.boolValue ? 0o700 : 0o600
            #expect(
                permissions == expected,
                "\(path) has mode \(String(permissions, radix: 8)), expected \(String(expected, radix: 8))",
                sourceLocation: sourceLocation)
        }
    }
}
