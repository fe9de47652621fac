import StoreSearchText

/// `storesearch --diagnose` and the diagnostics a support mail attaches:
/// the labels of `DiagnosticFacts` and the words of their values.
public enum DiagnosticsPhrase: LocalizedPhrase {
    case label(DiagnosticFacts.Label)
    case notATerminal
    case off
    case on
    case unknown
    case noneFound
    case exists
    case missing
    case writable
    case notWritable
    case notFound
    case yesOSC52
    case no
    /// The interface's language, named in the language spoken.
    case languageName(Language)
    case placeholder
    /// How pictures are drawn (`kitty`, `sixel`, `iterm`, `symbols`: names
    /// of `--images`, said as they are) and why.
    case pictures(String, because: PicturePhrase)
    /// `images = off`: no pictures at all.
    case noPictures
    /// How Alt arrives: the terminal knows mode 1036, which the interface sets.
    case altEscapePrefix
    /// The terminal sends Alt as the eighth bit (mode 1034), and knows no 1036.
    case altEighthBit
    /// The terminal did not say.
    case altNotSaid
    case altNoTerminal
    /// In the interface: Esc-prefixed Alt was asked for.
    case altAskedFor
    /// The config file holds a mistake the interface stops at (its words follow).
    case stopsTheInterface(String)
}

extension DiagnosticsPhrase {
    public var words: LocalizedText {
        switch self {
        case .label(let label):
            switch label {
            case .version: LocalizedText("version", dutch: "versie")
            case .term: LocalizedText("TERM", dutch: "TERM")
            case .colours: LocalizedText("colours", dutch: "kleuren")
            case .size: LocalizedText("size", dutch: "grootte")
            case .mouse: LocalizedText("mouse", dutch: "muis")
            case .alt: LocalizedText("Alt", dutch: "Alt")
            case .clipboard: LocalizedText("clipboard", dutch: "klembord")
            case .images: LocalizedText("pictures", dutch: "hoezen")
            case .locale: LocalizedText("locale", dutch: "locale")
            case .language: LocalizedText("language", dutch: "taal")
            case .source: LocalizedText("source", dutch: "bron")
            case .catalog: LocalizedText("catalog", dutch: "catalogus")
            case .config: LocalizedText("config", dutch: "instellingen")
            case .cache: LocalizedText("cache", dutch: "cache")
            case .drafts: LocalizedText("drafts", dutch: "concepten")
            case .log: LocalizedText("log", dutch: "logboek")
            case .state: LocalizedText("state", dutch: "toestand")
            case .history: LocalizedText("history", dutch: "geschiedenis")
            case .mail: LocalizedText("mail", dutch: "mail")
            case .support: LocalizedText("support", dutch: "support")
            case .opener: LocalizedText("URL opener", dutch: "URL-opener")
            case .player: LocalizedText("player", dutch: "speler")
            case .store: LocalizedText("store", dutch: "winkel")
            }
        case .notATerminal: LocalizedText("not a terminal", dutch: "geen terminal")
        case .off: LocalizedText("off", dutch: "uit")
        case .on: LocalizedText("on", dutch: "aan")
        case .unknown: LocalizedText("unknown", dutch: "onbekend")
        case .noneFound: LocalizedText("none found", dutch: "niet gevonden")
        case .exists: LocalizedText("exists", dutch: "bestaat")
        case .missing: LocalizedText("does not exist yet", dutch: "bestaat nog niet")
        case .writable: LocalizedText("writable", dutch: "schrijfbaar")
        case .notWritable: LocalizedText("not writable", dutch: "niet schrijfbaar")
        case .notFound: LocalizedText("not found", dutch: "niet gevonden")
        case .yesOSC52: LocalizedText("yes (OSC 52)", dutch: "ja (OSC 52)")
        case .no: LocalizedText("no", dutch: "nee")
        case .languageName(.english): LocalizedText("English", dutch: "Engels")
        case .languageName(.dutch): LocalizedText("Dutch", dutch: "Nederlands")
        case .placeholder:
            LocalizedText("a placeholder: set support-address", dutch: "een voorbeeldadres: stel support-address in")
        case .pictures(let way, let why):
            LocalizedText("\(way) (\(why.words.english))", dutch: "\(way) (\(why.words.dutch))")
        case .noPictures: LocalizedText("no pictures: images = off", dutch: "geen hoezen: images = off")
        case .altEscapePrefix:
            LocalizedText(
                "Esc and the key (the terminal knows mode 1036, metaSendsEscape, which the interface sets)",
                dutch: "Esc en de toets (de terminal kent modus 1036, metaSendsEscape, die de interface zet)")
        case .altEighthBit:
            LocalizedText(
                "as the eighth bit (mode 1034): Alt-M arrives as í and types; set the terminal to send Esc",
                dutch: "als achtste bit (modus 1034): Alt-M komt aan als í en typt; laat de terminal Esc sturen")
        case .altNotSaid:
            LocalizedText(
                "not said by the terminal (most send Esc and the key)",
                dutch: "niet gezegd door de terminal (de meeste sturen Esc en de toets)")
        case .altNoTerminal: LocalizedText("no terminal to ask", dutch: "geen terminal om te vragen")
        case .altAskedFor:
            LocalizedText(
                "Esc and the key, asked for (mode 1036, metaSendsEscape)",
                dutch: "Esc en de toets, gevraagd (modus 1036, metaSendsEscape)")
        case .stopsTheInterface(let reason):
            LocalizedText("the interface will not start: \(reason)", dutch: "de interface start niet: \(reason)")
        }
    }
}
