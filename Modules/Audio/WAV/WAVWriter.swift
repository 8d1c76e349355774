import Glibc

/// Streams samples into a WAV file that appears, complete, only when it is finished.
///
/// Samples go to a temporary file beside the destination (`.NAME.tmp-PID-RANDOM`) through a
/// 1 MiB buffer; `finish()` writes the header with the final sizes, syncs the file and renames it
/// over the destination. Until then the destination is untouched: an existing file keeps its
/// content and no half-written file appears under the name. `cancel()`, a failed write, or
/// dropping an unfinished writer removes the temporary file.
///
/// 16-bit samples are converted as `SampleFormat.int16(from:)` converts them (scaled by 32767,
/// rounded, clipped, NaN as 0); float samples are stored as they are. Several channels are interleaved, one frame
/// after another. A writer is meant for one thread; `WAVFileOutput` wraps it in a lock.
public final class WAVWriter {
    /// The file the samples end up in.
    public let path: String
    /// Frames per second.
    public let sampleRate: Int
    /// How samples are stored.
    public let format: SampleFormat
    /// Samples per frame, interleaved.
    public let channels: Int

    private let header: WAVHeader
    private let temporaryPath: String
    private let directory: String
    private var descriptor: Int32
    private let buffer: UnsafeMutableRawBufferPointer
    private var buffered = 0
    private var fileOffset: Int64
    private var samplesWritten = 0
    private var state = State.open

    private enum State {
        case open
        case finished
        case cancelled
        case failed(AudioError)
    }

    private static let bufferSize = 1 << 20

    /// Starts a file; nothing appears at `path` until `finish()`.
    /// - Parameters:
    ///   - path: Where the finished file goes. An existing file there is replaced by `finish()`.
    ///   - sampleRate: Frames per second, 8 kHz...192 kHz.
    ///   - format: 16-bit integers (format tag 1) or 32-bit floats (format tag 3).
    ///   - channels: Interleaved channels, 1...16; a count outside that is a programming error.
    /// - Throws: `AudioError.sampleRateOutOfRange`, `.directoryMissing(path:)` when the directory
    ///   does not exist (nothing is created), or `.io` when the temporary file cannot be created.
    public init(path: String, sampleRate: Int, format: SampleFormat, channels: Int = 1) throws(AudioError) {
        precondition((1...16).contains(channels), "a WAV file needs 1...16 channels, not \(channels)")
        guard ToneLimits.sampleRates.contains(sampleRate) else { throw .sampleRateOutOfRange(sampleRate) }
        let name = WAVFileSystem.name(of: path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw .io(path: path, operation: "write", errno: EISDIR)
        }
        let directory = WAVFileSystem.directory(of: path)
        guard try WAVFileSystem.isDirectory(directory, reportingAs: path) else {
            throw .directoryMissing(path: path)
        }
        if try WAVFileSystem.isDirectory(path, reportingAs: path) {
            throw .io(path: path, operation: "write", errno: EISDIR)
        }
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        temporaryPath = "\(directory)/.\(name).tmp-\(getpid())-\(random)"
        self.directory = directory
        descriptor = try WAVFileSystem.create(temporaryPath, reportingAs: path)
        self.path = path
        self.sampleRate = sampleRate
        self.format = format
        self.channels = channels
        header = WAVHeader(format: format, channels: channels, sampleRate: sampleRate)
        fileOffset = Int64(header.count)
        buffer = .allocate(byteCount: Self.bufferSize, alignment: 16)
    }

    deinit {
        if case .open = state { discard() }
        buffer.deallocate()
    }

    /// Complete frames written so far; a frame still missing channels is not counted.
    public var framesWritten: Int { samplesWritten / channels }

    /// Appends samples, interleaved when there are several channels.
    /// - Parameter samples: Samples nominally in -1...1; a frame may be split across writes.
    /// - Throws: `AudioError.io` when the disk refuses them (the temporary file is then removed
    ///   and every later call throws the same error); `.io` with `EFBIG` when they would take the
    ///   file past the 4 GiB a WAV file can hold (nothing is written, and `finish()` still
    ///   completes the file with what it has); `.outputClosed` after `finish()` or `cancel()`.
    public func write(_ samples: Span<Float>) throws(AudioError) {
        try checkOpen(adding: samples.count)
        try samples.withUnsafeBufferPointer { (source) throws(AudioError) in
            var start = 0
            while start < source.count {
                if buffered == buffer.count { try flushBuffer() }
                let count = min(source.count - start, (buffer.count - buffered) / format.bytesPerSample)
                encode(UnsafeBufferPointer(rebasing: source[start..<(start + count)]))
                start += count
            }
        }
        samplesWritten += samples.count
    }

    /// Appends silence: `frames` frames of zero in every channel.
    /// - Throws: As `write(_:)`.
    public func writeSilence(frames: Int) throws(AudioError) {
        let count = max(0, frames) * channels
        try checkOpen(adding: count)
        try appendZeros(samples: count)
    }

    /// Completes the file and puts it in place: the header gets the final sizes, the file is
    /// synced and renamed over `path`, and the directory synced so the rename survives a crash.
    /// A frame missing channels is completed with silence.
    /// Finishing again does nothing.
    /// - Throws: `AudioError.io` when a write, the sync or the rename fails (the temporary file
    ///   is then removed and `path` keeps what it held), `.outputClosed` after `cancel()`.
    public func finish() throws(AudioError) {
        switch state {
        case .finished: return
        case .cancelled: throw .outputClosed
        case .failed(let error): throw error
        case .open: break
        }
        do throws(AudioError) {
            let partial = samplesWritten % channels
            if partial > 0 { try appendZeros(samples: channels - partial) }
            let dataBytes = framesWritten * header.blockAlign
            if dataBytes % 2 == 1 {
                if buffered == buffer.count { try flushBuffer() }
                buffer.storeBytes(of: 0, toByteOffset: buffered, as: UInt8.self)
                buffered += 1
            }
            try flushBuffer()
            try header.bytes(frames: framesWritten).span.withUnsafeBytes { (bytes) throws(AudioError) in
                try WAVFileSystem.write(descriptor, bytes, at: 0, reportingAs: path)
            }
            try WAVFileSystem.sync(descriptor, reportingAs: path)
            close(descriptor)
            descriptor = -1
            try WAVFileSystem.rename(temporaryPath, to: path)
            state = .finished
            WAVFileSystem.syncDirectory(directory)
        } catch {
            fail(error)
            throw error
        }
    }

    /// Abandons the file: the temporary file is removed and `path` keeps what it held. Calling
    /// it after `finish()` or again does nothing.
    public func cancel() {
        guard case .open = state else { return }
        discard()
        state = .cancelled
    }

    private func checkOpen(adding count: Int) throws(AudioError) {
        switch state {
        case .open: break
        case .finished, .cancelled: throw .outputClosed
        case .failed(let error): throw error
        }
        let bytes = (samplesWritten + count) * format.bytesPerSample
        guard bytes <= header.maximumDataBytes else {
            throw .io(path: path, operation: "write (a WAV file holds at most 4 GiB)", errno: EFBIG)
        }
    }

    private func appendZeros(samples count: Int) throws(AudioError) {
        var remaining = count * format.bytesPerSample
        while remaining > 0 {
            if buffered == buffer.count { try flushBuffer() }
            let bytes = min(remaining, buffer.count - buffered)
            (buffer.baseAddress! + buffered).initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
            buffered += bytes
            remaining -= bytes
        }
        samplesWritten += count
    }

    /// Converts samples into the buffer, which has room for them.
    private func encode(_ source: UnsafeBufferPointer<Float>) {
        let target = buffer.baseAddress! + buffered
        switch format {
        case .int16:
            for index in source.indices {
                let value = Self.int16(from: source[index]).littleEndian
                target.storeBytes(of: value, toByteOffset: index * 2, as: Int16.self)
            }
        case .float32:
            for index in source.indices {
                let value = source[index].bitPattern.littleEndian
                target.storeBytes(of: value, toByteOffset: index * 4, as: UInt32.self)
            }
        }
        buffered += source.count * format.bytesPerSample
    }

    /// `SampleFormat.int16(from:)` without a call to `roundf` per sample, twice as fast: the
    /// product is rounded half away from zero by adding ±0.5 in double precision (exact for
    /// every float) and truncating. Checked equal to `SampleFormat.int16(from:)` for all 2³²
    /// float bit patterns, NaN and infinities included.
    @inline(__always)
    private static func int16(from sample: Float) -> Int16 {
        let finite = sample == sample ? sample : 0
        let scaled = Double(finite * 32_767)
        let clamped = max(-32_768, min(32_767, scaled + (scaled < 0 ? -0.5 : 0.5)))
        return Int16(Int32(clamped))
    }

    private func flushBuffer() throws(AudioError) {
        guard buffered > 0 else { return }
        do throws(AudioError) {
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<buffered])
            try WAVFileSystem.write(descriptor, bytes, at: fileOffset, reportingAs: path)
        } catch {
            fail(error)
            throw error
        }
        fileOffset += Int64(buffered)
        buffered = 0
    }

    private func fail(_ error: AudioError) {
        if case .open = state { discard() }
        state = .failed(error)
    }

    private func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        unlink(temporaryPath)
    }
}
