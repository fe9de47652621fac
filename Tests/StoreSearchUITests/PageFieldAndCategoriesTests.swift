import StoreSearchText
import TestSupport
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// On a page the field and the categories belong to the search under it
/// (issue 39, item 14): the categories are not shown and their keys do not
/// leave every page at once; the row says what the field's words are.
@Suite(.timeLimit(.minutes(1))) struct PageFieldAndCategoriesTests {
    static func onAPage(_ columns: Int, _ rows: Int) -> Screen {
        var screen = Screen(columns, rows, catalog: ScreenFixtures.catalog)
        screen.type("pink")
        screen.press(.enter)
        screen.press(.character("r"))
        #expect(screen.state.browse.depth == 1, "a page is open")
        return screen
    }

    /// 80x24 has room for the long form; the split view's list pane (160x48) for the short one.
    @Test(arguments: [
        (80, 24, "“pink” is the search under this page; typing starts a new one"),
        (160, 48, "Typing starts a new search"),
    ])
    func aPageSaysWhatTheFieldIsAndShowsNoCategories(columns: Int, rows: Int, note: String) {
        let screen = Self.onAPage(columns, rows)
        #expect(!screen.text.contains("Music"), "no categories on a page")
        #expect(screen.text.contains(note), "\(screen.text)")
    }

    @Test func aCategoryKeyOnAPageLeavesNoPageAndSaysWhy() {
        var screen = Self.onAPage(80, 24)
        let category = screen.state.search.category
        screen.press(.alt("2"))
        #expect(screen.state.browse.depth == 1 && screen.state.search.category == category, "Alt-2 kept the page")
        #expect(screen.text.contains("Categories are the search's: Esc first"), "\(screen.text)")
        screen.press(.character("2"))
        #expect(screen.state.browse.depth == 1 && screen.state.search.category == category, "2 kept the page")
        screen.press(.escape)
        #expect(screen.state.browse.depth == 0 && screen.text.contains("Music"), "back at the search: categories")
    }
}

extension PageFieldAndCategoriesTests {
    /// At 40x10 the notice is said whole, in both languages.
    @Test(arguments: [Language.english, .dutch])
    func theCategoryNoticeFitsAt40x10(language: Language) {
        var screen = Screen(40, 10, language: language, catalog: ScreenFixtures.catalog)
        screen.type("pink")
        screen.press(.enter)
        screen.press(.character("r"))
        screen.press(.character("2"))
        let said =
            language == .english ? "Categories are the search's: Esc first" : "Categorieën: eerst Esc naar het zoeken"
        #expect(screen.text.contains(said), "\(screen.text)")
    }
}
