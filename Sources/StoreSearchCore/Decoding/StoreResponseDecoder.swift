import Foundation

/// Reads the store's answer shape, `{"resultCount": N, "results": [...]}`,
/// the same for the live store and for catalog files: one byte-level
/// reader (`CatalogFileReader`) for both, so an answer reads the same
/// whichever way it came.
///
/// It is tolerant by design: a field of the wrong type is dropped, a result
/// that is not an object or has no name is skipped, unknown fields and kinds
/// are kept or ignored, text that is not valid UTF-8 (or a lone surrogate
/// escape) is repaired with U+FFFD — only an answer that is not JSON at
/// all, or has no `results` array, is an error.
public enum StoreResponseDecoder {
    public enum Failure: Error, Equatable, Sendable {
        /// The bytes are not a JSON object with a `results` array.
        case unreadable(String)
    }

    public static func decode(_ data: Data) throws(Failure) -> [SearchResult] {
        let outcome = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<[SearchResult], Failure> in
            var results: [SearchResult] = []
            do throws(Failure) {
                try CatalogFileReader.read(raw.bindMemory(to: UInt8.self)) { result, _ in results.append(result) }
            } catch {
                return .failure(error)
            }
            return .success(results)
        }
        return try outcome.get()
    }
}

/// One element of `results` as the store writes it; every field optional.
/// Filled by `CatalogFileReader` (leniently: a field of the wrong type is
/// dropped), written as is by `StoreResponseEncoder`.
struct StoreRecord: Encodable {
    var wrapperType: String?
    var kind: String?
    var trackId: Int?
    var collectionId: Int?
    var artistId: Int?
    var trackName: String?
    var collectionName: String?
    var artistName: String?
    /// Prices, in ten-thousandths (see `Price`).
    var trackPrice: Int64?
    var collectionPrice: Int64?
    var price: Int64?
    var currency: String?
    var primaryGenreName: String?
    var genres: [String]?
    var trackViewUrl: String?
    var collectionViewUrl: String?
    var artworkUrl60: String?
    var artworkUrl100: String?

    enum CodingKeys: String, CodingKey {
        case wrapperType, kind, trackId, collectionId, artistId, trackName, collectionName
        case artistName, trackPrice, collectionPrice, price, currency, primaryGenreName, genres
        case trackViewUrl, collectionViewUrl, artworkUrl60, artworkUrl100
    }

    init() {}

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(wrapperType, forKey: .wrapperType)
        try container.encodeIfPresent(kind, forKey: .kind)
        try container.encodeIfPresent(trackId, forKey: .trackId)
        try container.encodeIfPresent(collectionId, forKey: .collectionId)
        try container.encodeIfPresent(artistId, forKey: .artistId)
        try container.encodeIfPresent(trackName, forKey: .trackName)
        try container.encodeIfPresent(collectionName, forKey: .collectionName)
        try container.encodeIfPresent(artistName, forKey: .artistName)
        // Prices as the store writes them: decimal amounts.
        try container.encodeIfPresent(
            trackPrice.map { Price(tenThousandths: $0, currency: "").amount }, forKey: .trackPrice)
        try container.encodeIfPresent(
            collectionPrice.map { Price(tenThousandths: $0, currency: "").amount },
            forKey: .collectionPrice)
        try container.encodeIfPresent(price.map { Price(tenThousandths: $0, currency: "").amount }, forKey: .price)
        try container.encodeIfPresent(currency, forKey: .currency)
        try container.encodeIfPresent(primaryGenreName, forKey: .primaryGenreName)
        try container.encodeIfPresent(genres, forKey: .genres)
        try container.encodeIfPresent(trackViewUrl, forKey: .trackViewUrl)
        try container.encodeIfPresent(collectionViewUrl, forKey: .collectionViewUrl)
        try container.encodeIfPresent(artworkUrl60, forKey: .artworkUrl60)
        try container.encodeIfPresent(artworkUrl100, forKey: .artworkUrl100)
    }

    /// The record the store would send for `result`: the fields its type
    /// uses (spec §3's table), so reading it back gives `result` again.
    init(_ result: SearchResult) {
        artistName = result.artistName
        currency = result.price?.currency
        primaryGenreName = result.genre
        trackViewUrl = result.storeURL
        artworkUrl60 = result.artworkURL60
        artworkUrl100 = result.artworkURL100
        switch result.kind {
        case .album, .audiobook:
            wrapperType = result.kind == .album ? "collection" : "audiobook"
            collectionId = result.id
            // Their name is the collection's, else the track's: written where it was read from.
            if result.collectionName == result.name {
                collectionName = result.name
            } else {
                trackName = result.name
                collectionName = result.collectionName
            }
            collectionPrice = result.price?.tenThousandths
        case .software, .macSoftware, .ebook:
            wrapperType = result.kind == .ebook ? nil : "software"
            kind = result.kind.storeValue
            trackId = result.id
            trackName = result.name
            collectionName = result.collectionName
            price = result.price?.tenThousandths
        default:
            wrapperType = "track"
            kind = result.kind.storeValue
            trackId = result.id
            trackName = result.name
            collectionName = result.collectionName
            trackPrice = result.price?.tenThousandths
        }
    }

    /// The model's view of this result, following the spec's table of result
    /// types; `nil` when it has no name to show.
    func searchResult(position: Int) -> SearchResult? {
        let kind = ItemKind(kind: kind, wrapperType: wrapperType)
        let rawName =
            (kind == .audiobook || kind == .album)
            ? (collectionName ?? trackName) : (trackName ?? collectionName)
        guard let name = Sanitizer.cleanOptional(rawName) else { return nil }
        return SearchResult(
            id: trackId ?? collectionId ?? artistId ?? -(position + 1),
            name: name,
            artistName: Sanitizer.cleanOptional(artistName),
            collectionName: Sanitizer.cleanOptional(collectionName),
            kind: kind,
            genre: genre.flatMap(Sanitizer.cleanOptional),
            price: priceAmount(for: kind).map {
                Price(tenThousandths: $0, currency: Sanitizer.cleanOptional(currency)?.uppercased() ?? "USD")
            },
            storeURL: Self.webURL(trackViewUrl) ?? Self.webURL(collectionViewUrl),
            artworkURL60: Self.webURL(artworkUrl60),
            artworkURL100: Self.webURL(artworkUrl100)
        )
    }

    private var genre: String? {
        if let primaryGenreName, !primaryGenreName.isEmpty { return primaryGenreName }
        guard let genres, !genres.isEmpty else { return nil }
        return genres.joined(separator: ", ")
    }

    private func priceAmount(for kind: ItemKind) -> Int64? {
        let candidates: [Int64?]
        switch (wrapperType, kind) {
        case ("track", _): candidates = [trackPrice, collectionPrice, price]
        case ("software", _), (nil, .ebook): candidates = [price, trackPrice]
        case ("audiobook", _), ("collection", _): candidates = [collectionPrice, price]
        default: candidates = [trackPrice, price, collectionPrice]
        }
        // The store uses negative prices for items that cannot be bought.
        return candidates.lazy.compactMap { $0 }.first { $0 >= 0 }
    }

    /// Only http(s) addresses are kept: anything else could make the URL
    /// opener do something other than open a web page.
    static func webURL(_ text: String?) -> String? {
        guard let text = Sanitizer.cleanOptional(text), !text.contains(" ") else { return nil }
        let lowered = text.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return nil }
        return text
    }
}
