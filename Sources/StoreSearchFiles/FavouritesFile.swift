import Foundation
import StoreSearchFormats
import StoreSearchItems
import Synchronization

/// The items marked as favourites, kept in
/// `$XDG_DATA_HOME/storesearch/favourites.json`.
///
/// The file is in the store's answer shape, written by
/// `StoreResponseEncoder` and read by `StoreResponseDecoder`, so
/// `storesearch --catalog …/favourites.json` searches it. Newest first;
/// an item once (`SearchResult.identity`: its id, kind, name and artist;
/// marking it again replaces the older copy and moves it to the front). A file that is not in that shape is set aside
/// as `favourites.json.bad` (see `StateFile`); what is read is sanitised by
/// the decoder, like any answer.
public final class FavouritesFile: Sendable {
    public let file: StateFile
    /// A set-aside file found by `set`, said by the next `load`.
    private let unreported = Mutex<String?>(nil)

    public init(path: String, log: @escaping @Sendable (String) -> Void = { _ in }) {
        file = StateFile(path: path, log: log)
    }

    public var path: String { file.path }

    /// The favourites, newest first, and whether the file had to be set aside.
    public func load() -> StoredList<SearchResult> {
        let reading = file.read(empty: [], parse: Self.parse)
        let earlier = unreported.withLock { value in
            defer { value = nil }
            return value
        }
        return StoredList(
            items: reading.value, setAside: reading.setAside ?? earlier, notUsed: reading.refused,
            notUsedPath: reading.refusedPath)
    }

    /// Marks or unmarks `result` (merging with what other copies wrote
    /// since): the list after the change. When the file cannot be written,
    /// the change is not made: the list is the one on disk, with why (the
    /// log says it too).
    public func set(_ result: SearchResult, favourite: Bool) -> StoredChange<SearchResult> {
        set([result], favourite: favourite)
    }

    /// Marks or unmarks `results` at once, in one write: marked, they come
    /// first, in their order (as the interface shows them at once).
    public func set(_ results: [SearchResult], favourite: Bool) -> StoredChange<SearchResult> {
        let identities = Set(results.map(\.identity))
        let outcome = file.update(
            empty: [], parse: Self.parse,
            change: { favourites in
                favourites.removeAll { identities.contains($0.identity) }
                if favourite { favourites.insert(contentsOf: results, at: 0) }
            },
            serialize: Self.serialize)
        switch outcome {
        case .success(let reading):
            if let setAside = reading.setAside { unreported.withLock { $0 = setAside } }
            return StoredChange(items: reading.value)
        case .failure(let failure):
            return StoredChange(items: file.read(empty: [], parse: Self.parse).value, failure: failure)
        }
    }

    /// The file's items, each once (the first, newest, kept); nil when it
    /// is not in the store's answer shape. A file of only white space is empty.
    static func parse(_ data: Data) -> [SearchResult]? {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [] }
        guard let results = try? StoreResponseDecoder.decode(data) else { return nil }
        var seen: Set<SearchResult.Identity> = []
        return results.filter { seen.insert($0.identity).inserted }
    }

    static func serialize(_ favourites: [SearchResult]) -> Data {
        StoreResponseEncoder.encode(favourites) + Data("\n".utf8)
    }
}
