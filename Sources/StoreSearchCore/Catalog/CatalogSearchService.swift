import Foundation

/// Searches a local catalog: the bundled one or a file in the store's answer
/// shape. The catalog is read and indexed on a background task that starts
/// at once, so the first frame never waits for it; searches made before it
/// is ready wait for it instead.
public final class CatalogSearchService: SearchService {
    private let index: Task<Result<CatalogIndex, SearchFailure>, Never>
    private let searchDelay: Duration

    public let searchesAsYouType = true

    /// `searchDelayMilliseconds` slows every search down, for tests of the loading state.
    public init(file: URL, searchDelayMilliseconds: Int = 0) {
        searchDelay = .milliseconds(searchDelayMilliseconds)
        index = Task.detached(priority: .userInitiated) {
            do {
                let data = try Data(contentsOf: file)
                return .success(CatalogIndex(try StoreResponseDecoder.decode(data)))
            } catch is StoreResponseDecoder.Failure {
                return .failure(.catalogNotInStoreShape)
            } catch {
                return .failure(.catalogUnreadable(error.localizedDescription))
            }
        }
    }

    public init(results: [SearchResult]) {
        searchDelay = .zero
        index = Task { .success(CatalogIndex(results)) }
    }

    /// The number of items once the catalog is loaded.
    public func itemCount() async -> Result<Int, SearchFailure> {
        await index.value.map(\.count)
    }

    public func search(_ request: SearchRequest) async -> Result<[SearchResult], SearchFailure> {
        if searchDelay > .zero { try? await Task.sleep(for: searchDelay) }
        return await index.value.map { index in
            index.search(request.term, in: request.category, shouldStop: { Task.isCancelled })
        }
    }
}
