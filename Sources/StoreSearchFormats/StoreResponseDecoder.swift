import Foundation
import StoreSearchItems
import StoreSearchText

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
        /// Not JSON in the store's shape from byte `offset` on, where `expected` was due.
        case damaged(offset: Int, expected: String)
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
/// dropped), written back by `StoreRecord.writeJSON(into:)`.
struct StoreRecord {
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

    // The detail's fields (`ItemDetails`), as the store names them.
    var trackTimeMillis: Int?
    var releaseDate: String?
    var trackNumber: Int?
    var trackCount: Int?
    var discNumber: Int?
    var discCount: Int?
    var trackExplicitness: String?
    var collectionExplicitness: String?
    var contentAdvisoryRating: String?
    var trackContentRating: String?
    var longDescription: String?
    var description: String?
    var shortDescription: String?
    var averageUserRating: Double?
    var userRatingCount: Int?
    var fileSizeBytes: Int?
    var version: String?
    var currentVersionReleaseDate: String?
    var sellerName: String?
    var sellerUrl: String?
    var minimumOsVersion: String?
    var languageCodesISO2A: [String]?
    var language: String?
    var previewUrl: String?
    var feedUrl: String?
    /// Catalog-only fields: the store does not send them, catalogs may.
    var composer: String?
    var narrator: String?
    var license: String?
    var mediaType: String?
    var subjects: [String]?
    var copyright: String?
    /// Whether any detail field was read: most catalog items have none,
    /// and a million of them need not be looked at one field at a time.
    var hasDetails = false
    /// Whether `description` is plain text (the catalog index's own details)
    /// rather than the store's HTML.
    var descriptionIsPlain = false

    init() {}

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
            // The album's price beside the track's own; read back only beside it.
            if result.price != nil { collectionPrice = result.details.collectionPrice?.tenThousandths }
        }
        setDetails(result.details, kind: result.kind)
    }

    /// A record holding only `details`, as the catalog index keeps them:
    /// the description as the plain text it already is, so what is read
    /// back does not depend on how HTML becomes text.
    init(details: ItemDetails, kind: ItemKind) {
        setDetails(details, kind: kind)
        description = details.description
        descriptionIsPlain = true
        if kind != .album, kind != .audiobook {
            collectionPrice = details.collectionPrice?.tenThousandths
        }
        if let currency = details.collectionPrice?.currency { self.currency = currency }
    }

    private mutating func setDetails(_ details: ItemDetails, kind: ItemKind) {
        artistId = details.artistID
        // An album's own id is its collectionId already (its `id`).
        if let album = details.collectionID { collectionId = album }
        trackTimeMillis = details.durationMilliseconds
        releaseDate = details.releaseDate.map(Self.storeDate)
        trackNumber = details.trackNumber
        trackCount = details.trackCount
        discNumber = details.discNumber
        discCount = details.discCount
        trackExplicitness = details.isExplicit.map { $0 ? "explicit" : "notExplicit" }
        contentAdvisoryRating = details.contentRating
        description = details.description.map(Self.html)
        averageUserRating = details.averageRating
        userRatingCount = details.ratingCount
        fileSizeBytes = details.fileSizeBytes.map(Int.init)
        version = details.version
        currentVersionReleaseDate = details.versionDate.map(Self.storeDate)
        sellerName = details.seller
        sellerUrl = details.website
        minimumOsVersion = details.minimumOSVersion
        // Books name their one language as the store does; apps list codes.
        if let languages = details.languages, languages.count == 1, kind == .ebook || kind == .audiobook {
            language = languages[0]
        } else {
            languageCodesISO2A = details.languages
        }
        previewUrl = details.previewURL
        feedUrl = details.feedURL
        composer = details.composer
        narrator = details.narrator
        license = details.license
        mediaType = details.mediaType
        subjects = details.subjects
        copyright = details.copyright
    }

    /// `2011-11-07T00:00:00Z` as the store writes a day; `2011-11` or `2011` when that is all we know.
    static func storeDate(_ day: CalendarDay) -> String {
        let year = String(day.year)
        let text = String(repeating: "0", count: max(0, 4 - year.count)) + year + day.isoText.dropFirst(year.count)
        return day.month > 0 && day.day > 0 ? text + "T00:00:00Z" : text
    }

    /// Plain text as the HTML `HTMLText.plainText` reads back as the same
    /// text: `&`, `<` and `>` as entities, each line break a `<br>`.
    static func html(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\n": output += "<br>"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    /// The model's view of this result, following the spec's table of result
    /// types; `nil` when it has no name to show.
    func searchResult(position: Int) -> SearchResult? {
        let kind = ItemKind(kind: kind, wrapperType: wrapperType)
        let rawName =
            (kind == .audiobook || kind == .album)
            ? (collectionName ?? trackName) : (trackName ?? collectionName)
        guard let name = Sanitizer.cleanOptional(rawName) else { return nil }
        let currency = Sanitizer.cleanOptional(currency)?.uppercased() ?? "USD"
        let (amount, fromTrackPrice) = priceAmount(for: kind)
        var details = itemDetails()
        // An album or audiobook is the collection: its id says so, not a detail.
        if kind == .album || kind == .audiobook { details.collectionID = nil }
        // A track's album price (not a film's, which has no album and repeats its own).
        let collectionName = Sanitizer.cleanOptional(collectionName)
        // An album or audiobook is the collection, and an app or a book has
        // none (whatever its wrapper says): no album price beside them.
        if fromTrackPrice, ![.album, .audiobook, .software, .macSoftware, .ebook].contains(kind),
            collectionName != nil, let collectionPrice, collectionPrice >= 0
        {
            details.collectionPrice = Price(tenThousandths: collectionPrice, currency: currency)
        }
        return SearchResult(
            id: trackId ?? collectionId ?? artistId ?? -(position + 1),
            name: name,
            artistName: Sanitizer.cleanOptional(artistName),
            collectionName: collectionName,
            kind: kind,
            genre: genre.flatMap(Sanitizer.cleanOptional),
            price: amount.map { Price(tenThousandths: $0, currency: currency) },
            storeURL: Self.webURL(trackViewUrl) ?? Self.webURL(collectionViewUrl),
            artworkURL60: Self.webURL(artworkUrl60),
            artworkURL100: Self.webURL(artworkUrl100),
            details: details
        )
    }

    /// The detail's fields, sanitised; those that make no sense are dropped.
    /// `collectionPrice` is the caller's: it depends on where the price came from.
    func itemDetails() -> ItemDetails {
        var details = ItemDetails()
        // Row fields, read in every record: the pages an item leads to.
        details.artistID = artistId
        details.collectionID = collectionId
        guard hasDetails else { return details }
        details.durationMilliseconds = trackTimeMillis.flatMap(Self.nonNegative)
        details.releaseDate = releaseDate.flatMap(CalendarDay.init(iso:))
        details.trackNumber = trackNumber.flatMap(Self.nonNegative)
        details.trackCount = trackCount.flatMap(Self.nonNegative)
        details.discNumber = discNumber.flatMap(Self.nonNegative)
        details.discCount = discCount.flatMap(Self.nonNegative)
        details.isExplicit = Self.explicitness(trackExplicitness) ?? Self.explicitness(collectionExplicitness)
        details.contentRating =
            Sanitizer.cleanOptional(contentAdvisoryRating) ?? Sanitizer.cleanOptional(trackContentRating)
        if descriptionIsPlain {
            // Already plain; its lines sanitised again all the same (a cache file can be damaged).
            // A nested bullet's indent is kept (cleaning trims it).
            let lines = description?.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let indent = line.prefix { $0 == " " }.count
                let cleaned = Sanitizer.clean(String(line))
                return cleaned.isEmpty ? cleaned : String(repeating: " ", count: min(indent, 16)) + cleaned
            }
            details.description = lines.map { $0.joined(separator: "\n") }.flatMap { $0.isEmpty ? nil : $0 }
        } else {
            details.description =
                [longDescription, description, shortDescription].lazy.compactMap { text in
                    text.map(HTMLText.plainText).flatMap { $0.isEmpty ? nil : $0 }
                }.first
        }
        details.averageRating = averageUserRating.flatMap { (0...5).contains($0) ? $0 : nil }
        details.ratingCount = userRatingCount.flatMap(Self.nonNegative)
        details.fileSizeBytes = fileSizeBytes.flatMap(Self.nonNegative).map(Int64.init)
        details.version = Sanitizer.cleanOptional(version)
        details.versionDate = currentVersionReleaseDate.flatMap(CalendarDay.init(iso:))
        details.seller = Sanitizer.cleanOptional(sellerName)
        details.website = Self.webURL(sellerUrl)
        details.minimumOSVersion = Sanitizer.cleanOptional(minimumOsVersion)
        details.languages = Self.cleanList(languageCodesISO2A) ?? Self.cleanList(language.map { [$0] })
        details.previewURL = Self.webURL(previewUrl)
        details.feedURL = Self.webURL(feedUrl)
        details.composer = Sanitizer.cleanOptional(composer)
        details.narrator = Sanitizer.cleanOptional(narrator)
        details.license = Sanitizer.cleanOptional(license)
        details.mediaType = Sanitizer.cleanOptional(mediaType)
        details.subjects = Self.cleanList(subjects)
        details.copyright = Sanitizer.cleanOptional(copyright)
        return details
    }

    private static func nonNegative(_ value: Int) -> Int? { value >= 0 ? value : nil }

    private static func cleanList(_ list: [String]?) -> [String]? {
        guard let list else { return nil }
        let cleaned = list.compactMap(Sanitizer.cleanOptional)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// `explicit` or `notExplicit`/`cleaned`; anything else says nothing.
    static func explicitness(_ text: String?) -> Bool? {
        guard var text else { return nil }
        return text.withUTF8 { explicitness($0) }
    }

    /// The same, of a field's bytes as they lie in a catalog.
    static func explicitness(_ bytes: UnsafeBufferPointer<UInt8>?) -> Bool? {
        guard let bytes, !bytes.isEmpty else { return nil }
        for (word, isExplicit) in explicitnessWords where word.count == bytes.count {
            if word.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) }) == 0 {
                return isExplicit
            }
        }
        return nil
    }

    private static let explicitnessWords: [([UInt8], Bool)] = [
        (Array("explicit".utf8), true), (Array("notExplicit".utf8), false), (Array("cleaned".utf8), false),
    ]

    private var genre: String? {
        if let primaryGenreName, !primaryGenreName.isEmpty { return primaryGenreName }
        guard let genres, !genres.isEmpty else { return nil }
        return genres.joined(separator: ", ")
    }

    /// The item's own price, and whether it was the track's (so the
    /// collection's price is the album's, beside it).
    private func priceAmount(for kind: ItemKind) -> (Int64?, fromTrackPrice: Bool) {
        Self.priceAmount(
            wrapperType: wrapperType, kind: kind, trackPrice: trackPrice, collectionPrice: collectionPrice,
            price: price)
    }

    /// The id the record gives itself, if any.
    var knownId: Int? { trackId ?? collectionId ?? artistId }

    static func priceAmount(
        wrapperType: String?, kind: ItemKind, trackPrice: Int64?, collectionPrice: Int64?, price: Int64?
    ) -> (Int64?, fromTrackPrice: Bool) {
        PriceRule(wrapperType: wrapperType, kind: kind).amount(
            trackPrice: trackPrice, collectionPrice: collectionPrice, price: price)
    }

    /// Which of a record's prices is the item's own, tried in order: what
    /// its wrapper and kind say (a reader of many records works it out once
    /// for each pair it meets).
    enum PriceRule {
        /// A track: its own price, else its collection's, else the price.
        case track
        /// Software and e-books: the price, else the track's.
        case own
        /// Audiobooks and albums: the collection's price, else the price.
        case collection
        /// Anything else: the track's price, the price, the collection's.
        case other

        init(wrapperType: String?, kind: ItemKind) {
            switch (wrapperType, kind) {
            case ("track", _): self = .track
            case ("software", _), (nil, .ebook): self = .own
            case ("audiobook", _), ("collection", _): self = .collection
            default: self = .other
            }
        }

        /// The item's price, and whether it was the track's (so the
        /// collection's price is the album's, beside it).
        func amount(trackPrice: Int64?, collectionPrice: Int64?, price: Int64?) -> (Int64?, fromTrackPrice: Bool) {
            // The store uses negative prices for items that cannot be bought.
            func buyable(_ value: Int64?) -> Int64? { value.flatMap { $0 >= 0 ? $0 : nil } }
            switch self {
            case .track:
                if let own = buyable(trackPrice) { return (own, true) }
                return (buyable(collectionPrice) ?? buyable(price), false)
            case .own:
                return (buyable(price) ?? buyable(trackPrice), false)
            case .collection:
                return (buyable(collectionPrice) ?? buyable(price), false)
            case .other:
                if let own = buyable(trackPrice) { return (own, true) }
                return (buyable(price) ?? buyable(collectionPrice), false)
            }
        }
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
