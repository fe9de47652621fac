/// What the user asked for: the words in the field and the category.
public struct SearchRequest: Hashable, Sendable {
    public var term: String
    public var category: Category

    public init(term: String, category: Category) {
        self.term = term
        self.category = category
    }
}

/// Why a search gave no answer. The live store adds its own reasons.
public enum SearchFailure: Error, Hashable, Sendable {
    /// The catalog file could not be read; the system's reason.
    case catalogUnreadable(String)
    /// The catalog file is not JSON in the store's answer shape.
    case catalogNotInStoreShape
}

/// Where results come from: the bundled catalog, a catalog file, the store.
///
/// The seam between the model and the world: tests substitute their own,
/// and a new source (the live store) is one more conformance.
public protocol SearchService: Sendable {
    /// Whether results follow the typing. Local sources answer on every
    /// keystroke; the live store only on Enter, as its rate limit asks.
    var searchesAsYouType: Bool { get }

    /// Answers `request`. A superseded search is cancelled through its task;
    /// it may still return, and its answer is then ignored by generation.
    func search(_ request: SearchRequest) async -> Result<[SearchResult], SearchFailure>
}
