/// The bound on each input the program takes, declared once: the code that
/// reads an input uses its value here, and the man page's LIMITS section is
/// written from `documented` by storesearch-docs (`make docs`; `make test`
/// fails when it is stale). Nothing the program reads grows without limit:
/// past its bound an input is refused, or cut, with a message that names
/// the bound.
public enum InputLimits {
    /// The largest terminal laid out. ncurses keeps several copies of the
    /// screen: 65535x65535 would ask it for 137 GB, so a larger terminal is
    /// drawn at this size, in its top-left corner.
    public static let terminalColumns = 1000
    public static let terminalRows = 500

    /// The largest catalog file (a regular file, mapped rather than read):
    /// five times the ten-million-item catalog of the benchmarks.
    public static let catalogFileBytes = 16 << 30
    /// The most read of a catalog that is a stream (a pipe, `<(command)`, a
    /// FIFO, a device, standard input), which is held in memory.
    public static let catalogStreamBytes = 1 << 30
    /// The longest string in a catalog file or a store answer, as written
    /// (escapes included): the store's longest descriptions are a few KB.
    public static let stringBytes = 1 << 20
    /// The longest line `search --batch` reads (a term).
    public static let batchLineBytes = 4096
    /// The largest answer read from the store (its own are a few hundred KB).
    public static let storeAnswerBytes = 32 << 20
    /// The largest config file read: one is a few hundred bytes, but a
    /// damaged one is still read and its mistakes said (a few, then how many).
    public static let configFileBytes = 16 << 20
    /// The most `bind` lines, and the most `theme.ROLE` lines, a config file
    /// may have (the rest are mistakes, counted and skipped).
    public static let configLinesOfAKind = 1_000
    /// How many of a config file's mistakes are said (on standard error and
    /// in the log), each with its line; the rest are counted.
    public static let configMistakesSaid = 5

    /// The longest search typed (or pasted) in the interface, in characters.
    public static let searchTermCharacters = 256
    /// The different words a search looks for: a word typed again counts
    /// once, and words past these are not searched (a pasted page of text
    /// cost seconds at a million items).
    public static let searchWords = 32
    /// A search that forgives typing mistakes: the words it looks for near
    /// words of when every word begins one (the words only do not meet),
    /// and the word beginnings it looks at in all (see `TypoWalk`).
    public static let forgivenWords = 8
    public static let forgivingBeginnings = 200_000
    /// The longest paste kept, in characters: enough for any search or mail.
    public static let pasteCharacters = 65_536
    /// The items marked at once (`storesearch pick --multi=N` allows fewer).
    public static let marks = 1_000
    /// The searches the history keeps, and the longest kept, in characters.
    public static let historyEntries = 1_000
    public static let historyTermCharacters = 1_000
    /// The history file and the favourites file: larger ones are set aside.
    public static let historyFileBytes = 8 << 20
    public static let favouritesFileBytes = 32 << 20
    /// A draft read back, and a body read back from the user's editor.
    public static let draftBytes = 4 << 20
    public static let editedBodyBytes = 1 << 20
    /// The log, before it becomes NAME.1, and its longest line.
    public static let logBytes = 1 << 20
    public static let logLineBytes = 4096
    /// A picture fetched: its bytes, its sides and pixels; and the artwork kept on disk.
    public static let pictureBytes = 8 << 20
    public static let pictureSide = 4096
    public static let picturePixels = 16 << 20
    public static let artworkCacheBytes = 64 << 20

    /// `bytes` in binary units, as the bounds are: "32 MB", "4 KB", "16 GB".
    public static func describe(bytes: Int) -> String {
        for (shift, unit) in [(30, "GB"), (20, "MB"), (10, "KB")] where bytes >= 1 << shift {
            let whole = bytes >> shift
            if whole << shift == bytes { return "\(whole) \(unit)" }
        }
        return "\(bytes) bytes"
    }

    /// What each bound applies to, and the bound, for the man page.
    public static var documented: [(input: String, bound: String)] {
        let size = describe(bytes:)
        return [
            (
                "The terminal",
                "\(terminalColumns) columns by \(terminalRows) rows are laid out; a larger terminal is drawn at that size, in its top-left corner. Below 40x10 the program says the terminal is too small."
            ),
            (
                "A catalog",
                "A file of \(size(catalogFileBytes)); a pipe, FIFO, device or standard input is read up to \(size(catalogStreamBytes)), and not past a first byte no catalog starts with. A larger one is refused with a message (status 3 for storesearch search, 1 for the interface)."
            ),
            (
                "A string in a catalog or a store answer",
                "\(size(stringBytes)) as written; a catalog or an answer with a longer one is refused as damaged at that string's byte."
            ),
            (
                "A store answer",
                "\(size(storeAnswerBytes)); a larger one is not read, and the alert says it was too large."
            ),
            (
                "A line of search --batch",
                "\(size(batchLineBytes)); a longer line (or an endless one) ends the run with a message naming its line, and status 3."
            ),
            (
                "The config file",
                "\(size(configFileBytes)); a larger one, a FIFO or a device is said and not used. \(configLinesOfAKind) bind lines and \(configLinesOfAKind) theme lines; past them a line is a mistake. Its first \(configMistakesSaid) mistakes are said with their lines, then how many more; reading it takes time in proportion to its size, whatever it holds."
            ),
            (
                "A search typed or pasted",
                "\(searchTermCharacters) characters in the field (the rest is cut); a paste \(pasteCharacters) characters."
            ),
            (
                "A search's words",
                "\(searchWords) different words (a word typed again counts once; later words are not searched). Typing mistakes are looked for in every word that begins no word of the catalog, or in \(forgivenWords) words at most when every word does, among \(forgivingBeginnings) word beginnings in all."
            ),
            (
                "The history",
                "\(historyEntries) searches of \(historyTermCharacters) characters at most; the file \(size(historyFileBytes)) (a larger one is set aside)."
            ),
            ("The favourites", "The file \(size(favouritesFileBytes)) (a larger one is set aside)."),
            (
                "Marks",
                "\(marks) items at once (storesearch pick --multi=N allows N); past it a mark is refused and the limit said."
            ),
            (
                "Support mail",
                "A draft read back \(size(draftBytes)) (a larger one is not offered); a body read back from the editor \(size(editedBodyBytes))."
            ),
            (
                "The log",
                "\(size(logBytes)), then storesearch.log.1 (so twice that on disk); a line \(size(logLineBytes)), the rest cut."
            ),
            (
                "Artwork",
                "A picture of \(size(pictureBytes)), \(pictureSide) pixels a side and \(picturePixels >> 20) million pixels in all (a larger one is not shown); \(size(artworkCacheBytes)) kept on disk, the oldest going first."
            ),
            (
                "Files that are not files",
                "The log, the history, the favourites and their .lock files, drafts and Save Results never follow a symbolic link and never open, read or replace a FIFO, a device or a socket: such a file is not used, and said so. Folders the program makes are 0700 and its files 0600, whatever the umask."
            ),
        ]
    }
}
