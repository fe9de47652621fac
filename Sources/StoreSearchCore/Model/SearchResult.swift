import Foundation

/// One item of a search answer, with every text already sanitised.
///
/// This is the model's single shape for songs, apps, e-books and the rest; the
/// differences between the store's result types are settled when an answer is
/// read (see `StoreResponseDecoder`), so nothing above it needs to know them.
public struct SearchResult: Hashable, Sendable, Identifiable {
    public var id: Int
    public var name: String
    public var artistName: String?
    public var collectionName: String?
    public var kind: ItemKind
    public var genre: String?
    public var price: Price?
    /// The item's page in the store (trackViewUrl, else collectionViewUrl).
    public var storeURL: String?
    public var artworkURL60: String?
    public var artworkURL100: String?

    public init(
        id: Int,
        name: String,
        artistName: String? = nil,
        collectionName: String? = nil,
        kind: ItemKind,
        genre: String? = nil,
        price: Price? = nil,
        storeURL: String? = nil,
        artworkURL60: String? = nil,
        artworkURL100: String? = nil
    ) {
        self.id = id
        self.name = name
        self.artistName = artistName
        self.collectionName = collectionName
        self.kind = kind
        self.genre = genre
        self.price = price
        self.storeURL = storeURL
        self.artworkURL60 = artworkURL60
        self.artworkURL100 = artworkURL100
    }
}

/// A price in the item's own currency. Amounts are kept in minor-unit-exact
/// decimal form (`Decimal`) so `0.99` stays `0.99`.
public struct Price: Hashable, Sendable {
    public var amount: Decimal
    /// ISO 4217 code, `USD` when the store did not say.
    public var currency: String

    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }

    public var isFree: Bool { amount == 0 }
}
