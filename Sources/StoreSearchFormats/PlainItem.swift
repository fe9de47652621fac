import StoreSearchItems
import StoreSearchText

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
    public var releaseDate: CalendarDay?
    public var isExplicit: Bool?
    /// Whether the record has any detail field at all (a date, explicitness).
    public var hasDetails: Bool

    /// The details this item has, as the full reader makes them.
    public func details() -> ItemDetails {
        guard hasDetails else { return ItemDetails() }
        var details = ItemDetails()
        details.releaseDate = releaseDate
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
    /// What a reader learns from the records it reads and uses for the
    /// next ones: each pair of `kind` and `wrapperType` it met (what kind
    /// of item it makes, which of the prices is the item's), and which key
    /// came after which, byte for byte. Most records of a catalog name
    /// their fields in one order with the same spacing, so the bytes from
    /// the end of one value to the start of the next (`, "trackName": `)
    /// are compared whole with those seen after the same field last time,
    /// and read key by key only when they differ.
    struct PlainHints {
        private var known: [(kind: Word, wrapper: Word, item: ItemKind, rule: StoreRecord.PriceRule)] = []

        /// The bytes between one value and the next, and the field they name.
        private struct Transition {
            var field: Field?
            var count = 0
            /// The bytes eight at a time (the last word: the last eight bytes).
            var words: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        }

        /// After each field (by `Field.rawValue`), and after a record's start.
        private var transitions = [Transition](repeating: Transition(), count: recordStart + 1)
        static let recordStart = 63

        /// The field the bytes at `cursor` name, if they are those that came
        /// after `previous` last time; the cursor is then at its value.
        @inline(__always) func predicted(after previous: Int, in cursor: inout PlainCursor) -> Field? {
            guard previous >= 0 else { return nil }
            let transition = transitions[previous]
            guard let field = transition.field, cursor.at &+ transition.count <= cursor.end else { return nil }
            let raw = UnsafeRawPointer(cursor.base + cursor.at)
            func word(_ index: Int) -> UInt64 { raw.loadUnaligned(fromByteOffset: index &<< 3, as: UInt64.self) }
            let full = transition.count &>> 3
            let words = transition.words
            guard word(0) == words.0, full < 2 || word(1) == words.1, full < 3 || word(2) == words.2,
                full < 4 || word(3) == words.3,
                raw.loadUnaligned(fromByteOffset: transition.count &- 8, as: UInt64.self) == words.4
            else { return nil }
            cursor.at &+= transition.count
            return field
        }

        /// Keeps `tail`, the bytes that came after `previous` and named `field`.
        mutating func remember(after previous: Int, tail: UnsafeBufferPointer<UInt8>, field: Field) {
            guard previous >= 0, tail.count >= 8, tail.count <= 32 else { return }
            let raw = UnsafeRawPointer(tail.baseAddress!)
            /// The whole words of the tail (0 past them), and its last eight bytes.
            func word(_ index: Int) -> UInt64 {
                8 * index + 8 <= tail.count ? raw.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self) : 0
            }
            transitions[previous] = Transition(
                field: field, count: tail.count,
                words: (
                    word(0), word(1), word(2), word(3),
                    raw.loadUnaligned(fromByteOffset: tail.count - 8, as: UInt64.self)
                ))
        }

        /// A short field's bytes: its first and last eight (fewer: zero
        /// after them) and its length, which say all of up to sixteen bytes.
        struct Word: Equatable {
            var first: UInt64 = 0
            var last: UInt64 = 0
            var count = -1

            init() {}

            init?(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard bytes.count <= 16 else { return nil }
                count = bytes.count
                (first, last) = TextWord.ends(of: bytes)
            }
        }

        mutating func kind(_ kind: UnsafeBufferPointer<UInt8>?, wrapper: UnsafeBufferPointer<UInt8>?) -> (
            ItemKind, StoreRecord.PriceRule
        ) {
            func string(_ bytes: UnsafeBufferPointer<UInt8>?) -> String? {
                bytes.map { String(decoding: $0, as: UTF8.self) }
            }
            func make() -> (ItemKind, StoreRecord.PriceRule) {
                let item = ItemKind(kind: string(kind), wrapperType: string(wrapper))
                return (item, StoreRecord.PriceRule(wrapperType: string(wrapper), kind: item))
            }
            guard let kindWord = kind.map(Word.init) ?? Word(), let wrapperWord = wrapper.map(Word.init) ?? Word()
            else { return make() }
            for entry in known where entry.kind == kindWord && entry.wrapper == wrapperWord {
                return (entry.item, entry.rule)
            }
            let made = make()
            if known.count < 64 { known.append((kindWord, wrapperWord, made.0, made.1)) }
            return made
        }
    }

    /// The record at the scanner (at its `{`) as a plain item, or nil when
    /// it is not plain, has no name, or is not what it should be: the full
    /// reader then reads it again, skips it or says what is wrong.
    /// `position` is the record's place in `results`, for the id of a
    /// record without one.
    static func plainItem(_ scanner: inout JSONScanner, position: Int?, hints: inout PlainHints) -> PlainItem? {
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
        let recordStart = scanner.position
        var cursor = PlainCursor(bytes, at: recordStart)
        var previous = PlainHints.recordStart
        var isFirst = true
        fields: while true {
            let field: Field
            if let predicted = hints.predicted(after: previous, in: &cursor) {
                field = predicted
            } else {
                let tailStart = cursor.at
                if isFirst {
                    guard cursor.take(UInt8(ascii: "{")), !cursor.take(UInt8(ascii: "}")) else { return nil }
                } else {
                    if cursor.take(UInt8(ascii: "}")) { break fields }
                    guard cursor.take(UInt8(ascii: ",")) else { return nil }
                }
                guard let key = cursor.rawString(), cursor.take(UInt8(ascii: ":")) else { return nil }
                cursor.skipSpace()
                guard let known = Field(UnsafeBufferPointer(rebasing: bytes[key])) else {
                    scanner.position = cursor.at
                    do { try scanner.skipValue() } catch { return nil }
                    cursor.at = scanner.position
                    isFirst = false
                    previous = -1
                    continue
                }
                hints.remember(
                    after: previous, tail: UnsafeBufferPointer(rebasing: bytes[tailStart..<cursor.at]), field: known)
                field = known
            }
            isFirst = false
            previous = field.rawValue
            switch field {
            case .wrapperType: wrapperType = cursor.asciiValue()
            case .kind: kind = cursor.asciiValue()
            case .trackId: trackId = cursor.integer()
            case .collectionId: collectionId = cursor.integer()
            case .artistId: artistId = cursor.integer()
            case .trackName: trackName = cursor.textValue()
            case .collectionName: collectionName = cursor.textValue()
            case .artistName: artistName = cursor.textValue()
            case .primaryGenreName: genre = cursor.textValue()
            case .currency: currency = cursor.textValue()
            case .trackPrice: trackPrice = cursor.price()
            case .collectionPrice: collectionPrice = cursor.price()
            case .price: price = cursor.price()
            case .releaseDate:
                hasDetails = true
                releaseDate = cursor.asciiValue()
            case .trackExplicitness:
                hasDetails = true
                trackExplicitness = cursor.asciiValue()
            case .collectionExplicitness:
                hasDetails = true
                collectionExplicitness = cursor.asciiValue()
            default:
                // Genres, addresses, other details: the full reader's work.
                return nil
            }
            guard !cursor.failed else { return nil }
        }
        // A record longer than a string may be is the full reader's (one
        // subtraction here, no look at each field): it refuses a string past
        // the bound where that string starts, and reads any other record.
        guard cursor.at - recordStart <= InputLimits.stringBytes else { return nil }
        scanner.position = cursor.at
        func text(_ range: Range<Int>?) -> UnsafeBufferPointer<UInt8>? {
            range.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
        }
        func nonEmpty(_ range: Range<Int>?) -> Range<Int>? { range?.isEmpty == false ? range : nil }
        let (itemKind, rule) = hints.kind(text(kind), wrapper: text(wrapperType))
        let isCollection = itemKind == .audiobook || itemKind == .album
        // The artist's and album's ids are details (`ItemDetails.artistID`,
        // `collectionID`): the full reader's. (An album's collectionId is its id.)
        guard artistId == nil, collectionId == nil || isCollection else { return nil }
        guard let name = nonEmpty(isCollection ? (collectionName ?? trackName) : (trackName ?? collectionName))
        else { return nil }
        let currencyRange = nonEmpty(currency)
        if let currencyRange {
            // Written in capitals, it is its own cleaned, upper-cased self.
            guard bytes[currencyRange].allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
                return nil
            }
        }
        let (amount, fromTrackPrice) = rule.amount(
            trackPrice: trackPrice, collectionPrice: collectionPrice, price: price)
        let album = nonEmpty(collectionName)
        let artist = nonEmpty(artistName)
        let genreName = nonEmpty(genre)
        if fromTrackPrice, !isCollection, album != nil, let collectionPrice, collectionPrice >= 0 {
            // An album price beside the track's: a detail the full reader keeps.
            return nil
        }
        guard let id = trackId ?? collectionId ?? artistId ?? position.map({ -($0 + 1) }) else { return nil }
        return PlainItem(
            name: name, artist: artist, album: album, genre: genreName,
            currency: currencyRange, id: id, kind: itemKind, price: amount,
            releaseDate: text(releaseDate).flatMap(CalendarDay.init(iso:)),
            isExplicit: StoreRecord.explicitness(text(trackExplicitness))
                ?? StoreRecord.explicitness(text(collectionExplicitness)),
            hasDetails: hasDetails)
    }
}
