import StoreSearchCore

extension SearchCommandRunner {
    /// `storesearch lookup ID`: what the id names, printed as a search's
    /// results are (in the page's own order, or `--sort`'s when given).
    /// Exit status as a search's: 0 with results, 1 with none, 3 when the
    /// store or the catalog failed.
    func runLookup(_ request: LookupRequest, source: ChosenSource) -> Int32 {
        switch blocking({ await source.service.lookup(request) }) {
        case .failure(let failure):
            report(localizer(source.phrase(for: failure, localizer: localizer)))
            return 3
        case .success(let answer):
            if answer.origin == .offlineCatalog { report(localizer(.commandLine(.fellBackToCatalog))) }
            guard !answer.results.isEmpty else {
                report(localizer(.commandLine(.nothingFoundForID(request.id ?? 0, hasEntity: request.entity != nil))))
                return 1
            }
            var results = answer.results
            if command.settings.sortIsChosen { results = results.sorted(by: command.settings.sort, query: "") }
            return StandardStreams.output(format(Array(results.prefix(command.limit))), localizer: localizer) ? 0 : 1
        }
    }
}
