import StoreSearchText

/// Reading and writing: standard streams, the catalog, the log.
extension Phrase {
    public enum InputOutput: Hashable, Sendable {
        /// Standard output could not be written (the system's reason follows).
        case cannotWriteOutput(reason: String)
        /// After the first few config mistakes: how many more there are.
        case moreConfigMistakes(count: Int, path: String)
        /// `--catalog -` (or the file that is standard input) where standard input is taken.
        case catalogCannotBeStandardInput(StandardInputUse)
        /// `search --favourites` with none kept (the file they would be in).
        case noFavourites(path: String)
        /// A file of the program's own state (history, favourites) could not
        /// be read, was moved to `badPath` and is started afresh.
        case stateFileSetAside(path: String, badPath: String)
    }

    /// What standard input is already for.
    public enum StandardInputUse: Hashable, Sendable {
        /// The interface reads the keyboard there.
        case interface
        /// `search --batch` reads its terms there.
        case batchTerms
    }
}

extension Phrase.InputOutput {
    public var words: LocalizedText {
        switch self {
        case .cannotWriteOutput(let reason):
            LocalizedText(
                "cannot write to standard output: \(reason)",
                dutch: "kan niet naar standaarduitvoer schrijven: \(reason)")
        case .moreConfigMistakes(let count, let path):
            LocalizedText(
                "and \(count) more \(count == 1 ? "mistake" : "mistakes") in the config file (\(path)), skipped",
                dutch:
                    "en nog \(count) \(count == 1 ? "fout" : "fouten") in het instellingenbestand (\(path)), overgeslagen"
            )
        case .catalogCannotBeStandardInput(.interface):
            LocalizedText(
                "the catalog cannot come from standard input ('--catalog -'): the interface reads the keyboard there; give a file, a pipe as <(command), or use 'storesearch search'",
                dutch:
                    "de catalogus kan niet van standaardinvoer komen ('--catalog -'): de interface leest daar het toetsenbord; geef een bestand, een pijp als <(opdracht), of gebruik 'storesearch search'"
            )
        case .catalogCannotBeStandardInput(.batchTerms):
            LocalizedText(
                "the catalog cannot come from standard input ('--catalog -') with --batch: the search terms come from there; give a file or a pipe as <(command)",
                dutch:
                    "de catalogus kan niet van standaardinvoer komen ('--catalog -') met --batch: daar komen de zoektermen vandaan; geef een bestand of een pijp als <(opdracht)"
            )
        case .noFavourites(let path):
            LocalizedText("no favourites yet (\(path))", dutch: "nog geen favorieten (\(path))")
        case .stateFileSetAside(let path, let badPath):
            LocalizedText(
                "\(path) could not be read; it was moved to \(badPath) and starts afresh",
                dutch: "\(path) was onleesbaar; het is verplaatst naar \(badPath) en begint opnieuw")
        }
    }
}
