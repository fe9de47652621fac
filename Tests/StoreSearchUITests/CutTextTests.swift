import StoreSearchCore
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// Text cut where it must be still says what it means (issue 39, item 12).
@Suite(.timeLimit(.minutes(1))) struct CutTextTests {
    static let context = RenderContext(
        localizer: Localizer(language: .english, monetaryLocale: "en_US", numericLocale: "en_US"),
        theme: .standard, bindings: .standard)

    /// The correction's note on a narrow rule keeps an arrow: the words
    /// shown alone would read as the words typed.
    @Test(arguments: [16, 20, 30])
    func aNarrowCorrectionStillSaysItCorrected(room: Int) {
        var frame = StoreSearchUI.Frame(size: Size(columns: 40, rows: 1))
        _ = OfferNote.drawCorrection(
            shown: "led zeppelin", typed: "led zepelin", at: Point(x: 0, y: 0), room: room, on: &frame,
            context: Self.context)
        let line = frame.buffer.text
        #expect(line.contains("→ led zep"), "\(line)")
        #expect(line.trimmingCharacters(in: .whitespaces).columnWidth <= room, "\(line)")
    }
}
