import StoreSearchCatalog
import StoreSearchItems
import StoreSearchModel

/// Drives the model as the program's loop does, without a terminal: each
/// message goes through `update`, searches are answered at once from a
/// catalog (or held, to answer later and out of order), and every effect is
/// kept for the test to look at. The one effect loop the model's and the
/// screen's tests share; the whole loop, timing and all, is `Program`'s,
/// tested with `TestBackend`.
public struct ModelDriver {
    public var state: AppState
    public private(set) var effects: [Effect] = []
    public var holdsSearches = false
    public private(set) var held: [(request: SearchRequest, generation: Int)] = []
    /// Pages' lookups kept to answer later (or never: a page left before it answered).
    public var holdsLookups = false
    public private(set) var heldLookups: [(request: LookupRequest, generation: Int)] = []
    private let index: CatalogIndex

    public init(_ state: AppState, catalog: [SearchResult] = Fixtures.catalog) {
        self.state = state
        index = CatalogIndex(catalog)
    }

    /// A state laid out for `traits`, with `listCapacity` rows.
    public init(_ traits: TraitCollection, listCapacity: Int = 4, catalog: [SearchResult] = Fixtures.catalog) {
        self.init(AppState(traits: traits, searchesAsYouType: true), catalog: catalog)
        send(.screen(.layoutChanged(LayoutMetrics(traits: traits, listCapacity: listCapacity))))
    }

    public mutating func send(_ message: Message) {
        let produced = state.update(message)
        effects += produced
        for effect in produced {
            switch effect {
            case .search(let request, let generation):
                if holdsSearches {
                    held.append((request, generation))
                } else {
                    answer(request, generation: generation)
                }
            case .lookup(let request, let generation):
                if holdsLookups {
                    heldLookups.append((request, generation))
                } else {
                    answer(request, generation: generation)
                }
            default:
                break
            }
        }
    }

    /// Answers a page's lookup from the catalog, as a local source does.
    public mutating func answer(_ request: LookupRequest, generation: Int) {
        let (items, isCapped) = index.lookup(request)
        send(
            .browse(
                .loaded(
                    generation: generation, .success(SearchAnswer(results: items, origin: .catalog, isCapped: isCapped))
                )))
    }

    public mutating func send(_ messages: [Message]) {
        for message in messages { send(message) }
    }

    /// Answers a search from the catalog, as a local source does
    /// (forgiving typing mistakes unless the request is exact).
    public mutating func answer(_ request: SearchRequest, generation: Int) {
        let found = index.answer(
            request.term, in: request.category, order: request.order, filter: request.filter, exact: request.exact,
            known: request.known)
        let answer = SearchAnswer(
            results: found.results, origin: .catalog, correction: found.correction, alternatives: found.alternatives,
            suggestion: found.suggestion)
        send(.search(.completed(generation: generation, .success(answer))))
    }

    /// Types `text` a character at a time into the search field.
    public mutating func type(_ text: String) {
        for character in text { send(.search(.edit(.insert(String(character))))) }
    }

    public var names: [String] { state.results.map(\.name) }
}
