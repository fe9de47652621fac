import StoreSearchItems
import StoreSearchText

/// How the answer is shaped before it is shown: its order, its filters,
/// narrowing of a live answer by further typing, and the favourites view.
public struct ShapeState: Hashable, Sendable {
    public var order: SortOrder = .relevance
    public var filter = ResultFilter()
    /// The answer as it came (a live store's whole answer, before filters,
    /// narrowing and order; a local index's, already shaped).
    public var answer: [SearchResult] = []
    /// What the answer offers besides its results: the words exactly as
    /// typed after a correction, or a correction after nothing was found.
    public var answerOffer: OfferedSearch?
    /// Whether the favourites are shown instead of the search's answer.
    public var showsFavourites = false
    /// The search as it was when the favourites view opened: given back when it closes.
    public var savedSearch: SavedSearch?
    /// What the favourites narrowed by the field offer (as `answerOffer`).
    public var favouritesOffer: OfferedSearch?
    /// The focused row of the filter sheet.
    public var filterFocus = 0
    /// The price range chosen among `pricePresets` (0: any price).
    public var pricePreset = 0

    public init() {}

    /// The price ranges the filter sheet offers, in ten-thousandths.
    public static let pricePresets: [ClosedRange<Int64>?] = [
        nil, 0...9_900, 0...19_900, 0...49_900, 0...99_900, 100_000...Int64.max / 2,
    ]
}

/// What the screen showed when the favourites opened over it: the field
/// (text and cursor), the pages open, where the list stood, what had focus
/// and the detail beside the list. Given back whole when they close.
public struct SavedSearch: Hashable, Sendable {
    public var field: LineEditor
    public var selection: Int?
    public var scrollOffset: Int
    public var focus: Focus
    /// Whether the words were searched exactly (Alt-Enter): taking the
    /// favourites' own offer must not change the search given back.
    public var exact = false
    /// The pages that were open (none: the search's list was shown).
    public var browse = BrowseState()
    public var detailButton: DetailButton = .price
    public var detailScroll: DetailScroll?

    /// The search answered while the favourites were shown: its list starts
    /// again from the top when it is given back.
    mutating func searchAnswered() {
        if browse.top == nil {
            selection = nil
            scrollOffset = 0
        } else {
            browse.resetSearchPlace()
        }
    }
}

/// The rows of the filter sheet, in order.
public enum FilterRow: Hashable, Sendable {
    case freeOnly
    case price
    case kind(KindFilter)
    case hideExplicit
    case clear

    public static let all: [FilterRow] =
        [.freeOnly, .price] + KindFilter.allCases.map { .kind($0) } + [.hideExplicit, .clear]
}

/// Searches that were run: walked back and forth in the field, found by a
/// reverse search, offered on the empty screen.
public struct HistoryState: Hashable, Sendable {
    /// Newest first.
    public var entries: [String] = []
    /// Where a walk through the entries stands (nil: not walking).
    public var cursor: Int?
    /// The field's text before the walk began, given back past the newest.
    public var draft: String?
    /// Ctrl-R's list of earlier searches, while it is open.
    public var picker: HistoryPicker?
    /// The highlighted one of the recent searches the empty screen offers
    /// (reached with Down from the field, as results are).
    public var recentSelection: Int?
    /// Whether history is kept at all (`--no-history` turns it off).
    public var isEnabled = true

    public init() {}

    /// At most this many entries are kept.
    public static let limit = 1_000
}

/// Ctrl-R: earlier searches as a list, filtered by what is typed, newest first.
public struct HistoryPicker: Hashable, Sendable {
    public var query = LineEditor(maximumLength: SearchState.maximumTermLength)
    /// The highlighted row (an index into `HistoryState.pickerMatches`).
    public var selection = 0

    public init() {}
}

/// The command palette: what is typed to find a command, and the highlighted row.
public struct PaletteState: Hashable, Sendable {
    public var query = LineEditor(maximumLength: PaletteState.maximumQueryLength)
    public var selection = 0
    public static let maximumQueryLength = 64

    public init() {}
}

extension HistoryState {
    /// The entries the picker shows: those every word typed matches
    /// (fuzzily, as fzf's Ctrl-R does), newest first, as indices into `entries`.
    public var pickerMatches: [Int] {
        let query = picker?.query.text ?? ""
        return entries.indices.filter { FuzzyMatch.match(query, in: entries[$0]) != nil }
    }

    /// The recent searches the empty screen offers.
    public var recent: ArraySlice<String> { isEnabled ? entries.prefix(HistoryState.recentCount) : [] }
    public static let recentCount = 5
}

/// The export sheet: where the shown results go, and as what.
public struct ExportSheet: Hashable, Sendable {
    public var path: LineEditor
    public var format: ExportFormat
    /// What happened when it was last tried (an existing file asks first).
    public var problem: ExportProblem?

    public init(path: String, format: ExportFormat = .json) {
        self.path = LineEditor(path, maximumLength: 4096)
        self.format = format
    }
}

/// Why an export did not happen yet.
public enum ExportProblem: Hashable, Sendable {
    /// The file is there: Enter again replaces it.
    case exists(String)
    case failed(FileFailure)
}
