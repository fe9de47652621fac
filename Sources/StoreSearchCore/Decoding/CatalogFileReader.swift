import Foundation

/// Reads a file in the store's answer shape record by record, without a
/// JSON tree or `Codable`, so a catalog of a million items streams through
/// in seconds. It fills the same `StoreRecord` the live store's decoder
/// does, with the same leniency (a field of the wrong type is dropped, an
/// element that is not an object is skipped), so both read alike.
public enum CatalogFileReader {
    /// Calls `body` with each result, in file order, and with how many of
    /// the bytes have been read (all before that offset are done with).
    public static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (_ result: SearchResult, _ consumed: Int) -> Void
    )
        throws(StoreResponseDecoder.Failure)
    {
        var scanner = JSONScanner(bytes)
        var key: [UInt8] = []
        var text: [UInt8] = []
        var foundResults = false
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
                        if try scanner.peek() == UInt8(ascii: "{") {
                            let record = try readRecord(&scanner, key: &key, text: &text)
                            if let result = record.searchResult(position: position) { body(result, scanner.position) }
                        } else {
                            try scanner.skipValue()
                        }
                        position += 1
                    } while try scanner.takeIf(UInt8(ascii: ","))
                    try scanner.take(UInt8(ascii: "]"))
                }
            } while try scanner.takeIf(UInt8(ascii: ","))
            try scanner.take(UInt8(ascii: "}"))
        } catch {
            throw .unreadable("not JSON in the store's answer shape (at byte \(scanner.position))")
        }
        guard foundResults else { throw .unreadable("no \"results\" array") }
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
            }
        } while try scanner.takeIf(UInt8(ascii: ","))
        try scanner.take(UInt8(ascii: "}"))
        return record
    }

    private enum Field {
        case wrapperType, kind, trackId, collectionId, artistId, trackName, collectionName, artistName
        case trackPrice, collectionPrice, price, currency, primaryGenreName, genres
        case trackViewUrl, collectionViewUrl, artworkUrl60, artworkUrl100

        /// The fields by name length, so a key is compared with a few names
        /// at most (answers carry many fields this program does not read).
        private static let byLength: [[([UInt8], Field)]] = {
            let names: [(String, Field)] = [
                ("wrapperType", .wrapperType), ("kind", .kind), ("trackId", .trackId), ("collectionId", .collectionId),
                ("artistId", .artistId), ("trackName", .trackName), ("collectionName", .collectionName),
                ("artistName", .artistName), ("trackPrice", .trackPrice), ("collectionPrice", .collectionPrice),
                ("price", .price), ("currency", .currency), ("primaryGenreName", .primaryGenreName),
                ("genres", .genres), ("trackViewUrl", .trackViewUrl), ("collectionViewUrl", .collectionViewUrl),
                ("artworkUrl60", .artworkUrl60), ("artworkUrl100", .artworkUrl100),
            ]
            var table = [[([UInt8], Field)]](repeating: [], count: 20)
            for (name, field) in names { table[name.utf8.count].append((Array(name.utf8), field)) }
            return table
        }()

        init?(_ name: [UInt8]) {
            guard name.count < Self.byLength.count,
                let match = Self.byLength[name.count].first(where: { $0.0 == name })
            else { return nil }
            self = match.1
        }
    }

    // MARK: Values, read as leniently as the decoder reads them

    /// A string; an integer is taken as its digits; anything else is dropped.
    private static func string(_ scanner: inout JSONScanner, _ text: inout [UInt8]) throws(JSONScanner.Malformed)
        -> String?
    {
        switch try scanner.peek() {
        case UInt8(ascii: "\""):
            try scanner.readString(into: &text)
            return String(decoding: text, as: UTF8.self)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return Int(String(decoding: try scanner.readNumberText(), as: UTF8.self)).map(String.init)
        default:
            try scanner.skipValue()
            return nil
        }
    }

    private static func integer(_ scanner: inout JSONScanner, _ text: inout [UInt8]) throws(JSONScanner.Malformed)
        -> Int?
    {
        switch try scanner.peek() {
        case UInt8(ascii: "\""):
            try scanner.readString(into: &text)
            return Int(String(decoding: text, as: UTF8.self))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            // As JSONDecoder: an integral number written as a float (3.0) is an integer.
            let text = String(decoding: try scanner.readNumberText(), as: UTF8.self)
            if let integer = Int(text) { return integer }
            guard let value = Double(text), value == value.rounded(), abs(value) < 9e15 else { return nil }
            return Int(value)
        default:
            try scanner.skipValue()
            return nil
        }
    }

    private static func price(_ scanner: inout JSONScanner, _ text: inout [UInt8]) throws(JSONScanner.Malformed)
        -> Int64?
    {
        switch try scanner.peek() {
        case UInt8(ascii: "\""):
            try scanner.readString(into: &text)
            return text.withUnsafeBufferPointer(parseTenThousandths)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return parseTenThousandths(try scanner.readNumberText())
        default:
            try scanner.skipValue()
            return nil
        }
    }

    private static func strings(_ scanner: inout JSONScanner, _ text: inout [UInt8]) throws(JSONScanner.Malformed)
        -> [String]?
    {
        guard try scanner.peek() == UInt8(ascii: "[") else { return try string(&scanner, &text).map { [$0] } }
        try scanner.take(UInt8(ascii: "["))
        var list: [String] = []
        if try !scanner.takeIf(UInt8(ascii: "]")) {
            repeat {
                if try scanner.peek() == UInt8(ascii: "\"") {
                    try scanner.readString(into: &text)
                    list.append(String(decoding: text, as: UTF8.self))
                } else {
                    try scanner.skipValue()
                }
            } while try scanner.takeIf(UInt8(ascii: ","))
            try scanner.take(UInt8(ascii: "]"))
        }
        return list.isEmpty ? nil : list
    }

    /// `-12.345e2` in ten-thousandths (rounded half up past four decimals);
    /// nil when it is not a number or does not fit.
    static func parseTenThousandths(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        var negative = false
        if index < text.count, text[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var digits: [UInt8] = []
        var pointAt: Int?
        while index < text.count {
            let byte = text[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits.append(byte - UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: "."), pointAt == nil {
                pointAt = digits.count
            } else {
                break
            }
            index += 1
        }
        guard !digits.isEmpty else { return nil }
        var exponent = 0
        if index < text.count {
            guard text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E"),
                let power = Int(String(decoding: UnsafeBufferPointer(rebasing: text[(index + 1)...]), as: UTF8.self)),
                abs(power) < 30
            else { return nil }
            exponent = power
        }
        // Digits before the point, shifted by the exponent and four places.
        let integerDigits = (pointAt ?? digits.count) + exponent + 4
        var value: Int64 = 0
        for position in 0..<max(0, integerDigits) {
            let digit = position < digits.count ? Int64(digits[position]) : 0
            let (multiplied, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (added, overflow2) = multiplied.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = added
        }
        if integerDigits >= 0, integerDigits < digits.count, digits[integerDigits] >= 5 { value += 1 }
        return negative ? -value : value
    }
}
