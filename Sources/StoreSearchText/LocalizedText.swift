/// A text declared with its translations where it is used (a key binding's
/// help, a section's title), so that one declaration carries every language
/// and none can be left out: the localiser picks the user's.
public struct LocalizedText: Hashable, Sendable {
    public let english: String
    public let dutch: String

    public init(_ english: String, dutch: String) {
        self.english = english
        self.dutch = dutch
    }

    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .dutch: dutch
        }
    }
}
