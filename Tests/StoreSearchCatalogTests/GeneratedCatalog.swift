import Foundation
import Testing

@testable import StoreSearchFormats

private let bundledCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/catalog/catalog.json")

/// A catalog made up the way the benchmarks' is (the bundled catalog's
/// words, kinds, prices, release dates, explicit songs), deterministic, with
/// one record in `oddEvery` that the plain reader must leave to the full
/// one: escapes, genre lists, addresses, odd spaces, numbers as text,
/// nulls, an album price beside a track's, an empty name.
enum GeneratedCatalog {
    static func json(items: Int, oddEvery: Int = 50, seed: UInt64 = 2026) throws -> Data {
        let bundled = try StoreResponseDecoder.decode(try Data(contentsOf: bundledCatalog))
        let words = bundled.flatMap { $0.name.split(separator: " ").map(String.init) }
        let artists = bundled.compactMap(\.artistName)
        let genres = bundled.compactMap(\.genre)
        var random = SplitMix(seed: seed)
        func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
        func phrase(_ low: Int, _ high: Int) -> String {
            (0..<(low + Int(random.next() % UInt64(high - low + 1)))).map { _ in pick(words) }.joined(separator: " ")
        }
        func quoted(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                default:
                    if scalar.value < 0x20 {
                        out += String(format: "\\u%04x", scalar.value)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
        let kinds: [(kind: String?, wrapper: String?, price: String)] = [
            ("song", "track", "trackPrice"), ("song", "track", "trackPrice"), ("song", "track", "trackPrice"),
            ("tv-episode", "track", "trackPrice"), ("feature-movie", "track", "trackPrice"),
            ("software", "software", "price"), ("ebook", nil, "price"), (nil, "audiobook", "collectionPrice"),
            (nil, "collection", "collectionPrice"), ("podcast", "track", "trackPrice"),
        ]
        let prices = ["0.99", "1.29", "0", "4.99", "9.99", "14.99", "0.69", "-1"]
        var lines: [String] = []
        for index in 0..<items {
            let (kind, wrapper, priceField) = pick(kinds)
            let name = phrase(1, 5)
            var fields: [String] = ["\"trackId\": \(10_000_000 + index)"]
            if let kind { fields.append("\"kind\": \(quoted(kind))") }
            if let wrapper { fields.append("\"wrapperType\": \(quoted(wrapper))") }
            if wrapper == "audiobook" || wrapper == "collection" {
                fields.append("\"collectionName\": \(quoted(name))")
            } else {
                fields.append("\"trackName\": \(quoted(name))")
                if random.next() % 4 != 0 { fields.append("\"collectionName\": \(quoted(phrase(1, 4)))") }
            }
            fields.append("\"artistName\": \(quoted(pick(artists)))")
            fields.append("\"primaryGenreName\": \(quoted(pick(genres)))")
            fields.append("\"\(priceField)\": \(pick(prices))")
            if random.next() % 3 == 0 { fields.append("\"currency\": \(quoted(pick(["USD", "EUR", "GBP"])))") }
            if random.next() % 30 != 0 {
                fields.append(
                    "\"releaseDate\": \"\(1960 + random.next() % 67)-\(String(format: "%02d", 1 + random.next() % 12))-\(String(format: "%02d", 1 + random.next() % 28))T07:00:00Z\""
                )
            }
            if kind == "song" {
                fields.append("\"trackExplicitness\": \(random.next() % 10 == 0 ? "\"explicit\"" : "\"notExplicit\"")")
            }
            if index % oddEvery == oddEvery - 1 {
                fields.append(oddField(index / oddEvery, name: name))
            }
            // Unknown fields are skipped by both readers.
            if random.next() % 5 == 0 { fields.append("\"isStreamable\": true, \"extra\": {\"a\": [1, \"}\"]}") }
            lines.append("{" + fields.joined(separator: ", ") + "}")
        }
        return Data(("{\"resultCount\": \(items), \"results\": [\n" + lines.joined(separator: ",\n") + "\n]}\n").utf8)
    }

    /// A field that makes a record not plain (or changes what it reads as).
    private static func oddField(_ which: Int, name: String) -> String {
        let name = name.filter { $0 != "\"" && $0 != "\\" }
        let odd = [
            "\"trackName\": \"Caf\\u00e9  \(name)\"",
            "\"genres\": [\"Rock\", \"Pop\"], \"primaryGenreName\": \"\"",
            "\"trackViewUrl\": \"https://music.apple.com/x\"",
            "\"artistName\": \"  Spaced   Out \"",
            "\"trackId\": \"42\"",
            "\"artistName\": null",
            "\"collectionPrice\": 9.99",
            "\"trackName\": \"\", \"collectionName\": \"Fallback\"",
            "\"currency\": \"usd\"",
            "\"trackName\": \"Bell\u{7}Ring\"",
            "\"releaseDate\": 2001",
            "\"trackExplicitness\": \"cleaned\", \"collectionExplicitness\": \"explicit\"",
            "\"longDescription\": \"A <b>bold</b> line\"",
            "\"trackPrice\": \"1.99\"",
            "\"artistName\": \"Björk\"",
            "\"trackName\": \"Ｗｉｄｅ\"",
        ]
        return odd[which % odd.count]
    }
}

/// A small, fast, seeded random number generator (the same numbers on every machine).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
