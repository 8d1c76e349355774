import Audio
internal import CALSA

extension PCMDevice {
    /// The buffer the device is asked for, in periods: room to ride out a late writer.
    static let periodsPerBuffer = 4

    /// Negotiates interleaved writes, the format, mono (else stereo), the rate, a period of
    /// 10 ms or less near `periodTarget`, a buffer of about four periods, and a start once the
    /// first period is in.
    /// - Parameters:
    ///   - sampleRate: The rate asked for; the device may pick a close one.
    ///   - format: The format to use, or nil for 32-bit float, else 16-bit integers.
    ///   - periodTarget: The period aimed for; above zero.
    /// - Returns: What the device agreed to.
    /// - Throws: `AudioError.deviceUnavailable` naming what the device cannot do.
    func configure(sampleRate: Int, format: SampleFormat?, periodTarget: Duration) throws(AudioError)
        -> PCMSettings
    {
        ALSADiagnostics.discardMessage()
        var hardware: OpaquePointer?
        guard snd_pcm_hw_params_malloc(&hardware) == 0, let hardware else {
            throw .alsaUnavailable(name, "out of memory for its parameters")
        }
        defer { snd_pcm_hw_params_free(hardware) }
        try check(snd_pcm_hw_params_any(handle, hardware), "ALSA cannot read what it can do")
        try check(
            snd_pcm_hw_params_set_access(handle, hardware, SND_PCM_ACCESS_RW_INTERLEAVED),
            "it does not take interleaved writes")
        let chosenFormat = try chooseFormat(format, hardware)
        let channels = try chooseChannels(hardware)
        var rate = UInt32(sampleRate)
        try check(
            snd_pcm_hw_params_set_rate_near(handle, hardware, &rate, nil),
            "it cannot play at or near \(sampleRate) Hz")
        let real = Int(rate)
        guard ToneLimits.sampleRates.contains(real) else {
            throw .alsaUnavailable(
                name, "it offers \(real) Hz, outside the \(ToneLimits.sampleRates) Hz this program plays")
        }
        let period = try choosePeriod(periodTarget, rate: real, hardware)
        var buffer = snd_pcm_uframes_t(period * Self.periodsPerBuffer)
        try check(
            snd_pcm_hw_params_set_buffer_size_near(handle, hardware, &buffer),
            "it cannot buffer \(Self.periodsPerBuffer) periods of \(period) frames")
        try check(snd_pcm_hw_params(handle, hardware), "it refused the settings")
        var periodSize = snd_pcm_uframes_t(0)
        var bufferSize = snd_pcm_uframes_t(0)
        snd_pcm_hw_params_get_period_size(hardware, &periodSize, nil)
        snd_pcm_hw_params_get_buffer_size(hardware, &bufferSize)
        snd_pcm_hw_params_get_rate(hardware, &rate, nil)
        let settings = PCMSettings(
            format: chosenFormat, channels: channels, sampleRate: Int(rate),
            periodFrames: Int(periodSize), bufferFrames: Int(bufferSize))
        guard settings.periodFrames > 0,
            settings.periodFrames <= PCMSettings.longestPeriod(at: settings.sampleRate),
            settings.bufferFrames >= 2 * settings.periodFrames
        else {
            throw .alsaUnavailable(
                name,
                "it settled on periods of \(settings.periodFrames) frames in a buffer of "
                    + "\(settings.bufferFrames); this program needs 10 ms or less, at least two per buffer")
        }
        try startAfterFirstPeriod(settings.periodFrames)
        return settings
    }

    /// The format asked for, or 32-bit float, else 16-bit integers.
    private func chooseFormat(_ format: SampleFormat?, _ hardware: OpaquePointer) throws(AudioError)
        -> SampleFormat
    {
        let candidates = format.map { [$0] } ?? [.float32, .int16]
        for candidate in candidates where snd_pcm_hw_params_test_format(handle, hardware, candidate.alsa) == 0
        {
            try check(
                snd_pcm_hw_params_set_format(handle, hardware, candidate.alsa),
                "it refused \(candidate.alsaName)")
            return candidate
        }
        throw .alsaUnavailable(
            name,
            "it plays " + (format == nil ? "neither FLOAT_LE nor S16_LE" : "no \(candidates[0].alsaName)")
                + " samples")
    }

    /// Mono, else stereo.
    private func chooseChannels(_ hardware: OpaquePointer) throws(AudioError) -> Int {
        for channels in [1, 2] where snd_pcm_hw_params_test_channels(handle, hardware, UInt32(channels)) == 0
        {
            try check(
                snd_pcm_hw_params_set_channels(handle, hardware, UInt32(channels)),
                "it refused \(channels) channels")
            return channels
        }
        throw .alsaUnavailable(name, "it plays neither mono nor stereo")
    }

    /// A period near the target, capped at 10 ms.
    private func choosePeriod(_ target: Duration, rate: Int, _ hardware: OpaquePointer) throws(AudioError)
        -> Int
    {
        let longest = PCMSettings.longestPeriod(at: rate)
        var shortest = snd_pcm_uframes_t(0)
        snd_pcm_hw_params_get_period_size_min(hardware, &shortest, nil)
        guard Int(shortest) <= longest else {
            let milliseconds = Double(shortest) * 1000 / Double(rate)
            throw .alsaUnavailable(
                name,
                "its shortest period is \(Int(shortest)) frames (\(milliseconds.formatted1) ms); "
                    + "this program needs 10 ms or less")
        }
        var cap = snd_pcm_uframes_t(longest)
        try check(
            snd_pcm_hw_params_set_period_size_max(handle, hardware, &cap, nil),
            "it cannot keep periods to 10 ms")
        var period = snd_pcm_uframes_t(min(max(1, PCMSettings.frames(in: target, at: rate)), longest))
        var direction: Int32 = 0
        try check(
            snd_pcm_hw_params_set_period_size_near(handle, hardware, &period, &direction),
            "it cannot take periods near \(Int(period)) frames")
        return Int(period)
    }

    /// Starts playing once a period is in, wakes the writer for each period of room, and fills
    /// what was played with silence.
    private func startAfterFirstPeriod(_ period: Int) throws(AudioError) {
        var software: OpaquePointer?
        guard snd_pcm_sw_params_malloc(&software) == 0, let software else {
            throw .alsaUnavailable(name, "out of memory for its parameters")
        }
        defer { snd_pcm_sw_params_free(software) }
        let frames = snd_pcm_uframes_t(period)
        try check(snd_pcm_sw_params_current(handle, software), "ALSA cannot read its start settings")
        try check(
            snd_pcm_sw_params_set_start_threshold(handle, software, frames), "it refused the start threshold")
        try check(
            snd_pcm_sw_params_set_avail_min(handle, software, frames), "it refused the wake-up threshold")
        // Have ALSA zero what the device played, so that after an underrun it plays silence
        // rather than the stale end of the buffer. Not every plugin offers it; none needs it.
        var boundary = snd_pcm_uframes_t(0)
        if snd_pcm_sw_params_get_boundary(software, &boundary) == 0 {
            _ = snd_pcm_sw_params_set_silence_threshold(handle, software, 0)
            _ = snd_pcm_sw_params_set_silence_size(handle, software, boundary)
        }
        try check(snd_pcm_sw_params(handle, software), "it refused the start settings")
    }

    /// Throws when an ALSA call returned a negative code.
    private func check(_ code: Int32, _ summary: String) throws(AudioError) {
        guard code < 0 else { return }
        throw .alsaUnavailable(name, ALSADiagnostics.detail(summary, code: code))
    }
}

extension SampleFormat {
    /// ALSA's constant for the format.
    fileprivate var alsa: snd_pcm_format_t {
        switch self {
        case .int16: SND_PCM_FORMAT_S16_LE
        case .float32: SND_PCM_FORMAT_FLOAT_LE
        }
    }

    /// ALSA's name for the format, as its tools print it.
    fileprivate var alsaName: String {
        switch self {
        case .int16: "S16_LE"
        case .float32: "FLOAT_LE"
        }
    }
}

extension Double {
    /// The value with one decimal, for periods in milliseconds.
    fileprivate var formatted1: String {
        let tenths = (self * 10).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
    }
}
