import StoreSearchText
import StoreSearchUI

/// The parts of `--help` (`Phrase.usage`), around the option table's own words.
enum UsagePhrase: LocalizedPhrase {
    case title, usage, about, options, search, lookup, exitStatus, environment, files, keys, defaultIs, configKey
    /// `--help-all`'s part on `storesearch pick`, and its exit statuses.
    case pick, pickExitStatus
    /// The short `--help`'s heading of the options used most, and where the rest is.
    case mostUsed, theRest

    public var words: LocalizedText {
        switch self {
        case .title:
            LocalizedText(
                "search the Apple media store from the terminal",
                dutch: "doorzoek de Apple-mediawinkel vanuit de terminal")
        case .usage:
            LocalizedText(
                """
                Usage: storesearch [options]
                       storesearch search TERM [search options] [options]
                       storesearch lookup ID [lookup options] [options]
                       storesearch pick [WORDS] [pick options] [options]
                """,
                dutch: """
                    Gebruik: storesearch [opties]
                             storesearch search ZOEKTERM [zoekopties] [opties]
                             storesearch lookup ID [opzoekopties] [opties]
                             storesearch pick [WOORDEN] [kiesopties] [opties]
                    """)
        case .about:
            LocalizedText(
                "Songs, apps, e-books and films, in a layout that follows the terminal's size: a list with a pop-up detail when narrow, a split view when wide.",
                dutch:
                    "Liedjes, apps, e-boeken en films, in een opmaak die de grootte van de terminal volgt: een lijst met een pop-up als hij smal is, een gesplitst scherm als hij breed is."
            )
        case .options:
            LocalizedText("Options:", dutch: "Opties:")
        case .search:
            LocalizedText(
                "storesearch search TERM prints results without the interface:",
                dutch: "storesearch search ZOEKTERM drukt resultaten af zonder de interface:")
        case .lookup:
            LocalizedText(
                "storesearch lookup ID prints, as search does, what a store id names: the item, or an artist's or album's items (their page in the interface):",
                dutch:
                    "storesearch lookup ID drukt, zoals search, af wat een id van de winkel noemt: het item, of de items van een artiest of album (hun pagina in de interface):"
            )
        case .exitStatus:
            LocalizedText(
                "Exit status: 0 with results, 1 with none (or when they could not be written), 2 for a wrong command line, 3 when the store or the catalog failed.",
                dutch:
                    "Afsluitcode: 0 met resultaten, 1 zonder (of als ze niet geschreven konden worden), 2 bij een verkeerde opdracht, 3 als de winkel of de catalogus faalde."
            )
        case .pick:
            LocalizedText(
                "storesearch pick [WORDS] opens the interface on the terminal (/dev/tty) to choose, even in a pipeline, with WORDS searched; Enter prints the result (or the marked ones) to standard output, in search's formats, and ends. It takes search's --category, --exact, --free, --price, --kind, --no-explicit and --format (also id, url, name), and:",
                dutch:
                    "storesearch pick [WOORDEN] opent de interface op de terminal (/dev/tty) om te kiezen, ook in een pijplijn, met WOORDEN gezocht; Enter drukt het resultaat (of de gemarkeerde) af op standaarduitvoer, in de vormen van search, en stopt. Het neemt --category, --exact, --free, --price, --kind, --no-explicit en --format (ook id, url, name) van search, en:"
            )
        case .pickExitStatus:
            LocalizedText(
                "Exit status: 0 when something was chosen (and printed), 1 when nothing was (Esc in the field, or --exit-0 found nothing), 2 for a wrong command line or no terminal, 3 when the store or the catalog failed, 130 for Ctrl-C or F10.",
                dutch:
                    "Afsluitcode: 0 als er iets gekozen (en afgedrukt) is, 1 als er niets gekozen is (Esc in het zoekveld, of --exit-0 vond niets), 2 bij een verkeerde opdracht of geen terminal, 3 als de winkel of de catalogus faalde, 130 bij Ctrl-C of F10."
            )
        case .environment:
            LocalizedText("Environment:", dutch: "Omgeving:")
        case .files:
            LocalizedText("Files:", dutch: "Bestanden:")
        case .keys:
            LocalizedText(
                "Keys: F1 shows those that work where you are, then all; Ctrl-O finds any command by name; F2 opens the menu (Send Support Email, Rate this App, Favourites, Filters…, Next Order, Save Results…, Commands…, About); F5 filters, F6 the order, F8 the favourites, Ctrl-R earlier searches. While typing, Up and Down move through the results. A key that means nothing where it is pressed changes nothing and says so. Ctrl-C or F10 quits. Keys and colours can be set in the config file (bind, theme).",
                dutch:
                    "Toetsen: F1 toont die hier werken, dan alle; Ctrl-O vindt elk commando op naam; F2 opent het menu (Supportmail sturen, Beoordeel deze app, Favorieten, Filters…, Volgende volgorde, Resultaten bewaren…, Commando's…, Over); F5 filters, F6 de volgorde, F8 de favorieten, Ctrl-R eerdere zoekopdrachten. Tijdens het typen gaan pijl omhoog en omlaag door de resultaten. Een toets die ergens niets betekent verandert niets en zegt dat. Ctrl-C of F10 stopt. Toetsen en kleuren staan in het instellingenbestand (bind, theme)."
            )
        case .defaultIs:
            LocalizedText("default", dutch: "standaard")
        case .configKey:
            LocalizedText("config", dutch: "instelling")
        case .mostUsed:
            LocalizedText("Options used most:", dutch: "Meest gebruikte opties:")
        case .theRest:
            LocalizedText(
                """
                Every option (search's and lookup's too), variable and file: --help-all.
                The manual: man storesearch; the config file: man 5 storesearch-config.
                In the interface F1 lists the keys, Ctrl-O finds any command. -V: the version.
                """,
                dutch: """
                    Elke optie (ook van search en lookup), variabele en elk bestand: --help-all.
                    De handleiding: man storesearch; de instellingen: man 5 storesearch-config.
                    In de interface toont F1 de toetsen, vindt Ctrl-O elk commando. -V: de versie.
                    """)
        }
    }
}
