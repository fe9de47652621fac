import StoreSearchCore
import TerminalKit

/// Turns keys and clicks into what the user means, given what has focus and
/// what is on screen (the last frame, for clicks), through the bindings in
/// force. A key that means nothing where it is pressed changes nothing and
/// says so; a key with Ctrl or Alt never types.
public enum KeyMap {
    public static func messages(
        for event: InputEvent, state: AppState, frame: Frame?, bindings: Bindings = .standard
    ) -> [Message] {
        switch event {
        case .key(let key):
            return messages(for: key, state: state, frame: frame, bindings: bindings)
        case .mouse(let mouse):
            guard let frame else { return [] }
            return messages(for: mouse, state: state, frame: frame, bindings: bindings)
        case .paste(let text):
            return pasteMessages(text, state: state)
        case .resize:
            // The runtime lays the screen out again and sends `layoutChanged`.
            return []
        case .report:
            // The runtime hands answers to the backend; they are never keys.
            return []
        }
    }

    /// A paste goes where typing goes: the search field (from anywhere on
    /// the search screen), or the line being written.
    private static func pasteMessages(_ text: String, state: AppState) -> [Message] {
        let context = KeyContext(state)
        switch context {
        case .composeBody:
            // Line breaks are the body's own; other controls go.
            let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
                separator: "\n",
                omittingEmptySubsequences: false)
            return [.compose(.edit(.insert(lines.map { Sanitizer.clean(String($0)) }.joined(separator: "\n"))))]
        case .composeText:
            // Kept as pasted, line breaks too: Send refuses them, visibly,
            // rather than quietly changing the header.
            let kept = String(
                String.UnicodeScalarView(
                    text.unicodeScalars.filter {
                        $0 == "\n" || $0 == "\r" || $0.value >= 0x20 && $0.value != 0x7F
                    }))
            return [.compose(.edit(.insert(kept)))]
        default:
            let cleaned = Sanitizer.clean(text)
            guard !cleaned.isEmpty else { return [] }
            return KeyActions.insert(cleaned, in: context, state: state) ?? []
        }
    }

    // MARK: Keys

    /// What `key` means now: the command bound to it here, turned into
    /// messages for this state; a printable key types where text is
    /// taken; anything else is said to do nothing.
    static func messages(
        for key: Key, state: AppState, frame: Frame? = nil, bindings: Bindings = .standard
    ) -> [Message] {
        let context = KeyContext(state)
        let scene = KeyScene(state: state, context: context, key: key, frame: frame, bindings: bindings)
        if let command = bindings.command(for: key, in: context) {
            if let reason = command.check?(scene) { return notice(.unavailable(reason), context) }
            return command.run(scene)
        }
        if let character = key.typedCharacter {
            if context == .menu { return menuLetter(character, state: state) }
            if let typed = KeyActions.insert(String(character), in: context, state: state) { return typed }
        }
        let help = bindings.shortLabel(for: "help") ?? bindings.shortLabel(for: "commands") ?? "F1"
        return notice(.keyDoesNothing(key.label, helpKey: help), context)
    }

    /// A notice, where there is room to show one.
    private static func notice(_ notice: Notice, _ context: KeyContext) -> [Message] {
        context == .tooSmall ? [] : [.alert(.showNotice(notice))]
    }

    /// In the menu a letter chooses the item whose name has it underlined.
    private static func menuLetter(_ letter: Character, state: AppState) -> [Message] {
        let language = state.session.language
        let wanted = Character(letter.lowercased())
        guard let item = MenuItem.allCases.first(where: { $0.label(in: language).accelerator == wanted }) else {
            return [.alert(.showNotice(.noMenuLetter(String(letter))))]
        }
        return [.menu(.choose(item))]
    }

    public typealias FooterHint = (key: String, action: Phrase.Action)

    /// The order of the footer's verbs for what a place does: moving, then
    /// acting, then leaving.
    private static let footerVerbOrder: [Phrase.Action] = [
        .send, .move, .category, .scroll, .page, .results, .search, .open, .exact, .suggestion, .press, .choose,
        .toggle, .format, .save, .back, .next, .close,
    ]

    /// What the footer shows now: for each command that works here and now
    /// and has a footer verb, its first key in force: what this place does
    /// (in `footerVerbOrder`, a verb's keys together: "↑↓ Move"), then
    /// what works everywhere (in the table's order).
    public static func footerHints(for state: AppState, frame: Frame? = nil, bindings: Bindings = .standard) -> (
        specific: [FooterHint], general: [FooterHint]
    ) {
        let context = KeyContext(state)
        let scene = KeyScene(state: state, context: context, frame: frame, bindings: bindings)
        var specific: [(keys: [String], action: Phrase.Action)] = []
        var general: [FooterHint] = []
        for command in KeyCommand.table where command.contexts.contains(context) {
            guard let verb = command.footer?(scene), let key = bindings.keys(for: command.name, in: context).first,
                command.availability(in: scene) == .works
            else { continue }
            if command.section == .everywhere {
                general.append((key.label, verb))
            } else if let same = specific.firstIndex(where: { $0.action == verb }) {
                specific[same].keys.append(key.label)
            } else {
                specific.append(([key.label], verb))
            }
        }
        let rank = { (verb: Phrase.Action) in footerVerbOrder.firstIndex(of: verb) ?? footerVerbOrder.count }
        return (
            specific.enumerated().sorted { (rank($0.element.action), $0.offset) < (rank($1.element.action), $1.offset) }
                .map { hint in
                    let arrows = hint.element.keys.allSatisfy { ["←", "→", "↑", "↓"].contains($0) }
                    return (
                        hint.element.keys.sorted(by: arrowOrder).joined(separator: arrows ? "" : "/"),
                        hint.element.action
                    )
                },
            general
        )
    }

    /// Arrows joined in one hint read ←→↑↓, as the keys lie.
    private static func arrowOrder(_ a: String, _ b: String) -> Bool {
        let order = ["←", "→", "↑", "↓"]
        return (order.firstIndex(of: a) ?? 9, a) < (order.firstIndex(of: b) ?? 9, b)
    }

    // MARK: Mouse

    static func messages(for mouse: MouseEvent, state: AppState, frame: Frame, bindings: Bindings) -> [Message] {
        let target = frame.target(at: mouse.position)
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            let direction = mouse.kind == .wheelUp ? -1 : 1
            switch target {
            case .help:
                let scene = KeyScene(state: state, context: .sheet, frame: frame, bindings: bindings)
                return KeyActions.scrollSheet(by: 3 * direction, scene)
            case .paletteRow, .historyRow:
                return KeyMap.messages(
                    for: Key(direction < 0 ? .up : .down), state: state, frame: frame, bindings: bindings)
            case .result, .resultList, .gridPage: return [.list(.scroll(by: 2 * direction))]
            case .detailPane, .detailButton, .overlay:
                guard let result = state.shownDetail else { return [] }
                let line = state.detailScrollLine(for: result)
                let target = min(max(0, line + 3 * direction), frame.detailScrollLimit ?? 0)
                return target == line ? [] : [.detail(.scroll(to: target))]
            case .menuItem: return [.menu(.move(by: direction))]
            default: return []
            }
        case .press:
            guard let target else { return [] }
            switch target {
            case .searchField(let textX, let firstCharacter):
                let index = characterIndex(
                    in: state.search.field, from: firstCharacter, column: mouse.position.x - textX)
                return [.screen(.focus(.searchField)), .search(.edit(.moveTo(index)))]
            case .category(let category):
                return [.screen(.focus(.categoryControl)), .search(.selectCategory(category))]
            case .result(let index):
                return [.list(.clickResult(index))]
            case .gridPage(let page):
                return [.list(.showGridPage(page))]
            case .detailPane:
                return [.screen(.focus(.detail))]
            case .detailButton(let button):
                return [.detail(.pressButton(button))]
            case .showPrimaryPane:
                return [.detail(.showPrimaryPane)]
            case .alertOK:
                return [.alert(.dismiss)]
            case .backdrop:
                // A click outside closes a pop-up or the menu; a sheet with
                // work in it (the compose sheet) is not thrown away by a stray click.
                switch state.topOverlay {
                case .compose?, .rating?, .choice(.quitWhileSending)?: return []
                case .menu?: return [.menu(.toggle)]
                default: return [.alert(.dismissOutside)]
                }
            case .menuButton:
                return [.menu(.toggle)]
            case .menuItem(let item):
                return [.menu(.choose(item))]
            case .composeField(let field):
                switch field {
                case .to, .subject, .body: return [.compose(.focus(field))]
                default: return [.compose(.press(field))]
                }
            case .ratingField(let field):
                switch field {
                case .to, .stars, .comment: return [.rating(.focus(field))]
                default: return [.rating(.press(field))]
                }
            case .ratingStar(let stars):
                return [.rating(.setStars(stars))]
            case .choiceOption(let option):
                return [.alert(.choose(option))]
            case .filterRow(let index):
                return [.shape(.toggleFilter(FilterRow.all[index]))]
            case .recentSearch(let term):
                return [.history(.choose(term))]
            case .offeredSearch:
                return [.search(.takeOffer)]
            case .alternativeSearch(let words):
                return [.search(.takeAlternative(words))]
            case .paletteRow(let row):
                let scene = KeyScene(state: state, context: .palette, frame: frame, bindings: bindings)
                return Palette.run(row, scene)
            case .historyRow(let row):
                return [
                    .history(.pickerMove(by: row - (state.history.picker?.selection ?? 0))), .history(.pickerChoose),
                ]
            case .breadcrumb(let depth):
                return [.browse(.backTo(depth: depth))]
            case .resultList, .overlay, .help:
                return []
            }
        }
    }

    /// The character a click `column` cells into the shown text lands before.
    private static func characterIndex(in editor: LineEditor, from first: Int, column: Int) -> Int {
        var index = first
        var x = 0
        while index < editor.characters.count {
            let width = editor.characters[index].columnWidth
            if x + (width + 1) / 2 > column { break }
            x += width
            index += 1
        }
        return index
    }
}
