/// What kind of thing a store item is, as the store's `kind` and
/// `wrapperType` fields describe it.
///
/// Unknown kinds are kept as they come rather than rejected, so a new kind of
/// item in the store's answers shows up as itself instead of failing the search.

public enum ItemKind: Hashable, Sendable {
    case album
    case audiobook
    case book
    case ebook
    case featureMovie
    case musicVideo
    case podcast
    case software
    case macSoftware
    case song
    case tvEpisode
    case other(String)

    /// The kind from the store's fields: a `collection` wrapper is an album,
    /// a missing kind is an audiobook (the store leaves it out for those).
    public init(kind: String?, wrapperType: String?) {
        if wrapperType == "collection" {
            self = .album
            return
        }
        guard let kind, !kind.isEmpty else {
            self = .audiobook
            return
        }
        self = ItemKind(storeValue: kind)
    }

    public init(storeValue: String) {
        switch storeValue {
        case "album": self = .album
        case "audiobook": self = .audiobook
        case "book": self = .book
        case "ebook": self = .ebook
        case "feature-movie": self = .featureMovie
        case "music-video": self = .musicVideo
        case "podcast": self = .podcast
        case "software": self = .software
        case "mac-software": self = .macSoftware
        case "song": self = .song
        case "tv-episode": self = .tvEpisode
        default: self = .other(storeValue)
        }
    }

    /// The value the store uses in its `kind` field.
    public var storeValue: String {
        switch self {
        case .album: "album"
        case .audiobook: "audiobook"
        case .book: "book"
        case .ebook: "ebook"
        case .featureMovie: "feature-movie"
        case .musicVideo: "music-video"
        case .podcast: "podcast"
        case .software: "software"
        case .macSoftware: "mac-software"
        case .song: "song"
        case .tvEpisode: "tv-episode"
        case .other(let value): value
        }
    }
}
