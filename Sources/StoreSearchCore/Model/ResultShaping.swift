/// How results are ordered. `name` is StoreSearch's own order (the default);
/// the others are chosen by `--sort`, config `sort` or a key.
public enum SortOrder: String, CaseIterable, Hashable, Sendable {
    case name
    /// All query words as whole words before prefixes, matches in the name
    /// before matches in the artist or album, an exact name first; ties by name.
    case relevance
    /// By artist, then name.
    case artist
    /// Cheapest first (free first); items without a price last; ties by name.
    case price
    /// Newest first; items without a date last; ties by name.
    case released

    /// The next order, for the key that cycles them.
    public var next: SortOrder {
        let all = SortOrder.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// Kinds a filter can keep (the store's kinds, as a user names them).
public enum KindFilter: String, CaseIterable, Hashable, Sendable {
    case song, musicVideo, film, tvEpisode, podcast, app, macApp, ebook, audiobook

    public func matches(_ kind: ItemKind) -> Bool {
        switch (self, kind) {
        case (.song, .song), (.musicVideo, .musicVideo), (.film, .featureMovie), (.tvEpisode, .tvEpisode),
            (.podcast, .podcast), (.app, .software), (.macApp, .macSoftware), (.ebook, .ebook), (.ebook, .book),
            (.audiobook, .audiobook):
            true
        default:
            false
        }
    }
}

/// Filters that combine with the category: each narrows what is shown.
public struct ResultFilter: Hashable, Sendable {
    /// Only items whose price is zero.
    public var freeOnly = false
    /// Only items priced within (in ten-thousandths of their currency); items without a price are left out.
    public var priceRange: ClosedRange<Int64>?
    /// Only these kinds (empty: every kind).
    public var kinds: Set<KindFilter> = []
    /// Items marked explicit are left out.
    public var hidesExplicit = false

    public init(
        freeOnly: Bool = false, priceRange: ClosedRange<Int64>? = nil, kinds: Set<KindFilter> = [],
        hidesExplicit: Bool = false
    ) {
        self.freeOnly = freeOnly
        self.priceRange = priceRange
        self.kinds = kinds
        self.hidesExplicit = hidesExplicit
    }

    /// Whether any filter is on.
    public var isActive: Bool { self != ResultFilter() }

    public func admits(_ result: SearchResult) -> Bool {
        if freeOnly, result.price?.isFree != true { return false }
        if let priceRange {
            guard let price = result.price, priceRange.contains(price.tenThousandths) else { return false }
        }
        if !kinds.isEmpty, !kinds.contains(where: { $0.matches(result.kind) }) { return false }
        if hidesExplicit, result.details.isExplicit == true { return false }
        return true
    }
}

extension Array where Element == SearchResult {
    /// The results in `order` for `query` (the words typed), stable.
    /// Placeholder until the orders land: by name.
    public func sorted(by order: SortOrder, query: String) -> [SearchResult] {
        sortedByName()
    }
}
