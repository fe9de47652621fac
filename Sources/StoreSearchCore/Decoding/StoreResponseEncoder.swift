import Foundation

/// Writes results in the store's answer shape, so that what
/// `storesearch search --format json` prints, `--catalog` reads back as the
/// same results. The inverse of `StoreResponseDecoder`, through the same
/// `StoreRecord`.
public enum StoreResponseEncoder {
    public static func encode(_ results: [SearchResult]) -> Data {
        let answer = Answer(resultCount: results.count, results: results.map(StoreRecord.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(answer)) ?? Data(#"{"resultCount":0,"results":[]}"#.utf8)
    }

    private struct Answer: Encodable {
        var resultCount: Int
        var results: [StoreRecord]
    }
}
