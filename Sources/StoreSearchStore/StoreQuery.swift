import Foundation
import StoreSearchModel
import StoreSearchText

/// One request to the iTunes Search API:
/// `GET {base}/search?term=&entity=&limit=200&lang=&country=`.
public struct StoreQuery: Hashable, Sendable {
    public var term: String
    /// The store's entity for the category; `nil` searches everything.
    public var entity: String?
    public var country: String
    public var lang: String
    public var limit = 200

    public init(term: String, entity: String?, country: String, lang: String) {
        self.term = term
        self.entity = entity
        self.country = country
        self.lang = lang
    }

    public init(_ request: SearchRequest, locale: StoreLocale) {
        self.init(term: request.term, entity: request.category.entity, country: locale.country, lang: locale.lang)
    }

    /// The request's address under `base` (`https://itunes.apple.com`, or a
    /// test server's), or nil when `base` is not a web address.
    public func url(base: String) -> URL? {
        var parameters = [("term", term)]
        if let entity { parameters.append(("entity", entity)) }
        parameters += [("limit", String(limit)), ("lang", lang), ("country", country)]
        return Self.address(base: base, path: "search", parameters: parameters)
    }

    /// `{base}/{path}?name=value&…`, each value encoded; nil when that is no address.
    static func address(base: String, path: String, parameters: [(String, String)]) -> URL? {
        var root = base
        while root.hasSuffix("/") { root.removeLast() }
        let query = parameters.map { "\($0)=\(encode($1))" }.joined(separator: "&")
        return URL(string: "\(root)/\(path)?\(query)")
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters, and
    /// writes spaces as `+` as the store's documentation asks. Unlike the iOS
    /// app's `.urlQueryAllowed`, this keeps `&`, `+`, `#`, `=` and `%` in the
    /// term instead of letting them split or end the query.
    static func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(Character(Unicode.Scalar(byte)))
            case UInt8(ascii: " "):
                encoded.append("+")
            default:
                encoded += String(format: "%%%02X", byte)
            }
        }
        return encoded
    }

    /// What the response cache files this query under.
    public var cacheKey: String {
        [term, entity ?? "", country, lang, String(limit)].joined(separator: "\u{1F}")
    }
}
