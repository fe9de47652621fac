/// The rules of a search that forgives typing mistakes, shared by the
/// catalog index and the favourites view so that both forgive the same
/// slips.
///
/// A query word matches a word within a number of edits that grows with
/// its length: none below 4 letters (a short word has too many neighbours:
/// `the` is one edit from `she`, `tie`, `thy`…), one from 4, two from 8.
/// An edit is an insertion, a deletion, a substitution or a swap of two
/// neighbouring letters (the optimal string alignment distance, which is
/// Damerau's without editing a letter twice). Letters are Unicode scalars
/// of the folded word (`Folder`), so case and diacritics never count as
/// edits, and `ä` typed for `a` costs nothing. A word of digits alone is
/// never forgiven: `1999` typed is meant, not `1998`.
public enum TypoTolerance {
    /// The fewest letters a word needs to be forgiven one edit, and two.
    public static let oneEditFrom = 4
    public static let twoEditsFrom = 8

    /// The edits a query word of these letters may carry.
    public static func allowedEdits(_ letters: [UInt32]) -> Int {
        if letters.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return 0 }
        return letters.count >= twoEditsFrom ? 2 : letters.count >= oneEditFrom ? 1 : 0
    }

    /// A word of this many letters, forgiven no edit, may still be a word
    /// of one letter more with that letter left out (`lve` for love): the
    /// slip a short word's neighbours do not crowd (a changed letter in
    /// `the` is `she`, `tie`, `thy`…; a letter left out of four is rarer).
    public static let droppedLetterAt = 3

    /// The edits to look for near a word: its allowed edits, or one for a
    /// word that may have a letter left out (each match then checked with
    /// `isLetterLeftOut`).
    public static func searchedEdits(_ letters: [UInt32]) -> Int {
        let allowed = allowedEdits(letters)
        return allowed == 0 && mayHaveLetterLeftOut(letters) ? 1 : allowed
    }

    /// Whether a word of these letters is forgiven only a letter left out.
    public static func mayHaveLetterLeftOut(_ letters: [UInt32]) -> Bool {
        letters.count == droppedLetterAt && !letters.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    }

    /// Whether `typed` is `meant` with one of its letters left out.
    public static func isLetterLeftOut(_ typed: [UInt32], of meant: [UInt32]) -> Bool {
        guard meant.count == typed.count + 1 else { return false }
        var skipped = false
        var index = 0
        for letter in meant {
            if index < typed.count, typed[index] == letter {
                index += 1
            } else if skipped {
                return false
            } else {
                skipped = true
            }
        }
        return index == typed.count
    }

    /// Whether a near word found with `searchedEdits` counts: any within
    /// the allowed edits; for a word forgiven only a letter left out,
    /// `meant` (its first letters, as many as it needs) with that letter.
    public static func accepts(_ typed: [UInt32], _ meant: [UInt32]) -> Bool {
        guard allowedEdits(typed) == 0 else { return true }
        return mayHaveLetterLeftOut(typed) && isLetterLeftOut(typed, of: Array(meant.prefix(typed.count + 1)))
    }

    /// The letters (Unicode scalars) of a folded word in UTF-8. Bytes that
    /// are not UTF-8 count a letter each.
    public static func letters<Bytes: Collection<UInt8>>(of bytes: Bytes) -> [UInt32] {
        var letters: [UInt32] = []
        letters.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let lead = bytes[index]
            let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var value = UInt32(length == 1 ? lead : lead & (0x7F >> length))
            var next = bytes.index(after: index)
            var read = 1
            while read < length, next != bytes.endIndex, bytes[next] & 0xC0 == 0x80 {
                value = value << 6 | UInt32(bytes[next] & 0x3F)
                next = bytes.index(after: next)
                read += 1
            }
            letters.append(read == length ? value : UInt32(lead))
            index = read == length ? next : bytes.index(after: index)
        }
        return letters
    }

    /// The distance between `word` and `text` when it is at most `limit`;
    /// nil when it is more.
    public static func distance(_ word: [UInt32], _ text: [UInt32], limit: Int) -> Int? {
        guard abs(word.count - text.count) <= limit else { return nil }
        var rows = EditRows(word: word, limit: limit)
        for letter in text {
            rows.append(letter)
            if rows.minimum > limit { return nil }
        }
        return rows.last <= limit ? rows.last : nil
    }

    /// The smallest distance between `word` and a beginning of `text` (the
    /// last word typed, which may stop part way through the word it means),
    /// when at most `limit`; nil when it is more.
    public static func prefixDistance(_ word: [UInt32], _ text: [UInt32], limit: Int) -> Int? {
        var rows = EditRows(word: word, limit: limit)
        var best = rows.last
        for letter in text {
            // No longer beginning can do better than the row's smallest value.
            if rows.minimum >= best || rows.minimum > limit { break }
            rows.append(letter)
            best = min(best, rows.last)
        }
        return best <= limit ? best : nil
    }
}

/// The optimal string alignment table between a query word and a text
/// read a letter at a time, one row per letter read: row `d` holds the
/// distances between the first `d` letters of the text and each beginning
/// of the word. Rows can be dropped back to a shorter text, so that words
/// sharing a beginning (a sorted table's neighbours) share its rows.
///
/// A row's smallest value never decreases as letters are added (a swap
/// costs what the substitution beside it costs at least), so once it is
/// over the allowed edits, no text that begins so can match.
///
/// Only values within `limit` matter, and a value at row `d`, column `j`
/// is at least `|d - j|`: each row works out the band of `2 limit + 1`
/// columns around its diagonal (Ukkonen's cut-off); values outside are
/// `limit + 1`. Values within the limit are exact; the others are only
/// known to be over it.
public struct EditRows: Sendable {
    public let word: [UInt32]
    @usableFromInline let width: Int
    @usableFromInline let limit: Int
    /// What a value outside the band reads: over the limit.
    @usableFromInline let over: UInt16
    /// The rows, one after another, `width` values each; like `letters`
    /// and `minimums`, kept as long as the deepest text read, so that
    /// dropping rows and reading again writes over them (`read` says how
    /// many letters are current) rather than shrinking and growing arrays.
    @usableFromInline var rows: [UInt16]
    @usableFromInline var letters: [UInt32] = []
    @usableFromInline var minimums: [UInt16] = [0]
    /// How many letters of the text have been read.
    @usableFromInline var read = 0

    public init(word: [UInt32], limit: Int = 255) {
        self.word = word
        width = word.count + 1
        self.limit = min(max(limit, 0), 255)
        over = UInt16(self.limit + 1)
        let over = self.over
        rows = (0..<width).map { min(UInt16(clamping: $0), over) }
        rows.reserveCapacity(width * 32)
        letters.reserveCapacity(32)
        minimums.reserveCapacity(33)
    }

    /// How many letters of the text have been read.
    @inlinable public var depth: Int { read }
    /// The smallest value of the last row: no text beginning with the
    /// letters read is nearer the word (or a beginning of it) than this.
    @inlinable public var minimum: Int { Int(minimums[read]) }
    /// The distance between the letters read and the whole word.
    @inlinable public var last: Int { Int(rows[(read + 1) * width - 1]) }

    /// The text's letter at `index`.
    @inlinable public func letter(at index: Int) -> UInt32 { letters[index] }

    /// The value at `column` (a beginning of the word that long) of row `depth`.
    @inlinable public func value(atDepth depth: Int, column: Int) -> Int { Int(rows[depth * width + column]) }

    /// The first letter after `letter` that, read next, keeps a value of
    /// the new row within `limit`. Meant for a last row whose smallest
    /// value is `limit` exactly (below it, every letter does; above it,
    /// none): a value can then only stay there by the letter matching the
    /// word's (diagonally) or completing a swap, so a walk through sorted
    /// words can leap over every letter between.
    @inlinable public func letterKeeping(within limit: Int, after letter: UInt32) -> UInt32? {
        let depth = read
        var next: UInt32?
        func consider(_ candidate: UInt32) {
            if candidate > letter, next.map({ candidate < $0 }) ?? true { next = candidate }
        }
        for column in 0..<word.count where value(atDepth: depth, column: column) <= limit {
            consider(word[column])
        }
        if depth >= 1 {
            // A swap: the previous letter was the word's at `column - 1`,
            // and the next is the one before it.
            let previous = letters[depth - 1]
            for column in 2..<max(2, width)
            where word[column - 1] == previous && value(atDepth: depth - 1, column: column - 2) + 1 <= limit {
                consider(word[column - 2])
            }
        }
        return next
    }

    /// Reads one more letter of the text.
    @inlinable public mutating func append(_ letter: UInt32) {
        let depth = read + 1
        let width = self.width
        let over = self.over
        let start = depth * width
        let previousLetter = read > 0 ? letters[read - 1] : UInt32.max
        if letters.count > read { letters[read] = letter } else { letters.append(letter) }
        if rows.count < start + width {
            rows.append(contentsOf: repeatElement(over, count: start + width - rows.count))
        }
        var smallest = min(UInt16(clamping: depth), over)
        let (low, high) = (max(1, depth - limit), min(width - 1, depth + limit))
        word.withUnsafeBufferPointer { word in
            rows.withUnsafeMutableBufferPointer { rows in
                let above = start - width
                // A row read before (and dropped) is written over: outside the band, over the limit.
                for column in start..<start + width { rows[column] = over }
                rows[start] = smallest
                for column in stride(from: low, through: high, by: 1) {
                    let wordLetter = word[column - 1]
                    var value = min(
                        rows[above + column] + 1, rows[start + column - 1] + 1,
                        rows[above + column - 1] + (wordLetter == letter ? 0 : 1))
                    if column > 1, depth > 1, wordLetter == previousLetter, word[column - 2] == letter {
                        value = min(value, rows[above - width + column - 2] + 1)
                    }
                    rows[start + column] = value
                    smallest = min(smallest, value)
                }
            }
        }
        if minimums.count > depth { minimums[depth] = smallest } else { minimums.append(smallest) }
        read = depth
    }

    /// Drops the rows of letters read after the first `depth`.
    @inlinable public mutating func truncate(to depth: Int) {
        if depth < read { read = max(depth, 0) }
    }
}
