/// Lays out plain text as `HTMLText` (Core) makes it, for a pane of a given
/// width: each line wrapped at spaces (`String.wrapped(toWidth:)`), blank
/// lines between paragraphs kept, and a list item's continuation lines
/// indented under its text rather than under its marker:
///
/// ```
/// • Sync your library across
///   every device
/// ```
public enum TextWrapping {
    /// The narrowest text column a list item keeps under its marker; in a
    /// narrower pane the item wraps at the margin instead.
    public static let minimumHangingColumns = 8

    /// The display lines of `text` at `width` columns (none when `width` < 1).
    public static func lines(of text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) {
                lines.append("")
                continue
            }
            let hang = hangingIndent(of: line)
            if hang > 0 && width - hang >= minimumHangingColumns {
                let marker = String(line.prefix(hang))
                let indent = String(repeating: " ", count: hang)
                let wrapped = String(line.dropFirst(hang)).wrapped(toWidth: width - hang)
                for (index, piece) in wrapped.enumerated() {
                    lines.append((index == 0 ? marker : indent) + piece)
                }
            } else {
                // Leading spaces are kept on the first line (wrapped() would drop them).
                let leading = line.prefix(while: { $0 == " " }).count
                if leading > 0 && width - leading >= minimumHangingColumns {
                    let indent = String(repeating: " ", count: leading)
                    lines += String(line.dropFirst(leading)).wrapped(toWidth: width - leading).map { indent + $0 }
                } else {
                    lines += String(line).wrapped(toWidth: width)
                }
            }
        }
        return lines
    }

    /// Columns of a list item's marker and the spaces before it ("  • ",
    /// "12. "), or 0 when the line is not an item. Markers and indents are
    /// ASCII and "•", one column each, so characters count as columns.
    static func hangingIndent(of line: Substring) -> Int {
        let spaces = line.prefix(while: { $0 == " " }).count
        let rest = line.dropFirst(spaces)
        if rest.hasPrefix("• ") { return spaces + 2 }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber }).count
        if (1...3).contains(digits), rest.dropFirst(digits).hasPrefix(". ") { return spaces + digits + 2 }
        return 0
    }
}
