import StoreSearchItems
import StoreSearchModel
import StoreSearchText

/// A result and its detail.
public enum DetailPhrase: LocalizedPhrase {
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
    /// The detail's button that marks (★ when marked) or unmarks a favourite.
    case favouriteButton(marked: Bool)
}

/// The labels of a detail's facts, and of a row's explanation of a match.
public enum DetailLabel: LocalizedPhrase, CaseIterable {
    case album, track, disc, duration, composer, released, genre, price
    case director, season, contentRating
    case developer, seller, version, size, requires, languages, rating
    case narrator, language, subjects
    case feed, episode, episodes, website, licence, format, copyright, link, description
}

extension DetailPhrase {
    public var words: LocalizedText {
        switch self {
        case .unknownArtist: LocalizedText("Unknown", dutch: "Onbekend")
        case .artistAndKind(let artist, let kind): LocalizedText("\(artist) (\(kind))", dutch: "\(kind) van \(artist)")
        case .kind(let kind): kind.words
        case .typeLabel: LocalizedText("Type:", dutch: "Soort:")
        case .genreLabel: LocalizedText("Genre:", dutch: "Genre:")
        case .free: LocalizedText("Free", dutch: "Gratis")
        case .openInStore: LocalizedText("Store page", dutch: "Winkelpagina")
        case .addressReason(let reason):
            switch reason {
            case .noBrowser:
                LocalizedText(
                    "No browser could be started. Open this address yourself:",
                    dutch: "Er kon geen browser worden gestart. Open dit adres zelf:")
            case .noClipboard:
                LocalizedText(
                    "This terminal cannot take a copy (no OSC 52). Copy the link from here:",
                    dutch: "Deze terminal kan niet kopiëren (geen OSC 52). Kopieer de link hier:")
            case .noPlayer:
                LocalizedText(
                    "No player was found (mpv, ffplay, cvlc; or set --player). The preview is at:",
                    dutch: "Er is geen speler gevonden (mpv, ffplay, cvlc; of stel --player in). Het fragment staat op:"
                )
            }
        case .label(let label): label.words
        case .numberOf(let number, let total): LocalizedText("\(number) of \(total)", dutch: "\(number) van \(total)")
        case .ratingCount(let count): LocalizedText("(\(count) ratings)", dutch: "(\(count) beoordelingen)")
        case .orLater(let version): LocalizedText("\(version) or later", dutch: "\(version) of later")
        case .albumPrice(let price): LocalizedText("album \(price)", dutch: "album \(price)")
        case .seasonPrice(let price): LocalizedText("season \(price)", dutch: "seizoen \(price)")
        case .explicit: LocalizedText("Explicit", dutch: "Expliciet")
        case .copyLinkButton: LocalizedText("Copy Link", dutch: "Link kopiëren")
        case .previewButton: LocalizedText("▶ Preview", dutch: "▶ Fragment")
        case .stopPreviewButton: LocalizedText("■ Stop", dutch: "■ Stop")
        case .more: LocalizedText("▼ more", dutch: "▼ meer")
        case .favouriteButton(let marked):
            marked
                ? LocalizedText("★ Unmark favourite", dutch: "★ Geen favoriet meer")
                : LocalizedText("☆ Favourite", dutch: "☆ Favoriet")
        }
    }
}

extension DetailLabel {
    public var words: LocalizedText {
        switch self {
        case .album: LocalizedText("Album", dutch: "Album")
        case .track: LocalizedText("Track", dutch: "Nummer")
        case .disc: LocalizedText("Disc", dutch: "Schijf")
        case .duration: LocalizedText("Duration", dutch: "Duur")
        case .composer: LocalizedText("Composer", dutch: "Componist")
        case .released: LocalizedText("Released", dutch: "Verschenen")
        case .genre: LocalizedText("Genre", dutch: "Genre")
        case .price: LocalizedText("Price", dutch: "Prijs")
        case .director: LocalizedText("Director", dutch: "Regie")
        case .season: LocalizedText("Season", dutch: "Seizoen")
        case .contentRating: LocalizedText("Rated", dutch: "Leeftijd")
        case .developer: LocalizedText("Developer", dutch: "Ontwikkelaar")
        case .seller: LocalizedText("Seller", dutch: "Verkoper")
        case .version: LocalizedText("Version", dutch: "Versie")
        case .size: LocalizedText("Size", dutch: "Grootte")
        case .requires: LocalizedText("Requires", dutch: "Vereist")
        case .languages: LocalizedText("Languages", dutch: "Talen")
        case .rating: LocalizedText("Rating", dutch: "Waardering")
        case .narrator: LocalizedText("Narrator", dutch: "Verteller")
        case .language: LocalizedText("Language", dutch: "Taal")
        case .subjects: LocalizedText("Subjects", dutch: "Onderwerpen")
        case .feed: LocalizedText("Feed", dutch: "Feed")
        case .episode: LocalizedText("Episode", dutch: "Aflevering")
        case .episodes: LocalizedText("Episodes", dutch: "Afleveringen")
        case .website: LocalizedText("Website", dutch: "Website")
        case .licence: LocalizedText("Licence", dutch: "Licentie")
        case .format: LocalizedText("Format", dutch: "Formaat")
        case .copyright: LocalizedText("Copyright", dutch: "Copyright")
        case .link: LocalizedText("Link", dutch: "Link")
        case .description: LocalizedText("Description", dutch: "Beschrijving")
        }
    }
}
