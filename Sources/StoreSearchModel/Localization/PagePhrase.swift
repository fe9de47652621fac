import StoreSearchItems
import StoreSearchText

/// An artist's or album's page: the detail's buttons that open one, what
/// the list's rule says of it, and why one cannot open.
public enum PagePhrase: LocalizedPhrase {
    /// "Album: Greatest Hits I", its track count unknown.
    case albumButton(album: String)
    /// "Album: Greatest Hits I · 17 tracks", the count also written the locale's way.
    case albumButtonWithTracks(album: String, count: Int, written: String)
    /// "More by Queen", "More from Mozilla", "Other books by Jane Austen": as fits the item's kind.
    case artistButton(artist: String, kind: ItemKind)
    /// "17 tracks", the count also written the locale's way.
    case tracks(count: Int, written: String)
    /// "16 of 19 tracks": the page holds fewer than the album has.
    case tracksOf(written: String, total: Int, writtenTotal: String)
    /// An artist's page, grouped by kind.
    case byKind
    /// The item names no artist (`.artist`), or is on no album (`.album`).
    case nothingToOpen(PageLink)
    case pageIsShown
    /// The store looks up by id alone, and gave none for the artist or album.
    case noStoreID(PageLink)
}

extension PagePhrase {
    public var words: LocalizedText {
        switch self {
        case .albumButton(let album): LocalizedText("Album: \(album)", dutch: "Album: \(album)")
        case .albumButtonWithTracks(let album, let count, let written):
            LocalizedText(
                "Album: \(album) · \(PagePhrase.tracks(count: count, written: written).words.english)",
                dutch: "Album: \(album) · \(PagePhrase.tracks(count: count, written: written).words.dutch)")
        case .artistButton(let artist, let kind):
            switch kind {
            case .software, .macSoftware: LocalizedText("More from \(artist)", dutch: "Meer van \(artist)")
            case .ebook, .book: LocalizedText("Other books by \(artist)", dutch: "Andere boeken van \(artist)")
            // A show is not its maker: the button opens its episodes.
            case .tvEpisode: LocalizedText("Other episodes of \(artist)", dutch: "Andere afleveringen van \(artist)")
            default: LocalizedText("More by \(artist)", dutch: "Meer van \(artist)")
            }
        case .tracks(let count, let written):
            LocalizedText(
                "\(written) \(count == 1 ? "track" : "tracks")",
                dutch: "\(written) \(count == 1 ? "nummer" : "nummers")")
        case .tracksOf(let written, let total, let writtenTotal):
            LocalizedText(
                "\(written) of \(writtenTotal) \(total == 1 ? "track" : "tracks")",
                dutch: "\(written) van \(writtenTotal) \(total == 1 ? "nummer" : "nummers")")
        case .byKind: LocalizedText("by kind", dutch: "op soort")
        case .nothingToOpen(.artist): LocalizedText("This item names no artist", dutch: "Dit item noemt geen artiest")
        case .nothingToOpen(.album): LocalizedText("This item is on no album", dutch: "Dit item staat op geen album")
        case .pageIsShown: LocalizedText("This is the page shown", dutch: "Dit is de getoonde pagina")
        case .noStoreID(.artist):
            LocalizedText(
                "The store gave no id to look this artist up by",
                dutch: "De winkel gaf geen id om deze artiest op te zoeken")
        case .noStoreID(.album):
            LocalizedText(
                "The store gave no id to look this album up by",
                dutch: "De winkel gaf geen id om dit album op te zoeken")
        }
    }
}
