import Dispatch
import Foundation
import Synchronization

/// The state a `ToneEngine` shares with its render thread, and the thread's loop.
///
/// All voice changes happen under one `Mutex`, taken for a few microseconds at a time: by
/// callers to add, retune or stop a voice, and by the render thread to render one block. The
/// thread writes the block to the output outside the lock, so a caller never waits for the
/// output, and sleeps on a semaphore when no voice is left.
final class EngineCore: Sendable {
    typealias Completion = CheckedContinuation<Result<Void, AudioError>, Never>

    private struct Entry {
        let id: Int
        var voice: EngineVoice
        let completion: Completion?
    }

    private struct State {
        var entries: [Entry] = []
        var nextID = 1
        /// IDs handed out whose voice was cancelled before it was added.
        var reserved: Set<Int> = []
        var cancelled: Set<Int> = []
        var failure: AudioError?
        var closing = false
        var running = false
    }

    private let output: any AudioOutput
    private let blockFrames: Int
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)

    init(output: any AudioOutput, blockFrames: Int) {
        self.output = output
        self.blockFrames = blockFrames
    }

    func start() {
        state.withLock { $0.running = true }
        let thread = Thread { [self] in
            nameCurrentThread("tone-engine")
            run()
        }
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    func reserveID() -> Int {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.reserved.insert(id)
            return id
        }
    }

    /// Adds a note that sounds until stopped.
    func add(_ voice: EngineVoice, id: Int) throws(AudioError) {
        try state.withLock { (state) throws(AudioError) in
            state.reserved.remove(id)
            if let failure = state.failure { throw failure }
            guard !state.closing else { throw .outputClosed }
            state.entries.append(Entry(id: id, voice: voice, completion: nil))
        }
        wake.signal()
    }

    /// Adds a timed note, resuming `completion` once its last sample is written.
    func add(_ voice: EngineVoice, id: Int, completion: Completion) {
        let refusal: Result<Void, AudioError>? = state.withLock { state in
            state.reserved.remove(id)
            if let failure = state.failure { return .failure(failure) }
            if state.closing { return .failure(.outputClosed) }
            if state.cancelled.remove(id) != nil { return .success(()) }
            state.entries.append(Entry(id: id, voice: voice, completion: completion))
            return nil
        }
        if let refusal { completion.resume(returning: refusal) } else { wake.signal() }
    }

    func setHertz(_ hertz: Double, for id: Int) {
        state.withLock { state in
            if let index = state.entries.firstIndex(where: { $0.id == id }) {
                state.entries[index].voice.setHertz(hertz)
            }
        }
    }

    func stop(_ id: Int) {
        state.withLock { state in
            if let index = state.entries.firstIndex(where: { $0.id == id }) {
                state.entries[index].voice.stop()
            } else if state.reserved.contains(id) {
                state.cancelled.insert(id)
            }
        }
    }

    func stopAll() {
        state.withLock { state in
            for index in state.entries.indices { state.entries[index].voice.stop() }
        }
    }

    func isFinished(_ id: Int) -> Bool {
        state.withLock { state in !state.entries.contains { $0.id == id } }
    }

    /// Releases every voice, waits for the last block to be written and the thread to end.
    func shutDown() {
        let wasRunning = state.withLock { state in
            if !state.closing {
                state.closing = true
                for index in state.entries.indices { state.entries[index].voice.stop() }
            }
            return state.running
        }
        guard wasRunning else { return }
        wake.signal()
        stopped.wait()
        stopped.signal()
    }

    // MARK: The render thread

    private enum Step {
        case write(frames: Int, done: [Completion], idleAfter: Bool)
        case sleep
        case exit
    }

    private func run() {
        var buffer = [Float](repeating: 0, count: blockFrames)
        loop: while true {
            let step = state.withLock { state in renderBlock(&state, into: &buffer) }
            switch step {
            case .sleep:
                wake.wait()
            case .exit:
                break loop
            case .write(let frames, let done, let idleAfter):
                do throws(AudioError) {
                    if frames > 0 { try output.write(buffer.span.extracting(0..<frames)) }
                } catch {
                    fail(with: error, alsoResuming: done)
                    continue loop
                }
                for completion in done { completion.resume(returning: .success(())) }
                if idleAfter { output.flush() }
            }
        }
        state.withLock { $0.running = false }
        stopped.signal()
    }

    private func renderBlock(_ state: inout State, into buffer: inout [Float]) -> Step {
        if state.entries.isEmpty { return state.closing ? .exit : .sleep }
        for index in buffer.indices { buffer[index] = 0 }
        var done: [Completion] = []
        var lastFrame = 0
        var index = 0
        while index < state.entries.count {
            let produced = state.entries[index].voice.render(into: &buffer, from: 0, count: blockFrames)
            lastFrame = max(lastFrame, produced)
            if state.entries[index].voice.isFinished {
                if let completion = state.entries[index].completion { done.append(completion) }
                state.entries.remove(at: index)
            } else {
                index += 1
            }
        }
        // Voices add up; keep the sum within full scale for outputs that take floats as they are.
        for index in buffer.indices { buffer[index] = min(1, max(-1, buffer[index])) }
        let idle = state.entries.isEmpty
        return .write(frames: idle ? lastFrame : blockFrames, done: done, idleAfter: idle)
    }

    private func fail(with error: AudioError, alsoResuming done: [Completion]) {
        let pending = state.withLock { state in
            state.failure = error
            let pending = state.entries.compactMap(\.completion)
            state.entries.removeAll()
            return pending
        }
        for completion in done + pending { completion.resume(returning: .failure(error)) }
    }
}
