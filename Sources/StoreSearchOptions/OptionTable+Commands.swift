import StoreSearchItems
import StoreSearchText
import StoreSearchUI

/// The options of `storesearch search`, `lookup` and `pick`, and those
/// that do something instead of starting.
extension OptionTable {
    /// `storesearch search`'s choices, then `storesearch lookup`'s.
    static let commandOptions: [OptionSpec] = [
        OptionSpec(
            long: "--category", defaultValue: "all",
            scope: .only(.search, .pick),
            help: LocalizedText("what to search", dutch: "wat te doorzoeken"),
            effect: .search(.choice(Category.allCases.map(\.commandLineName))) { command, value in
                guard let category = Category(commandLineName: value) else { return false }
                command.category = category
                return true
            }),
        OptionSpec(
            long: "--limit", placeholder: LocalizedText("N", dutch: "N"), defaultValue: "200",
            scope: .only(.search, .lookup),
            help: LocalizedText("print at most N results", dutch: "hoogstens N resultaten afdrukken"),
            effect: .searchInteger(\.limit, in: 1...200)),
        OptionSpec(
            long: "--format", defaultValue: "table",
            scope: .only(.search, .lookup, .pick),
            help: LocalizedText(
                "aligned columns (name, artist, kind, genre, price; the album too where names repeat); tab-separated values with a header line (name, artist, kind, genre, price, currency, url, id); the store's answer shape, which --catalog reads back; or a line an item of its store id, its store page's address (an empty line where it has none) or its name",
                dutch:
                    "kolommen (naam, artiest, soort, genre, prijs; ook het album waar namen terugkomen); tab-gescheiden waarden met een kopregel (name, artist, kind, genre, price, currency, url, id); de vorm van de winkel, die --catalog weer leest; of een regel per item met zijn id, het adres van zijn winkelpagina (een lege regel als die er niet is) of zijn naam"
            ),
            effect: .searchChoice(\.format)),
        OptionSpec(
            long: "--batch", scope: .only(.search),
            help: LocalizedText(
                "read terms from standard input, one a line; answer each with its results, then an empty line",
                dutch: "zoektermen van standaardinvoer, één per regel; elk antwoord gevolgd door een lege regel"),
            manDetail:
                "The answers are written at once: one process and one loaded index for many searches. The exit status is 0, 3 when a search failed, or 1 when the answers could not be written.",
            effect: .searchFlag(\.batch)),
        OptionSpec(
            long: "--exact", scope: .only(.search, .pick),
            help: LocalizedText(
                "search the words exactly as typed: no typing mistake forgiven on a local catalog",
                dutch: "precies de getypte woorden zoeken: geen typfout vergeven in een lokale catalogus"),
            manDetail:
                "Without it, a search of a local catalog whose words find nothing, one of them beginning no word of the catalog, answers for the nearest words (one edit from 4 letters, two from 8; the last word as a beginning) and says so on standard error: showing results for 'queen'. With it, nothing is forgiven, and standard error says what would have been found: did you mean 'queen'?",
            effect: .searchFlag(\.exact)),
        OptionSpec(
            long: "--favourites", aliases: ["--favorites"], scope: .only(.search),
            help: LocalizedText(
                "print the favourites, newest first, instead of searching (no TERM, no --batch)",
                dutch: "de favorieten afdrukken, nieuwste eerst, in plaats van te zoeken (zonder ZOEKTERM of --batch)"),
            effect: .searchFlag(\.favourites)),
        OptionSpec(
            long: "--free", scope: .only(.search, .pick),
            help: LocalizedText("free items only", dutch: "alleen gratis items"),
            effect: .searchFlag(\.filter.freeOnly)),
        OptionSpec(
            long: "--price", placeholder: LocalizedText("MIN-MAX", dutch: "MIN-MAX"), scope: .only(.search, .pick),
            help: LocalizedText(
                "items priced within, such as 0-1.99, -5 or 10- (items without a price are left out)",
                dutch: "items met een prijs daartussen, zoals 0-1.99, -5 of 10- (items zonder prijs vallen weg)"),
            effect: .search(.priceRange) { command, value in
                guard let range = ResultFilter.priceRange(parsing: value) else { return false }
                command.filter.priceRange = range
                return true
            }),
        OptionSpec(
            long: "--kind", placeholder: LocalizedText("KIND,...", dutch: "SOORT,..."), scope: .only(.search, .pick),
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
            long: "--no-explicit", scope: .only(.search, .pick),
            help: LocalizedText("leave out items marked explicit", dutch: "zonder items die expliciet zijn"),
            effect: .searchFlag(\.filter.hidesExplicit)),

        // storesearch pick
        OptionSpec(
            long: "--multi", placeholder: LocalizedText("N", dutch: "N"), valueIsOptional: true, scope: .only(.pick),
            help: LocalizedText(
                "allow marks: Tab and Shift-Tab mark or unmark a result and move on, and Enter prints the marked ones in the order marked; at most N (\(InputLimits.marks) without)",
                dutch:
                    "markeren toestaan: Tab en Shift-Tab markeren een resultaat (of niet meer) en gaan verder, en Enter drukt de gemarkeerde af in de volgorde van markeren; hoogstens N (\(InputLimits.marks) zonder)"
            ),
            manDetail:
                "Without it Tab keeps its meaning (the next place) and Enter prints the one result it is on. The limit is given with =: --multi 2 is --multi and the word 2.",
            effect: .search(.integer(1...InputLimits.marks)) { command, value in
                guard !value.isEmpty else {
                    command.multi = InputLimits.marks
                    return true
                }
                guard let limit = Int(value), (1...InputLimits.marks).contains(limit) else { return false }
                command.multi = limit
                return true
            }),
        OptionSpec(
            long: "--select-1", scope: .only(.pick),
            help: LocalizedText(
                "when the words find one result, print it without opening the interface",
                dutch: "als de woorden één resultaat vinden, het afdrukken zonder de interface te openen"),
            effect: .searchFlag(\.selectOne)),
        OptionSpec(
            long: "--exit-0", scope: .only(.pick),
            help: LocalizedText(
                "when the words find nothing, exit at once with status 1, without opening the interface",
                dutch: "als de woorden niets vinden, meteen stoppen met status 1, zonder de interface te openen"),
            effect: .searchFlag(\.exitZero)),
        OptionSpec(
            long: "--query", placeholder: LocalizedText("WORDS", dutch: "WOORDEN"), scope: .only(.pick),
            help: LocalizedText(
                "the words searched at the start (as WORDS; given both, --query's come first)",
                dutch: "de woorden waarmee wordt begonnen (als WOORDEN; met beide komen die van --query eerst)"),
            effect: .search(.words) { command, value in
                command.query = value
                return true
            }),
        OptionSpec(
            long: "--print-query", scope: .only(.pick),
            help: LocalizedText(
                "print the search's words as they were at the end on the first line, before what was chosen (also when --exit-0 finds nothing)",
                dutch:
                    "de woorden van de zoekopdracht zoals ze aan het einde waren op de eerste regel afdrukken, voor wat gekozen is (ook als --exit-0 niets vindt)"
            ),
            effect: .searchFlag(\.printQuery)),

        // storesearch lookup
        OptionSpec(
            long: "--entity", scope: .only(.lookup),
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
