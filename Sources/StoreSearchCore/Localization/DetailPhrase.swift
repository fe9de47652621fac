/// A result and its detail.
public enum DetailPhrase: Hashable, Sendable {
    case unknownArtist
    case artistAndKind(artist: String, kind: String)
    case kind(ItemKind)
    case typeLabel
    case genreLabel
    case free
    case openInStore
    /// Why an address is shown to be copied (see `AddressReason`).
    case addressReason(AddressReason)
    /// A fact's label, "Album", "Duration", …
    case label(DetailLabel)
    /// "3 of 12": a track of an album, a disc of a set.
    case numberOf(Int, of: Int)
    /// "(1,234 ratings)", the count already written the locale's way.
    case ratingCount(String)
    /// "iOS 12.0 or later".
    case orLater(String)
    /// "album $9.99": an album's price beside its track's.
    case albumPrice(String)
    /// "season $29.99": a TV season's price beside its episode's.
    case seasonPrice(String)
    case explicit
    case copyLinkButton
    case previewButton
    case stopPreviewButton
    /// "▼ more": the detail goes on below.
    case more
}

/// The labels of a detail's facts, and of a row's explanation of a match.
public enum DetailLabel: Hashable, Sendable, CaseIterable {
    case album, track, disc, duration, composer, released, genre, price
    case director, show, season, contentRating
    case developer, seller, version, size, requires, languages, rating
    case author, narrator, language, subjects
    case feed, episode, episodes, website, licence, format, copyright, link, description
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
        case .addressReason(let reason):
            switch reason {
            case .noBrowser: "No browser could be started. Open this address yourself:"
            case .noClipboard: "This terminal cannot take a copy (no OSC 52). Copy the link from here:"
            case .noPlayer: "No player was found (mpv, ffplay, cvlc; or set --player). The preview is at:"
            }
        case .label(let label): label.english
        case .numberOf(let number, let total): "\(number) of \(total)"
        case .ratingCount(let count): "(\(count) ratings)"
        case .orLater(let version): "\(version) or later"
        case .albumPrice(let price): "album \(price)"
        case .seasonPrice(let price): "season \(price)"
        case .explicit: "Explicit"
        case .copyLinkButton: "Copy Link"
        case .previewButton: "▶ Preview"
        case .stopPreviewButton: "■ Stop"
        case .more: "▼ more"
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
        case .addressReason(let reason):
            switch reason {
            case .noBrowser: "Er kon geen browser worden gestart. Open dit adres zelf:"
            case .noClipboard: "Deze terminal kan niet kopiëren (geen OSC 52). Kopieer de link hier:"
            case .noPlayer:
                "Er is geen speler gevonden (mpv, ffplay, cvlc; of stel --player in). Het fragment staat op:"
            }
        case .label(let label): label.dutch
        case .numberOf(let number, let total): "\(number) van \(total)"
        case .ratingCount(let count): "(\(count) beoordelingen)"
        case .orLater(let version): "\(version) of later"
        case .albumPrice(let price): "album \(price)"
        case .seasonPrice(let price): "seizoen \(price)"
        case .explicit: "Expliciet"
        case .copyLinkButton: "Link kopiëren"
        case .previewButton: "▶ Fragment"
        case .stopPreviewButton: "■ Stop"
        case .more: "▼ meer"
        }
    }
}

extension DetailLabel {
    var english: String {
        switch self {
        case .album: "Album"
        case .track: "Track"
        case .disc: "Disc"
        case .duration: "Duration"
        case .composer: "Composer"
        case .released: "Released"
        case .genre: "Genre"
        case .price: "Price"
        case .director: "Director"
        case .show: "Show"
        case .season: "Season"
        case .contentRating: "Rated"
        case .developer: "Developer"
        case .seller: "Seller"
        case .version: "Version"
        case .size: "Size"
        case .requires: "Requires"
        case .languages: "Languages"
        case .rating: "Rating"
        case .author: "Author"
        case .narrator: "Narrator"
        case .language: "Language"
        case .subjects: "Subjects"
        case .feed: "Feed"
        case .episode: "Episode"
        case .episodes: "Episodes"
        case .website: "Website"
        case .licence: "Licence"
        case .format: "Format"
        case .copyright: "Copyright"
        case .link: "Link"
        case .description: "Description"
        }
    }

    var dutch: String {
        switch self {
        case .album: "Album"
        case .track: "Nummer"
        case .disc: "Schijf"
        case .duration: "Duur"
        case .composer: "Componist"
        case .released: "Verschenen"
        case .genre: "Genre"
        case .price: "Prijs"
        case .director: "Regie"
        case .show: "Serie"
        case .season: "Seizoen"
        case .contentRating: "Leeftijd"
        case .developer: "Ontwikkelaar"
        case .seller: "Verkoper"
        case .version: "Versie"
        case .size: "Grootte"
        case .requires: "Vereist"
        case .languages: "Talen"
        case .rating: "Waardering"
        case .author: "Auteur"
        case .narrator: "Verteller"
        case .language: "Taal"
        case .subjects: "Onderwerpen"
        case .feed: "Feed"
        case .episode: "Aflevering"
        case .episodes: "Afleveringen"
        case .website: "Website"
        case .licence: "Licentie"
        case .format: "Formaat"
        case .copyright: "Copyright"
        case .link: "Link"
        case .description: "Beschrijving"
        }
    }
}
