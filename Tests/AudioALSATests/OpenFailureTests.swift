import Foundation
import Testing

@testable import AudioALSA

@Suite("The words for a device that does not open")
struct OpenFailureTests {
    @Test(
        "each common failure gets the project's words, and ALSA's only when they add something",
        arguments: [
            (EBUSY, "", "it is in use by another program"),
            (EACCES, "", "permission to open it was denied (is the user in the audio group?)"),
            (EINVAL, "bad option", "ALSA could not open it: Invalid argument (ALSA: bad option)"),
        ]
    )
    func wording(errno: Int32, alsaSaid: String, expected: String) {
        #expect(PCMDevice.openFailure(code: -errno, device: "hw:0", alsaSaid: alsaSaid) == expected)
    }

    @Test("a name ALSA does not know is said once, not twice")
    func unknownName() {
        let text = PCMDevice.openFailure(code: -ENOENT, device: "speakers", alsaSaid: "Unknown PCM speakers")
        #expect(text.hasPrefix("ALSA knows no PCM called \"speakers\""))
        #expect(!text.contains("Unknown PCM"))
    }
}
