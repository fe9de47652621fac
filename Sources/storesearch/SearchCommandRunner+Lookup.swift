import StoreSearchItems
import StoreSearchOptions

extension SearchCommandRunner {
    /// `storesearch lookup ID`: what the id names, printed as a search's
    /// results are (in the page's own order, or `--sort`'s when given),
    /// with a search's exit statuses.
    func runLookup(_ request: LookupRequest, source: ChosenSource) -> Int32 {
        let settings = command.settings
        return printed(
            blocking({ await source.service.lookup(request) }), from: source,
            nothingFound: { _ in
                localizer(CommandLinePhrase.nothingFoundForID(request.id ?? 0, hasEntity: request.entity != nil))
            },
            order: { settings.sortIsChosen ? $0.inSourceRanking(ordered: settings.sort, query: "") : $0 })
    }
}
