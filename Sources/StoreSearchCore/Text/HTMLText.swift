/// Turns the store's descriptions (HTML, entities, line breaks) into plain
/// text: paragraphs separated by a blank line, bullets kept, every line
/// sanitised.
public enum HTMLText {
    /// Placeholder until the converter lands: sanitised as one line.
    public static func plainText(_ html: String) -> String {
        Sanitizer.clean(html)
    }
}
