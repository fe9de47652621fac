import StoreSearchItems
import StoreSearchText
import StoreSearchUI

/// The options of `storesearch search` and `storesearch lookup`, and those
/// that do something instead of starting.
extension OptionTable {
    /// `storesearch search`'s choices, then `storesearch lookup`'s.
    static let commandOptions: [OptionSpec] = [
        OptionSpec(
            long: "--category", defaultValue: "all",
            scope: .search,
            help: LocalizedText("what to search", dutch: "wat te doorzoeken"),
            effect: .search(.choice(Category.allCases.map(\.commandLineName))) { command, value in
                guard let category = Category(commandLineName: value) else { return false }
                command.category = category
                return true
            }),
        OptionSpec(
            long: "--limit", placeholder: LocalizedText("N", dutch: "N"), defaultValue: "200",
            scope: .commands,
            help: LocalizedText("print at most N results", dutch: "hoogstens N resultaten afdrukken"),
            effect: .searchInteger(\.limit, in: 1...200)),
        OptionSpec(
            long: "--format", defaultValue: "table",
            scope: .commands,
            help: LocalizedText(
                "aligned columns (name, artist, kind, genre, price; the album too where names repeat); tab-separated values with a header line (name, artist, kind, genre, price, currency, url, id); or the store's answer shape, which --catalog reads back",
                dutch:
                    "kolommen (naam, artiest, soort, genre, prijs; ook het album waar namen terugkomen); tab-gescheiden waarden met een kopregel (name, artist, kind, genre, price, currency, url, id); of de vorm van de winkel, die --catalog weer leest"
            ),
            effect: .searchChoice(\.format)),
        OptionSpec(
            long: "--batch", scope: .search,
            help: LocalizedText(
                "read terms from standard input, one a line; answer each with its results, then an empty line",
                dutch: "zoektermen van standaardinvoer, één per regel; elk antwoord gevolgd door een lege regel"),
            manDetail:
                "The answers are written at once: one process and one loaded index for many searches. The exit status is 0, 3 when a search failed, or 1 when the answers could not be written.",
            effect: .searchFlag(\.batch)),
        OptionSpec(
            long: "--exact", scope: .search,
            help: LocalizedText(
                "search the words exactly as typed: no typing mistake forgiven on a local catalog",
                dutch: "precies de getypte woorden zoeken: geen typfout vergeven in een lokale catalogus"),
            manDetail:
                "Without it, a search of a local catalog whose words find nothing, one of them beginning no word of the catalog, answers for the nearest words (one edit from 4 letters, two from 8; the last word as a beginning) and says so on standard error: showing results for 'queen'. With it, nothing is forgiven, and standard error says what would have been found: did you mean 'queen'?",
            effect: .searchFlag(\.exact)),
        OptionSpec(
            long: "--favourites", aliases: ["--favorites"], scope: .search,
            help: LocalizedText(
                "print the favourites, newest first, instead of searching (no TERM, no --batch)",
                dutch: "de favorieten afdrukken, nieuwste eerst, in plaats van te zoeken (zonder ZOEKTERM of --batch)"),
            effect: .searchFlag(\.favourites)),
        OptionSpec(
            long: "--free", scope: .search,
            help: LocalizedText("free items only", dutch: "alleen gratis items"),
            effect: .searchFlag(\.filter.freeOnly)),
        OptionSpec(
            long: "--price", placeholder: LocalizedText("MIN-MAX", dutch: "MIN-MAX"), scope: .search,
            help: LocalizedText(
                "items priced within, such as 0-1.99, -5 or 10- (items without a price are left out)",
                dutch: "items met een prijs daartussen, zoals 0-1.99, -5 of 10- (items zonder prijs vallen weg)"),
            effect: .search(.priceRange) { command, value in
                guard let range = ResultFilter.priceRange(parsing: value) else { return false }
                command.filter.priceRange = range
                return true
            }),
        OptionSpec(
            long: "--kind", placeholder: LocalizedText("KIND,...", dutch: "SOORT,..."), scope: .search,
            help: LocalizedText(
                "only these kinds: song, musicVideo, film, tvEpisode, podcast, app, macApp, ebook, audiobook (also movie, tv, mac-app, book); may be given more than once",
                dutch:
                    "alleen deze soorten: song, musicVideo, film, tvEpisode, podcast, app, macApp, ebook, audiobook (ook movie, tv, mac-app, book); mag vaker gegeven worden"
            ),
            effect: .search(.kinds(kindNames)) { command, value in
                let names = value.split(separator: ",", omittingEmptySubsequences: false)
                let kinds = names.compactMap { KindFilter(commandLineName: $0.trimmingSpaces) }
                guard kinds.count == names.count else { return false }
                command.filter.kinds.formUnion(kinds)
                return true
            }),
        OptionSpec(
            long: "--no-explicit", scope: .search,
            help: LocalizedText("leave out items marked explicit", dutch: "zonder items die expliciet zijn"),
            effect: .searchFlag(\.filter.hidesExplicit)),

        // storesearch lookup
        OptionSpec(
            long: "--entity", scope: .lookup,
            help: LocalizedText(
                "the kind of items to list of the artist or album the id is: an artist's songs, albums, apps or books, an album's songs (without it: what the id is)",
                dutch:
                    "de soort items om van de artiest of het album met dat id te tonen: liedjes, albums, apps of boeken van een artiest, de liedjes van een album (zonder: wat het id is)"
            ),
            manDetail:
                "The store answers an artist's id without it with the artist alone, which is no item: nothing is printed. A local catalog, which has no rows for artists and albums, gives an artist's or album's items without it too.",
            effect: .search(.choice(LookupEntity.commandLine.map(\.rawValue))) { command, value in
                guard let entity = LookupEntity(rawValue: value), LookupEntity.commandLine.contains(entity) else {
                    return false
                }
                command.entity = entity
                return true
            }),
    ]

    /// Instead of starting.
    static let actions: [OptionSpec] = [
        OptionSpec(
            long: "--print-config", scope: .interface,
            help: LocalizedText(
                "print a complete, commented config file with the defaults and the values in force, and exit",
                dutch:
                    "een volledig instellingenbestand met uitleg, de standaardwaarden en de geldende waarden afdrukken, en stoppen"
            ),
            summary: LocalizedText(
                "print a commented config file, and exit", dutch: "een instellingenbestand met uitleg tonen, en stoppen"
            ),
            effect: .action(.printConfig)),
        OptionSpec(
            long: "--diagnose", scope: .interface,
            help: LocalizedText(
                "print what the program found and will use (terminal, locale, paths, mail, player), and exit",
                dutch:
                    "afdrukken wat het programma gevonden heeft en zal gebruiken (terminal, locale, paden, mail, speler), en stoppen"
            ),
            summary: LocalizedText(
                "print what it found and will use, and exit", dutch: "tonen wat het vond en gebruikt, en stoppen"),
            effect: .action(.diagnose)),
        OptionSpec(
            long: "--help", short: "-h", scope: .both,
            help: LocalizedText(
                "show the options used most, and where the rest is, and exit",
                dutch: "de meest gebruikte opties tonen, en waar de rest staat, en stoppen"),
            effect: .action(.help)),
        OptionSpec(
            long: "--help-all", scope: .both,
            help: LocalizedText(
                "show every option, variable and file, and exit",
                dutch: "elke optie, variabele en elk bestand tonen, en stoppen"),
            effect: .action(.helpAll)),
        OptionSpec(
            long: "--version", short: "-V", scope: .both,
            help: LocalizedText("show the version and exit", dutch: "de versie tonen en stoppen"),
            effect: .action(.version)),
    ]
}
