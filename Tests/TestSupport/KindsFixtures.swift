import Foundation
import StoreSearchItems

/// An artist with items of several kinds, for the headings of an artist's
/// page: six songs, two albums, a music video and a film, all Queen's
/// (with the store's artist id). "Bohemian Rhapsody" the song is the one
/// to search for and open the page from.
extension Fixtures {
    private static func queen(_ id: Int, _ name: String, _ kind: ItemKind, album: String? = nil, seconds: Int? = nil)
        -> SearchResult
    {
        var details = ItemDetails()
        details.artistID = 3_000_051
        details.durationMilliseconds = seconds.map { $0 * 1000 }
        return SearchResult(
            id: id, name: name, artistName: "Queen", collectionName: album, kind: kind, genre: "Rock",
            price: Price(amount: Decimal(string: kind == .song ? "0.99" : "9.99")!, currency: "USD"),
            details: details)
    }

    public static let artistOfManyKinds: [SearchResult] = [
        queen(401, "Bohemian Rhapsody", .song, album: "A Night at the Opera", seconds: 358),
        queen(402, "Killer Queen", .song, album: "Sheer Heart Attack", seconds: 182),
        queen(403, "Radio Ga Ga", .song, album: "The Works", seconds: 348),
        queen(404, "Somebody to Love", .song, album: "A Day at the Races", seconds: 296),
        queen(405, "Under Pressure", .song, album: "Hot Space", seconds: 248),
        queen(406, "We Will Rock You", .song, album: "News of the World", seconds: 122),
        queen(411, "A Night at the Opera", .album),
        queen(412, "News of the World", .album),
        queen(421, "Bohemian Rhapsody (Official Video)", .musicVideo, seconds: 359),
        queen(431, "Queen Rock Montreal", .featureMovie, seconds: 5_520),
    ]
}
