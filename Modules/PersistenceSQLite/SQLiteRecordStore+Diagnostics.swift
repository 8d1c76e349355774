import Foundation
import GRDB
import Persistence
import Synchronization

extension SQLiteRecordStore {
    /// The value of `PRAGMA name` on the writer connection, as text.
    func writerPragma(_ name: String) throws(StoreError) -> String? {
        do {
            return try pool.writeWithoutTransaction { db in
                try String.fetchOne(db, sql: "PRAGMA \(name)")
            }
        } catch {
            throw StoreError(error, path: path, operation: "read PRAGMA \(name)")
        }
    }

    /// The value of `PRAGMA name` on `count` reader connections, held open at the same time so each
    /// answer comes from a different connection (`count` at most GRDB's five readers).
    func readerPragma(_ name: String, connections count: Int) throws(StoreError) -> [String?] {
        let arrived = Mutex(0)
        let answers = Mutex<[Result<String?, StoreError>]>([])
        let threads = (0..<count).map { _ in
            Thread { [self] in
                let answer: Result<String?, StoreError> = Result { () throws(StoreError) in
                    try read("read PRAGMA \(name)") { db in
                        arrived.withLock { $0 += 1 }
                        let deadline = Date().addingTimeInterval(5)
                        while arrived.withLock({ $0 }) < count, Date() < deadline {
                            usleep(1_000)
                        }
                        return try String.fetchOne(db, sql: "PRAGMA \(name)")
                    }
                }
                answers.withLock { $0.append(answer) }
            }
        }
        for thread in threads {
            thread.start()
        }
        while answers.withLock({ $0.count }) < count {
            usleep(1_000)
        }
        return try answers.withLock { $0 }.map { (answer) throws(StoreError) in try answer.get() }
    }
}

extension SQLiteRecordStore {
    /// Runs `sql` on the database at `path` through a connection of its own, outside any store: for
    /// tests that prepare files a store must then cope with.
    static func execute(_ sql: String, onDatabaseAt path: String) throws(StoreError) -> [String] {
        do {
            let queue = try DatabaseQueue(path: path)
            return try queue.writeWithoutTransaction { db in
                try String.fetchAll(db, sql: sql)
            }
        } catch {
            throw StoreError(error, path: path, operation: "run \(sql)")
        }
    }
}
