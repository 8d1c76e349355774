import Foundation
import Synchronization
import Testing

@testable import AudioALSA

@Suite("The writer thread's name")
struct WriterThreadTests {
    @Test("every writer thread carries its name from the start, as /proc shows it")
    func named() {
        let names = Mutex<[String]>([])
        for _ in 0..<200 {
            WriterThread(named: "name test") {
                let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
                names.withLock { $0.append(comm.trimmingCharacters(in: .newlines)) }
            }.join()
        }
        let unnamed = names.withLock { $0 }.filter { $0 != "name test" }
        #expect(unnamed.isEmpty, "\(unnamed.count) of 200 threads were named \(Set(unnamed)) instead")
    }
}
