import StoreSearchText
import TerminalKit

/// The bounds kept on what the terminal says and on what the interface
/// does per key, declared where they are kept (TerminalKit's detection,
/// the core's fuzzy match), for the man page's LIMITS section beside
/// `InputLimits.documented`.
public enum TerminalLimits {
    public static var documented: [(input: String, bound: String)] {
        let bounds = ImageDetection.cellPixelBounds
        let answers = ImageDetection.answersDeadline.components
        let seconds = Double(answers.seconds) + Double(answers.attoseconds) / 1e18
        return [
            (
                "The terminal's answers",
                "A cell of \(bounds.columns.lowerBound) to \(bounds.columns.upperBound) pixels wide and \(bounds.rows.lowerBound) to \(bounds.rows.upperBound) high is believed (an answer or a kernel size outside it draws pictures as symbols); answers to the start-up queries are awaited \(seconds) s at most, and an escape sequence begun meanwhile is taken for one until then."
            ),
            (
                "Matching in the palette and the history",
                "The first \(FuzzyMatch.maximumWords) words typed, \(FuzzyMatch.maximumTextCharacters) characters of each name or search, each word tried from \(FuzzyMatch.maximumStarts) places at most."
            ),
        ]
    }
}
