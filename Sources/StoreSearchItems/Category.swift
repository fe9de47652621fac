/// The segments of the category control, in the order they are shown.

public enum Category: Int, CaseIterable, Hashable, Sendable {
    case all
    case music
    case software
    case ebooks

    /// The store's `entity` parameter for this category; `nil` searches everything.
    public var entity: String? {
        switch self {
        case .all: nil
        case .music: "musicTrack"
        case .software: "software"
        case .ebooks: "ebook"
        }
    }

    /// The name scripts use on the command line (`--category music`).
    public var commandLineName: String {
        switch self {
        case .all: "all"
        case .music: "music"
        case .software: "software"
        case .ebooks: "ebook"
        }
    }

    public init?(commandLineName: String) {
        guard let match = Category.allCases.first(where: { $0.commandLineName == commandLineName.lowercased() })
        else { return nil }
        self = match
    }

    /// Whether an item of `kind` belongs in this category when a local
    /// catalog is filtered the way the store filters by entity.
    public func includes(_ kind: ItemKind) -> Bool {
        switch self {
        case .all: true
        case .music: kind == .song
        case .software: kind == .software || kind == .macSoftware
        case .ebooks: kind == .ebook || kind == .book
        }
    }

    /// The category `offset` segments away, wrapping around at the ends.
    public func moved(by offset: Int) -> Category {
        let count = Category.allCases.count
        return Category(rawValue: ((rawValue + offset) % count + count) % count)!
    }
}
