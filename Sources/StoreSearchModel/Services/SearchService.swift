import StoreSearchItems

/// What the user asked for: the words in the field and the category.
public struct SearchRequest: Hashable, Sendable {
    public var term: String
    public var category: Category
    /// The order the answer comes in; a local index serves it directly.
    public var order: SortOrder
    /// What the answer leaves out; a local index applies it before the limit.
    public var filter: ResultFilter
    /// The words exactly as typed: a local index does not forgive typing
    /// mistakes (it still says what it would have answered).
    public var exact: Bool
    /// The user's words (the history's, the favourites'): a local index
    /// that corrects a typing mistake prefers them among words as close.
    /// A hint, not part of what is asked: two requests that differ only in
    /// it are the same search (a search recorded in the history does not
    /// make the one on screen out of date).
    public var known: UserWords

    public init(
        term: String, category: Category, order: SortOrder = .relevance, filter: ResultFilter = ResultFilter(),
        exact: Bool = false, known: UserWords = UserWords()
    ) {
        self.term = term
        self.category = category
        self.order = order
        self.filter = filter
        self.exact = exact
        self.known = known
    }

    public static func == (lhs: SearchRequest, rhs: SearchRequest) -> Bool {
        (lhs.term, lhs.category, lhs.order, lhs.filter, lhs.exact)
            == (rhs.term, rhs.category, rhs.order, rhs.filter, rhs.exact)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(term)
        hasher.combine(category)
        hasher.combine(order)
        hasher.combine(filter)
        hasher.combine(exact)
    }
}

/// An answer to a search, and who gave it.
public struct SearchAnswer: Hashable, Sendable {
    public var results: [SearchResult]
    public var origin: AnswerOrigin
    /// Whether more items matched than were kept (shown as "200+").
    public var isCapped: Bool
    /// The words the results answer when the words typed found nothing and
    /// a local catalog forgave their typing mistakes ("queen" for "qeen"),
    /// folded: the screen says "Showing results for queen".
    public var correction: String?
    /// With a correction: other corrections as close that would find
    /// something ("teen", "seen" for "qeen"), offered beside it.
    public var alternatives: [String]
    /// With no results: words that would find some ("Did you mean
    /// queen?"), from the words the program knows, folded.
    public var suggestion: String?
    /// With no results from a source that forgives no mistake (the live
    /// store): each word's near words in a catalog the program has (the
    /// bundled one), for "Did you mean" to weigh with the user's own.
    public var nearWords: [[NearWord]]

    public init(
        results: [SearchResult], origin: AnswerOrigin, isCapped: Bool = false, correction: String? = nil,
        alternatives: [String] = [], suggestion: String? = nil, nearWords: [[NearWord]] = []
    ) {
        self.results = results
        self.origin = origin
        self.isCapped = isCapped
        self.correction = correction
        self.alternatives = alternatives
        self.suggestion = suggestion
        self.nearWords = nearWords
    }
}

/// Who answered a search: shown as a badge in the header.
public enum AnswerOrigin: Hashable, Sendable {
    /// A local catalog the user chose: the bundled one or a file.
    case catalog
    /// The live store.
    case store
    /// The response cache, holding what the store said earlier today.
    case cache
    /// The bundled catalog, standing in for a store that cannot be reached.
    case offlineCatalog
}

/// Where results come from, as the user chose it.
public enum SourceKind: Hashable, Sendable {
    case bundledCatalog
    /// A catalog file; its name, sanitised.
    case catalogFile(String)
    /// The live store (`--source itunes`, or `auto` falling back to the catalog).
    case store
}

/// Why a search gave no answer.
public enum SearchFailure: Error, Hashable, Sendable {
    /// The catalog file could not be read; the system's reason.
    case catalogUnreadable(String)
    /// The catalog file is not JSON in the store's answer shape.
    case catalogNotInStoreShape
    /// The catalog file stops being JSON in the store's shape at byte
    /// `offset`, where `expected` was due, after `itemsBefore` good items. It
    /// is refused whole: the items before the damage are not the catalog.
    case catalogDamaged(offset: Int, expected: String, itemsBefore: Int)
    /// The catalog is larger than the program reads: a file past
    /// `InputLimits.catalogFileBytes`, a stream past `catalogStreamBytes`.
    case catalogTooLarge(maximumBytes: Int, isStream: Bool)
    /// The live store did not give a usable answer.
    case store(StoreFailure)
}

/// What went wrong with the live store, in the terms a user can act on.
public enum StoreFailure: Error, Hashable, Sendable {
    /// No connection could be made (no network, no such host, refused).
    case offline
    /// The connection broke off in the middle of the answer.
    case connectionLost
    /// No complete answer within the time allowed.
    case timedOut
    /// The store refused to answer (403 or 429): too many searches.
    case throttled
    /// The store said the search was wrong (400), with its message.
    case rejected(String)
    /// The store failed (5xx, or another unexpected status).
    case serverError(status: Int)
    /// The answer was not JSON in the store's shape.
    case unreadable
    /// The answer was larger than the program reads (`InputLimits.storeAnswerBytes`).
    case tooLarge(maximumBytes: Int)
    /// This program held the search back to stay within the store's limit
    /// of about 20 searches a minute.
    case rateLimited(secondsToWait: Int)
}

/// Where results come from: the bundled catalog, a catalog file, the store.
///
/// The seam between the model and the world: tests substitute their own,
/// and each source is one conformance.
public protocol SearchService: Sendable {
    /// Whether results follow the typing. Local sources answer on every
    /// keystroke; the live store only on Enter, as its rate limit asks.
    var searchesAsYouType: Bool { get }

    /// Answers `request`. A superseded search is cancelled through its task;
    /// it may still return, and its answer is then ignored by generation.
    func search(_ request: SearchRequest) async -> Result<SearchAnswer, SearchFailure>

    /// Answers a page's lookup (an artist's items, an album's tracks) in
    /// its own order, or `storesearch lookup`'s. Cancelled and answered
    /// late as a search is; the answer's origin says who gave it.
    func lookup(_ request: LookupRequest) async -> Result<SearchAnswer, SearchFailure>
}
