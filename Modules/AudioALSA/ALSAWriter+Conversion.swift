import Audio

extension ALSAWriter {
    /// Puts a period into the device's format and channel count.
    /// - Returns: Where the frames to write start: `samples` itself for mono floats.
    func convert(
        _ samples: UnsafeMutableBufferPointer<Float>, into frames: UnsafeMutableRawBufferPointer
    ) -> UnsafeRawPointer? {
        let channels = settings.channels
        switch settings.format {
        case .float32:
            guard channels > 1 else { return samples.baseAddress.map { UnsafeRawPointer($0) } }
            let target = frames.bindMemory(to: Float.self)
            for index in samples.indices {
                for channel in 0..<channels { target[index * channels + channel] = samples[index] }
            }
        case .int16:
            let target = frames.bindMemory(to: Int16.self)
            for index in samples.indices {
                let value = SampleFormat.int16(from: samples[index])
                for channel in 0..<channels { target[index * channels + channel] = value }
            }
        }
        return frames.baseAddress.map { UnsafeRawPointer($0) }
    }
}
