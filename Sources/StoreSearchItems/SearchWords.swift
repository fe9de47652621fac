import StoreSearchText

/// The words a search looks for, bounded (`InputLimits.searchWords`): each
/// word once, in the order typed, the first so many. A word typed twice
/// asks nothing more of an item than typed once, and no item holds more
/// different words than that: a pasted page of text is searched by its
/// first words rather than costing seconds.
public enum SearchWords {
    public static func bounded(_ words: [[UInt8]]) -> [[UInt8]] {
        var seen = Set<[UInt8]>()
        var kept: [[UInt8]] = []
        for word in words where seen.insert(word).inserted {
            kept.append(word)
            if kept.count == InputLimits.searchWords { break }
        }
        return kept
    }
}
