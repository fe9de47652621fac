import CNcursesw
import Glibc
import TerminalUI

/// Reads what ncurses has decoded (keys, mouse, resizes, the paste markers
/// we taught it) and hands it to `KeyDecoder`, which does the rest.
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

    private var decoder = KeyDecoder()

    /// Everything read without waiting, decoded (see `KeyDecoder`). A paste
    /// that has begun is waited for a little, so a large one arrives whole.
    func readAvailable() -> [InputEvent] {
        var events = decoder.decode(readRaw())
        var idleWaits = 0
        while decoder.isInPaste && idleWaits < 20 {
            let more = readRaw()
            if more.isEmpty {
                var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                if poll(&fd, 1, 50) <= 0 { idleWaits += 1 }
                continue
            }
            idleWaits = 0
            events += decoder.decode(more)
        }
        return events + decoder.flush()
    }

    /// What ncurses has waiting, undecoded.
    private func readRaw() -> [RawInput] {
        var inputs: [RawInput] = []
        var character: wint_t = 0
        while true {
            switch wget_wch(ss_stdscr(), &character) {
            case OK:
                inputs.append(.character(UInt32(character)))
            case KEY_CODE_YES:
                if let input = raw(forCode: Int32(character)) { inputs.append(input) }
            default:
                return inputs
            }
        }
    }

    /// A key code ncurses decoded, as raw input; nil for codes that mean nothing here.
    private func raw(forCode code: Int32) -> RawInput? {
        switch code {
        case KEY_RESIZE: return .event(.resize(Size(columns: Int(ss_columns()), rows: Int(ss_lines()))))
        case KEY_MOUSE: return readMouse().map(RawInput.event)
        case CustomKey.pasteBegin: return .pasteBegin
        case CustomKey.pasteEnd: return .pasteEnd
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
        return key.map(RawInput.key)
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
}
