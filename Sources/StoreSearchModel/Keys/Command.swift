import StoreSearchItems
import StoreSearchText

/// A command: what a key, a menu item or the palette asks for, by name.
/// Its name is what the config file binds (`bind = alt-p: preview`) and the
/// man page lists, stable across languages and versions. What it does, and
/// whether it can act now, are the model's (`AppState.plan`,
/// `AppState.availability`); its keys are the key table's (StoreSearchUI).
/// The order of the cases is help's, the palette's and the footer's.
public enum Command: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    // Everywhere
    case next, previous, close, help, menu, commands
    case all, music, software, ebooks, thumbnails, grid, redraw, suspend, quit
    // The search field and the lines
    case searchField = "search-field"
    case search
    case offeredSearch = "offered-search"
    case deleteBackward = "delete-backward"
    case deleteForward = "delete-forward"
    case cursorLeft = "cursor-left"
    case cursorRight = "cursor-right"
    case lineStart = "line-start"
    case lineEnd = "line-end"
    case wordLeft = "word-left"
    case wordRight = "word-right"
    case cutWordBefore = "cut-word-before"
    case cutWordAfter = "cut-word-after"
    case cutToStart = "cut-to-start"
    case cutToEnd = "cut-to-end"
    case pasteCut = "paste-cut"
    case transpose
    // Moving and choosing
    case up, down, left, right
    case pageUp = "page-up"
    case pageDown = "page-down"
    case first, last, open, press, choose
    case mark
    case markPrevious = "mark-previous"
    case clearMarks = "clear-marks"
    case accept
    // Earlier searches
    case history
    case historyBack = "history-back"
    case historyForward = "history-forward"
    // The item, its pages
    case openPage = "open-page"
    case copyLink = "copy-link"
    case preview, favourite, album, artist, back
    // Order, filters, favourites, saving
    case order, filters
    case clearFilters = "clear-filters"
    case toggle, favourites
    case saveResults = "save-results"
    case save
    // The menu's items
    case supportMail = "support-mail"
    case rate, about
    // The support mail and the rating
    case send, editor, newline

    public var description: String { rawValue }

    /// The command a config file names, if any.
    public init?(named name: String) { self.init(rawValue: name) }

    /// What a command is, apart from what it does: its group, its words and
    /// the places it works in (with or without a key).
    public struct Info: Sendable {
        public let section: KeySection
        /// What it does, in a few words: help's line, the palette's note.
        public let title: LocalizedText
        /// Its short name: the palette's row, help's line for the place.
        public let label: LocalizedText
        /// Where it works.
        public let places: Set<KeyContext>
    }

    public var info: Info { Self.infos[self]! }
    public var section: KeySection { info.section }
    public var title: LocalizedText { info.title }
    public var label: LocalizedText { info.label }
    public var places: Set<KeyContext> { info.places }

    /// Every command's info (a test wants one for each).
    public static let infos: [Command: Info] = Dictionary(
        uniqueKeysWithValues: (everywhereInfos + fieldInfos + movingInfos + otherInfos).map { ($0.0, $0.1) })

    /// The line edits, which edit the line that has the keyboard.
    public var lineEdit: LineEditor.Edit? {
        switch self {
        case .deleteBackward: .deleteBackward
        case .deleteForward: .deleteForward
        case .cursorLeft: .moveLeft
        case .cursorRight: .moveRight
        case .lineStart: .moveToStart
        case .lineEnd: .moveToEnd
        case .wordLeft: .moveWordLeft
        case .wordRight: .moveWordRight
        case .cutWordBefore: .killWordBackward
        case .cutWordAfter: .killWordForward
        case .cutToStart: .killToStart
        case .cutToEnd: .killToEnd
        case .pasteCut: .yank
        case .transpose: .transpose
        default: nil
        }
    }

    /// What the command does to the item shown (else the selected one), if it acts on one.
    public var itemAction: ItemAction? {
        switch self {
        case .openPage: .openPage
        case .copyLink: .copyLink
        case .preview: .playPreview
        case .favourite: .favourite
        default: nil
        }
    }

    /// The page the command opens from the item, if it opens one.
    public var pageLink: PageLink? {
        switch self {
        case .album: .album
        case .artist: .artist
        default: nil
        }
    }

    /// The category the command chooses, if it chooses one.
    public var category: Category? {
        switch self {
        case .all: .all
        case .music: .music
        case .software: .software
        case .ebooks: .ebooks
        default: nil
        }
    }
}

extension Command.Info {
    init(
        _ section: KeySection, _ english: String, dutch: String, label: (String, String),
        in places: Set<KeyContext>
    ) {
        self.section = section
        title = LocalizedText(english, dutch: dutch)
        self.label = LocalizedText(label.0, dutch: label.1)
        self.places = places
    }
}
