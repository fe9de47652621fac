import Foundation
import StoreSearchFormats
import StoreSearchItems
import StoreSearchModel
import StoreSearchText

/// Turns what the store sent back (status and body) into results or a
/// failure a user understands, as the store's documented answers ask:
/// 403 and 429 with empty bodies when searching too often, 400 with an
/// `errorMessage` for bad parameters.
public enum StoreAnswerReader {
    public static func read(status: Int, body: Data) -> Result<[SearchResult], StoreFailure> {
        switch status {
        case 200:
            // Bytes that are not valid UTF-8 are repaired by the decoder, not
            // lost with the names they are in.
            guard let results = try? StoreResponseDecoder.decode(body) else { return .failure(.unreadable) }
            return .success(results)
        case 400:
            return .failure(.rejected(errorMessage(in: body) ?? ""))
        case 403, 429:
            return .failure(.throttled)
        default:
            return .failure(.serverError(status: status))
        }
    }

    /// Whether a lookup's answer holds the row of the artist `id` (a row
    /// the decoder passes over: an artist is no item), and its `artistType`
    /// ("Artist", "Software Artist"…; nil when it has none): `.some(nil)`
    /// for an artist without a type, nil for no such row.
    public static func artistRow(in body: Data, id: Int) -> String?? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let rows = object["results"] as? [Any]
        else { return nil }
        for case let row as [String: Any] in rows where row["wrapperType"] as? String == "artist" {
            guard let artistID = (row["artistId"] as? NSNumber)?.intValue, artistID == id else { continue }
            return .some(row["artistType"] as? String)
        }
        return nil
    }

    /// The store's `errorMessage`, sanitised and kept short.
    static func errorMessage(in body: Data) -> String? {
        struct ErrorAnswer: Decodable { var errorMessage: String? }
        guard let message = (try? JSONDecoder().decode(ErrorAnswer.self, from: body))?.errorMessage,
            let cleaned = Sanitizer.cleanOptional(message)
        else { return nil }
        return cleaned.count > 200 ? String(cleaned.prefix(199)) + "…" : cleaned
    }
}
