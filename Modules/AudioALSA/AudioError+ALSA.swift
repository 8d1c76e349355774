import Audio

extension AudioError {
    /// A device that cannot be used, with the other playback devices ALSA knows.
    /// - Parameters:
    ///   - device: The PCM name as given.
    ///   - detail: What went wrong, in the project's words.
    static func alsaUnavailable(_ device: String, _ detail: String) -> AudioError {
        .deviceUnavailable(
            device: device, detail: detail, otherDevices: DeviceHints.playbackNames(excluding: device))
    }
}
