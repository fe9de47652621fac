import Foundation
import StoreSearchCatalog
import StoreSearchItems

/// A small catalog covering each kind, with names chosen to test matching and order.
public enum Fixtures {
    public static func song(
        _ id: Int, _ name: String, artist: String? = "Pink Floyd", album: String? = nil,
        genre: String = "Rock", price: String = "0.99"
    ) -> SearchResult {
        SearchResult(
            id: id, name: name, artistName: artist, collectionName: album, kind: .song, genre: genre,
            price: Price(amount: Decimal(string: price)!, currency: "USD"))
    }

    public static let catalog: [SearchResult] = [
        song(1, "Time", album: "The Dark Side of the Moon"),
        song(2, "Money", album: "The Dark Side of the Moon"),
        song(3, "Déjà Vu", artist: "Beyoncé", genre: "R&B/Soul"),
        song(4, "Track 10", artist: "Numbers"),
        song(5, "Track 2", artist: "Numbers"),
        song(6, "apple pie", artist: nil),
        SearchResult(id: 7, name: "Pinkerton", artistName: "Weezer", kind: .album, genre: "Alternative"),
        SearchResult(
            id: 8, name: "Things", artistName: "Cultured Code", kind: .software, genre: "Productivity",
            price: Price(amount: 9.99, currency: "USD"), storeURL: "https://apps.apple.com/things"),
        SearchResult(
            id: 9, name: "Emma", artistName: "Jane Austen", kind: .ebook, genre: "Fiction",
            price: Price(amount: 0, currency: "USD"), storeURL: "https://www.gutenberg.org/ebooks/158"),
        SearchResult(id: 10, name: "The Office", artistName: "The Office", kind: .tvEpisode, genre: "TV Shows"),
    ]

    public static var index: CatalogIndex { CatalogIndex(catalog) }
}
