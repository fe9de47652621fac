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
    /// Everything else the store or catalog said about it (the detail's facts).
    public var details: ItemDetails

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
        artworkURL100: String? = nil,
        details: ItemDetails = ItemDetails()
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
        self.details = details
    }
}

extension SearchResult {
    /// What tells an item from another: its id, and what its row shows
    /// (kind, name, artist). Ids alone are not enough: a catalog may give
    /// two items one id, and the store numbers a song and an episode apart
    /// from each other. A favourite is marked, found and kept by this.
    public struct Identity: Hashable, Sendable {
        public var id: Int
        public var kind: ItemKind
        public var name: String
        public var artistName: String?
    }

    public var identity: Identity { Identity(id: id, kind: kind, name: name, artistName: artistName) }
}

/// A price in the item's own currency, kept exactly, in ten-thousandths
/// (so `0.99` stays `0.99`; no currency has more than four decimals), which
/// a catalog of a million items stores and compares as plain integers.
public struct Price: Hashable, Sendable {
    /// The amount in ten-thousandths of the currency: 0.99 is 9,900.
    public var tenThousandths: Int64
    /// ISO 4217 code, `USD` when the store did not say.
    public var currency: String

    public init(tenThousandths: Int64, currency: String) {
        self.tenThousandths = tenThousandths
        self.currency = currency
    }

    /// `amount` rounded to four decimals.
    public init(amount: Decimal, currency: String) {
        self.init(tenThousandths: Self.tenThousandths(of: amount) ?? 0, currency: currency)
    }

    public var amount: Decimal {
        Decimal(sign: tenThousandths < 0 ? .minus : .plus, exponent: -4, significand: Decimal(tenThousandths.magnitude))
    }

    public var isFree: Bool { tenThousandths == 0 }

    /// The amount as plain decimal text, without trailing zeros: `0.99`,
    /// `12.5`, `0`. What `"\(amount)"` prints, without building a Decimal.
    public var decimalText: String {
        let whole = tenThousandths.magnitude / 10_000
        var fraction = tenThousandths.magnitude % 10_000
        var text = (tenThousandths < 0 ? "-" : "") + String(whole)
        guard fraction != 0 else { return text }
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }

    /// `amount` in ten-thousandths, or nil when it does not fit.
    public static func tenThousandths(of amount: Decimal) -> Int64? {
        var scaled = amount * 10_000
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        guard abs(rounded) < Decimal(Int64.max / 2) else { return nil }
        return NSDecimalNumber(decimal: rounded).int64Value
    }
}

extension SearchResult {
    /// The texts a search matches: name, artist, album, genre.
    public var searchedTexts: [String] { [name, artistName, collectionName, genre].compactMap { $0 } }
}
