import Domain
import Foundation
import Profiles
import Testing

@Suite("PerceptualProfile")
struct PerceptualProfileTests {
    /// C4 hears offsets 10, 20, 30 (signs as presented); D4 hears 3 and 5.
    static let sample: PerceptualProfile = {
        var profile = PerceptualProfile()
        for (number, offset) in [(60, 10.0), (60, -20), (62, -3), (60, 30), (62, 5)] {
            profile.add(comparison(offset, correct: offset > 0, note: number))
        }
        return profile
    }()

    @Test("keeps the mean and sample SD of the absolute offsets per note")
    func perNoteWelford() {
        let profile = Self.sample
        #expect(profile.count(for: note(60)) == 3)
        #expect(isClose(profile.mean(for: note(60)), 20))
        #expect(isClose(profile.standardDeviation(for: note(60)), 10))  // sqrt((100 + 0 + 100) / 2)
        #expect(profile.count(for: note(62)) == 2)
        #expect(isClose(profile.mean(for: note(62)), 4))
        #expect(isClose(profile.standardDeviation(for: note(62)), 2.0.squareRoot()))  // sqrt((1 + 1) / 1)
        #expect(profile.statistics(for: note(60)).minimum == 10)
        #expect(profile.statistics(for: note(60)).maximum == 30)
    }

    @Test("an untrained note has no mean and no SD, and a note with one offset no SD")
    func untrainedNotes() {
        var profile = PerceptualProfile()
        #expect(profile.mean(for: note(61)) == nil)
        #expect(profile.count(for: note(61)) == 0)
        profile.add(comparison(7, note: 61))
        #expect(profile.mean(for: note(61)) == 7)
        #expect(profile.standardDeviation(for: note(61)) == nil)
    }

    @Test("the overall mean is the mean of the per-note means, not of all offsets")
    func overallMean() {
        #expect(isClose(Self.sample.overallMean, 12))  // (20 + 4) / 2, where all offsets give 13.6
        #expect(PerceptualProfile().overallMean == nil)
        #expect(Self.sample.comparisonCount == 5)
        #expect(Self.sample.trainedNotes == [note(60), note(62)])
    }

    @Test("weak spots list untrained notes in range order, then the highest means")
    func weakSpots() throws {
        var profile = Self.sample
        profile.add(comparison(20, note: 64))  // mean 20, as C4: the lower note goes first
        let range = try NoteRange(lower: note(60), upper: note(72))
        let untrained = [61, 63] + Array(65...72)
        #expect(profile.weakSpots(in: range, count: 13).map(\.rawValue) == untrained + [60, 64, 62])
        #expect(profile.weakSpots(in: range, count: 3).map(\.rawValue) == [61, 63, 65])
        #expect(profile.weakSpots(in: range, count: 100).count == 13)
        #expect(profile.weakSpots(in: range, count: 0).isEmpty)
    }

    @Test("weak spots of a fully trained range are ordered by mean, highest first")
    func weakSpotsWhenAllTrained() throws {
        let range = try NoteRange(lower: note(48), upper: note(60))
        var profile = PerceptualProfile()
        for number in 48...60 {
            profile.add(comparison(Double(100 - abs(54 - number)), note: number))
        }
        profile.add(comparison(5, note: 40))  // outside the range: never listed
        #expect(profile.weakSpots(in: range, count: 4).map(\.rawValue) == [54, 53, 55, 52])
    }

    @Test("a stored profile decodes to the same value and continues the same way")
    func codableRoundTrip() throws {
        var restored = try decode(PerceptualProfile.self, from: json(Self.sample))
        #expect(restored == Self.sample)
        var live = Self.sample
        live.add(comparison(12.3, note: 62))
        restored.add(comparison(12.3, note: 62))
        #expect(restored == live)
        #expect(try decode(PerceptualProfile.self, from: json(PerceptualProfile())) == PerceptualProfile())
    }

    @Test("a stored profile naming a note twice is refused")
    func duplicateNoteRefused() {
        let entry =
            #"{"note":60,"statistics":{"count":1,"mean":5,"sumOfSquaredDeviations":0,"minimum":5,"maximum":5}}"#
        #expect(throws: DecodingError.self) {
            try decode(PerceptualProfile.self, from: #"{"notes":[\#(entry),\#(entry)]}"#)
        }
    }
}
