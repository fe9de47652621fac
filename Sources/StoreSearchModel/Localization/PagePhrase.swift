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
    /// "Albums · 12": the heading of a kind's group on an artist's page,
    /// the count also written the locale's way.
    case kindHeading(kind: ItemKind, count: Int, written: String)
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
        case .kindHeading(let kind, let count, let written):
            LocalizedText(
                "\(kind.groupName(count: count).english) · \(written)",
                dutch: "\(kind.groupName(count: count).dutch) · \(written)")
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

extension ItemKind {
    /// "Albums", "Films", "Music Video" (one): a group of the kind on an
    /// artist's page. The kinds the store names only by its own word share
    /// one group: "Other".
    fileprivate func groupName(count: Int) -> LocalizedText {
        switch self {
        case .other: LocalizedText("Other", dutch: "Overige")
        case _ where count == 1: words
        case .album: LocalizedText("Albums", dutch: "Albums")
        case .audiobook: LocalizedText("Audiobooks", dutch: "Audioboeken")
        case .book: LocalizedText("Books", dutch: "Boeken")
        case .ebook: LocalizedText("E-Books", dutch: "E-Boeken")
        case .featureMovie: LocalizedText("Movies", dutch: "Films")
        case .musicVideo: LocalizedText("Music Videos", dutch: "Videoclips")
        case .podcast: LocalizedText("Podcasts", dutch: "Podcasts")
        case .software: LocalizedText("Apps", dutch: "Apps")
        case .macSoftware: LocalizedText("Mac Apps", dutch: "Mac-apps")
        case .song: LocalizedText("Songs", dutch: "Liedjes")
        case .tvEpisode: LocalizedText("TV Episodes", dutch: "TV-afleveringen")
        }
    }
}
