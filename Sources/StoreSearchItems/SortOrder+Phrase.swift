import StoreSearchText

/// An order as the filters sheet and the notices name it ("by name").
extension SortOrder: LocalizedPhrase {
    public var words: LocalizedText {
        switch self {
        case .name: LocalizedText("by name", dutch: "op naam")
        case .relevance: LocalizedText("by relevance", dutch: "op relevantie")
        case .artist: LocalizedText("by artist", dutch: "op artiest")
        case .price: LocalizedText("by price", dutch: "op prijs")
        case .released: LocalizedText("newest first", dutch: "nieuwste eerst")
        }
    }
}
