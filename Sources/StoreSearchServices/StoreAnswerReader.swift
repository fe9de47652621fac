import Foundation
import StoreSearchCore

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

    /// The store's `errorMessage`, sanitised and kept short.
    static func errorMessage(in body: Data) -> String? {
        struct ErrorAnswer: Decodable { var errorMessage: String? }
        guard let message = (try? JSONDecoder().decode(ErrorAnswer.self, from: body))?.errorMessage,
            let cleaned = Sanitizer.cleanOptional(message)
        else { return nil }
        return cleaned.count > 200 ? String(cleaned.prefix(199)) + "…" : cleaned
    }
}
