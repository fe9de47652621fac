extension Sanitizer {
    /// Text from outside (a search term, a config line, an argument) made
    /// fit to quote in a one-line message, on standard error or in the log:
    /// cleaned as `clean` does, and cut to `limit` characters, ending in
    /// "…" when cut. Such text can be any size, and a message that quotes
    /// 10,000 characters (or 3 MB of a config file) says nothing more than
    /// one that quotes the start. Only the start is looked at, so a huge
    /// text costs no more than a short one.
    public static func excerpt(_ text: String, limit: Int = 60) -> String {
        guard limit > 0 else { return "" }
        // Escape sequences and runs of spaces shrink when cleaned: look at
        // enough of the text that what is left still fills the limit.
        let window = limit * 16
        let head = text.prefix(window)
        let cleaned = clean(String(head))
        let wasCut = head.endIndex != text.endIndex
        if cleaned.count <= limit && !wasCut { return cleaned }
        return String(cleaned.prefix(limit - 1)) + "…"
    }
}
