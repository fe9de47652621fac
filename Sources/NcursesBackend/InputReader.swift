import CNcursesw
import Glibc
import TerminalUI

/// Decodes what ncurses reads into `InputEvent`s: keys (with Alt and Ctrl),
/// mouse clicks and wheel, bracketed paste and resizes.
final class InputReader {
    /// Key codes we ask ncurses to report for sequences it does not know.
    private enum CustomKey {
        static let pasteBegin: Int32 = KEY_MAX + 1
        static let pasteEnd: Int32 = KEY_MAX + 2
    }

    private var controlLeft: Int32 = -1
    private var controlRight: Int32 = -1

    func defineKeys() {
        define_key("\u{1B}[200~", CustomKey.pasteBegin)
        define_key("\u{1B}[201~", CustomKey.pasteEnd)
        controlLeft = keyCode(capability: "kLFT5")
        controlRight = keyCode(capability: "kRIT5")
    }

    private func keyCode(capability: String) -> Int32 {
        guard let sequence = ss_tigetstr(capability) else { return -1 }
        return key_defined(sequence)
    }

    /// Everything read without waiting; a run of resizes counts once.
    func readAvailable() -> [InputEvent] {
        var events: [InputEvent] = []
        while let event = next() {
            if case .resize = event, case .resize = events.last {
                events[events.count - 1] = event
            } else {
                events.append(event)
            }
        }
        return events
    }

    /// The next key or event, or nil when nothing is waiting.
    private func next() -> InputEvent? {
        while true {
            guard let read = readKey() else { return nil }
            if let event = decode(read) { return event }
        }
    }

    private enum RawKey {
        case character(UInt32)
        case code(Int32)
    }

    private func readKey() -> RawKey? {
        var character: wint_t = 0
        let status = wget_wch(ss_stdscr(), &character)
        switch status {
        case OK: return .character(UInt32(character))
        case KEY_CODE_YES: return .code(Int32(character))
        default: return nil
        }
    }

    private func decode(_ key: RawKey) -> InputEvent? {
        switch key {
        case .character(let value):
            return decodeCharacter(value).map(InputEvent.key)
        case .code(let code):
            return decodeCode(code)
        }
    }

    private func decodeCharacter(_ value: UInt32) -> Key? {
        switch value {
        case 27:
            // ncurses waited ESCDELAY for a known sequence; a character already
            // waiting after a bare ESC was typed with Alt.
            guard let following = readKey() else { return .escape }
            switch following {
            case .character(127), .character(8): return .altBackspace
            case .character(let next) where next >= 32:
                return Unicode.Scalar(next).map { .alt(Character($0)) }
            default: return .escape
            }
        case 13, 10: return .enter
        case 9: return .tab
        case 127, 8: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(value + 96)!))
        case 0..<32: return nil
        default:
            return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }

    private func decodeCode(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_RESIZE: return .resize(Size(columns: Int(ss_columns()), rows: Int(ss_lines())))
        case KEY_MOUSE: return readMouse()
        case CustomKey.pasteBegin: return .paste(readPaste())
        case CustomKey.pasteEnd: return nil
        case controlLeft: return .key(.controlLeft)
        case controlRight: return .key(.controlRight)
        default: break
        }
        let key: Key? = switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_BTAB: .backTab
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_IC: .insert
        case KEY_ENTER: .enter
        case ss_KEY_F(1)...ss_KEY_F(24): .function(Int(code - ss_KEY_F(0)))
        default: nil
        }
        return key.map(InputEvent.key)
    }

    private func readMouse() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let position = Point(x: Int(event.x), y: Int(event.y))
        if event.bstate & ss_BUTTON4_PRESSED != 0 { return .mouse(MouseEvent(.wheelUp, at: position)) }
        if event.bstate & ss_BUTTON5_PRESSED != 0 { return .mouse(MouseEvent(.wheelDown, at: position)) }
        if event.bstate & (ss_BUTTON1_PRESSED | ss_BUTTON1_CLICKED) != 0 {
            return .mouse(MouseEvent(.press, at: position))
        }
        return nil
    }

    /// Reads a bracketed paste up to its end marker, waiting a little for
    /// the rest of a large paste to arrive.
    private func readPaste() -> String {
        var text = String.UnicodeScalarView()
        var idleWaits = 0
        while idleWaits < 20 {
            guard let key = readKey() else {
                var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                if poll(&fd, 1, 50) <= 0 { idleWaits += 1 }
                continue
            }
            idleWaits = 0
            switch key {
            case .code(CustomKey.pasteEnd):
                return String(text)
            case .code(KEY_ENTER), .character(13), .character(10):
                text.append("\n")
            case .character(let value):
                if let scalar = Unicode.Scalar(value) { text.append(scalar) }
            case .code:
                continue
            }
        }
        return String(text)
    }
}
