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
        for result in results {
            let fields = [
                result.name, result.artistName ?? "", result.kind.storeValue, result.genre ?? "",
                result.price?.decimalText ?? "", result.price?.currency ?? "", result.storeURL ?? "",
                String(result.id),
            ]
            text += fields.map(cell).joined(separator: "\t") + "\n"
        }
        return text
    }

    private static func cell(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return field }
        return String(
            String.UnicodeScalarView(field.unicodeScalars.map { ["\t", "\n", "\r"].contains($0) ? " " : $0 }))
    }
}
