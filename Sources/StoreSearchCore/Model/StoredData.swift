/// What a file of the program's own held (history, favourites), and
/// whether it had to be set aside as unreadable.
public struct StoredList<Element: Hashable & Sendable>: Hashable, Sendable {
    public var items: [Element]
    /// Where the unreadable file was moved (`NAME.bad`), when it was.
    public var setAside: String?

    public init(items: [Element], setAside: String? = nil) {
        self.items = items
        self.setAside = setAside
    }
}

/// The formats results are saved in.
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    /// The store's answer shape, which `--catalog` reads back.
    case json
    /// The columns of `storesearch search --format tsv`.
    case tsv
}

/// How saving results ended.
public enum ExportOutcome: Hashable, Sendable {
    case written(path: String)
    /// The file is there and was left alone.
    case exists(path: String)
    case failed(reason: String)
}
