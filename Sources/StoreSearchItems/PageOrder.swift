/// The orders a page comes in of itself, before any the user chooses:
/// an album's tracks as they play, an artist's items grouped by kind.

extension Array where Element == SearchResult {
    /// Disc by disc, track by track; items without a number after those
    /// with one, in the order they came.
    public func inAlbumOrder() -> [SearchResult] {
        indices.sorted { lhs, rhs in
            let left = self[lhs].details
            let right = self[rhs].details
            return (left.discNumber ?? 1, left.trackNumber ?? Int.max, lhs)
                < (right.discNumber ?? 1, right.trackNumber ?? Int.max, rhs)
        }.map { self[$0] }
    }

    /// Songs, then albums, videos, films, …, each kind in name order.
    public func groupedByKind() -> [SearchResult] {
        let byName = sortedByName()
        return byName.indices.sorted { lhs, rhs in
            (byName[lhs].kind.groupRank, lhs) < (byName[rhs].kind.groupRank, rhs)
        }.map { byName[$0] }
    }

    /// The items in the page's own order for `subject`.
    public func inNaturalOrder(of subject: LookupRequest.Subject) -> [SearchResult] {
        switch subject {
        case .album: inAlbumOrder()
        case .artist: groupedByKind()
        case .anything: self
        }
    }
}

extension ItemKind {
    /// Where the kind's group stands on an artist's page.
    var groupRank: Int {
        switch self {
        case .song: 0
        case .album: 1
        case .musicVideo: 2
        case .featureMovie: 3
        case .tvEpisode: 4
        case .podcast: 5
        case .audiobook: 6
        case .ebook: 7
        case .book: 8
        case .software: 9
        case .macSoftware: 10
        case .other: 11
        }
    }
}

/// What an album's page says of the album as a whole: how many tracks,
/// how long together (the tracks whose length is known).
public struct AlbumSummary: Hashable, Sendable {
    public var trackCount: Int
    /// How many tracks the album has, as its tracks say (each disc's count
    /// added up); nil when they do not say, or say no more than the page holds.
    public var albumTrackCount: Int?
    /// Nil when no track's length is known.
    public var totalMilliseconds: Int?

    public init(_ tracks: [SearchResult]) {
        trackCount = tracks.count
        // Each disc's track count, the largest its tracks give.
        var perDisc: [Int: Int] = [:]
        for track in tracks {
            guard let count = track.details.trackCount, count > 0 else { continue }
            let disc = track.details.discNumber ?? 1
            perDisc[disc] = max(perDisc[disc] ?? 0, count)
        }
        let discCount = tracks.compactMap(\.details.discCount).max() ?? 1
        let total = perDisc.values.reduce(0, +)
        albumTrackCount = perDisc.count == discCount && total > tracks.count ? total : nil
        let lengths = tracks.compactMap(\.details.durationMilliseconds)
        totalMilliseconds = lengths.isEmpty ? nil : lengths.reduce(0, +)
    }
}
