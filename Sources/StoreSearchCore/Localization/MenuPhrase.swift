/// The menu and About.
public enum MenuPhrase: Hashable, Sendable {
    case menuItem(MenuItem)
    case aboutTitle
    case aboutLine(Phrase.AboutLine)
}

extension MenuPhrase {
    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .dutch: dutch
        }
    }

    private var english: String {
        switch self {
        case .menuItem(let item): item.label(in: .english).text
        case .aboutTitle: "About"
        case .aboutLine(let line): line.english
        }
    }

    private var dutch: String {
        switch self {
        case .menuItem(let item): item.label(in: .dutch).text
        case .aboutTitle: "Over"
        case .aboutLine(let line): line.dutch
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
        AcceleratedLabel(marked: language == .english ? englishMarked : dutchMarked)
    }

    private var englishMarked: String {
        switch self {
        case .sendSupportEmail: "Send Support &Email"
        case .rateThisApp: "&Rate this App"
        case .favourites: "&Favourites"
        case .filters: "F&ilters…"
        case .nextOrder: "Next &Order"
        case .saveResults: "&Save Results…"
        case .commands: "&Commands…"
        case .about: "&About"
        }
    }

    private var dutchMarked: String {
        switch self {
        case .sendSupportEmail: "&Supportmail sturen"
        case .rateThisApp: "&Beoordeel deze app"
        case .favourites: "&Favorieten"
        case .filters: "F&ilters…"
        case .nextOrder: "&Volgende volgorde"
        case .saveResults: "&Resultaten bewaren…"
        case .commands: "&Commando's…"
        case .about: "&Over"
        }
    }
}
