import Foundation
import StoreSearchModel
import StoreSearchText
import StoreSearchUI
import TerminalKit
import TestSupport
import Testing

@testable import StoreSearchRuntime

/// An artist's page and an album's page (`Fixtures.pages`), reached from a
/// song's detail by Alt-R and Alt-A as a user would, at every size the
/// golden screens are recorded at, in English and Dutch: the breadcrumb in
/// the header (or the categories' row), the album's numbered tracks and
/// total time, the artist's items by kind.
@Suite(.timeLimit(.minutes(2))) struct PageGoldenTests {
    enum Page: String, CaseIterable {
        case artist, album

        var key: String { self == .album ? "\u{1B}a" : "\u{1B}r" }
    }

    static let cases: [(Size, Page, Language)] = GoldenScreenTests.sizes.flatMap { size in
        Page.allCases.flatMap { page in [Language.english, .dutch].map { (size, page, $0) } }
    }

    static func name(_ size: Size, _ page: Page, _ language: Language) -> String {
        "\(size.columns)x\(size.rows)-page-\(page.rawValue)-\(language == .english ? "en" : "nl")"
    }

    @Test(arguments: cases)
    func thePageIsAsRecorded(size: Size, page: Page, language: Language) throws {
        let app = Harness(size.columns, size.rows, language: language, catalog: Fixtures.pages)
        app.type("bohemian")
        app.send("\r")
        app.send("\r")
        #expect(app.state.shownDetail?.artistName == "Queen", "Queen's song is open")
        app.send(page.key)
        #expect(app.state.browse.top?.request.link == (page == .album ? .album : .artist))
        #expect(!app.state.results.isEmpty, "the page answered")
        try GoldenScreen.check(
            app.backend, name: Self.name(size, page, language),
            title: "the \(page.rawValue) page at \(size), \(language)")
    }

    /// An artist of many kinds (`Fixtures.artistOfManyKinds`): each kind's
    /// group under its heading, at the page's top and scrolled to its end
    /// (the group scrolled into keeps its heading on top); in the grid the
    /// headings stand on the rule and in the gaps between rows of tiles.
    static let kindCases: [(Size, Bool, Language)] =
        GoldenScreenTests.sizes.flatMap { size in [false, true].map { (size, $0, Language.english) } }
        + [(Size(columns: 80, rows: 24), false, .dutch), (Size(columns: 40, rows: 10), false, .dutch)]

    static func kindsName(_ size: Size, _ atEnd: Bool, _ language: Language) -> String {
        "\(size.columns)x\(size.rows)-page-kinds\(atEnd ? "-end" : "")-\(language == .english ? "en" : "nl")"
    }

    @Test(arguments: kindCases)
    func theKindsAreHeadedAsRecorded(size: Size, atEnd: Bool, language: Language) throws {
        let app = KindHeadingTests.kindsPage(size.columns, size.rows, language: language)
        #expect(app.state.results.count == 10, "the page answered")
        app.send(atEnd ? "\u{1B}[F" : "\u{1B}[H")  // End, Home
        try GoldenScreen.check(
            app.backend, name: Self.kindsName(size, atEnd, language),
            title: "an artist's page of many kinds\(atEnd ? ", at its end," : "") at \(size), \(language)")
    }
}
