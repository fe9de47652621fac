import Foundation

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

    /// "Pink Floyd (Song)", or "Liedje van Pink Floyd"; "Unknown" without an artist.
    public func artistAndKind(of result: SearchResult) -> String {
        self(
            .detail(
                .artistAndKind(
                    artist: result.artistName ?? self(.detail(.unknownArtist)), kind: self(.detail(.kind(result.kind))))
            ))
    }

    /// "Free" for zero, otherwise the amount in the item's currency as the
    /// user's locale writes it: "$0.99", "US$ 0,99", "€ 1,99".
    public func price(_ price: Price) -> String {
        if price.isFree { return self(.detail(.free)) }
        return price.amount.formatted(
            .currency(code: price.currency).locale(Locale(identifier: monetaryLocale))
        )
    }

    /// A moment as the locale writes it, date and time to the minute.
    public func dateTime(_ date: Date) -> String {
        date.formatted(
            .dateTime.year().month(.abbreviated).day().hour().minute()
                .locale(Locale(identifier: numericLocale)))
    }

    /// A count as the locale writes it: "3,503", or "3.503" in Dutch.
    public func count(_ value: Int) -> String {
        value.formatted(.number.locale(Locale(identifier: numericLocale)))
    }
}
