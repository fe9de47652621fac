/// Turns the store's descriptions (HTML, entities, line breaks) into plain
/// text: paragraphs separated by a blank line, bullets kept, every line
/// sanitised.
///
/// The store sends two kinds of description. App Store and film texts are
/// plain text whose line breaks mean what they say; Apple Books texts are
/// HTML (`<b>`, `<br />`, `<p>`, lists, entities). A text holding at least
/// one tag is read as HTML, where a line break in the source is only a space
/// (as a browser shows it); any other text is read line by line. Entities are
/// decoded in both, once: `&amp;lt;` is `&lt;`.
///
/// The result, as `TextWrapping` (TerminalKit) expects it:
/// - paragraphs separated by one blank line, never two, none at either end;
/// - a single line break kept as "\n" (`<br>`; two of them make a paragraph);
/// - list items as lines starting with "• " (ordered lists "1. ", "2. "),
///   nested lists indented by two spaces per level;
/// - `<script>`, `<style>` and comments gone with what they hold, every other
///   tag gone (`<a href>` keeps its text), whitespace in a line collapsed;
/// - every line through `Sanitizer.clean`: no control, escape sequence or
///   bidirectional override survives, whether sent raw or as `&#27;`.
///
/// One pass over the UTF-8 bytes: no regular expression, no backtracking;
/// each byte is looked at a bounded number of times.
public enum HTMLText {
    public static func plainText(_ html: String) -> String {
        let bytes = Array(html.utf8)
        var output = Output()
        if containsTag(bytes) {
            HTMLReader(bytes: bytes).read(into: &output)
        } else {
            readPlainText(bytes, into: &output)
        }
        return output.finish()
    }

    /// Whether `bytes` holds something that reads as a tag: `<` then a
    /// letter, `/` and a letter, or `!`, closed by `>` before the next `<`.
    static func containsTag(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if tagEnd(bytes, from: index) != nil { return true }
            index += 1
        }
        return false
    }

    /// Where the tag starting at `start` (a `<`) ends: the index of its `>`,
    /// or nil when it is not a tag (a `<` before the `>`, or none at all).
    /// A quoted `>` in an attribute is not honoured: store descriptions have
    /// none, and honouring quotes would let one stray quote hide the rest.
    static func tagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        var first = bytes[index]
        if first == UInt8(ascii: "/") {
            index += 1
            guard index < bytes.count else { return nil }
            first = bytes[index]
        } else if first == UInt8(ascii: "!") || first == UInt8(ascii: "?") {
            first = UInt8(ascii: "a")
        }
        guard isLetter(first) else { return nil }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"): return index
            case UInt8(ascii: "<"): return nil
            default: index += 1
            }
        }
        return nil
    }

    /// Plain text: each line of the source is a line, a blank one a paragraph break.
    private static func readPlainText(_ bytes: [UInt8], into output: inout Output) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                output.lineBreak()
                index += 1
            case UInt8(ascii: "\r"):
                output.lineBreak()
                index += 1
                if index < bytes.count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "&"):
                index = Entities.decode(bytes, at: index, into: &output)
            default:
                output.append(byte)
                index += 1
            }
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}

/// The lines being built: text collapses its whitespace, breaks wait until
/// more text comes (so none is left at either end), and a list item's
/// marker waits for its first word.
struct Output {
    private enum Entry {
        case line(prefix: String, text: [UInt8])
        case blank
    }

    private var entries: [Entry] = []
    private var prefix = ""
    private var text: [UInt8] = []
    private var pendingSpace = false
    /// Line breaks asked for since the last text: 0, 1 (a new line) or 2 (a paragraph).
    private var pendingBreaks = 0
    /// The marker for the next line ("• ", "  2. "), or the indent under one.
    private var nextPrefix = ""
    private var markerPending = false
    private var hasText: Bool { !text.isEmpty || !entries.isEmpty }

    /// A byte of text; whitespace collapses, and none starts a line.
    mutating func append(_ byte: UInt8) {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
            pendingSpace = !text.isEmpty
        default:
            startLineIfNeeded()
            if pendingSpace { text.append(0x20) }
            pendingSpace = false
            text.append(byte)
        }
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.value < 0x80 {
            append(UInt8(scalar.value))
        } else {
            // A no-break space is a space here: the wrapper measures words at spaces.
            if scalar.value == 0xA0 { return append(0x20) }
            startLineIfNeeded()
            if pendingSpace { text.append(0x20) }
            pendingSpace = false
            text.append(contentsOf: String(scalar).utf8)
        }
    }

    /// A line break (`<br>`, a line of plain text); a second one in a row makes a paragraph.
    mutating func lineBreak() {
        pendingBreaks = min(pendingBreaks + 1, 2)
        pendingSpace = false
    }

    /// At least a new line (an item, a row).
    mutating func newLine() {
        pendingBreaks = max(pendingBreaks, 1)
        pendingSpace = false
    }

    /// A paragraph break (a block's start or end).
    mutating func paragraph() {
        pendingBreaks = 2
        pendingSpace = false
    }

    /// A list item's marker ("• ", "  2. "): the next line starts with it.
    mutating func setMarker(_ marker: String) {
        nextPrefix = marker
        markerPending = true
    }

    /// Lines that follow start at the margin (the last list has ended).
    mutating func clearPrefix() {
        nextPrefix = ""
        markerPending = false
    }

    /// The indent of lines that follow (under a list item's text), unless
    /// a marker still waits for its line.
    mutating func setIndent(_ indent: String) {
        if !markerPending { nextPrefix = indent }
    }

    private mutating func startLineIfNeeded() {
        if pendingBreaks > 0 {
            if hasText {
                endLine()
                if pendingBreaks == 2 { entries.append(.blank) }
            }
            pendingBreaks = 0
        }
        if text.isEmpty {
            prefix = nextPrefix
            // Lines after a marker's own line are indented under its text.
            nextPrefix = String(repeating: " ", count: nextPrefix.count)
            markerPending = false
        }
    }

    private mutating func endLine() {
        if !text.isEmpty { entries.append(.line(prefix: prefix, text: text)) }
        text = []
        pendingSpace = false
    }

    /// The text: each line cleaned, empty ones dropped, at most one blank in a row, none at the ends.
    mutating func finish() -> String {
        endLine()
        var lines: [String] = []
        var blankPending = false
        for entry in entries {
            switch entry {
            case .blank:
                blankPending = !lines.isEmpty
            case .line(let prefix, let bytes):
                let cleaned = Sanitizer.clean(String(decoding: bytes, as: UTF8.self))
                guard !cleaned.isEmpty else { continue }
                if blankPending { lines.append("") }
                blankPending = false
                lines.append(prefix + cleaned)
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Reads HTML: tags steer the lines, text and entities fill them.
private struct HTMLReader {
    public let bytes: [UInt8]

    private struct List {
        var ordered: Bool
        var count = 0
    }

    /// Blocks: a paragraph break before and after.
    private static let blocks: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "section", "article", "aside",
        "header", "footer", "hr", "table", "figure", "address", "dl", "nav", "main", "center", "body",
    ]
    /// A new line before and after.
    private static let rows: Set<String> = ["tr", "dt", "dd", "caption", "figcaption"]
    /// Removed with everything up to their end tag.
    private static let hidden: Set<String> = ["script", "style", "head", "title", "template", "noscript"]

    func read(into output: inout Output) {
        var lists: [List] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                index = Entities.decode(bytes, at: index, into: &output)
                continue
            }
            guard byte == UInt8(ascii: "<") else {
                output.append(byte)
                index += 1
                continue
            }
            if startsWith("<!--", at: index) {
                index = find("-->", from: index + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            guard let end = HTMLText.tagEnd(bytes, from: index) else {
                output.append(byte)
                index += 1
                continue
            }
            let (name, closing) = tagName(from: index + 1, to: end)
            index = end + 1
            if !closing && Self.hidden.contains(name) {
                index = skipContents(of: name, from: index)
                continue
            }
            handle(name, closing: closing, lists: &lists, output: &output)
        }
    }

    private func handle(_ name: String, closing: Bool, lists: inout [List], output: inout Output) {
        switch name {
        case "br":
            output.lineBreak()
            if !lists.isEmpty { output.setIndent(currentIndent(lists)) }
        case "ul", "ol":
            if closing {
                if !lists.isEmpty { lists.removeLast() }
            } else {
                lists.append(List(ordered: name == "ol"))
            }
            // A list is a block of its own; a nested one starts a line in its item.
            if lists.isEmpty || (!closing && lists.count == 1) {
                output.paragraph()
                output.clearPrefix()
            } else {
                output.newLine()
                output.setIndent(currentIndent(lists))
            }
        case "li":
            output.newLine()
            guard !closing else { return }
            if lists.isEmpty { lists.append(List(ordered: false)) }
            lists[lists.count - 1].count += 1
            let list = lists[lists.count - 1]
            let indent = String(repeating: "  ", count: lists.count - 1)
            output.setMarker(indent + (list.ordered ? "\(list.count). " : "• "))
        case "td", "th":
            output.append(0x20)
        default:
            if Self.blocks.contains(name) {
                // In a list item a block only starts a new line, under the item's text.
                if lists.isEmpty {
                    output.paragraph()
                } else {
                    output.newLine()
                    output.setIndent(currentIndent(lists))
                }
            } else if Self.rows.contains(name) {
                output.newLine()
            }
        }
    }

    /// The indent under the innermost list's items.
    private func currentIndent(_ lists: [List]) -> String {
        guard let list = lists.last else { return "" }
        let marker = list.ordered ? "\(max(list.count, 1)). " : "• "
        return String(repeating: " ", count: 2 * (lists.count - 1) + marker.count)
    }

    /// The tag's name, lowercased, and whether it is an end tag.
    private func tagName(from start: Int, to end: Int) -> (String, Bool) {
        var index = start
        var closing = false
        if index < end && bytes[index] == UInt8(ascii: "/") {
            closing = true
            index += 1
        }
        var name: [UInt8] = []
        while index < end, HTMLText.isLetter(bytes[index]) || (0x30...0x39).contains(bytes[index]) {
            name.append(bytes[index] | (HTMLText.isLetter(bytes[index]) ? 0x20 : 0))
            index += 1
        }
        return (String(decoding: name, as: UTF8.self), closing)
    }

    /// Past `</name ...>` (any case), or the end when it never comes.
    private func skipContents(of name: String, from start: Int) -> Int {
        let closing = Array("</\(name)".utf8)
        var index = start
        while let found = find(closing, from: index, ignoringCase: true) {
            let after = found + closing.count
            // `</scripts>` does not end `<script>`.
            if after < bytes.count, HTMLText.isLetter(bytes[after]) {
                index = after
                continue
            }
            var end = after
            while end < bytes.count && bytes[end] != UInt8(ascii: ">") { end += 1 }
            return min(end + 1, bytes.count)
        }
        return bytes.count
    }

    private func startsWith(_ text: String, at index: Int) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && Array(bytes[index..<index + pattern.count]) == pattern
    }

    private func find(_ text: String, from start: Int) -> Int? {
        find(Array(text.utf8), from: start, ignoringCase: false)
    }

    /// The first place `pattern` starts at or after `start`. Patterns are a
    /// few bytes and begin with `<` or `-`, so this stays linear in practice.
    private func find(_ pattern: [UInt8], from start: Int, ignoringCase: Bool) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0] {
                var matched = true
                for offset in 1..<pattern.count {
                    let byte = bytes[index + offset]
                    let wanted = pattern[offset]
                    if byte != wanted && !(ignoringCase && HTMLText.isLetter(wanted) && byte | 0x20 == wanted | 0x20) {
                        matched = false
                        break
                    }
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }
}
