import StoreSearchItems
import StoreSearchText

/// Where a search stands, as the iOS app's `Search.State`.
public enum SearchPhase: Hashable, Sendable {
    case notSearchedYet
    case loading
    case noResults
    case results([SearchResult])

    public var results: [SearchResult] {
        if case .results(let results) = self { return results }
        return []
    }
}

/// What has keyboard focus.
public enum Focus: Hashable, Sendable {
    case searchField
    case categoryControl
    case resultList
    /// The split view's secondary pane (regular width only).
    case detail
}

/// The buttons of a detail, in their Tab order: the price (opens the store
/// page), copy the link, play the preview (when there is one), the
/// favourite, the album's and the artist's pages and, in a pop-up, close.
public enum DetailButton: Hashable, Sendable, CaseIterable {
    case price
    case copyLink
    case preview
    case favourite
    /// "Album: ‹name› · n tracks": the album's page.
    case albumPage
    /// "More by ‹artist›" (from ‹developer›, other books by ‹author›): the artist's page.
    case artistPage
    case close

    /// What the button does to the item, if it acts on one.
    public var action: ItemAction? {
        switch self {
        case .price: .openPage
        case .copyLink: .copyLink
        case .preview: .playPreview
        case .favourite: .favourite
        case .albumPage, .artistPage, .close: nil
        }
    }

    /// The page the button opens, if it opens one.
    public var page: PageLink? {
        switch self {
        case .albumPage: .album
        case .artistPage: .artist
        default: nil
        }
    }
}

/// What can be done with an item: each a detail button and a key.
public enum ItemAction: Hashable, Sendable, CaseIterable {
    /// Its page in the store, in the browser.
    case openPage
    /// Its link to the clipboard (OSC 52), or shown when that cannot work.
    case copyLink
    /// Its preview through the player command; again: stop it.
    case playPreview
    /// Marked as a favourite, or unmarked.
    case favourite
}

/// How far a detail is scrolled, and which item's detail that is: another
/// item's detail starts at the top.
public struct DetailScroll: Hashable, Sendable {
    public var itemID: Int
    public var line: Int

    public init(itemID: Int, line: Int) {
        self.itemID = itemID
        self.line = line
    }
}

/// Why an address is shown for the user to copy.
public enum AddressReason: Hashable, Sendable {
    /// No browser could be started.
    case noBrowser
    /// The terminal cannot take a copy (no OSC 52).
    case noClipboard
    /// No player command was found for the preview.
    case noPlayer
}

/// A search under way.
public struct PendingSearch: Hashable, Sendable {
    public var generation: Int
    public var request: SearchRequest
    /// Run with Enter: its words go into the history once it answers with
    /// something (a search that failed or found nothing is not kept).
    public var keepsInHistory = false
}

/// A short line over the footer that goes away with the next key or after
/// `Notice.lifetimeMilliseconds` (a notice of work under way stays until it ends).
public enum Notice: Hashable, Sendable {
    case openedInBrowser
    case sendingMail
    case mailSent
    case mailAppOpened
    /// Cancel kept the message as a draft.
    case draftKept
    /// Lines of the config file were not understood and skipped (at start-up).
    case configMistakes(Int)
    /// Esc on the search field with nothing open: it does not quit; this says what does.
    case escapeDoesNotQuit
    /// The link went to the clipboard by OSC 52 (the terminal may still ignore it).
    case linkCopied(String)
    /// A preview plays, through `program`.
    case previewPlaying(program: String)
    case previewStopped
    /// The player could not be started (its reason, sanitised).
    case previewFailed(String)
    /// The order changed (shown while the header says it too).
    case orderChanged(SortOrder)
    /// A page is back in its own order: an album's track order, an artist's kinds.
    case naturalOrder(PageLink)
    /// Items (how many) were made (true) or unmade favourites.
    case favourite(Bool, count: Int = 1)
    /// The links of this many marked items went to the clipboard, a line each.
    case linksCopied(Int)
    /// No more can be marked: at most this many.
    case markLimit(Int)
    /// The shown results were written to a file.
    case exported(String)
    /// A file of the program's own could not be read and was set aside (its new path).
    case fileSetAside(String)
    /// Save Results with no results shown.
    case nothingToSave
    /// A key that means nothing where it was pressed (its name, and the
    /// key that lists the keys): nothing changed.
    case keyDoesNothing(String, helpKey: String)
    /// A printable key pressed where nothing is typed and it means nothing:
    /// nothing changed (the screen names the key that goes to the field).
    case typedDoesNothing(String)
    /// A command that cannot act now, and why (`AppState.availability`'s words).
    case unavailable(LocalizedText)
    /// A letter typed in the menu that no item has.
    case noMenuLetter(String)
    /// The editor did not give a new body; the old one is kept (why).
    case editorKeptBody(ExternalEditOutcome)
    /// A file was not written, or is not used (`FilePhrase`).
    case file(FilePhrase)
    /// The message is on its way, but no draft of it could be written first (why).
    case sendingWithoutDraft(reason: String)

    /// How long a notice stays when no key comes.
    public static let lifetimeMilliseconds = 5000

    /// Whether the notice stays until what it reports is over.
    public var lastsUntilDone: Bool {
        switch self {
        case .sendingMail, .sendingWithoutDraft: true
        default: false
        }
    }
}

/// The search: the field, the category, where the search stands and who answered.
public struct SearchState: Hashable, Sendable {
    /// The search field: a term longer than any store search would use is
    /// cut, so a pasted flood costs nothing.
    public var field = LineEditor(maximumLength: SearchState.maximumTermLength)
    public static let maximumTermLength = InputLimits.searchTermCharacters
    public var category: Category = .all
    public var phase: SearchPhase = .notSearchedYet
    /// The request the shown phase answers.
    public var shownRequest: SearchRequest?
    /// Whether the answer shown was cut at the limit (more items matched).
    public var isCapped = false
    public var pending: PendingSearch?
    /// Numbers searches so a stale answer can be told from the current one.
    public var generation = 0
    /// Who answered the search on screen (the header's badge).
    public var answerOrigin: AnswerOrigin?
    /// How many items the local catalog holds, once it is loaded.
    public var catalogSize: Int?
    /// How far the catalog's indexing has come, while it is indexed.
    public var indexProgress: IndexProgress?
    /// The loading spinner's frame, advanced by `spinnerTick`.
    public var spinnerFrame = 0
    /// Whether the words are searched exactly as typed (chosen after a
    /// correction), with no typing mistake forgiven; the next change of
    /// the words ends it.
    public var exact = false
    /// Searches the live store found nothing for in this session (their
    /// words folded, one space apart): never offered as "Did you mean".
    public var foundNothing: Set<String> = []
    /// At most this many are remembered (the oldest are not told apart).
    public static let foundNothingLimit = 1_000
    /// Whether results follow the typing (local sources) or wait for Enter.
    public let searchesAsYouType: Bool
    /// Where results come from, as the user chose it.
    public let source: SourceKind

    public init(searchesAsYouType: Bool, source: SourceKind) {
        self.searchesAsYouType = searchesAsYouType
        self.source = source
    }

    public var results: [SearchResult] { phase.results }
}

/// The result list and the grid: what is selected and what is shown.
public struct ListState: Hashable, Sendable {
    /// The selected result, an index into the results.
    public var selection: Int?
    /// The first result shown.
    public var scrollOffset = 0
    /// How many results the list shows at once (set by the layout).
    public var capacity = 1
    /// The list's height in rows (set by the layout): on an artist's page
    /// the kinds' headings take rows too, and fewer results show.
    public var height = 2
    /// The grid's tiles across and tiles a page (set by the layout).
    public var gridColumns = 1
    public var gridPageSize = 1
    /// Whether list rows show a thumbnail of the artwork.
    public var showsThumbnails = true
    /// The grid chosen with its key; nil: the grid in compact width and
    /// height only, as the iPhone shows it in landscape.
    public var gridPreference: Bool?
    /// The items marked to act on together, in the order marked: kept
    /// across searches, pages and sizes (`AppState.markLimit` bounds them).
    public var marks: [SearchResult] = []

    public init() {}
}

/// `storesearch pick`: how many may be marked, and how it ended.
public struct PickState: Hashable, Sendable {
    /// At most this many marks (`--multi=N`); nil: none (Enter chooses one).
    public var markLimit: Int?
    /// What Enter chose, to print in this order; empty when Esc left with
    /// nothing chosen; nil while it runs, or when it was quit (Ctrl-C).
    public var chosen: [SearchResult]?

    public init(markLimit: Int?) {
        self.markLimit = markLimit
    }
}

/// Support mail: the sheet being written, the message on its way, the unsent draft.
public struct MailState: Hashable, Sendable {
    /// The support mail being written.
    public var compose: ComposeState?
    /// The support mail being delivered or saved, until it is known to be safe.
    public var outbox: ComposeState?
    /// The rating sheet, while it is open.
    public var rating: RatingSheet?
    /// The rating being delivered or saved, until it is known to be safe.
    public var ratingOutbox: RatingSheet?
    /// Whether a mail command is delivering a message now.
    public var isSending = false
    /// The newest support mail that was written and not sent, offered by Send Support Email.
    public var unsentDraft: UnsentDraft?
    /// Lookups for the unsent draft asked for and not yet answered: until
    /// the last is, `unsentDraft` may be out of date.
    public var draftLookups = 0
    /// Send Support Email was chosen while a lookup was under way; it acts
    /// on the answer.
    public var supportMailWaits = false
    /// What to say on standard error once the terminal is restored (a draft
    /// kept at quitting, or why none could be).
    public var farewell: [Phrase] = []
    /// A message no draft could be written of when the program quit
    /// (`MailDraft.readable`): written whole to standard error after the
    /// farewell, so the text is never lost.
    public var unsavedText: String?

    public init() {}
}

/// Sheets, questions and notices.
public struct AlertState: Hashable, Sendable {
    /// The first line shown in the help or About sheet.
    public var sheetScroll = 0
    /// The focused button of the question on top.
    public var choiceFocus = 0
    public var notice: Notice?
    /// Numbers notices, so that the timer of an earlier one does not end a later one.
    public var noticeSerial = 0

    public init() {}
}

/// The screen: its size and size classes, and what changes how it is drawn.
public struct ScreenState: Hashable, Sendable {
    public var columns = 80
    public var rows = 24
    /// Below the smallest size the interface is drawn at: only quitting and redrawing work.
    public var isTooSmall = false
    /// How far the detail and the sheet on screen can scroll, as last drawn.
    public var scrollLimits = ScrollLimits()
    public var traits: TraitCollection
    /// In the overlay split view: whether the list pane has slid away.
    public var isPrimaryPaneHidden = false
    /// Counts pictures arrived (or failed): the screen they are drawn on changes with it.
    public var artworkRevision = 0
    /// Motion was turned off while running: the terminal's output is slow.
    public var motionIsOff = false
    /// The last motion's number.
    public var motionSerial = 0

    public init(traits: TraitCollection) {
        self.traits = traits
    }
}

/// Everything the screen shows, and nothing about how it is drawn: the
/// parts of each feature, what has focus and what lies on top.
public struct AppState: Hashable, Sendable {
    public var search: SearchState
    public var list = ListState()
    public var mail = MailState()
    public var alerts = AlertState()
    public var screen: ScreenState
    public var focus: Focus
    public var overlays: [Overlay] = []
    public var detailButton: DetailButton = .price
    /// How far the detail on screen is scrolled.
    public var detailScroll: DetailScroll?
    /// The item whose preview plays, if any.
    public var playingPreview: Int?
    /// Order, filters, narrowing and the favourites view.
    public var shape = ShapeState()
    /// The pages opened from details, over the results.
    public var browse = BrowseState()
    /// Searches that were run.
    public var history = HistoryState()
    /// The favourites, newest first.
    public var favourites: [SearchResult] = []
    /// The export sheet, while it is open.
    public var exportSheet: ExportSheet?
    /// The command palette's query and selection (kept while it is closed).
    public var palette = PaletteState()
    /// The highlighted item of the popover menu (kept while it is closed, and across resizes).
    public var menuSelection: MenuItem = .sendSupportEmail
    /// Facts about this run, for About and the diagnostics.
    public var session = SessionInfo()
    /// Whether things move: the spinner turns, the pop-up bounces in (off
    /// with --no-animation, under CI, on TERM=linux and on mono terminals).
    public let animates: Bool
    /// The motion on screen, if any (see `Motion`).
    public var motion: Motion?
    public var isQuitting = false
    /// Why the program is ending, when it is not the user's choice.
    public var exitReason: SearchFailure?
    /// `storesearch pick`'s choosing (nil: the interface).
    public var pick: PickState?

    public init(
        traits: TraitCollection, source: SourceKind = .bundledCatalog, searchesAsYouType: Bool,
        animates: Bool = false
    ) {
        search = SearchState(searchesAsYouType: searchesAsYouType, source: source)
        screen = ScreenState(traits: traits)
        self.animates = animates
        // The field has focus at start-up at every size: the first word typed
        // is a search, never a command (the iPad's habit of not raising the
        // keyboard at launch made it one).
        focus = .searchField
    }

    public var traits: TraitCollection { screen.traits }
    /// The results shown: the page's on a page, else the search's.
    public var results: [SearchResult] { browse.top?.phase.results ?? search.phase.results }

    public var selectedResult: SearchResult? {
        guard let selection = list.selection, results.indices.contains(selection) else { return nil }
        return results[selection]
    }

    /// The result the split view's secondary pane shows.
    public var detailPaneResult: SearchResult? {
        traits.arrangement.showsDetailPane ? selectedResult : nil
    }

    public var topOverlay: Overlay? { overlays.last }

    /// Whether the results show as pages of artwork tiles.
    public var showsGrid: Bool { list.gridPreference ?? (traits.arrangement == .landscape) }

    /// The grid page on screen.
    public var gridPage: Int { list.scrollOffset / max(1, list.gridPageSize) }

    /// How many pages the grid has.
    public var gridPageCount: Int { max(1, (results.count + list.gridPageSize - 1) / max(1, list.gridPageSize)) }

    /// An artist's page in its own order: its items by kind, each kind's
    /// group headed in the list and the grid (nil elsewhere).
    public var kindGroups: KindGroups? {
        guard let page = browse.top, page.order == nil, case .artist = page.request.subject,
            case .results(let shown) = page.phase
        else { return nil }
        return KindGroups(shown)
    }

    /// How many results the list shows from `first`: fewer than its
    /// capacity where headings take rows.
    func listItemsShown(from first: Int) -> Int {
        guard let groups = kindGroups else { return max(1, list.capacity) }
        return groups.itemsFitting(from: first, height: list.height)
    }

    /// The results whose rows or tiles are on screen.
    public var visibleResultIndices: Range<Int> {
        let first = min(list.scrollOffset, results.count)
        let count = showsGrid ? list.gridPageSize : listItemsShown(from: first)
        return first..<min(results.count, first + max(1, count))
    }

    /// The pictures the screen shows now, the most wanted first: the
    /// detail's, then the visible tiles' or thumbnails'. Whatever drops
    /// out of this list is no longer worth fetching.
    public var wantedArtwork: [String] {
        var wanted: [String] = []
        let detail: SearchResult? =
            if case .detail(let result)? = overlays.last(where: {
                if case .detail = $0 { true } else { false }
            }) { result } else { detailPaneResult }
        if let detail, let url = detail.artworkURL100 ?? detail.artworkURL60 { wanted.append(url) }
        let listShown = !screen.isPrimaryPaneHidden && (showsGrid || list.showsThumbnails)
        if listShown {
            for index in visibleResultIndices {
                if let url = results[index].artworkURL60 ?? results[index].artworkURL100, !wanted.contains(url) {
                    wanted.append(url)
                }
            }
        }
        return wanted
    }
}
