import StoreSearchText
import StoreSearchUI

/// The config file's lines, read as an editor numbers them.
///
/// - A line ends at a line feed, and only there (a carriage return before
///   it is dropped: a file written on Windows reads the same). A vertical
///   tab, a form feed, NEL, U+2028 or U+2029 is no line break: the line
///   numbers a mistake is said with are the ones an editor shows.
/// - A byte-order mark before the first line is no part of it.
/// - `#` starts a comment at the start of a line (after blanks) or after a
///   space or a tab, but not as the first character of a value
///   (`theme.text = #ff0000` is a colour) nor inside quotes
///   (`player = mpv --title "a # b"`); `mpv --x=a#b` keeps its `#` too.
///   The quotes themselves stay in the value: a command's words are split
///   by the command's own rules.
/// - `key = value`, each trimmed of blanks; a line without `=` is a key
///   without a value (which the caller reports).
///
/// Linear in the text's length: a 16 MB file of one-letter lines is read
/// in one pass, a line at a time, and nothing of it is kept here.
public enum ConfigText {
    /// Calls `body` with each line of `text` that is neither blank nor a comment, in order.
    public static func forEachEntry(in text: String, _ body: (ConfigLine) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var number = 1
            // A byte-order mark is no part of the first line.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != newline { end += 1 }
                var lineEnd = end
                if lineEnd > start, bytes[lineEnd - 1] == carriageReturn { lineEnd -= 1 }
                if let entry = entry(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), number: number) {
                    body(entry)
                }
                if end == bytes.count { break }
                start = end + 1
                number += 1
            }
        }
    }

    /// Every entry of `text` (for tests and small texts; the program reads them one at a time).
    public static func entries(in text: String) -> [ConfigLine] {
        var entries: [ConfigLine] = []
        forEachEntry(in: text) { entries.append($0) }
        return entries
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let hash = UInt8(ascii: "#")
    private static let equals = UInt8(ascii: "=")
    private static let doubleQuote = UInt8(ascii: "\"")
    private static let singleQuote = UInt8(ascii: "'")
    private static let backslash = UInt8(ascii: "\\")

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }

    /// The line's entry: nil for a blank line or a comment.
    private static func entry(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> ConfigLine? {
        var index = 0
        while index < line.count, isBlank(line[index]) { index += 1 }
        guard index < line.count, line[index] != hash else { return nil }
        let first = index
        var equalsAt: Int?
        var valueStarted = false
        var quote: UInt8?
        var afterBlank = false
        var end = line.count
        scan: while index < line.count {
            let byte = line[index]
            defer { index += 1 }
            if let open = quote {
                if open == doubleQuote && byte == backslash {
                    index += 1
                } else if byte == open {
                    quote = nil
                }
                afterBlank = false
                continue
            }
            if equalsAt == nil {
                if byte == equals {
                    equalsAt = index
                } else if byte == hash && afterBlank {
                    end = index
                    break scan
                }
            } else if !valueStarted {
                if isBlank(byte) {
                    afterBlank = true
                    continue
                }
                // Its first character is the value's, whatever it is (`#ff0000`).
                valueStarted = true
                if byte == doubleQuote || byte == singleQuote { quote = byte }
            } else if byte == doubleQuote || byte == singleQuote {
                quote = byte
            } else if byte == hash && afterBlank {
                end = index
                break scan
            }
            afterBlank = isBlank(byte)
        }
        func text(_ range: Range<Int>) -> String {
            // Blanks trimmed as bytes; other white space (U+2028, NBSP…) as text, when a byte says it may be there.
            var (start, end) = (range.lowerBound, range.upperBound)
            while start < end, isBlank(line[start]) { start += 1 }
            while end > start, isBlank(line[end - 1]) { end -= 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self)
            guard start < end,
                line[start] < 0x20 || line[start] >= 0x80 || line[end - 1] < 0x20 || line[end - 1] >= 0x80
            else { return text }
            return text.trimmingSpaces
        }
        guard let equalsAt, case let key = text(first..<equalsAt), !key.isEmpty else {
            let whole = text(first..<end)
            return whole.isEmpty ? nil : ConfigLine(number: number, key: whole, value: "")
        }
        return ConfigLine(number: number, key: key, value: text(equalsAt + 1..<max(equalsAt + 1, end)))
    }
}

/// The config file's mistakes: the first `kept` said (each with its
/// line), the others only counted, so a file of a million bad lines costs
/// the time to read it and the memory of five messages.
struct ConfigMistakes {
    /// How many are said on standard error and in the log (then "and N more").
    static let kept = InputLimits.configMistakesSaid
    /// The most `bind` lines, and the most `theme.ROLE` lines, kept for the
    /// interface: the table has about a hundred commands and fifteen colours.
    static let mostKeptLines = InputLimits.configLinesOfAKind

    private(set) var first: [SettingsError] = []
    private(set) var count = 0

    /// One more mistake, at `line`; `phrase` is made only for the first few
    /// (a suggestion costs an edit distance to every key).
    mutating func note(line: Int, _ phrase: () -> CommandLinePhrase) {
        count += 1
        guard first.count < Self.kept else { return }
        var mistake = SettingsError(phrase())
        mistake.isInConfigFile = true
        mistake.line = line
        first.append(mistake)
    }
}
