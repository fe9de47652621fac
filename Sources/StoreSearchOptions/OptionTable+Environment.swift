import StoreSearchItems
import StoreSearchText
import StoreSearchUI

/// What the program reads besides options: other environment variables,
/// and its files.
extension OptionTable {
    /// Environment variables that are not an option's.
    public static let environmentNotes: [EnvironmentNote] = [
        EnvironmentNote(
            names: ["LC_ALL", "LC_MESSAGES", "LANG"],
            help: LocalizedText(
                "the language of the interface (Dutch when it starts with nl, else English), and the store's country and language",
                dutch:
                    "de taal van de interface (Nederlands als hij met nl begint, anders Engels), en land en taal van de winkel"
            )),
        EnvironmentNote(
            names: ["LC_MONETARY", "LC_NUMERIC"],
            help: LocalizedText(
                "how prices and numbers are written", dutch: "hoe prijzen en getallen geschreven worden")),
        EnvironmentNote(
            names: ["NO_COLOR"],
            help: LocalizedText("when set and not empty: no colours", dutch: "gezet en niet leeg: geen kleuren")),
        EnvironmentNote(
            names: ["CI"],
            help: LocalizedText(
                "when set (and not false or 0): no animations", dutch: "gezet (en niet false of 0): geen animaties")),
        EnvironmentNote(
            names: ["STORESEARCH_RESOURCES"],
            help: LocalizedText(
                "the folder holding the bundled catalog.json, when it is not installed in PREFIX/share/storesearch",
                dutch: "de map met de meegeleverde catalog.json, als die niet in PREFIX/share/storesearch staat")),
        EnvironmentNote(
            names: BaseDirectory.allCases.map(\.rawValue),
            help: LocalizedText(
                "where the files below are kept (default ~/.config, ~/.cache, ~/.local/share, ~/.local/state)",
                dutch:
                    "waar de bestanden hieronder staan (standaard ~/.config, ~/.cache, ~/.local/share, ~/.local/state)")
        ),
    ]

    public static let files: [FileSpec] = [
        FileSpec(
            name: .config, base: .config, relative: "storesearch/config",
            help: LocalizedText(
                "settings as 'key = value' lines ('#' starts a comment); --print-config writes one; flags beat the environment, which beats this file",
                dutch:
                    "instellingen als 'sleutel = waarde' ('#' begint commentaar); --print-config schrijft er een; opties gaan voor de omgeving, die voor dit bestand gaat"
            ),
            manDetail:
                "A '#' starts a comment at the start of a line or after a space or tab, but not as the first character of a value (theme.text = #ff0000) nor inside quotes (player = mpv --title \"a # b\"). Lines are counted at line feeds only, as an editor counts them; a byte-order mark at the start is skipped. A mistake in it is reported with its line (naming the nearest key when the key is unknown) and skipped; the program still starts. Every line --print-config writes commented out is taken as it stands when uncommented."
        ),
        FileSpec(
            name: .responses, base: .cache, relative: "storesearch/responses.sqlite",
            help: LocalizedText(
                "the store's answers of the last day, and the times of recent store searches",
                dutch: "de antwoorden van de winkel van de laatste dag, en wanneer er gezocht is"),
            manDetail: "A broken file is rebuilt."),
        FileSpec(
            name: .index, base: .cache, relative: "storesearch/index/",
            help: LocalizedText(
                "the index of each local catalog, built once and mapped by later runs",
                dutch: "de index van elke lokale catalogus, één keer gebouwd en daarna ingelezen"),
            manDetail:
                "Rebuilt when the catalog changes (its size, or its time and its content), or when the index is of an older format, truncated or fails its checksum; an index that changes under a running program (cut short, written over in place, replaced) is noticed before the next search (its size, times and header) and built again, and a search already reading it gives wrong answers at worst, never a crash. While a catalog is first indexed, its items wait here in sorted runs, in a temporary file without a name (about the size of the index) that goes with the program, and the index itself has no name until it is whole, so a build stopped in any way (quit, kill -9, a crash) leaves nothing here; a full disk (or a file size limit) leaves the index in memory. The first storesearch search of a catalog file of 32 MB or more whose index is not here answers from the file itself (the answer the index would give), and leaves the index to a process of its own, storesearch-index, which gives way to other work (nice 10) and builds it here unless another one is building it (a lock on the catalog file); until it is done, each such search answers from the file. A search the file alone cannot answer (by price, release or artist, a category or filter, or one that finds nothing and so looks for typing mistakes) builds the index itself. Safe to delete."
        ),
        FileSpec(
            name: .artwork, base: .cache, relative: "storesearch/artwork/",
            help: LocalizedText("fetched artwork, 64 MB at most", dutch: "opgehaalde hoezen, hoogstens 64 MB"),
            manDetail: "The oldest files go first; a damaged file is fetched again. Safe to delete."),
        FileSpec(
            name: .drafts, base: .data, relative: "storesearch/drafts/",
            help: LocalizedText("support mail, as .eml drafts", dutch: "supportmail, als .eml-concepten"),
            manDetail:
                "Each message is written here before it is handed to the mail command or a mail program and removed once the command took it, so a failed send leaves it here; so do Cancel, quitting and any signal that ends the program with the compose sheet open. While a message is written it is saved here too, 1.5 s after a change, so a crash or kill -9 loses that much typing at most. The next Send Support Email offers the newest one. When no draft can be written here (a full disk, a file size limit), quitting writes the message (To, Subject and body) to standard error once the terminal is restored, to be copied."
        ),
        FileSpec(
            name: .favourites, base: .data, relative: "storesearch/favourites.json",
            help: LocalizedText(
                "the favourites, newest first, in the store's answer shape (--catalog reads it)",
                dutch: "de favorieten, nieuwste eerst, in de vorm van de winkel (--catalog leest het)"),
            manDetail:
                "Written whole (a temporary file renamed into place) under a lock on favourites.json.lock; a file that cannot be read is moved to favourites.json.bad and started afresh."
        ),
        FileSpec(
            name: .history, base: .state, relative: "storesearch/history",
            help: LocalizedText(
                "searches of the store run in the interface, a line each, newest last, 1,000 at most (none with --no-history)",
                dutch:
                    "zoekopdrachten in de winkel uit de interface, een per regel, de nieuwste laatst, hoogstens 1.000 (geen met --no-history)"
            ),
            manDetail:
                "A search is kept once it has found something (a search that failed or found nothing is not). Searches that differ only in case or accents are kept once; control characters are never kept. Written whole under a lock on history.lock; a file that cannot be read is moved to history.bad and started afresh."
        ),
        FileSpec(
            name: .catalogHistory, base: .state, relative: "storesearch/catalog-history",
            help: LocalizedText(
                "the same for searches of a local catalog (the bundled one or --catalog's), which may not have what the store has",
                dutch:
                    "hetzelfde voor zoekopdrachten in een lokale catalogus (de meegeleverde of die van --catalog), die niet alles van de winkel heeft"
            ),
            manDetail: "Kept as the store's history is, beside it (catalog-history.lock, catalog-history.bad)."
        ),
        FileSpec(
            name: .log, base: .state, relative: "storesearch/storesearch.log",
            help: LocalizedText(
                "the log, 1 MB at most (then storesearch.log.1); standard error while the interface is up",
                dutch: "het logboek, hoogstens 1 MB (dan storesearch.log.1); standaardfout zolang de interface draait"),
            manDetail:
                "Config file mistakes go there too (the first five, then how many more) and, should the program crash, a short report with a backtrace."
        ),
    ]
}
