/// Text as the generated documents hold it. The man page and README are
/// written from several tables (options, keys, limits); they escape text in
/// one way, said once here.
enum DocumentText {
    /// Text as roff reads it: hyphens as minus signs, backslashes escaped,
    /// and a line that begins with a control character protected.
    static func roff(_ text: String) -> String {
        var escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }

    /// Text in a Markdown table's cell: a bar does not end the cell.
    static func markdownCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    /// "where results come from" → "Where results come from": the table's
    /// help begins small, as `--help` shows it; a document's sentence does not.
    static func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
