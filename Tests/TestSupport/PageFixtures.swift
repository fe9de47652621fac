import Foundation
import StoreSearchItems
import StoreSearchModel
import StoreSearchOptions

/// A small catalog to browse: an artist's two albums (with the store's
/// ids; tracks out of name order, one album on two discs), an album of
/// the same name by another artist (no ids: found by names), an app
/// maker's two apps and an author's two books.
extension Fixtures {
    public static func track(
        _ id: Int, _ name: String, album: String, number: Int, disc: Int? = nil, discs: Int? = nil,
        artist: String = "Queen", artistID: Int? = 3_000_051, albumID: Int?, count: Int, seconds: Int
    ) -> SearchResult {
        var details = ItemDetails()
        details.artistID = artistID
        details.collectionID = albumID
        details.trackNumber = number
        details.trackCount = count
        details.discNumber = disc
        details.discCount = discs
        details.durationMilliseconds = seconds * 1000
        return SearchResult(
            id: id, name: name, artistName: artist, collectionName: album, kind: .song, genre: "Rock",
            price: Price(amount: Decimal(string: "0.99")!, currency: "USD"), details: details)
    }

    public static let pages: [SearchResult] = [
        track(
            101, "Bohemian Rhapsody", album: "Greatest Hits I", number: 1, albumID: 2_000_185, count: 3, seconds: 358),
        track(
            102, "Another One Bites The Dust", album: "Greatest Hits I", number: 2, albumID: 2_000_185, count: 3,
            seconds: 216),
        track(103, "Killer Queen", album: "Greatest Hits I", number: 3, albumID: 2_000_185, count: 3, seconds: 182),
        track(
            111, "Innuendo", album: "Greatest Hits II", number: 1, disc: 2, discs: 2, albumID: 2_000_186, count: 2,
            seconds: 387),
        track(
            112, "A Kind Of Magic", album: "Greatest Hits II", number: 1, disc: 1, discs: 2, albumID: 2_000_186,
            count: 2, seconds: 262),
        track(
            113, "Under Pressure", album: "Greatest Hits II", number: 2, disc: 1, discs: 2, albumID: 2_000_186,
            count: 2, seconds: 248),
        track(
            121, "Bohemian Rhapsody", album: "Greatest Hits I", number: 1, artist: "The Tribute Band", artistID: nil,
            albumID: nil, count: 1, seconds: 360),
        SearchResult(
            id: 201, name: "Firefox", artistName: "Mozilla", kind: .software, genre: "Networking",
            price: Price(amount: 0, currency: "USD"), storeURL: "https://packages.debian.org/bookworm/firefox-esr"),
        SearchResult(
            id: 202, name: "Thunderbird", artistName: "Mozilla", kind: .software, genre: "Networking",
            price: Price(amount: 0, currency: "USD"), storeURL: "https://packages.debian.org/bookworm/thunderbird"),
        SearchResult(
            id: 301, name: "Emma", artistName: "Jane Austen", kind: .ebook, genre: "Fiction",
            price: Price(amount: 0, currency: "USD"), storeURL: "https://www.gutenberg.org/ebooks/158"),
        SearchResult(
            id: 302, name: "Persuasion", artistName: "Jane Austen", kind: .ebook, genre: "Fiction",
            price: Price(amount: 0, currency: "USD"), storeURL: "https://www.gutenberg.org/ebooks/105"),
    ]
}
