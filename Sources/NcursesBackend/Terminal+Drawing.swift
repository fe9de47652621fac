import CNcursesw
import Glibc
import TerminalKit

/// What a frame's cells changed on ncurses' screen, and so which of the
/// terminal's cells will be written again (sixel and iTerm2 pictures
/// there are lost with them and must be sent again).
struct CellChanges {
    /// How many cells were copied (at least 1 when all were).
    var count: Int
    /// The frame drawn before, when only the cells that differ from it
    /// were copied; nil when the whole screen is drawn anew.
    var previous: ScreenBuffer?
    var next: ScreenBuffer

    /// Whether any cell of `rect` will be written to the terminal.
    func rewrite(_ rect: Rect) -> Bool {
        previous?.differs(from: next, in: rect) ?? true
    }
}

extension Terminal {
    // MARK: Drawing

    /// Shows `frame`, changing only the cells that differ from the last one,
    /// then the pictures that changed over them, in one synchronized update.
    public func draw<Target>(_ frame: Frame<Target>) {
        let cells = copyChangedCells(of: frame.buffer)
        let pictures = images.update(to: frame.images, rewritten: cells.rewrite)
        // Where a sixel or iTerm2 picture was: its lines are sent again whole.
        for rect in pictures.redraw { wredrawln(ss_stdscr(), Int32(rect.y), Int32(rect.height)) }
        shown = frame.buffer
        let cursorMoved = placeCursor(at: frame.cursor)
        wnoutrefresh(ss_stdscr())
        send(synchronized: cells.count > 0 || cursorMoved || !pictures.isEmpty, then: pictures.bytes)
    }

    /// Draws everything again from scratch (Ctrl-L, after a suspend).
    public func invalidate() {
        shown = nil
        clearok(ss_curscr(), true)
        writeRaw(images.screenCleared().bytes)
    }

    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    static let endSynchronizedUpdate = "\u{1B}[?2026l"

    /// Copies the cells of `buffer` that differ from the frame shown (all
    /// of them after a resize or `invalidate`) to ncurses' screen.
    private func copyChangedCells(of buffer: ScreenBuffer) -> CellChanges {
        let previous = shown?.size == buffer.size ? shown : nil
        palette.startFrame(buffer)
        defer { palette.endFrame() }
        return CellChanges(count: copyCells(of: buffer, changedSince: previous), previous: previous, next: buffer)
    }

    /// Copies the cells of `buffer` that differ from `previous` (all when nil)
    /// to ncurses' screen, and says how many it copied.
    private func copyCells(of buffer: ScreenBuffer, changedSince previous: ScreenBuffer?) -> Int {
        if previous == nil { werase(ss_stdscr()) }
        var changed = previous == nil ? 1 : 0
        var cell = cchar_t()
        var characters = [wchar_t](repeating: 0, count: Self.mostCharacters + 1)
        for y in 0..<buffer.size.rows {
            for x in 0..<buffer.size.columns {
                let next = buffer[x, y]
                if let previous, previous[x, y] == next { continue }
                if next.isContinuation { continue }
                let (attributes, pair) = palette.resolve(next.style)
                // What `werase` left: a space in the terminal's own colours.
                if previous == nil, pair == 0, attributes == ss_A_NORMAL, next.character == " " { continue }
                var pairNumber = pair
                Self.put(next.character, into: &characters)
                setcchar(&cell, characters, attributes, Int16(truncatingIfNeeded: min(pair, 32767)), &pairNumber)
                mvwadd_wch(ss_stdscr(), Int32(y), Int32(x), &cell)
                changed += 1
            }
        }
        return changed
    }

    /// Puts the cursor at `cursor` (nil: hides it); whether that changed it.
    private func placeCursor(at cursor: Point?) -> Bool {
        defer { shownCursor = cursor }
        if let cursor {
            wmove(ss_stdscr(), Int32(cursor.y), Int32(cursor.x))
            if shownCursor == nil { curs_set(1) }
        } else if shownCursor != nil {
            curs_set(0)
        }
        return cursor != shownCursor
    }

    /// Sends what ncurses holds for the screen, then `pictureBytes`.
    ///
    /// ncurses sends a frame in many writes, a line or so each: a terminal
    /// would show the top of the new frame over the bottom of the old one.
    /// A synchronized update (mode 2026) has terminals that know it (kitty,
    /// WezTerm, foot, iTerm2, tmux 3.4 and later) show it whole; the rest
    /// ignore a private mode they do not know. A frame that only moves the
    /// cursor is one too: ncurses may move it by writing again the
    /// characters it passes over.
    private func send(synchronized: Bool, then pictureBytes: [UInt8]) {
        if synchronized { writeRaw(Self.beginSynchronizedUpdate) }
        doupdate()
        writeRaw(pictureBytes)
        if synchronized { writeRaw(Self.endSynchronizedUpdate) }
        if !isOutputSlow { isOutputSlow = Self.outputIsBacklogged() }
    }

    /// Puts a cell's character into `characters` as ncurses wants it: one
    /// spacing character and up to four combining marks, zero-terminated.
    /// It is the cell's glyph (`Character.glyphs`, which the buffer's
    /// widths were measured by), so no joiner, variation selector or flag
    /// half reaches the terminal and the terminal counts the cell as the
    /// layout did.
    private static func put(_ character: Character, into characters: inout [wchar_t]) {
        if let ascii = character.asciiValue {
            characters[0] = wchar_t(ascii >= 0x20 && ascii < 0x7F ? ascii : 0x20)
            characters[1] = 0
            return
        }
        if let glyph = character.soleGlyph, let scalar = glyph.character.unicodeScalars.first {
            characters[0] = wchar_t(bitPattern: scalar.value)
            characters[1] = 0
            return
        }
        var count = 0
        for scalar in (character.glyphs.first?.character ?? " ").unicodeScalars.prefix(mostCharacters) {
            characters[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        characters[count] = 0
    }

    /// A spacing character and four combining marks: what a cell of ncurses holds.
    private static let mostCharacters = 5
}
