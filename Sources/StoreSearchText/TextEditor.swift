/// Several lines of editable text with a cursor: the mail body's model.
///
/// Each line is a `LineEditor`, so editing within a line is exactly the
/// search field's readline editing; this type adds what crosses lines:
/// Enter splits, Backspace at a line's start joins, arrows move between
/// lines, and one kill buffer serves them all.
public struct TextEditor: Hashable, Sendable {
    public private(set) var lines: [LineEditor]
    /// The line the cursor is on.
    public private(set) var row = 0
    private var killBuffer: [Character] = []

    public init(_ text: String = "") {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { LineEditor(String($0)) }
        row = lines.count - 1
    }

    public var text: String { lines.map(\.text).joined(separator: "\n") }
    public var isBlank: Bool { lines.allSatisfy(\.isBlank) }
    /// The cursor's column in its line, in characters.
    public var column: Int { lines[row].cursor }

    public enum Edit: Hashable, Sendable {
        case line(LineEditor.Edit)
        case newline
        case moveUp
        case moveDown
    }

    /// Applies `edit`; returns whether the text changed.
    @discardableResult
    public mutating func apply(_ edit: Edit) -> Bool {
        switch edit {
        case .newline:
            let tail = Array(lines[row].characters[column...])
            lines[row].apply(.killToEnd)
            lines.insert(LineEditor(String(tail)), at: row + 1)
            row += 1
            lines[row].apply(.moveToStart)
            return true
        case .moveUp, .moveDown:
            let target = edit == .moveUp ? row - 1 : row + 1
            guard lines.indices.contains(target) else { return false }
            let column = self.column
            row = target
            lines[row].apply(.moveTo(column))
            return false
        case .line(let lineEdit):
            return apply(lineEdit)
        }
    }

    private mutating func apply(_ edit: LineEditor.Edit) -> Bool {
        let atStart = column == 0
        let atEnd = column == lines[row].characters.count
        switch edit {
        case .insert(let text) where text.contains("\n"):
            // The lines pasted go in at once (a line at a time would move
            // every line below for each: a long paste would take seconds).
            let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
            let tail = String(lines[row].characters[column...])
            lines[row].apply(.killToEnd)
            lines[row].apply(.insert(String(parts[0])))
            var added = parts.dropFirst().map { LineEditor(String($0)) }
            let last = added.count - 1
            added[last].apply(.insert(tail))
            added[last].apply(.moveTo(parts[parts.count - 1].count))
            lines.insert(contentsOf: added, at: row + 1)
            row += added.count
            return true
        case .deleteBackward where atStart && row > 0:
            joinWithPrevious()
            return true
        case .deleteForward where atEnd && row < lines.count - 1, .killToEnd where atEnd && row < lines.count - 1:
            row += 1
            joinWithPrevious()
            return true
        case .moveLeft where atStart && row > 0:
            row -= 1
            lines[row].apply(.moveToEnd)
            return false
        case .moveRight where atEnd && row < lines.count - 1:
            row += 1
            lines[row].apply(.moveToStart)
            return false
        case .yank:
            lines[row].killBuffer = killBuffer
            return lines[row].apply(.yank)
        default:
            let changed = lines[row].apply(edit)
            switch edit {
            case .killToEnd, .killToStart, .killWordBackward, .killWordForward:
                if changed { killBuffer = lines[row].killBuffer }
            default:
                break
            }
            return changed
        }
    }

    /// Joins the cursor's line onto the one above, the cursor at the seam.
    private mutating func joinWithPrevious() {
        let line = lines.remove(at: row)
        row -= 1
        let seam = lines[row].characters.count
        lines[row].apply(.moveToEnd)
        lines[row].apply(.insert(line.text))
        lines[row].apply(.moveTo(seam))
    }
}
