import StoreSearchCore

/// Turns keys and clicks into what the user means, given what has focus and
/// what is on screen (the last frame, for clicks). The bindings of spec §2.
public enum KeyMap {
    public static func messages(for event: InputEvent, state: AppState, frame: Frame?) -> [Message] {
        switch event {
        case .key(let key):
            return messages(for: key, state: state)
        case .mouse(let mouse):
            guard let frame else { return [] }
            return messages(for: mouse, state: state, frame: frame)
        case .paste(let text):
            guard state.overlays.isEmpty else { return [] }
            let cleaned = Sanitizer.clean(text)
            guard !cleaned.isEmpty else { return [] }
            let focus: [Message] = state.focus == .searchField ? [] : [.focus(.searchField)]
            return focus + [.edit(.insert(cleaned))]
        case .resize:
            // The runtime lays the screen out again and sends `layoutChanged`.
            return []
        }
    }

    // MARK: Keys

    static func messages(for key: Key, state: AppState) -> [Message] {
        switch key {
        case .control("c"), .function(10): return [.quit]
        case .control("z"): return [.suspend]
        case .control("l"): return [.redraw]
        default: break
        }
        if let overlay = state.topOverlay {
            return messages(for: key, in: overlay)
        }
        switch key {
        case .function(1): return [.showHelp]
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
        default: break
        }
        switch state.focus {
        case .searchField: return []
        case .categoryControl: return categoryMessages(for: key)
        case .resultList: return listMessages(for: key, state: state)
        case .detail: return detailMessages(for: key)
        }
    }

    private static func messages(for key: Key, in overlay: Overlay) -> [Message] {
        switch overlay {
        case .detail:
            switch key {
            case .escape, .character("q"): return [.escape]
            case .tab, .backTab, .left, .right, .character("h"), .character("l"): return [.cycleDetailButton]
            case .enter, .character(" "): return [.activate]
            case .function(1), .character("?"): return [.showHelp]
            default: return []
            }
        case .help:
            switch key {
            case .escape, .enter, .character("q"), .character("?"), .function(1): return [.dismissOverlay]
            case .up, .character("k"): return [.scrollHelp(by: -1)]
            case .down, .character("j"): return [.scrollHelp(by: 1)]
            case .pageUp: return [.scrollHelp(by: -10)]
            case .pageDown, .character(" "): return [.scrollHelp(by: 10)]
            case .home, .character("g"): return [.scrollHelp(by: -1000)]
            case .end, .character("G"): return [.scrollHelp(by: 1000)]
            default: return []
            }
        case .storeError, .address:
            switch key {
            case .escape, .enter, .character(" "), .character("q"): return [.dismissOverlay]
            default: return []
            }
        }
    }

    private static func fieldMessages(for key: Key) -> [Message] {
        let edit: LineEditor.Edit? = switch key {
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
        if let edit { return [.edit(edit)] }
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
        switch key {
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
            case .help: return [.scrollHelp(by: 3 * direction)]
            case .result, .resultList: return [.scrollList(by: 2 * direction)]
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
            case .detailPane:
                return [.focus(.detail)]
            case .detailButton(let button):
                return [.pressDetailButton(button)]
            case .showPrimaryPane:
                return [.showPrimaryPane]
            case .alertOK, .backdrop:
                return [.dismissOverlay]
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
