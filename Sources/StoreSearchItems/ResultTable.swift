/// Results as text for scripts and files, shared by `storesearch search
/// --format tsv` and the export.

public enum ResultTable {
    /// The TSV columns, in order.
    public static let tabSeparatedHeader = "name\tartist\tkind\tgenre\tprice\tcurrency\turl\tid"

    /// A header line, then one line a result: name, artist, kind (the
    /// store's), genre, price (decimal), currency, the store's page and id.
    /// Every line ends in a newline. A tab or line break inside a field
    /// (never in decoded results, which are sanitised) becomes a space, so a
    /// row is always one line of eight columns.
    public static func tabSeparated(_ results: [SearchResult]) -> String {
        var text = tabSeparatedHeader + "\n"
        // Each field appended as it is (a row of 200 results' arrays and
        // joins was an eighth of a warm search's time).
        func add(_ field: String, then separator: String) {
            if field.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                text.unicodeScalars.append(
                    contentsOf: field.unicodeScalars.lazy.map { ["\t", "\n", "\r"].contains($0) ? " " : $0 })
            } else {
                text += field
            }
            text += separator
        }
        for result in results {
            add(result.name, then: "\t")
            add(result.artistName ?? "", then: "\t")
            add(result.kind.storeValue, then: "\t")
            add(result.genre ?? "", then: "\t")
            add(result.price?.decimalText ?? "", then: "\t")
            add(result.price?.currency ?? "", then: "\t")
            add(result.storeURL ?? "", then: "\t")
            add(String(result.id), then: "\n")
        }
        return text
    }
}
