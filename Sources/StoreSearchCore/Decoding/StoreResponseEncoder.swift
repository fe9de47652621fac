import Foundation

/// Writes results in the store's answer shape, so that what
/// `storesearch search --format json` prints, `--catalog` reads back as the
/// same results. The inverse of `StoreResponseDecoder`.
public enum StoreResponseEncoder {
    public static func encode(_ results: [SearchResult]) -> Data {
        let answer = Answer(resultCount: results.count, results: results.map(Entry.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(answer)) ?? Data(#"{"resultCount":0,"results":[]}"#.utf8)
    }

    private struct Answer: Encodable {
        var resultCount: Int
        var results: [Entry]
    }

    /// One result with the fields its type uses (spec §3's table).
    private struct Entry: Encodable {
        var wrapperType: String?
        var kind: String?
        var trackId: Int?
        var collectionId: Int?
        var trackName: String?
        var collectionName: String?
        var artistName: String?
        var trackPrice: Decimal?
        var collectionPrice: Decimal?
        var price: Decimal?
        var currency: String?
        var primaryGenreName: String?
        var trackViewUrl: String?
        var artworkUrl60: String?
        var artworkUrl100: String?

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
                collectionName = result.name
                collectionPrice = result.price?.amount
            case .software, .macSoftware:
                wrapperType = "software"
                kind = result.kind.storeValue
                trackId = result.id
                trackName = result.name
                collectionName = result.collectionName
                price = result.price?.amount
            case .ebook:
                kind = "ebook"
                trackId = result.id
                trackName = result.name
                collectionName = result.collectionName
                price = result.price?.amount
            default:
                wrapperType = "track"
                kind = result.kind.storeValue
                trackId = result.id
                trackName = result.name
                collectionName = result.collectionName
                trackPrice = result.price?.amount
            }
        }
    }
}
