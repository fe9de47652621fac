import StoreSearchItems
import StoreSearchModel
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

/// The 40x10 grid's status line and About's label column (issue 39, item 12).
@Suite(.timeLimit(.minutes(1))) struct StatusLineAndLabelColumnTests {
    static func tiles(_ count: Int) -> [SearchResult] {
        (0..<count).map { index in
            SearchResult(
                id: 500 + index, name: String(format: "Tile %02d", index), artistName: "Grid", kind: .song,
                genre: "Pop", price: Price(amount: 1, currency: "USD"))
        }
    }

    /// With many pages the dots left the selected name one column: the
    /// status line read "…" alone. It says the name (cut) and the page.
    @Test(arguments: [51, 60])
    func theNarrowGridsStatusLineIsNeverALoneEllipsis(count: Int) {
        var screen = Screen(40, 10, catalog: Self.tiles(count))
        screen.type("tile")
        screen.press(.enter)
        #expect(screen.state.showsGrid)
        let status = screen.lines[8]
        #expect(!status.trimmingCharacters(in: .whitespaces).hasPrefix("…"), "\(status)")
        #expect(status.contains("Tile 00"), "the selected name: \(status)")
        #expect(status.contains("1/\((count + 2) / 3)"), "and the page: \(status)")
    }

    /// About's labels are single words: their column is as wide as they
    /// are, not as the widest key list in the help below them.
    @Test func aboutsLabelColumnFitsItsLabels() {
        var screen = Screen(80, 24)
        screen.send(.menu(.toggle))
        screen.send(.menu(.choose(.about)))
        let config = screen.lines.first { $0.contains("Config ") }!
        #expect(config.contains("Config      ~/"), "\(config)")
        #expect(
            screen.lines.contains { $0.contains("Favourites  ~/.local/share/storesearch/favourites.json") },
            "a path kept whole on its line")
    }
}
