/// A single line of editable text with a cursor, edited the way readline
/// edits: the search field's model.
///
/// Text is kept as grapheme clusters (`Character`s), so the cursor never lands
/// inside an emoji or between a letter and its accent.
public struct LineEditor: Hashable, Sendable {
    public private(set) var characters: [Character]
    /// Cursor position, counted in characters from the start: 0...count.
    public private(set) var cursor: Int
    /// The last text removed by a kill command, for `yank`.
    public var killBuffer: [Character] = []
    /// The most characters the line holds (nil: no limit); what an insert
    /// or a yank would add beyond it is dropped.
    public let maximumLength: Int?

    public init(_ text: String = "", maximumLength: Int? = nil) {
        self.maximumLength = maximumLength
        characters = Array(text)
        if let maximumLength, characters.count > maximumLength { characters.removeSubrange(maximumLength...) }
        cursor = characters.count
    }

    public var text: String { String(characters) }
    public var isBlank: Bool { characters.allSatisfy(\.isWhitespace) }

    public enum Edit: Hashable, Sendable {
        case insert(String)
        case deleteBackward
        case deleteForward
        case moveLeft
        case moveRight
        case moveWordLeft
        case moveWordRight
        case moveToStart
        case moveToEnd
        /// Ctrl-K
        case killToEnd
        /// Ctrl-U
        case killToStart
        /// Ctrl-W
        case killWordBackward
        /// Alt-D
        case killWordForward
        /// Ctrl-Y
        case yank
        /// Ctrl-T
        case transpose
        /// Sets the cursor, as a click in the field does.
        case moveTo(Int)
    }

    /// Applies `edit`; returns whether the text (not just the cursor) changed.
    @discardableResult
    public mutating func apply(_ edit: Edit) -> Bool {
        let before = characters
        switch edit {
        case .insert(let text):
            let inserted = fitting(Array(text))
            characters.insert(contentsOf: inserted, at: cursor)
            cursor += inserted.count
        case .deleteBackward:
            guard cursor > 0 else { break }
            cursor -= 1
            characters.remove(at: cursor)
        case .deleteForward:
            guard cursor < characters.count else { break }
            characters.remove(at: cursor)
        case .moveLeft:
            cursor = max(0, cursor - 1)
        case .moveRight:
            cursor = min(characters.count, cursor + 1)
        case .moveWordLeft:
            cursor = startOfWord(before: cursor)
        case .moveWordRight:
            cursor = endOfWord(after: cursor)
        case .moveToStart:
            cursor = 0
        case .moveToEnd:
            cursor = characters.count
        case .killToEnd:
            kill(cursor..<characters.count)
        case .killToStart:
            kill(0..<cursor)
        case .killWordBackward:
            kill(startOfWord(before: cursor, separators: \.isWhitespace)..<cursor)
        case .killWordForward:
            kill(cursor..<endOfWord(after: cursor))
        case .yank:
            let yanked = fitting(killBuffer)
            characters.insert(contentsOf: yanked, at: cursor)
            cursor += yanked.count
        case .transpose:
            guard characters.count >= 2, cursor > 0 else { break }
            let right = min(cursor, characters.count - 1)
            characters.swapAt(right - 1, right)
            cursor = right + 1
        case .moveTo(let position):
            cursor = min(max(0, position), characters.count)
        }
        return characters != before
    }

    /// As much of `added` as the line has room for.
    private func fitting(_ added: [Character]) -> ArraySlice<Character> {
        guard let maximumLength else { return added[...] }
        return added.prefix(max(0, maximumLength - characters.count))
    }

    private mutating func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        killBuffer = Array(characters[range])
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Readline's backward-word: skip separators, then the word.
    private func startOfWord(
        before position: Int,
        separators: (Character) -> Bool = { !LineEditor.isWordCharacter($0) }
    ) -> Int {
        var index = position
        while index > 0, separators(characters[index - 1]) { index -= 1 }
        while index > 0, !separators(characters[index - 1]) { index -= 1 }
        return index
    }

    private func endOfWord(after position: Int) -> Int {
        var index = position
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    public static func == (lhs: LineEditor, rhs: LineEditor) -> Bool {
        lhs.characters == rhs.characters && lhs.cursor == rhs.cursor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
        hasher.combine(cursor)
    }
}
