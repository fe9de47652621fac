/// A family of phrases, an enum: each case says its English and Dutch side
/// by side in `words`, in one switch, so a case cannot lack a language and
/// a reader (or translator) sees both at once rather than matching two
/// switches line by line.
///
/// Phrases live in `StoreSearchCore/Localization`, one family per feature;
/// the widgets and the update name them (`.search(.searchPlaceholder)`) and hold
/// no text of their own. `PhraseStyleTests` keeps it so.
public protocol LocalizedPhrase: Hashable, Sendable {
    /// This phrase in every language.
    var words: LocalizedText { get }
}

extension LocalizedPhrase {
    /// This phrase in `language`.
    public func text(in language: Language) -> String { words.text(in: language) }
}
