import StoreSearchCore

/// Where a key is pressed: what has focus, or what lies on top of it.
public enum KeyContext: CaseIterable, Hashable, Sendable {
    case field, categories, list, grid, detailPane
    /// The compact-width detail pop-up.
    case popup
    case menu
    /// The compose sheet's To and Subject, its body, and its checkbox and buttons.
    case composeText, composeBody, composeButtons
    /// A question with buttons: continue an unsent draft? quit while sending?
    case choice
    /// Help and About.
    case sheet
    /// "Whoops...", an address to copy, how a mail ended.
    case alert
    /// The terminal is below the smallest size: only quitting and redrawing work.
    case tooSmall
    /// The filter sheet.
    case filters
    /// The Save Results sheet (its path is edited as a line).
    case export
    /// The rating sheet: its To and comment, its stars, its buttons.
    case ratingText, ratingStars, ratingButtons
    /// Ctrl-R: a reverse search through the history, in the field.
    case reverseSearch

    /// The search screen with nothing on top.
    public static let main: Set<KeyContext> = [.field, .categories, .list, .grid, .detailPane]
    public static let compose: Set<KeyContext> = [.composeText, .composeBody, .composeButtons]
    public static let rating: Set<KeyContext> = [.ratingText, .ratingStars, .ratingButtons]
    public static let everywhere = Set(allCases)

    /// The context `state` is in.
    public init(_ state: AppState) {
        let minimum = ScreenLayout.minimumSize
        if state.screen.columns < minimum.columns || state.screen.rows < minimum.rows {
            self = .tooSmall
            return
        }
        switch state.topOverlay {
        case .detail?: self = .popup
        case .help?, .about?: self = .sheet
        case .storeError?, .address?, .mailOutcome?: self = .alert
        case .menu?: self = .menu
        case .choice?: self = .choice
        case .filters?: self = .filters
        case .export?: self = .export
        case .rating?:
            switch state.mail.rating?.focus {
            case .to?, .comment?: self = .ratingText
            case .stars?: self = .ratingStars
            case .cancel?, .send?, .saveDraft?, nil: self = .ratingButtons
            }
        case .compose?:
            guard let sheet = state.mail.compose else {
                self = .alert
                return
            }
            switch sheet.focus {
            case .to, .subject: self = .composeText
            case .body: self = .composeBody
            case .attachDiagnostics, .editor, .cancel, .openMailApp, .saveDraft, .send: self = .composeButtons
            }
        case nil where state.history.reverse != nil:
            self = .reverseSearch
        case nil:
            switch state.focus {
            case .searchField: self = .field
            case .categoryControl: self = .categories
            case .resultList: self = state.showsGrid && !state.results.isEmpty ? .grid : .list
            case .detail: self = .detailPane
            }
        }
    }
}

/// What a binding does. `KeyMap` turns a command into messages for the state at hand.
public enum Command: Hashable, Sendable {
    case quit, suspend, redraw
    case help, menu, thumbnails, grid
    case category(StoreSearchCore.Category)
    case focusNext, focusPrevious
    /// Esc on the search screen: back to the search field.
    case escape
    /// The typed character goes into the text field: the search field from
    /// anywhere on the search screen (focus moves there), the compose sheet's
    /// field in the sheet.
    case type
    /// A line edit of the search field (from anywhere on the search screen)
    /// or of the compose sheet's field.
    case edit(LineEditor.Edit)
    case submit
    case enterList
    case leaveCategories
    case moveCategory(Int)
    case move(ListMovement)
    case open
    case backToList
    case pressButton
    /// The detail's next (1) or previous (-1) button.
    case cycleButton(Int)
    /// Scrolls the detail by lines.
    case scrollDetail(Int)
    /// Acts on the item in the detail, else the selected one.
    case act(ItemAction)
    /// Closes the pop-up, sheet, alert or menu on top.
    case close
    case scrollSheet(Int)
    case menuMove(Int)
    case menuChoose, menuLetter
    case composeSend, composeCancel, composeNext, composePrevious, composeNewline, composePress
    /// Alt-E: the body in $VISUAL or $EDITOR.
    case composeEditor
    case composeLine(up: Bool)
    case moveChoice(Int)
    case chooseFocused
    /// Issue 14: order, filters, favourites, history, export.
    case cycleOrder, showFilters, clearFilters
    case filterMove(Int)
    case filterToggle
    case filterPrice(Int)
    case favouritesView, toggleFavourite
    case historyPrevious, historyNext
    /// Ctrl-R: starts a reverse search, or finds the next older match.
    case reverseSearch
    case reverseAccept, reverseCancel
    case exportSave, exportFormat
    /// A message of the rating sheet, as it is.
    case rating(RatingMessage)
}

/// The groups the help screen, the man page and README list bindings in.
public enum KeySection: CaseIterable, Hashable, Sendable {
    case everywhere, field, history, categories, list, grid, detail, shaping, menu, compose, sheets

    public var title: LocalizedText {
        switch self {
        case .everywhere: LocalizedText("Everywhere", dutch: "Overal")
        case .field: LocalizedText("The search field", dutch: "Het zoekveld")
        case .history: LocalizedText("Earlier searches", dutch: "Eerdere zoekopdrachten")
        case .shaping: LocalizedText("Order, filters, favourites", dutch: "Volgorde, filters, favorieten")
        case .categories: LocalizedText("The categories", dutch: "De categorieën")
        case .list: LocalizedText("The results", dutch: "De resultaten")
        case .grid: LocalizedText("The grid", dutch: "Het raster")
        case .detail: LocalizedText("The detail", dutch: "De details")
        case .menu: LocalizedText("The menu", dutch: "Het menu")
        case .compose: LocalizedText("The support mail", dutch: "De supportmail")
        case .sheets: LocalizedText("Help, About and alerts", dutch: "Hulp, Over en meldingen")
        }
    }
}

/// One binding: its keys and what each does, where it applies, how help and
/// the footer name it, in English and Dutch. Declared once, in
/// `KeyBinding.table`; dispatch, the footer, help, About, the man page and
/// README are all made from it.
public struct KeyBinding: Sendable {
    /// How the footer shows a binding: the keys (the binding's label unless
    /// shorter), and a verb, which may differ when the live store is the
    /// source (Enter searches there; on a catalog the results are already in).
    public struct FooterHint: Sendable {
        public var label: String?
        public var verb: Phrase.Action
        public var liveVerb: Phrase.Action?
    }

    /// The keys as help, the footer, the man page and README name them.
    public let label: String
    /// The label in the user's language where it is a word ("Mouse"), not key names.
    public let localizedLabel: LocalizedText
    public let section: KeySection
    public let contexts: Set<KeyContext>
    public let keys: [(key: Key, command: Command)]
    /// What a typed character does here, if anything.
    public let typing: Command?
    public let help: LocalizedText
    public let footer: FooterHint?

    init(
        _ label: String, dutchLabel: String? = nil, _ section: KeySection, in contexts: Set<KeyContext>,
        _ keys: KeyValuePairs<Key, Command> = [:], typing: Command? = nil, help: LocalizedText,
        footer: Phrase.Action? = nil, footerLabel: String? = nil, liveFooter: Phrase.Action? = nil
    ) {
        self.label = label
        localizedLabel = LocalizedText(label, dutch: dutchLabel ?? label)
        self.section = section
        self.contexts = contexts
        self.keys = keys.map { ($0.key, $0.value) }
        self.typing = typing
        self.help = help
        self.footer = footer.map { FooterHint(label: footerLabel, verb: $0, liveVerb: liveFooter) }
    }

    /// Whether pressing it does anything (help-only lines, such as the mouse, do not).
    public var isKeyBinding: Bool { !keys.isEmpty || typing != nil }
}

extension KeyBinding {
    // MARK: Looking a key up

    private struct Entry: Sendable {
        var binding: Int
        var command: Command
    }

    /// For each context, what each key does there, and what typing does.
    private static let lookup: [KeyContext: (keys: [Key: Entry], typing: Entry?)] = {
        var lookup: [KeyContext: (keys: [Key: Entry], typing: Entry?)] = [:]
        for context in KeyContext.allCases { lookup[context] = ([:], nil) }
        for (index, binding) in table.enumerated() {
            for context in binding.contexts {
                for (key, command) in binding.keys where lookup[context]!.keys[key] == nil {
                    lookup[context]!.keys[key] = Entry(binding: index, command: command)
                }
                if let typing = binding.typing, lookup[context]!.typing == nil {
                    lookup[context]!.typing = Entry(binding: index, command: typing)
                }
            }
        }
        return lookup
    }()

    /// What `key` does in `context`: its own binding, else (for a key with
    /// Shift) the binding of the key without it, else typing.
    public static func command(for key: Key, in context: KeyContext) -> Command? {
        guard let entries = lookup[context] else { return nil }
        if let entry = entries.keys[key] { return entry.command }
        if let unshifted = key.withoutShift, let entry = entries.keys[unshifted] { return entry.command }
        if key.typedCharacter != nil { return entries.typing?.command }
        return nil
    }

    /// Keys bound twice in one context (the table's tests want none).
    static var conflicts: [(KeyContext, Key)] {
        var conflicts: [(KeyContext, Key)] = []
        for context in KeyContext.allCases {
            var seen: Set<Key> = []
            for binding in table where binding.contexts.contains(context) {
                for (key, _) in binding.keys where !seen.insert(key).inserted {
                    conflicts.append((context, key))
                }
            }
        }
        return conflicts
    }
}
