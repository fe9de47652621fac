import StoreSearchModel
import StoreSearchText
import StoreSearchUI

/// What a value may be; said in full when a value is wrong.
public enum OptionValueRule: Hashable, Sendable {
    /// A switch: the option takes no value on the command line.
    case none
    case choice([String])
    case yesNo
    case integer(ClosedRange<Int>)
    /// Seconds, more than 0 and at most the bound.
    case seconds(max: Int)
    case webAddress
    case countryCode
    case storeLanguage
    case mailAddress
    case file
    case command
    case priceRange
    case kinds([String])
    /// Words to search for, as typed.
    case words
    /// `bind = KEY: COMMAND [in PLACE]` (config only, as often as wanted).
    case keyBinding
    /// `theme.ROLE = COLOUR` (config only).
    case themeColor

    /// Config lines the interface reads itself, line by line (a mistake in
    /// one stops it, naming the line), rather than settings.
    public var isReadByTheInterface: Bool { self == .keyBinding || self == .themeColor }

    /// The fixed words a shell can offer for the value.
    public var completions: [String] {
        switch self {
        case .choice(let words), .kinds(let words): words
        case .yesNo: ["yes", "no"]
        default: []
        }
    }

    /// The value's kind as the completion scripts see it.
    public var isFile: Bool { self == .file }

    /// `text` as a text setting of this rule keeps it: as written, or in
    /// its usual form (a country upper-cased, a language lower-cased with
    /// `_`); nil when the rule refuses it or is no rule for text.
    public func acceptedText(_ text: String) -> String? {
        switch self {
        case .file, .command, .words: return text
        case .webAddress:
            let lowered = text.lowercased()
            return lowered.hasPrefix("http://") || lowered.hasPrefix("https://") ? text : nil
        case .countryCode:
            return text.count == 2 && text.allSatisfy(\.isLetter) ? text.uppercased() : nil
        case .storeLanguage:
            guard (2...12).contains(text.count), text.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "-" }) else {
                return nil
            }
            return String(text.lowercased().map { $0 == "-" ? "_" : $0 })
        case .mailAddress:
            return (try? MailMessage.validatedAddress(text)) != nil ? text : nil
        default: return nil
        }
    }

    /// The allowed values, in the user's language.
    public func allowed(in language: Language) -> String { CommandLinePhrase.allowedValues(self).text(in: language) }
}
