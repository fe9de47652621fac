/// A result read straight from a catalog's bytes, without a `String`, a
/// `StoreRecord` or a `SearchResult`: its text fields are where they lie in
/// the file. Only a plain record is read this way — its names need no
/// unescaping or cleaning, it has no addresses, and of the details only a
/// release date and explicitness — which is nearly every record of a big
/// catalog; any other record is read the full way (`StoreRecord`), and
/// both ways give the same result (`searchResult(in:)` says which).
public struct PlainItem: Sendable {
    /// Byte ranges in the catalog; nil when the field is absent.
    public var name: Range<Int>
    public var artist: Range<Int>?
    public var album: Range<Int>?
    public var genre: Range<Int>?
    /// The price's currency as written (upper-case letters); nil: `USD`.
    public var currency: Range<Int>?
    public var id: Int
    public var kind: ItemKind
    public var price: Int64?
    /// The release date's first ten bytes (all `CalendarDay(iso:)` reads), packed.
    public var releaseDate: DateKey?
    public var isExplicit: Bool?
    /// Whether the record has any detail field at all (a date, explicitness).
    public var hasDetails: Bool

    /// Up to ten ASCII bytes of a date, as one value (for a cache of details).
    public struct DateKey: Hashable, Sendable {
        public var low: UInt64
        public var high: UInt16
        public var count: UInt8

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            let count = min(bytes.count, 10)
            var low: UInt64 = 0
            var high: UInt16 = 0
            for index in 0..<count {
                if index < 8 {
                    low |= UInt64(bytes[index]) << (8 * UInt64(index))
                } else {
                    high |= UInt16(bytes[index]) << (8 * UInt16(index - 8))
                }
            }
            self.low = low
            self.high = high
            self.count = UInt8(count)
        }

        var text: String {
            var bytes: [UInt8] = []
            for index in 0..<Int(count) {
                bytes.append(
                    index < 8
                        ? UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
                        : UInt8(truncatingIfNeeded: high >> (8 * UInt16(index - 8))))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The details this item has, as the full reader makes them.
    public func details() -> ItemDetails {
        guard hasDetails else { return ItemDetails() }
        var details = ItemDetails()
        details.releaseDate = releaseDate.flatMap { CalendarDay(iso: $0.text) }
        details.isExplicit = isExplicit
        return details
    }

    /// The result the full reader makes of the same record.
    public func searchResult(in bytes: UnsafeBufferPointer<UInt8>) -> SearchResult {
        func text(_ range: Range<Int>?) -> String? {
            range.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
        let currency = text(currency) ?? "USD"
        return SearchResult(
            id: id, name: text(name)!, artistName: text(artist), collectionName: text(album), kind: kind,
            genre: text(genre), price: price.map { Price(tenThousandths: $0, currency: currency) },
            storeURL: nil, artworkURL60: nil, artworkURL100: nil, details: details())
    }
}

extension CatalogFileReader {
    /// The record at the scanner (at its `{`) as a plain item, or nil when
    /// it is not plain, has no name, or is not what it should be: the full
    /// reader then reads it again, skips it or says what is wrong.
    /// `position` is the record's place in `results`, for the id of a
    /// record without one.
    static func plainItem(_ scanner: inout JSONScanner, position: Int?) -> PlainItem? {
        var wrapperType: Range<Int>?
        var kind: Range<Int>?
        var trackId: Int?
        var collectionId: Int?
        var artistId: Int?
        var trackName: Range<Int>?
        var collectionName: Range<Int>?
        var artistName: Range<Int>?
        var trackPrice: Int64?
        var collectionPrice: Int64?
        var price: Int64?
        var currency: Range<Int>?
        var genre: Range<Int>?
        var releaseDate: Range<Int>?
        var trackExplicitness: Range<Int>?
        var collectionExplicitness: Range<Int>?
        var hasDetails = false
        let bytes = scanner.bytes
        do throws(JSONScanner.Malformed) {
            try scanner.take(UInt8(ascii: "{"))
            if try scanner.takeIf(UInt8(ascii: "}")) { return nil }
            repeat {
                let key = try rawString(&scanner)
                try scanner.take(UInt8(ascii: ":"))
                guard let field = Field(UnsafeBufferPointer(rebasing: bytes[key])) else {
                    try scanner.skipValue()
                    continue
                }
                switch field {
                case .wrapperType: wrapperType = try asciiValue(&scanner)
                case .kind: kind = try asciiValue(&scanner)
                case .trackId: trackId = try plainInteger(&scanner)
                case .collectionId: collectionId = try plainInteger(&scanner)
                case .artistId: artistId = try plainInteger(&scanner)
                case .trackName: trackName = try textValue(&scanner)
                case .collectionName: collectionName = try textValue(&scanner)
                case .artistName: artistName = try textValue(&scanner)
                case .primaryGenreName: genre = try textValue(&scanner)
                case .currency: currency = try textValue(&scanner)
                case .trackPrice: trackPrice = try plainPrice(&scanner)
                case .collectionPrice: collectionPrice = try plainPrice(&scanner)
                case .price: price = try plainPrice(&scanner)
                case .releaseDate:
                    hasDetails = true
                    releaseDate = try asciiValue(&scanner)
                case .trackExplicitness:
                    hasDetails = true
                    trackExplicitness = try asciiValue(&scanner)
                case .collectionExplicitness:
                    hasDetails = true
                    collectionExplicitness = try asciiValue(&scanner)
                default:
                    // Genres, addresses, other details: the full reader's work.
                    return nil
                }
            } while try scanner.takeIf(UInt8(ascii: ","))
            try scanner.take(UInt8(ascii: "}"))
        } catch {
            return nil
        }
        func text(_ range: Range<Int>?) -> String? {
            range.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
        func nonEmpty(_ range: Range<Int>?) -> Range<Int>? { range?.isEmpty == false ? range : nil }
        let wrapper = text(wrapperType)
        let itemKind = ItemKind(kind: text(kind), wrapperType: wrapper)
        let isCollection = itemKind == .audiobook || itemKind == .album
        guard let name = nonEmpty(isCollection ? (collectionName ?? trackName) : (trackName ?? collectionName))
        else { return nil }
        let currencyRange = nonEmpty(currency)
        if let currencyRange {
            // Written in capitals, it is its own cleaned, upper-cased self.
            guard bytes[currencyRange].allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
                return nil
            }
        }
        let (amount, fromTrackPrice) = StoreRecord.priceAmount(
            wrapperType: wrapper, kind: itemKind, trackPrice: trackPrice, collectionPrice: collectionPrice,
            price: price)
        let album = nonEmpty(collectionName)
        if fromTrackPrice, !isCollection, album != nil, let collectionPrice, collectionPrice >= 0 {
            // An album price beside the track's: a detail the full reader keeps.
            return nil
        }
        guard let id = trackId ?? collectionId ?? artistId ?? position.map({ -($0 + 1) }) else { return nil }
        return PlainItem(
            name: name, artist: nonEmpty(artistName), album: album, genre: nonEmpty(genre),
            currency: currencyRange, id: id, kind: itemKind,
            price: amount, releaseDate: releaseDate.map { PlainItem.DateKey(UnsafeBufferPointer(rebasing: bytes[$0])) },
            isExplicit: StoreRecord.explicitness(text(trackExplicitness))
                ?? StoreRecord.explicitness(text(collectionExplicitness)),
            hasDetails: hasDetails)
    }

    /// A string's bytes when it has no escapes (else it is not plain).
    private static func rawString(_ scanner: inout JSONScanner) throws(JSONScanner.Malformed) -> Range<Int> {
        try scanner.take(UInt8(ascii: "\""))
        let bytes = scanner.bytes
        let start = scanner.position
        var position = start
        while position < bytes.count {
            switch bytes[position] {
            case 0x22:
                scanner.position = position + 1
                return start..<position
            case 0x5C:
                throw JSONScanner.Malformed()
            default:
                position += 1
            }
        }
        throw JSONScanner.Malformed()
    }

    /// Printable ASCII, taken as written (kinds, dates, explicitness).
    private static func asciiValue(_ scanner: inout JSONScanner) throws(JSONScanner.Malformed) -> Range<Int> {
        let range = try rawString(&scanner)
        guard scanner.bytes[range].allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { throw JSONScanner.Malformed() }
        return range
    }

    /// Text that cleaning would leave as it is.
    private static func textValue(_ scanner: inout JSONScanner) throws(JSONScanner.Malformed) -> Range<Int> {
        let range = try rawString(&scanner)
        guard Sanitizer.isClean(UnsafeBufferPointer(rebasing: scanner.bytes[range])) else {
            throw JSONScanner.Malformed()
        }
        return range
    }

    /// An integer written as digits (up to 18 of them, maybe a minus).
    private static func plainInteger(_ scanner: inout JSONScanner) throws(JSONScanner.Malformed) -> Int {
        guard try scanner.peek() != UInt8(ascii: "\"") else { throw JSONScanner.Malformed() }
        let text = try scanner.readNumberText()
        var index = 0
        let negative = text[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        guard text.count > index, text.count - index <= 18 else { throw JSONScanner.Malformed() }
        var value = 0
        while index < text.count {
            let digit = text[index] &- UInt8(ascii: "0")
            guard digit < 10 else { throw JSONScanner.Malformed() }
            value = value * 10 + Int(digit)
            index += 1
        }
        return negative ? -value : value
    }

    /// A price written as a number.
    private static func plainPrice(_ scanner: inout JSONScanner) throws(JSONScanner.Malformed) -> Int64? {
        switch try scanner.peek() {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return parseTenThousandths(try scanner.readNumberText())
        default:
            throw JSONScanner.Malformed()
        }
    }
}
