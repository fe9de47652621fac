import StoreSearchItems
import Testing

/// The order corrections are tried in, and how many of them are as close.
@Suite(.timeLimit(.minutes(1))) struct CorrectionsTests {
    /// How many corrections have at most so many edits is how many
    /// `forEachCorrection` gives before the first with more: a search
    /// knows from it when the correction it tries is the last as close.
    @Test(arguments: [
        [[0], [1, 1, 2]],
        [[0, 1], [1, 2], [0, 2, 2]],
        [[1, 1, 1, 1, 1, 1, 1, 1], [1, 2, 2], [0]],
        [[2], [2], [2]],
    ])
    func theCountAsCloseIsWhatIsGivenBeforeAFartherOne(edits: [[Int]]) {
        let options = edits.enumerated().map { word, edits in
            edits.enumerated().map { NearWord(word: "w\(word)o\($0.offset)", edits: $0.element) }
        }
        var given: [Int] = []
        Corrections.forEachCorrection(of: options, most: .max) { correction in
            given.append(correction.reduce(0) { $0 + $1.edits })
            return true
        }
        #expect(given == given.sorted())
        for most in 0...7 {
            #expect(Corrections.count(of: options, within: most) == given.count { $0 <= most }, "within \(most)")
        }
        #expect(Corrections.count(of: options, within: -1) == 0)
    }
}
