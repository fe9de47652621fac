import Foundation
import StoreSearchItems

/// Writes results in the store's answer shape, so that what
/// `storesearch search --format json` prints, `--catalog` reads back as the
/// same results. The inverse of `StoreResponseDecoder`, through the same
/// `StoreRecord`.
public enum StoreResponseEncoder {
    public static func encode(_ results: [SearchResult]) -> Data {
        var text = #"{"resultCount":\#(results.count),"results":["#
        for (index, result) in results.enumerated() {
            if index > 0 { text += "," }
            StoreRecord(result).writeJSON(into: &text)
        }
        text += "]}"
        return Data(text.utf8)
    }

    /// `details` as one JSON object under the store's field names (`{}`
    /// when empty): how the catalog index keeps them, read back by
    /// `decodeDetails(_:kind:)`. Unlike an answer's, its `description` is
    /// plain text, not HTML.
    public static func encodeDetails(_ details: ItemDetails, kind: ItemKind) -> String {
        var text = ""
        StoreRecord(details: details, kind: kind).writeJSON(into: &text)
        return text
    }

    /// The details written by `encodeDetails`; empty when `json` is not such an object.
    public static func decodeDetails(_ json: String, kind: ItemKind) -> ItemDetails {
        var json = json
        json.makeContiguousUTF8()
        return json.utf8.withContiguousStorageIfAvailable { bytes in
            CatalogFileReader.readDetails(bytes, kind: kind)
        } ?? ItemDetails()
    }
}

extension StoreRecord {
    /// The record as one JSON object, its keys sorted, prices as decimal
    /// amounts, absent fields left out (what JSONEncoder with sorted keys and
    /// unescaped slashes writes, without its cost: the catalog index writes
    /// one for each of a million items).
    func writeJSON(into text: inout String) {
        var writer = JSONObjectWriter()
        writer.integer("artistId", artistId)
        writer.text("artistName", artistName)
        writer.text("artworkUrl100", artworkUrl100)
        writer.text("artworkUrl60", artworkUrl60)
        writer.number("averageUserRating", averageUserRating.map { "\($0)" })
        writer.text("collectionExplicitness", collectionExplicitness)
        writer.integer("collectionId", collectionId)
        writer.text("collectionName", collectionName)
        writer.number("collectionPrice", collectionPrice.map(Self.amount))
        writer.text("collectionViewUrl", collectionViewUrl)
        writer.text("composer", composer)
        writer.text("contentAdvisoryRating", contentAdvisoryRating)
        writer.text("copyright", copyright)
        writer.text("currency", currency)
        writer.text("currentVersionReleaseDate", currentVersionReleaseDate)
        writer.text("description", description)
        writer.integer("discCount", discCount)
        writer.integer("discNumber", discNumber)
        writer.text("feedUrl", feedUrl)
        writer.integer("fileSizeBytes", fileSizeBytes)
        writer.texts("genres", genres)
        writer.text("kind", kind)
        writer.text("language", language)
        writer.texts("languageCodesISO2A", languageCodesISO2A)
        writer.text("license", license)
        writer.text("longDescription", longDescription)
        writer.text("mediaType", mediaType)
        writer.text("minimumOsVersion", minimumOsVersion)
        writer.text("narrator", narrator)
        writer.text("previewUrl", previewUrl)
        writer.number("price", price.map(Self.amount))
        writer.text("primaryGenreName", primaryGenreName)
        writer.text("releaseDate", releaseDate)
        writer.text("sellerName", sellerName)
        writer.text("sellerUrl", sellerUrl)
        writer.text("shortDescription", shortDescription)
        writer.texts("subjects", subjects)
        writer.text("trackContentRating", trackContentRating)
        writer.integer("trackCount", trackCount)
        writer.text("trackExplicitness", trackExplicitness)
        writer.integer("trackId", trackId)
        writer.text("trackName", trackName)
        writer.integer("trackNumber", trackNumber)
        writer.number("trackPrice", trackPrice.map(Self.amount))
        writer.integer("trackTimeMillis", trackTimeMillis)
        writer.text("trackViewUrl", trackViewUrl)
        writer.integer("userRatingCount", userRatingCount)
        writer.text("version", version)
        writer.text("wrapperType", wrapperType)
        text += writer.finish()
    }

    /// A price as the store writes it: a decimal amount.
    private static func amount(_ tenThousandths: Int64) -> String {
        Price(tenThousandths: tenThousandths, currency: "").decimalText
    }
}

/// Writes one JSON object field by field; the caller gives the keys in order.
private struct JSONObjectWriter {
    private var output = "{"
    private var isFirst = true

    private mutating func key(_ name: StaticString) {
        if !isFirst { output += "," }
        isFirst = false
        output += "\""
        output += name.description
        output += "\":"
    }

    mutating func text(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        key(name)
        Self.appendString(value, to: &output)
    }

    mutating func texts(_ name: StaticString, _ values: [String]?) {
        guard let values else { return }
        key(name)
        output += "["
        for (index, value) in values.enumerated() {
            if index > 0 { output += "," }
            Self.appendString(value, to: &output)
        }
        output += "]"
    }

    mutating func integer(_ name: StaticString, _ value: Int?) {
        guard let value else { return }
        key(name)
        output += String(value)
    }

    /// A number already written as JSON number text.
    mutating func number(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        key(name)
        output += value
    }

    mutating func finish() -> String { output + "}" }

    /// `value` as a JSON string: quotes, backslashes and controls escaped,
    /// everything else (slashes, non-ASCII) as it is.
    static func appendString(_ value: String, to output: inout String) {
        output += "\""
        var plain = true
        for byte in value.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            plain = false
            break
        }
        if plain {
            output += value
        } else {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "\r": output += "\\r"
                case "\t": output += "\\t"
                case "\u{08}": output += "\\b"
                case "\u{0C}": output += "\\f"
                case "\u{00}"..."\u{1F}":
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
