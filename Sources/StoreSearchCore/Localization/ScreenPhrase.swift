/// The screen's chrome: titles, buttons, the badge, notices, too small.
public enum ScreenPhrase: Hashable, Sendable {
    case appName
    case searchTitle
    case okButton
    case terminalTooSmall
    case minimumSize(columns: Int, rows: Int)
    case helpTitle
    case helpCloseHint
    case badge(Phrase.Badge)
    case notice(Notice)
}

extension ScreenPhrase {
    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .dutch: dutch
        }
    }

    private var english: String {
        switch self {
        case .appName: "StoreSearch"
        case .searchTitle: "Search"
        case .okButton: "OK"
        case .terminalTooSmall: "Terminal too small"
        case .minimumSize(let columns, let rows): "need \(columns)x\(rows)"
        case .helpTitle: "Keys"
        case .helpCloseHint: "Esc closes"
        case .badge(let badge):
            switch badge {
            case .bundledCatalog: "bundled catalog"
            case .offlineCatalog: "offline catalog"
            case .cached: "cached"
            case .store: "iTunes Store"
            }
        case .notice(let notice): notice.english
        }
    }

    private var dutch: String {
        switch self {
        case .appName: "StoreZoeker"
        case .searchTitle: "Zoeken"
        case .okButton: "OK"
        case .terminalTooSmall: "Terminal te klein"
        case .minimumSize(let columns, let rows): "minstens \(columns)x\(rows)"
        case .helpTitle: "Toetsen"
        case .helpCloseHint: "Esc sluit"
        case .badge(let badge):
            switch badge {
            case .bundledCatalog: "meegeleverde catalogus"
            case .offlineCatalog: "offline catalogus"
            case .cached: "uit de cache"
            case .store: "iTunes Store"
            }
        case .notice(let notice): notice.dutch
        }
    }
}
