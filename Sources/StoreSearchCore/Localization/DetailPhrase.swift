/// A result and its detail.
public enum DetailPhrase: Hashable, Sendable {
    case unknownArtist
    case artistAndKind(artist: String, kind: String)
    case kind(ItemKind)
    case typeLabel
    case genreLabel
    case free
    case openInStore
    case openThisAddress
}

extension DetailPhrase {
    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .dutch: dutch
        }
    }

    private var english: String {
        switch self {
        case .unknownArtist: "Unknown"
        case .artistAndKind(let artist, let kind): "\(artist) (\(kind))"
        case .kind(let kind):
            switch kind {
            case .album: "Album"
            case .audiobook: "Audiobook"
            case .book: "Book"
            case .ebook: "E-Book"
            case .featureMovie: "Movie"
            case .musicVideo: "Music Video"
            case .podcast: "Podcast"
            case .software, .macSoftware: "App"
            case .song: "Song"
            case .tvEpisode: "TV Episode"
            case .other(let value): value
            }
        case .typeLabel: "Type:"
        case .genreLabel: "Genre:"
        case .free: "Free"
        case .openInStore: "Store page"
        case .openThisAddress: "No browser could be started. Open this address yourself:"
        }
    }

    private var dutch: String {
        switch self {
        case .unknownArtist: "Onbekend"
        case .artistAndKind(let artist, let kind): "\(kind) van \(artist)"
        case .kind(let kind):
            switch kind {
            case .album: "Album"
            case .audiobook: "Audioboek"
            case .book: "Boek"
            case .ebook: "E-Boek"
            case .featureMovie: "Film"
            case .musicVideo: "Videoclip"
            case .podcast: "Podcast"
            case .software, .macSoftware: "App"
            case .song: "Liedje"
            case .tvEpisode: "TV serie"
            case .other(let value): value
            }
        case .typeLabel: "Soort:"
        case .genreLabel: "Genre:"
        case .free: "Gratis"
        case .openInStore: "Winkelpagina"
        case .openThisAddress: "Er kon geen browser worden gestart. Open dit adres zelf:"
        }
    }
}
