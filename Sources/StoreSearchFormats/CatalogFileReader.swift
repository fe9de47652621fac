import Foundation
import StoreSearchItems
import StoreSearchText

/// Reads a file in the store's answer shape record by record, without a
/// JSON tree or `Codable`, so a catalog of a million items streams through
/// in seconds. It fills the same `StoreRecord` the live store's decoder
/// does, with the same leniency (a field of the wrong type is dropped, an
/// element that is not an object is skipped), so both read alike.
public enum CatalogFileReader {
    /// Calls `body` with each result, in file order, and with how many of
    /// the bytes have been read (all before that offset are done with).
    /// With `plain`, a plain record goes there instead, as a `PlainItem`
    /// pointing into `bytes`, and only the others become results.
    ///
    /// With `boundary`, the offset where another reader started on the
    /// rest (`readChunk`): when an element begins exactly there, `stop` is
    /// asked whether that reader read it all; if so, reading ends there and
    /// the answer is true. Otherwise (it did not, or no element begins
    /// there) this reader reads on to the end, as if there were no boundary.
    @discardableResult
    public static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, plain: ((_ item: PlainItem, _ consumed: Int) -> Void)? = nil,
        boundary: Int? = nil, stop: () -> Bool = { false },
        _ body: (_ result: SearchResult, _ consumed: Int) -> Void
    )
        throws(StoreResponseDecoder.Failure) -> Bool
    {
        var scanner = JSONScanner(bytes)
        var key: [UInt8] = []
        var text: [UInt8] = []
        var hints = PlainHints()
        let (readsPlain, plain) = Self.once(plain)
        var foundResults = false
        var boundary = boundary
        // A UTF-8 byte-order mark first (some servers and editors write one) is read past.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.position = 3 }
        do throws(JSONScanner.Malformed) {
            try scanner.take(UInt8(ascii: "{"))
            if try scanner.takeIf(UInt8(ascii: "}")) { throw JSONScanner.Malformed() }
            repeat {
                try scanner.readString(into: &key)
                try scanner.take(UInt8(ascii: ":"))
                guard key.elementsEqual("results".utf8), try scanner.peek() == UInt8(ascii: "[") else {
                    try scanner.skipValue()
                    continue
                }
                foundResults = true
                try scanner.take(UInt8(ascii: "["))
                var position = 0
                if try !scanner.takeIf(UInt8(ascii: "]")) {
                    repeat {
                        _ = try scanner.peek()
                        if let at = boundary, scanner.position >= at {
                            if scanner.position == at, stop() { return true }
                            boundary = nil
                        }
                        _ = try readElement(
                            &scanner, position: position, key: &key, text: &text, hints: &hints,
                            readsPlain: readsPlain, plain: plain, body: body)
                        position += 1
                    } while try scanner.takeIf(UInt8(ascii: ","))
                    guard try scanner.takeIf(UInt8(ascii: "]")) else {
                        throw JSONScanner.Malformed(expected: "\",\" or \"]\" after an item")
                    }
                }
            } while try scanner.takeIf(UInt8(ascii: ","))
            try scanner.take(UInt8(ascii: "}"))
        } catch {
            throw .damaged(offset: scanner.position, expected: error.expected)
        }
        guard foundResults else { throw .unreadable("no \"results\" array") }
        return false
    }

    /// Reads the elements of `results` from `start`, a guess at where one
    /// begins (only a reader of the bytes before can confirm it, `read`'s
    /// `boundary`), to the end of the answer, as `read` would read them
    /// there. False when the guess cannot be read alone: no object starts
    /// there, an element has no id (its id would be its position, unknown
    /// here), or another `results` array follows. `cancelled` is asked
    /// between elements.
    public static func readChunk(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
        plain: ((_ item: PlainItem, _ consumed: Int) -> Void)? = nil, cancelled: () -> Bool = { false },
        _ body: (_ result: SearchResult, _ consumed: Int) -> Void
    ) throws(StoreResponseDecoder.Failure) -> Bool {
        var scanner = JSONScanner(bytes)
        scanner.position = start
        var key: [UInt8] = []
        var text: [UInt8] = []
        var hints = PlainHints()
        let (readsPlain, plain) = Self.once(plain)
        do throws(JSONScanner.Malformed) {
            guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return false }
            repeat {
                guard !cancelled(),
                    try readElement(
                        &scanner, position: nil, key: &key, text: &text, hints: &hints, readsPlain: readsPlain,
                        plain: plain, body: body)
                else { return false }
            } while try scanner.takeIf(UInt8(ascii: ","))
            guard try scanner.takeIf(UInt8(ascii: "]")) else {
                throw JSONScanner.Malformed(expected: "\",\" or \"]\" after an item")
            }
            // The rest of the answer, which must hold no other results.
            while try scanner.takeIf(UInt8(ascii: ",")) {
                try scanner.readString(into: &key)
                try scanner.take(UInt8(ascii: ":"))
                if key.elementsEqual("results".utf8), try scanner.peek() == UInt8(ascii: "[") { return false }
                try scanner.skipValue()
            }
            try scanner.take(UInt8(ascii: "}"))
        } catch {
            throw .damaged(offset: scanner.position, expected: error.expected)
        }
        return true
    }

    /// An optional `plain` as a flag and a closure, unwrapped once for a
    /// whole reading: `if let` on it for each element retained and released
    /// its context a million times in a million-item catalog.
    private static func once(
        _ plain: ((_ item: PlainItem, _ consumed: Int) -> Void)?
    ) -> (Bool, (_ item: PlainItem, _ consumed: Int) -> Void) {
        (plain != nil, plain ?? { _, _ in })
    }

    /// One element of `results`: a plain item, a result, or nothing (not
    /// an object, or no name). False, having read nothing, for an object
    /// without an id when its `position` is not known.
    /// `plain` is called only when `readsPlain`.
    private static func readElement(
        _ scanner: inout JSONScanner, position: Int?, key: inout [UInt8], text: inout [UInt8],
        hints: inout PlainHints, readsPlain: Bool, plain: (_ item: PlainItem, _ consumed: Int) -> Void,
        body: (_ result: SearchResult, _ consumed: Int) -> Void
    ) throws(JSONScanner.Malformed) -> Bool {
        guard try scanner.peek() == UInt8(ascii: "{") else {
            try scanner.skipValue()
            return true
        }
        let start = scanner.position
        if readsPlain, let item = plainItem(&scanner, position: position, hints: &hints) {
            plain(item, scanner.position)
            return true
        }
        scanner.position = start
        let record = try readRecord(&scanner, key: &key, text: &text)
        guard let position = position ?? record.knownId.map({ _ in 0 }) else {
            scanner.position = start
            return false
        }
        if let result = record.searchResult(position: position) { body(result, scanner.position) }
        return true
    }

    private static func readRecord(_ scanner: inout JSONScanner, key: inout [UInt8], text: inout [UInt8])
        throws(JSONScanner.Malformed) -> StoreRecord
    {
        var record = StoreRecord()
        try scanner.take(UInt8(ascii: "{"))
        if try scanner.takeIf(UInt8(ascii: "}")) { return record }
        repeat {
            try scanner.readString(into: &key)
            try scanner.take(UInt8(ascii: ":"))
            guard let field = Field(key) else {
                try scanner.skipValue()
                continue
            }
            if field.rawValue >= Field.trackTimeMillis.rawValue { record.hasDetails = true }
            switch field {
            case .wrapperType: record.wrapperType = try string(&scanner, &text)
            case .kind: record.kind = try string(&scanner, &text)
            case .trackName: record.trackName = try string(&scanner, &text)
            case .collectionName: record.collectionName = try string(&scanner, &text)
            case .artistName: record.artistName = try string(&scanner, &text)
            case .currency: record.currency = try string(&scanner, &text)
            case .primaryGenreName: record.primaryGenreName = try string(&scanner, &text)
            case .trackViewUrl: record.trackViewUrl = try string(&scanner, &text)
            case .collectionViewUrl: record.collectionViewUrl = try string(&scanner, &text)
            case .artworkUrl60: record.artworkUrl60 = try string(&scanner, &text)
            case .artworkUrl100: record.artworkUrl100 = try string(&scanner, &text)
            case .trackId: record.trackId = try integer(&scanner, &text)
            case .collectionId: record.collectionId = try integer(&scanner, &text)
            case .artistId: record.artistId = try integer(&scanner, &text)
            case .trackPrice: record.trackPrice = try price(&scanner, &text)
            case .collectionPrice: record.collectionPrice = try price(&scanner, &text)
            case .price: record.price = try price(&scanner, &text)
            case .genres: record.genres = try strings(&scanner, &text)
            case .trackTimeMillis: record.trackTimeMillis = try integer(&scanner, &text)
            case .releaseDate: record.releaseDate = try string(&scanner, &text)
            case .trackNumber: record.trackNumber = try integer(&scanner, &text)
            case .trackCount: record.trackCount = try integer(&scanner, &text)
            case .discNumber: record.discNumber = try integer(&scanner, &text)
            case .discCount: record.discCount = try integer(&scanner, &text)
            case .trackExplicitness: record.trackExplicitness = try string(&scanner, &text)
            case .collectionExplicitness: record.collectionExplicitness = try string(&scanner, &text)
            case .contentAdvisoryRating: record.contentAdvisoryRating = try string(&scanner, &text)
            case .trackContentRating: record.trackContentRating = try string(&scanner, &text)
            case .longDescription: record.longDescription = try string(&scanner, &text)
            case .description: record.description = try string(&scanner, &text)
            case .shortDescription: record.shortDescription = try string(&scanner, &text)
            case .averageUserRating: record.averageUserRating = try double(&scanner, &text)
            case .userRatingCount: record.userRatingCount = try integer(&scanner, &text)
            case .fileSizeBytes: record.fileSizeBytes = try integer(&scanner, &text)
            case .version: record.version = try versionText(&scanner, &text)
            case .currentVersionReleaseDate: record.currentVersionReleaseDate = try string(&scanner, &text)
            case .sellerName: record.sellerName = try string(&scanner, &text)
            case .sellerUrl: record.sellerUrl = try string(&scanner, &text)
            case .minimumOsVersion: record.minimumOsVersion = try versionText(&scanner, &text)
            case .languageCodesISO2A: record.languageCodesISO2A = try strings(&scanner, &text)
            case .language: record.language = try string(&scanner, &text)
            case .previewUrl: record.previewUrl = try string(&scanner, &text)
            case .feedUrl: record.feedUrl = try string(&scanner, &text)
            case .composer: record.composer = try string(&scanner, &text)
            case .narrator: record.narrator = try string(&scanner, &text)
            case .license: record.license = try string(&scanner, &text)
            case .mediaType: record.mediaType = try string(&scanner, &text)
            case .subjects: record.subjects = try strings(&scanner, &text)
            case .copyright: record.copyright = try string(&scanner, &text)
            }
        } while try scanner.takeIf(UInt8(ascii: ","))
        try scanner.take(UInt8(ascii: "}"))
        return record
    }

    /// The row's fields, then the detail's (from `trackTimeMillis` on).
    enum Field: Int {
        case wrapperType, kind, trackId, collectionId, artistId, trackName, collectionName, artistName
        case trackPrice, collectionPrice, price, currency, primaryGenreName, genres
        case trackViewUrl, collectionViewUrl, artworkUrl60, artworkUrl100
        case trackTimeMillis, releaseDate, trackNumber, trackCount, discNumber, discCount
        case trackExplicitness, collectionExplicitness, contentAdvisoryRating, trackContentRating
        case longDescription, description, shortDescription, averageUserRating, userRatingCount
        case fileSizeBytes, version, currentVersionReleaseDate, sellerName, sellerUrl, minimumOsVersion
        case languageCodesISO2A, language, previewUrl, feedUrl
        case composer, narrator, license, mediaType, subjects, copyright

        /// The fields by name: a table looked up by the name's length and
        /// its first and last eight bytes (answers carry many fields this
        /// program does not read, and a catalog a dozen keys an item).
        private static let byName = FieldNames([
            ("wrapperType", .wrapperType), ("kind", .kind), ("trackId", .trackId), ("collectionId", .collectionId),
            ("artistId", .artistId), ("trackName", .trackName), ("collectionName", .collectionName),
            ("artistName", .artistName), ("trackPrice", .trackPrice), ("collectionPrice", .collectionPrice),
            ("price", .price), ("currency", .currency), ("primaryGenreName", .primaryGenreName),
            ("genres", .genres), ("trackViewUrl", .trackViewUrl), ("collectionViewUrl", .collectionViewUrl),
            ("artworkUrl60", .artworkUrl60), ("artworkUrl100", .artworkUrl100),
            ("trackTimeMillis", .trackTimeMillis), ("releaseDate", .releaseDate),
            ("trackNumber", .trackNumber), ("trackCount", .trackCount), ("discNumber", .discNumber),
            ("discCount", .discCount), ("trackExplicitness", .trackExplicitness),
            ("collectionExplicitness", .collectionExplicitness),
            ("contentAdvisoryRating", .contentAdvisoryRating), ("trackContentRating", .trackContentRating),
            ("longDescription", .longDescription), ("description", .description),
            ("shortDescription", .shortDescription), ("averageUserRating", .averageUserRating),
            ("userRatingCount", .userRatingCount), ("fileSizeBytes", .fileSizeBytes), ("version", .version),
            ("currentVersionReleaseDate", .currentVersionReleaseDate), ("sellerName", .sellerName),
            ("sellerUrl", .sellerUrl), ("minimumOsVersion", .minimumOsVersion),
            ("languageCodesISO2A", .languageCodesISO2A), ("language", .language), ("previewUrl", .previewUrl),
            ("feedUrl", .feedUrl), ("composer", .composer), ("narrator", .narrator), ("license", .license),
            ("mediaType", .mediaType), ("subjects", .subjects), ("copyright", .copyright),
        ])

        init?(_ name: [UInt8]) {
            guard let field = name.withUnsafeBufferPointer(Field.init) else { return nil }
            self = field
        }

        init?(_ name: UnsafeBufferPointer<UInt8>) {
            guard let field = Self.byName.field(named: name) else { return nil }
            self = field
        }
    }

    /// Names and their fields in a small open-addressing table: a name's
    /// length and its first and last eight bytes pick its slot and, for a
    /// name of sixteen bytes or fewer, say whether it is the one there.
    struct FieldNames: Sendable {
        /// A name's first and last eight bytes, its length and its field
        /// (`Field.rawValue`; -1: an empty slot), side by side.
        private var slots = [(first: UInt64, last: UInt64, count: Int, field: Int)](
            repeating: (0, 0, 0, -1), count: 256)
        /// The names, by field (compared whole when longer than sixteen bytes).
        private var names: [[UInt8]] = Array(repeating: [], count: 64)

        init(_ names: [(String, Field)]) {
            for (name, field) in names {
                let bytes = Array(name.utf8)
                let (first, last) = bytes.withUnsafeBufferPointer(TextWord.ends(of:))
                var slot = Self.slot(first, last, bytes.count)
                while slots[slot].field >= 0 { slot = (slot + 1) & 255 }
                slots[slot] = (first, last, bytes.count, field.rawValue)
                self.names[field.rawValue] = bytes
            }
        }

        func field(named name: UnsafeBufferPointer<UInt8>) -> Field? {
            let (first, last) = TextWord.ends(of: name)
            var slot = Self.slot(first, last, name.count)
            return slots.withUnsafeBufferPointer { slots in
                while slots[slot].field >= 0 {
                    let candidate = slots[slot]
                    if candidate.first == first, candidate.last == last, candidate.count == name.count,
                        name.count <= 16 || isNamed(candidate.field, name)
                    {
                        return Field(rawValue: candidate.field)
                    }
                    slot = (slot &+ 1) & 255
                }
                return nil
            }
        }

        private func isNamed(_ field: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
            names[field].withUnsafeBufferPointer { memcmp($0.baseAddress!, name.baseAddress!, name.count) == 0 }
        }

        @inline(__always) private static func slot(_ first: UInt64, _ last: UInt64, _ count: Int) -> Int {
            Int(
                truncatingIfNeeded: (first &* 0x9E37_79B9_7F4A_7C15 ^ last &* 0xC2B2_AE3D_27D4_EB4F ^ UInt64(count))
                    >> 56)
        }

    }

    /// The details in `bytes`, one object as `StoreResponseEncoder.encodeDetails`
    /// writes it; empty when it is not one.
    static func readDetails(_ bytes: UnsafeBufferPointer<UInt8>, kind: ItemKind) -> ItemDetails {
        var scanner = JSONScanner(bytes)
        var key: [UInt8] = []
        var text: [UInt8] = []
        do throws(JSONScanner.Malformed) {
            var record = try readRecord(&scanner, key: &key, text: &text)
            record.descriptionIsPlain = true
            var details = record.itemDetails()
            if kind != .album, kind != .audiobook, let price = record.collectionPrice, price >= 0 {
                details.collectionPrice = Price(
                    tenThousandths: price, currency: Sanitizer.cleanOptional(record.currency)?.uppercased() ?? "USD")
            }
            return details
        } catch {
            return ItemDetails()
        }
    }
}
