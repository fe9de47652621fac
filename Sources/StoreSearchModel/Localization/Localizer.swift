import Foundation
import StoreSearchText

/// The localisation function: every text the user reads comes from here, in
/// the user's language, with numbers and prices written the locale's way.
public struct Localizer: Sendable {
    public let language: Language
    /// The Foundation locale identifier prices are written for.
    public let monetaryLocale: String
    /// The Foundation locale identifier other numbers are written for.
    public let numericLocale: String

    public init(language: Language, monetaryLocale: String = "en_US", numericLocale: String = "en_US") {
        self.language = language
        self.monetaryLocale = monetaryLocale
        self.numericLocale = numericLocale
    }

    /// The localizer the POSIX locale variables ask for.
    public init(environment: [String: String]) {
        self.init(
            language: Language(environment: environment),
            monetaryLocale: LocaleSettings.monetaryIdentifier(environment: environment),
            numericLocale: LocaleSettings.numericIdentifier(environment: environment)
        )
    }

    public func callAsFunction(_ phrase: Phrase) -> String {
        phrase.text(in: language)
    }

    /// A phrase of a family the model does not name, declared beside what
    /// says it (the command line's and the config file's words, in
    /// StoreSearchOptions).
    public func callAsFunction(_ phrase: some LocalizedPhrase) -> String {
        phrase.text(in: language)
    }
}
