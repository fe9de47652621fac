import StoreSearchModel
import StoreSearchText
import StoreSearchUI
import TerminalKit
import TestSupport
import Testing

@testable import StoreSearchRuntime

/// The mark column and the marks' count in the mono theme, where no colour
/// tells a marked row from another: the ✓ must, at every size, in both
/// languages (the standard theme's are `GoldenScreenTests`' marks scene; named
/// as a theme's goldens are, whose letters are their own).
@Suite(.timeLimit(.minutes(2))) struct MarkGoldenTests {
    static let cases: [(Size, Language)] = GoldenScreenTests.sizes.flatMap { size in
        [Language.english, .dutch].map { (size, $0) }
    }

    static func name(_ size: Size, _ language: Language) -> String {
        "\(size.columns)x\(size.rows)-theme-mono-marks-\(language == .english ? "en" : "nl")"
    }

    @Test(arguments: cases)
    func marksShowWithoutColour(size: Size, language: Language) throws {
        let app = Harness(
            size.columns, size.rows, language: language, favourites: [Fixtures.catalog[0]],
            theme: .named(.mono))
        GoldenScreenTests.Scene.marks.play(on: app)
        #expect(app.state.list.marks.count == 2)
        try GoldenScreen.check(
            app.backend, name: Self.name(size, language), title: "marks in the mono theme at \(size), \(language)",
            theme: app.theme)
    }
}
