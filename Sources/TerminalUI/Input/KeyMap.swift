import StoreSearchCore

/// Turns keys and clicks into what the user means, given what has focus and
/// what is on screen (the last frame, for clicks). The bindings of spec §2.
public enum KeyMap {
    public static func messages(for event: InputEvent, state: AppState, frame: Frame?) -> [Message] {
        switch event {
        case .key(let key):
            return messages(for: key, state: state, frame: frame)
        case .mouse(let mouse):
            guard let frame else { return [] }
            return messages(for: mouse, state: state, frame: frame)
        case .paste(let text):
            return pasteMessages(text, state: state)
        case .resize:
            // The runtime lays the screen out again and sends `layoutChanged`.
            return []
        }
    }

    /// A paste goes to the search field, or to the compose sheet's field.
    private static func pasteMessages(_ text: String, state: AppState) -> [Message] {
        if state.topOverlay == .compose, let sheet = state.compose, !sheet.isConfirmingDiscard {
            switch sheet.focus {
            case .body:
                // Line breaks are the body's own; other controls go.
                let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n",
                                                                               omittingEmptySubsequences: false)
                return [.composeEdit(.insert(lines.map { Sanitizer.clean(String($0)) }.joined(separator: "\n")))]
            case .to, .subject:
                // Kept as pasted, line breaks too: Send refuses them, visibly,
                // rather than quietly changing the header.
                let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter {
                    $0 == "\n" || $0 == "\r" || $0.value >= 0x20 && $0.value != 0x7F
                }))
                return [.composeEdit(.insert(kept))]
            default:
                return []
            }
        }
        guard state.overlays.isEmpty else { return [] }
        let cleaned = Sanitizer.clean(text)
        guard !cleaned.isEmpty else { return [] }
        let focus: [Message] = state.focus == .searchField ? [] : [.focus(.searchField)]
        return focus + [.edit(.insert(cleaned))]
    }

    // MARK: Keys

    static func messages(for key: Key, state: AppState, frame: Frame? = nil) -> [Message] {
        switch key {
        case .control("c"), .function(10): return [.quit]
        case .control("z"): return [.suspend]
        case .control("l"): return [.redraw]
        default: break
        }
        if let overlay = state.topOverlay {
            return messages(for: key, in: overlay, state: state, frame: frame)
        }
        switch key {
        case .function(1): return [.showHelp]
        case .function(2): return [.toggleMenu]
        case .function(3): return [.toggleThumbnails]
        case .function(4): return [.toggleGrid]
        case .tab: return [.focusNext]
        case .backTab: return [.focusPrevious]
        case .escape: return [.escape]
        case .alt(let digit) where ("1"..."4").contains(digit):
            let index = Int(String(digit))! - 1
            return [.selectCategory(StoreSearchCore.Category.allCases[index])]
        default: break
        }
        if state.focus == .searchField {
            return fieldMessages(for: key)
        }
        switch key {
        case .character("q"): return [.quit]
        case .character("?"): return [.showHelp]
        case .character("/"): return [.focus(.searchField)]
        case .character("t"): return [.toggleThumbnails]
        case .character("v"): return [.toggleGrid]
        default: break
        }
        switch state.focus {
        case .searchField: return []
        case .categoryControl: return categoryMessages(for: key)
        case .resultList: return listMessages(for: key, state: state)
        case .detail: return detailMessages(for: key)
        }
    }

    private static func messages(for key: Key, in overlay: Overlay, state: AppState, frame: Frame?) -> [Message] {
        switch overlay {
        case .detail:
            switch key {
            case .escape, .character("q"): return [.escape]
            case .tab, .backTab, .left, .right, .character("h"), .character("l"): return [.cycleDetailButton]
            case .enter, .character(" "): return [.activate]
            case .function(1), .character("?"): return [.showHelp]
            case .function(2): return [.toggleMenu]
            default: return []
            }
        case .help, .about:
            if overlay == .help, key == .function(2) { return [.dismissOverlay, .toggleMenu] }
            let scroll: Int? = switch key {
            case .up, .character("k"): -1
            case .down, .character("j"): 1
            case .pageUp: -10
            case .pageDown, .character(" "): 10
            case .home, .character("g"): Int.min / 2
            case .end, .character("G"): Int.max / 2
            default: nil
            }
            if let scroll { return [.scrollSheet(to: clampedScroll(state.sheetScroll, by: scroll, frame: frame))] }
            switch key {
            case .escape, .enter, .character("q"), .character("?"), .function(1): return [.dismissOverlay]
            default: return []
            }
        case .storeError, .address, .mailOutcome:
            switch key {
            case .escape, .enter, .character(" "), .character("q"): return [.dismissOverlay]
            default: return []
            }
        case .menu:
            return menuMessages(for: key, state: state)
        case .compose:
            guard let sheet = state.compose else { return [] }
            return sheet.isConfirmingDiscard ? confirmMessages(for: key, sheet: sheet) : composeMessages(for: key, sheet: sheet)
        }
    }

    private static func clampedScroll(_ current: Int, by delta: Int, frame: Frame?) -> Int {
        let limit = frame?.sheetScrollLimit ?? Int.max / 2
        return min(max(0, current + delta), limit)
    }

    private static func menuMessages(for key: Key, state: AppState) -> [Message] {
        switch key {
        case .up, .character("k"), .backTab: return [.moveMenuSelection(by: -1)]
        case .down, .character("j"), .tab: return [.moveMenuSelection(by: 1)]
        case .enter, .character(" "): return [.chooseMenuItem(state.menuSelection)]
        case .escape, .function(2), .character("q"): return [.toggleMenu]
        case .character(let letter):
            // First letters choose, in the language on screen.
            let language = state.session.language
            let match = MenuItem.allCases.first {
                Phrase.menuItem($0).text(in: language).first?.lowercased() == String(letter).lowercased()
            }
            return match.map { [Message.chooseMenuItem($0)] } ?? []
        default: return []
        }
    }

    private static func composeMessages(for key: Key, sheet: ComposeState) -> [Message] {
        switch key {
        case .control("s"): return [.composeSend]
        case .escape: return [.composeCancel]
        case .tab: return [.composeFocusNext]
        case .backTab: return [.composeFocusPrevious]
        default: break
        }
        switch sheet.focus {
        case .to, .subject, .body:
            if sheet.focus == .body {
                switch key {
                case .enter: return [.composeNewline]
                case .up: return [.composeMoveLine(up: true)]
                case .down: return [.composeMoveLine(up: false)]
                default: break
                }
            } else if key == .enter || key == .down {
                return [.composeFocusNext]
            } else if key == .up {
                return [.composeFocusPrevious]
            }
            return lineEdit(for: key).map { [.composeEdit($0)] } ?? []
        case .attachDiagnostics, .cancel, .openMailApp, .saveDraft, .send:
            switch key {
            case .enter, .character(" "): return [.composePress(sheet.focus)]
            case .left, .up: return [.composeFocusPrevious]
            case .right, .down: return [.composeFocusNext]
            default: return []
            }
        }
    }

    private static func confirmMessages(for key: Key, sheet: ComposeState) -> [Message] {
        switch key {
        case .enter, .character(" "): return [.confirmDiscard(sheet.discardHasFocus)]
        case .escape, .character("n"): return [.confirmDiscard(false)]
        case .character("y"), .character("d"): return [.confirmDiscard(true)]
        case .tab, .backTab, .left, .right: return [.toggleDiscardFocus]
        default: return []
        }
    }

    /// The readline-style edit a key means in a text field, if any.
    static func lineEdit(for key: Key) -> LineEditor.Edit? {
        switch key {
        case .character(let character): .insert(String(character))
        case .backspace, .control("h"): .deleteBackward
        case .delete, .control("d"): .deleteForward
        case .left, .control("b"): .moveLeft
        case .right, .control("f"): .moveRight
        case .home, .control("a"): .moveToStart
        case .end, .control("e"): .moveToEnd
        case .control("k"): .killToEnd
        case .control("u"): .killToStart
        case .control("w"), .altBackspace: .killWordBackward
        case .control("y"): .yank
        case .control("t"): .transpose
        case .alt("b"), .controlLeft: .moveWordLeft
        case .alt("f"), .controlRight: .moveWordRight
        case .alt("d"): .killWordForward
        default: nil
        }
    }

    private static func fieldMessages(for key: Key) -> [Message] {
        if let edit = lineEdit(for: key) { return [.edit(edit)] }
        switch key {
        case .enter: return [.submit]
        case .down, .pageDown: return [.focus(.resultList)]
        default: return []
        }
    }

    private static func categoryMessages(for key: Key) -> [Message] {
        switch key {
        case .left, .character("h"): [.moveCategory(by: -1)]
        case .right, .character("l"): [.moveCategory(by: 1)]
        case .enter, .character(" "), .down, .character("j"): [.focus(.resultList)]
        case .up, .character("k"): [.focus(.searchField)]
        default: []
        }
    }

    private static func listMessages(for key: Key, state: AppState) -> [Message] {
        if state.showsGrid, !state.results.isEmpty { return gridMessages(for: key, state: state) }
        return switch key {
        case .up, .character("k"):
            (state.selection ?? 0) == 0 ? [.focus(.categoryControl)] : [.moveSelection(.up)]
        case .down, .character("j"): [.moveSelection(.down)]
        case .pageUp, .control("b"): [.moveSelection(.pageUp)]
        case .pageDown, .control("f"): [.moveSelection(.pageDown)]
        case .home, .character("g"): [.moveSelection(.first)]
        case .end, .character("G"): [.moveSelection(.last)]
        case .enter, .character(" "), .right, .character("l"): [.activate]
        default: []
        }
    }

    /// Arrows move between tiles (across pages at the edges), page keys
    /// turn pages, Enter opens the tile.
    private static func gridMessages(for key: Key, state: AppState) -> [Message] {
        switch key {
        case .up, .character("k"):
            (state.selection ?? 0) < state.gridColumns ? [.focus(.categoryControl)] : [.moveSelection(.up)]
        case .down, .character("j"): [.moveSelection(.down)]
        case .left, .character("h"): [.moveSelection(.left)]
        case .right, .character("l"): [.moveSelection(.right)]
        case .pageUp, .control("b"): [.moveSelection(.pageUp)]
        case .pageDown, .control("f"): [.moveSelection(.pageDown)]
        case .home, .character("g"): [.moveSelection(.first)]
        case .end, .character("G"): [.moveSelection(.last)]
        case .enter, .character(" "): [.activate]
        default: []
        }
    }

    private static func detailMessages(for key: Key) -> [Message] {
        switch key {
        case .up, .character("k"): [.moveSelection(.up)]
        case .down, .character("j"): [.moveSelection(.down)]
        case .enter, .character(" "): [.activate]
        case .left, .character("h"): [.focus(.resultList)]
        default: []
        }
    }

    // MARK: Mouse

    static func messages(for mouse: MouseEvent, state: AppState, frame: Frame) -> [Message] {
        let target = frame.target(at: mouse.position)
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            let direction = mouse.kind == .wheelUp ? -1 : 1
            switch target {
            case .help: return [.scrollSheet(to: clampedScroll(state.sheetScroll, by: 3 * direction, frame: frame))]
            case .result, .resultList, .gridPage: return [.scrollList(by: 2 * direction)]
            case .menuItem: return [.moveMenuSelection(by: direction)]
            default: return []
            }
        case .press:
            guard let target else { return [] }
            switch target {
            case .searchField(let textX, let firstCharacter):
                let index = characterIndex(in: state.field, from: firstCharacter, column: mouse.position.x - textX)
                return [.focus(.searchField), .edit(.moveTo(index))]
            case .category(let category):
                return [.focus(.categoryControl), .selectCategory(category)]
            case .result(let index):
                return [.clickResult(index)]
            case .gridPage(let page):
                return [.showGridPage(page)]
            case .detailPane:
                return [.focus(.detail)]
            case .detailButton(let button):
                return [.pressDetailButton(button)]
            case .showPrimaryPane:
                return [.showPrimaryPane]
            case .alertOK:
                return [.dismissOverlay]
            case .backdrop:
                // A click outside closes a pop-up or the menu; a sheet with
                // work in it (the compose sheet) is not thrown away by a stray click.
                switch state.topOverlay {
                case .compose?: return state.compose?.isConfirmingDiscard == true ? [.confirmDiscard(false)] : []
                case .menu?: return [.toggleMenu]
                default: return [.dismissOverlay]
                }
            case .menuButton:
                return [.toggleMenu]
            case .menuItem(let item):
                return [.chooseMenuItem(item)]
            case .composeField(let field):
                switch field {
                case .to, .subject, .body: return [.composeFocus(field)]
                default: return [.composePress(field)]
                }
            case .discardChoice(let discard):
                return [.confirmDiscard(discard)]
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
