import StoreSearchText

/// The screen's chrome: titles, buttons, the badge, notices, too small.
public enum ScreenPhrase: LocalizedPhrase {
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
    public var words: LocalizedText {
        switch self {
        case .appName: LocalizedText("StoreSearch", dutch: "StoreZoeker")
        case .searchTitle: LocalizedText("Search", dutch: "Zoeken")
        case .okButton: LocalizedText("OK", dutch: "OK")
        case .terminalTooSmall: LocalizedText("Terminal too small", dutch: "Terminal te klein")
        case .minimumSize(let columns, let rows):
            LocalizedText("need \(columns)x\(rows)", dutch: "minstens \(columns)x\(rows)")
        case .helpTitle: LocalizedText("Keys", dutch: "Toetsen")
        case .helpCloseHint: LocalizedText("Esc closes", dutch: "Esc sluit")
        case .badge(let badge):
            switch badge {
            case .bundledCatalog: LocalizedText("bundled catalog", dutch: "meegeleverde catalogus")
            case .offlineCatalog: LocalizedText("offline catalog", dutch: "offline catalogus")
            case .cached: LocalizedText("cached", dutch: "uit de cache")
            case .store: LocalizedText("iTunes Store", dutch: "iTunes Store")
            }
        case .notice(let notice): notice.words
        }
    }
}
