import StoreSearchText

/// Splits text into the folded words search matches against, as bytes:
/// runs of letters and digits, lowercased, diacritics removed (see `Folder`).
/// The index and the query go through the same code, so they always agree.
enum WordTokenizer {
    /// The words of `text` as byte arrays.
    public static func words(_ text: String) -> [[UInt8]] {
        var folder = Folder()
        var words: [[UInt8]] = []
        folder.forEachWord(in: text) { words.append(Array($0)) }
        return words
    }
}
