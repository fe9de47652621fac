import StoreSearchItems
import StoreSearchModel
import TerminalKit

/// What a click can land on.
public enum HitTarget: Hashable, Sendable {
    /// The search field; `textX` is the column of the character at
    /// `firstCharacter`, the first one shown, and `widths` the widths of
    /// the characters shown from there (a click lands between two).
    case searchField(textX: Int, firstCharacter: Int, widths: [Int])
    case category(StoreSearchItems.Category)
    case result(Int)
    case resultList
    /// A dot of the grid's page indicator.
    case gridPage(Int)
    case detailPane
    case detailButton(DetailButton)
    case showPrimaryPane
    case alertOK
    /// The body of the top-most overlay: clicks there do nothing.
    case overlay
    /// Everything outside the top-most overlay: a click there closes it.
    case backdrop
    /// A sheet's text that scrolls (help, About, a long alert): the wheel scrolls it.
    case help
    /// The action button in the secondary pane's title bar: opens the menu.
    case menuButton
    case menuItem(MenuItem)
    case composeField(ComposeField)
    case ratingField(RatingField)
    /// A star of the rating sheet: gives that many.
    case ratingStar(Int)
    /// A button of the question on top.
    case choiceOption(ChoiceOption)
    /// A row of the filter sheet (an index into `FilterRow.all`).
    case filterRow(Int)
    /// A recent search offered on the empty screen.
    case recentSearch(String)
    /// The search offered beside the answer (`AppState.offeredSearch`).
    case offeredSearch
    /// One of the other corrections offered beside a forgiven search's ("also: teen").
    case alternativeSearch(String)
    /// A row of the command palette (an index into its rows).
    case paletteRow(Int)
    /// A row of the history list (an index into its matches).
    case historyRow(Int)
    /// A crumb of the breadcrumb: back to the page at that depth (0: the search).
    case breadcrumb(depth: Int)
}

/// The application's frame: the kit's `Frame` whose regions name
/// `HitTarget`s. Inside this module `Frame` means this one.
public typealias Frame = TerminalKit.Frame<HitTarget>
