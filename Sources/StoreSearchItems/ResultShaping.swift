import Foundation

/// How results are ordered. `relevance`, the best match first, is the
/// default: the live store's own order, or a local catalog's ranking
/// (`RelevanceQuery`). `name` is the iOS StoreSearch book's order, one key
/// away; the others are chosen by `--sort`, config `sort` or a key.
public enum SortOrder: String, CaseIterable, Hashable, Sendable {
    /// The best match first: a source that ranks its own answer (the live
    /// store) keeps its order; otherwise the name that is the query, then
    /// the artist that is, then whole words before words only begun, the
    /// name before the artist, album and genre (`RelevanceQuery`); ties by name.
    case relevance
    case name
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

    /// The kinds `--kind` names: the raw values, and a few words people use
    /// for them (`movie`, `tv`, `mac-app`, `book`, …), in any case, with
    /// dashes or underscores or none.
    public init?(commandLineName: String) {
        let plain = String(commandLineName.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
        let aliases: [String: KindFilter] = [
            "songs": .song, "track": .song, "video": .musicVideo, "musicvideos": .musicVideo,
            "movie": .film, "movies": .film, "films": .film, "featuremovie": .film,
            "tv": .tvEpisode, "tvshow": .tvEpisode, "episode": .tvEpisode,
            "podcasts": .podcast, "apps": .app, "software": .app, "iosapp": .app,
            "mac": .macApp, "macapps": .macApp, "macsoftware": .macApp,
            "book": .ebook, "books": .ebook, "ebooks": .ebook, "audiobooks": .audiobook,
        ]
        guard let kind = KindFilter.allCases.first(where: { $0.rawValue.lowercased() == plain }) ?? aliases[plain]
        else { return nil }
        self = kind
    }

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

    /// `MIN-MAX` in the currency's units (`0-1.99`, `-5`, `2.50-`): either
    /// side may be left out, not both; nil when it is not such a range
    /// (negative amounts, more than four decimals, MIN above MAX).
    public static func priceRange(parsing text: String) -> ClosedRange<Int64>? {
        let sides = text.trimmingCharacters(in: .whitespaces).split(
            separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard sides.count == 2, !(sides[0].isEmpty && sides[1].isEmpty) else { return nil }
        func amount(_ side: Substring) -> Int64?? {
            if side.isEmpty { return .some(nil) }
            let parts = side.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
                !parts[0].isEmpty || parts.count == 2,
                parts.count == 1 || (1...4).contains(parts[1].count), parts[0].count <= 12
            else { return nil }
            let whole = Int64(parts[0]) ?? 0
            let fraction = parts.count == 2 ? Int64(parts[1] + String(repeating: "0", count: 4 - parts[1].count))! : 0
            return .some(whole * 10_000 + fraction)
        }
        guard case .some(let low) = amount(sides[0]), case .some(let high) = amount(sides[1]) else { return nil }
        let lower = low ?? 0
        let upper = high ?? Int64.max
        guard lower <= upper else { return nil }
        return lower...upper
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
    /// A source's answer (the live store's, in its own ranking) in `order`:
    /// by relevance it keeps the source's order; the other orders as
    /// `sorted(by:query:)` puts them.
    public func inSourceRanking(ordered order: SortOrder, query: String) -> [SearchResult] {
        order == .relevance ? self : sorted(by: order, query: query)
    }

    /// The results in `order` for `query` (the words typed). Deterministic:
    /// ties are broken by name order (`sortedByName`), then by id. A local
    /// index serves the same orders without this (`CatalogIndex.search`);
    /// both take their keys from `SortKeys` and `RelevanceQuery`, so they agree.
    public func sorted(by order: SortOrder, query: String) -> [SearchResult] {
        let byName = sortedByName()
        switch order {
        case .name:
            return byName
        case .artist:
            let keys = byName.map { SortKeys.artist($0.artistName) }
            return byName.indices.sorted { lhs, rhs in
                switch (keys[lhs], keys[rhs]) {
                case (let left?, let right?) where left != right: return SortKeys.precedes(left, right)
                case (.some, nil): return true
                case (nil, .some): return false
                default: return lhs < rhs
                }
            }.map { byName[$0] }
        case .relevance, .price, .released:
            var ranking = RelevanceQuery(query)
            let keys: [UInt64] = byName.map { result in
                switch order {
                case .price: SortKeys.price(result.price?.tenThousandths)
                case .released: SortKeys.released(dayNumber: result.details.releaseDate.map(SortKeys.dayNumber))
                default: UInt64(ranking.rank(of: result))
                }
            }
            return byName.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { byName[$0] }
        }
    }
}

/// The keys the orders compare, lowest first, shared by the sort above and
/// the catalog index (which computes them from its records without making
/// a `SearchResult`).
public enum SortKeys {
    /// Cheapest first, free (0) first of all, no price last. Prices in
    /// different currencies are compared by their amounts alone: 0.99 EUR
    /// sorts with 0.99 USD (a catalog holds one storefront's currency; the
    /// store answers in one).
    public static func price(_ tenThousandths: Int64?) -> UInt64 {
        guard let tenThousandths else { return .max }
        // Flipping the sign bit keeps the order of signed values as unsigned.
        return min(UInt64(bitPattern: tenThousandths) ^ (1 << 63), .max - 1)
    }

    /// A day as one number that sorts as the day does: 2011-11-07 is
    /// 20,111,107; a year alone (month 0) comes before its January.
    public static func dayNumber(_ day: CalendarDay) -> UInt32 {
        UInt32(
            clamping: min(max(day.year, 0), 9999) * 10_000 + min(max(day.month, 0), 99) * 100
                + min(max(day.day, 0), 99))
    }

    /// Newest first, no date last. `dayNumber` is `dayNumber(_:)`'s.
    public static func released(dayNumber: UInt32?) -> UInt64 {
        guard let dayNumber else { return .max }
        return UInt64(UInt32.max - dayNumber)
    }

    /// The artist folded and with numbers by value, as names are (see
    /// `OrderKey`), compared with `precedes`; nil (no artist) sorts last.
    /// Artists whose keys are equal ("Beyoncé", "BEYONCE") tie.
    public static func artist(_ artist: String?) -> [UInt8]? {
        guard let artist, !artist.isEmpty else { return nil }
        return OrderKey.make(name: artist, artist: nil)
    }

    /// Whether artist key `lhs` sorts before `rhs`.
    public static func precedes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        lhs.withUnsafeBufferPointer { left in rhs.withUnsafeBufferPointer { right in OrderKey.precedes(left, right) } }
    }
}
