import StoreSearchText

/// The menu and About.
public enum MenuPhrase: LocalizedPhrase {
    case menuItem(MenuItem)
    case aboutTitle
    case aboutLine(Phrase.AboutLine)
}

extension MenuPhrase {
    public var words: LocalizedText {
        switch self {
        case .menuItem(let item):
            LocalizedText(item.label(in: .english).text, dutch: item.label(in: .dutch).text)
        case .aboutTitle: LocalizedText("About", dutch: "Over")
        case .aboutLine(let line): line.words
        }
    }
}

/// A menu item's name with its accelerator: the letter that chooses it,
/// underlined on screen. Declared in the names themselves, after an `&`
/// (as GTK and Windows mark mnemonics), so the letter and the word cannot
/// drift apart; a test checks that no two items share one in any language.
public struct AcceleratedLabel: Hashable, Sendable {
    /// The name as shown, without the mark.
    public let text: String
    /// Where the accelerator is in `text`, in characters.
    public let acceleratorOffset: Int
    /// The accelerator, lowercased: typing it (either case) chooses the item.
    public var accelerator: Character { Character(Array(text)[acceleratorOffset].lowercased()) }

    init(marked: String) {
        let characters = Array(marked)
        let mark = characters.firstIndex(of: "&")!
        text = String(characters[..<mark] + characters[(mark + 1)...])
        acceleratorOffset = mark
    }
}

extension MenuItem {
    /// The item's name in `language`, its accelerator marked.
    public func label(in language: Language) -> AcceleratedLabel {
        AcceleratedLabel(marked: markedWords.text(in: language))
    }

    /// The names with an `&` before the accelerator.
    private var markedWords: LocalizedText {
        switch self {
        case .sendSupportEmail: LocalizedText("Send Support &Email", dutch: "&Supportmail sturen")
        case .rateThisApp: LocalizedText("&Rate this App", dutch: "&Beoordeel deze app")
        case .favourites: LocalizedText("&Favourites", dutch: "&Favorieten")
        case .filters: LocalizedText("F&ilters…", dutch: "F&ilters…")
        case .nextOrder: LocalizedText("Next &Order", dutch: "&Volgende volgorde")
        case .saveResults: LocalizedText("&Save Results…", dutch: "&Resultaten bewaren…")
        case .commands: LocalizedText("&Commands…", dutch: "&Commando's…")
        case .about: LocalizedText("&About", dutch: "&Over")
        }
    }
}

extension Phrase.AboutLine {
    public var words: LocalizedText {
        switch self {
        case .tagline:
            LocalizedText(
                "Searches the Apple media store from the terminal.",
                dutch: "Doorzoekt de Apple-mediawinkel vanuit de terminal.")
        case .noMailCommand:
            LocalizedText(
                "none found: support mail is saved as a draft",
                dutch: "niet gevonden: supportmail wordt als concept bewaard")
        case .mailCommandMissing(let command):
            LocalizedText(
                "'\(command)' not found: support mail is saved as a draft",
                dutch: "'\(command)' niet gevonden: supportmail wordt als concept bewaard")
        case .historyOff: LocalizedText("not kept (--no-history)", dutch: "niet bewaard (--no-history)")
        case .placeholderAddress(let address):
            LocalizedText(
                "\(address), a placeholder: set support-address in the config file (or --support-address)",
                dutch:
                    "\(address), een voorbeeldadres: stel support-address in het instellingenbestand in (of --support-address)"
            )
        case .source(let kind, let storeURL):
            switch kind {
            case .bundledCatalog:
                LocalizedText(
                    "the bundled catalog: songs and TV episodes from the Chinook sample database (MIT), apps from Debian's AppStream metadata, e-books from Project Gutenberg's catalog (Resources/catalog/PROVENANCE.md)",
                    dutch:
                        "de meegeleverde catalogus: liedjes en tv-afleveringen uit de Chinook-voorbeelddatabase (MIT), apps uit Debians AppStream-gegevens, e-boeken uit de catalogus van Project Gutenberg (Resources/catalog/PROVENANCE.md)"
                )
            case .catalogFile(let name):
                LocalizedText("the catalog file \(name)", dutch: "het catalogusbestand \(name)")
            case .store:
                LocalizedText(
                    "the iTunes Search API at \(storeURL); the bundled catalog when it cannot be reached",
                    dutch: "de iTunes Search API op \(storeURL); de meegeleverde catalogus als die onbereikbaar is")
            }
        case .licence:
            LocalizedText(
                "storesearch is MIT-licensed; the bundled catalog's parts keep their own licences (see PROVENANCE.md)",
                dutch:
                    "storesearch valt onder de MIT-licentie; de delen van de meegeleverde catalogus houden hun eigen licentie (zie PROVENANCE.md)"
            )
        case .label(let label):
            switch label {
            case .version: LocalizedText("Version", dutch: "Versie")
            case .source: LocalizedText("Source", dutch: "Bron")
            case .licence: LocalizedText("Licence", dutch: "Licentie")
            case .mail: LocalizedText("Mail", dutch: "Mail")
            case .support: LocalizedText("Support", dutch: "Support")
            case .config: LocalizedText("Config", dutch: "Instellingen")
            case .cache: LocalizedText("Cache", dutch: "Cache")
            case .drafts: LocalizedText("Drafts", dutch: "Concepten")
            case .history: LocalizedText("History", dutch: "Geschiedenis")
            case .favourites: LocalizedText("Favourites", dutch: "Favorieten")
            case .log: LocalizedText("Log", dutch: "Logboek")
            case .keys: LocalizedText("Keys", dutch: "Toetsen")
            }
        }
    }
}
