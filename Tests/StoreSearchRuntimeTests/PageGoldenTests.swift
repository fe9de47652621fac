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
}
