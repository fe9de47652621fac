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
        case .menuItem(let item):
            switch item {
            case .sendSupportEmail: "Send Support Email"
            case .favourites: "Favourites"
            case .saveResults: "Save Results…"
            case .rateThisApp: "Rate this App"
            case .about: "About"
            }
        case .aboutTitle: "About"
        case .aboutLine(let line): line.english
        }
    }

    private var dutch: String {
        switch self {
        case .menuItem(let item):
            switch item {
            case .sendSupportEmail: "Supportmail sturen"
            case .favourites: "Favorieten"
            case .saveResults: "Resultaten bewaren…"
            case .rateThisApp: "Beoordeel deze app"
            case .about: "Over"
            }
        case .aboutTitle: "Over"
        case .aboutLine(let line): line.dutch
        }
    }
}
