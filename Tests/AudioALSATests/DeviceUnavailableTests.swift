import Audio
import AudioALSA
import AudioTestSupport
import Foundation
import Testing

@Suite("A device that cannot be used")
struct DeviceUnavailableTests {
    /// Devices that do not exist here: "default" too, on a machine without a sound card.
    static let missingDevices = ["no-such-device"] + (machineHasSoundCard ? [] : ["default"])

    @Test(
        "is refused with a message naming it, the devices there are, and the other outputs",
        arguments: missingDevices)
    func unknownDevice(device: String) throws {
        let error = audioError { () throws(AudioError) in _ = try ALSAOutput(device: device) }
        guard case .deviceUnavailable(let name, let detail, let others)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(name == device)
        #expect(detail.hasPrefix("ALSA knows no PCM called \"\(device)\""), "\(detail)")
        #expect(others.contains("null"))
        #expect(!others.contains(device))
        let message = try #require(error).description
        #expect(message.contains("\"\(device)\""))
        #expect(message.contains("null"))
        #expect(message.contains("--audio null"))
        #expect(message.contains("--audio wav:PATH"))
    }

    @Test("without a sound card, the message says so", .enabled(if: !machineHasSoundCard))
    func noSoundCard() {
        let error = audioError { () throws(AudioError) in _ = try ALSAOutput(device: "default") }
        guard case .deviceUnavailable(_, let detail, _)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(detail == "ALSA knows no PCM called \"default\" (no sound card was found)")
    }

    @Test("ALSA prints nothing on stderr while refusing it", arguments: missingDevices)
    func quietRefusal(device: String) {
        let (error, printed) = StandardError.capture {
            StandardError.print("capture check")
            return audioError { () throws(AudioError) in _ = try ALSAOutput(device: device) }
        }
        #expect(printed.contains("capture check"), "stderr was not captured")
        #expect(error != nil)
        #expect(!printed.contains("ALSA lib"), "\(printed)")
        #expect(!printed.contains("Unknown PCM"), "\(printed)")
    }

    @Test("a device ALSA cannot set up is refused with ALSA's own reason quoted")
    func alsaReason() throws {
        let folder = try TemporaryDirectory()
        let device = "file:FILE=\(folder.file("out.mp3")),FORMAT=mp3"
        let error = audioError { () throws(AudioError) in _ = try ALSAOutput(device: device) }
        guard case .deviceUnavailable(let name, let detail, let others)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(name == device)
        #expect(detail == "ALSA could not open it: Invalid argument (ALSA: file format mp3 is unknown)")
        #expect(others.contains("null"))
    }
}

/// Whether ALSA would find a sound card here (then "default" exists and plays).
let machineHasSoundCard: Bool = {
    guard let cards = try? String(contentsOfFile: "/proc/asound/cards", encoding: .utf8) else { return false }
    return !cards.contains("no soundcards")
}()
