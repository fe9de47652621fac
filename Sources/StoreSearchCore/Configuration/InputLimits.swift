/// The bound on each input the program takes, declared once: the code that
/// reads an input uses its value here, and the man page's LIMITS section is
/// written from `documented` (`make docs`; `make test` fails when it is
/// stale). Nothing the program reads grows without limit: past its bound an
/// input is refused, or cut, with a message that names the bound.
public enum InputLimits {
    /// The largest terminal laid out. ncurses keeps several copies of the
    /// screen: 65535x65535 would ask it for 137 GB, so a larger terminal is
    /// drawn at this size, in its top-left corner.
    public static let terminalColumns = 1000
    public static let terminalRows = 500

    /// The largest catalog file (a regular file, mapped rather than read):
    /// three times the ten-million-item catalog of the benchmarks.
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
        [
            (
                "The terminal",
                "\(terminalColumns) columns by \(terminalRows) rows are laid out; a larger terminal is drawn at that size, in its top-left corner. Below 40x10 the program says the terminal is too small."
            ),
            (
                "A catalog file",
                "\(describe(bytes: catalogFileBytes)); a pipe, FIFO, device or standard input is read up to \(describe(bytes: catalogStreamBytes)). A larger one is refused with a message (status 3 for storesearch search, 1 for the interface)."
            ),
            (
                "A string in a catalog or a store answer",
                "\(describe(bytes: stringBytes)) as written; a catalog with a longer one is refused as damaged at that string's byte."
            ),
            (
                "A line of search \\-\\-batch",
                "\(describe(bytes: batchLineBytes)); a longer line ends the run with a message and status 3."
            ),
            (
                "A store answer",
                "\(describe(bytes: storeAnswerBytes)); a larger one is not read, and the alert says it was too large."
            ),
        ]
    }
}
