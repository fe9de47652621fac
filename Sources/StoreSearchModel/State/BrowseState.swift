import StoreSearchItems

/// A page opened from a detail, in place of the results: an artist's
/// items or an album's tracks, with its own answer, order and place.
public struct Page: Hashable, Sendable {
    public var request: LookupRequest
    /// `.notSearchedYet` while it is asked for (nothing is drawn yet),
    /// `.loading` once that takes long enough to say so.
    public var phase: SearchPhase = .notSearchedYet
    /// The answer as it came, in the page's own order (before the filters
    /// and an order chosen here).
    public var answer: [SearchResult] = []
    /// Whether the answer was cut at the limit (more items were there).
    public var isCapped = false
    /// Who answered (the header's badge).
    public var origin: AnswerOrigin?
    /// The order chosen on this page; nil: its own (track order, by kind).
    public var order: SortOrder?
    /// The lookup under way, until it answers.
    public var pending: Int?
    /// The item the page was opened from: selected when the page holds it.
    public var openedFrom: SearchResult.Identity?

    public init(request: LookupRequest, pending: Int?, openedFrom: SearchResult.Identity?) {
        self.request = request
        self.pending = pending
        self.openedFrom = openedFrom
    }

    /// The breadcrumb's name for it.
    public var title: String { request.title }

    /// What the album page says of the album: its tracks and their length.
    public var albumSummary: AlbumSummary? {
        guard case .album = request.subject, !answer.isEmpty else { return nil }
        return AlbumSummary(answer)
    }
}

/// Where the screen under a page stood: given back when the page is left.
public struct PlaceBelow: Hashable, Sendable {
    var selection: Int?
    var scrollOffset: Int
    var focus: Focus
    /// The detail the page was opened from, open again on the way back (a
    /// pop-up in compact width, the pane beside the list otherwise).
    public var detail: SearchResult?
    var detailButton: DetailButton
    var detailScroll: DetailScroll?
}

/// The pages opened from details, each over the one before, the search
/// at the bottom: Esc, Alt-Left or a click on the breadcrumb go back.
public struct BrowseState: Hashable, Sendable {
    /// The pages, the newest last; none: the search's results are shown.
    public private(set) var pages: [Page] = []
    /// Under each page, where the screen it covers stood (the search's under the first).
    var below: [PlaceBelow] = []
    /// Numbers lookups, so an answer for a page already left is dropped.
    var generation = 0

    /// At most this many pages are kept: opening another drops the oldest.
    public static let maximumDepth = 20

    public init() {}

    /// No pages, numbering lookups on from `earlier`'s.
    init(following earlier: BrowseState) {
        generation = earlier.generation
    }

    /// `saved`'s pages again, numbering lookups on from the later of the two.
    init(restoring saved: BrowseState, following earlier: BrowseState) {
        self = saved
        generation = max(saved.generation, earlier.generation)
    }

    public var top: Page? { pages.last }
    public var depth: Int { pages.count }

    /// Adds `page` over what `place` describes; past the limit the oldest
    /// page goes (going back from the new oldest reaches the search, as it was).
    mutating func push(_ page: Page, over place: PlaceBelow) {
        pages.append(page)
        below.append(place)
        if pages.count > Self.maximumDepth {
            pages.removeFirst()
            below.remove(at: 1)
        }
    }

    /// Removes the pages from `depth` up (0: all of them), and gives back
    /// where the screen under them stood.
    mutating func pop(toDepth depth: Int) -> PlaceBelow? {
        guard depth >= 0, depth < pages.count else { return nil }
        let place = below[depth]
        pages.removeSubrange(depth...)
        below.removeSubrange(depth...)
        return place
    }

    mutating func updateTop(_ change: (inout Page) -> Void) {
        guard !pages.isEmpty else { return }
        change(&pages[pages.count - 1])
    }

    /// Changes where the search under every page stood (a search that answered meanwhile).
    mutating func resetSearchPlace() {
        guard !below.isEmpty else { return }
        below[0].selection = nil
        below[0].scrollOffset = 0
        below[0].detail = nil
    }

    mutating func nextGeneration() -> Int {
        generation += 1
        return generation
    }
}
