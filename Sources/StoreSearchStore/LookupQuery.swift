import Foundation
import StoreSearchItems

/// One lookup in the iTunes Search API:
/// `GET {base}/lookup?id=&entity=&limit=200&lang=&country=`. The store
/// answers with what the id is (an artist, an album) first, then the
/// items of `entity` it has of it.
public struct LookupQuery: Hashable, Sendable {
    public var id: Int
    public var entity: LookupEntity?
    public var country: String
    public var lang: String
    public var limit = 200

    public init(id: Int, entity: LookupEntity?, country: String, lang: String) {
        self.id = id
        self.entity = entity
        self.country = country
        self.lang = lang
    }

    /// The lookup's address under `base`, or nil when `base` is not a web address.
    public func url(base: String) -> URL? {
        var parameters = [("id", String(id))]
        if let entity { parameters.append(("entity", entity.rawValue)) }
        parameters += [("limit", String(limit)), ("lang", lang), ("country", country)]
        return StoreQuery.address(base: base, path: "lookup", parameters: parameters)
    }

    /// What the response cache files it under: apart from every search's
    /// key (a search's term never holds a control character).
    public var cacheKey: String {
        ["\u{1E}lookup", String(id), entity?.rawValue ?? "", country, lang, String(limit)].joined(separator: "\u{1F}")
    }
}
