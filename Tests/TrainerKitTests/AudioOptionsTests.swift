import ArgumentParser
import Audio
import AudioTestSupport
import Foundation
import Testing
import TrainerKit

@Suite("The --audio option and opening what it names")
struct AudioOptionsTests {
    @Test("without --audio the sound goes to ALSA's default device")
    func defaultDestination() throws {
        let options = try AudioOptions.parse([])
        #expect(try options.destination() == .alsa(device: "default"))
    }

    @Test(
        "each form of --audio is read",
        arguments: [
            ("alsa", AudioDestination.alsa(device: "default")),
            ("alsa:null", .alsa(device: "null")),
            ("wav:/tmp/x.wav", .wav(path: "/tmp/x.wav")),
            ("null", .null),
        ])
    func forms(text: String, expected: AudioDestination) throws {
        let options = try AudioOptions.parse(["--audio", text])
        #expect(try options.destination() == expected)
    }

    @Test("an unknown scheme is a usage error naming the value and the allowed forms")
    func unknownScheme() {
        #expect {
            _ = try AudioOptions.parse(["--audio", "pulse:main"])
        } throws: { error in
            let message = AudioOptions.message(for: error)
            return message.contains("\"pulse:main\" is not an audio output")
                && message.contains("alsa:DEVICE, wav:PATH")
                && AudioOptions.exitCode(for: error) == .validationFailure
        }
    }

    @Test("null opens an output that keeps time; alsa:null opens ALSA's null device")
    func opens() throws {
        let null = try AudioOpener.open(.null)
        #expect(null is NullOutput)
        let alsa = try AudioOpener.open(.alsa(device: "null"))
        #expect(alsa.name == "null")
        #expect(alsa.sampleRate == 48_000)
        try alsa.write([Float](repeating: 0.1, count: 4_800).span)
        try alsa.close()
    }

    @Test("wav:PATH records to that file, and a missing directory is refused before anything is made")
    func wav() throws {
        let directory = try TemporaryDirectory(prefix: "trainerkit-audio")
        let path = directory.file("session.wav")
        let output = try AudioOpener.open(.wav(path: path))
        try output.write([Float](repeating: 0.25, count: 480).span)
        try output.close()
        #expect(try WAVAudio.read(path: path).frameCount == 480)

        let missing = directory.file("no/such/dir/session.wav")
        #expect(throws: AudioError.directoryMissing(path: missing)) {
            try AudioOpener.open(.wav(path: missing))
        }
        #expect(directory.entries == ["session.wav"])
    }

    @Test("a device that does not exist is refused with the alternatives")
    func missingDevice() {
        #expect {
            _ = try AudioOpener.open(.alsa(device: "no-such-device"))
        } throws: { error in
            guard let error = error as? AudioError, case .deviceUnavailable(let device, _, let others) = error
            else {
                return false
            }
            return device == "no-such-device" && others.contains("null")
                && error.description.contains("--audio null")
                && error.description.contains("--audio wav:PATH")
        }
    }
}
