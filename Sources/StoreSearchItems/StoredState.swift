/// What a file of the program's own state held when it was read: the
/// history's searches or the favourites, and whether the file had to be set
/// aside. Services fill it; messages carry it.

public struct StoredList<Element: Sendable>: Sendable {
    /// The items, newest first.
    public var items: [Element]
    /// Where the file was moved (`NAME.bad`) because it could not be read or
    /// parsed; nil when it was fine or missing. Said once: the next read
    /// finds no file and an empty list.
    public var setAside: String?
    /// Why the file is not used at all: it (or its lock) is not a regular
    /// file (a link, a FIFO), which is never followed or replaced.
    public var notUsed: FileFailure?
    /// The name that is not a regular file: the file's own, or its lock's
    /// (`history.lock`), so that the notice names the one to look at.
    public var notUsedPath: String?

    public init(items: [Element], setAside: String? = nil, notUsed: FileFailure? = nil, notUsedPath: String? = nil) {
        self.items = items
        self.setAside = setAside
        self.notUsed = notUsed
        self.notUsedPath = notUsedPath
    }
}

extension StoredList: Equatable where Element: Equatable {}
extension StoredList: Hashable where Element: Hashable {}

/// What a change to a file of the program's own state came to: the list as
/// the file holds it now (other copies' changes included), and why the
/// change was not written, when it was not. What the screen shows and what
/// it says come from this, never from what was asked.
public struct StoredChange<Element: Sendable>: Sendable {
    public var items: [Element]
    public var failure: FileFailure?

    public init(items: [Element], failure: FileFailure? = nil) {
        self.items = items
        self.failure = failure
    }
}

extension StoredChange: Equatable where Element: Equatable {}
extension StoredChange: Hashable where Element: Hashable {}

/// How results are written to a file.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// The store's answer shape (`StoreResponseEncoder`): `--catalog` reads it back.
    case json
    /// The columns of `storesearch search --format tsv` (`ResultTable.tabSeparated`).
    case tsv
}

/// What became of an export.
public enum ExportOutcome: Hashable, Sendable {
    /// Written whole at `path` (the path after `~` and the current folder were applied).
    case written(path: String)
    /// A file is already there and overwriting was not asked for; nothing was written.
    case exists(path: String)
    /// Nothing was written: the system's reason ("Permission denied"), or
    /// the name is a folder, a FIFO, a device or a link, never replaced.
    case failed(FileFailure)
}
