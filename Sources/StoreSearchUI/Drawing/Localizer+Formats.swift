import Foundation
import StoreSearchItems
import StoreSearchModel

/// Values written the locale's way, as the screen and `search`'s table show
/// them: prices, numbers, dates, durations, sizes, stars.
extension Localizer {
    /// "Pink Floyd (Song)", or "Liedje van Pink Floyd"; "Unknown" without an artist.
    public func artistAndKind(of result: SearchResult) -> String {
        self(
            DetailPhrase.artistAndKind(
                artist: result.artistName ?? self(DetailPhrase.unknownArtist),
                kind: self(DetailPhrase.kind(result.kind))))
    }

    /// "Any Colour You Like — Pink Floyd": a result named in one line.
    public func nameAndArtist(of result: SearchResult) -> String {
        result.artistName.map { "\(result.name) — \($0)" } ?? result.name
    }

    /// "Free" for zero, otherwise the amount in the item's currency as the
    /// user's locale writes it: "$0.99", "US$ 0,99", "€ 1,99".
    public func price(_ price: Price) -> String {
        if price.isFree { return self(DetailPhrase.free) }
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

    /// A day as the locale writes it: "Nov 7, 2011", "7 nov 2011"; a year alone as itself.
    public func day(_ day: CalendarDay) -> String {
        var components = DateComponents()
        components.year = day.year
        components.month = max(1, day.month)
        components.day = max(1, day.day)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard day.month > 0, let date = calendar.date(from: components) else { return String(day.year) }
        var style = Date.FormatStyle(date: .omitted, time: .omitted, locale: Locale(identifier: numericLocale))
            .year().month(.abbreviated)
        if day.day > 0 { style = style.day() }
        style.timeZone = calendar.timeZone
        return date.formatted(style)
    }

    /// A running time: "3:05", "1:02:03" (the same in every language);
    /// whole seconds cut, not rounded, as the store's apps show them.
    public func duration(milliseconds: Int) -> String {
        let seconds = max(0, milliseconds) / 1000
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }

    /// A file's size the locale's way, in decimal units as the store counts: "52.4 MB", "52,4 MB".
    public func fileSize(bytes: Int64) -> String {
        let units = ["B", "kB", "MB", "GB", "TB"]
        var value = Double(max(0, bytes))
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let digits = unit == 0 || value >= 100 ? 0 : 1
        return decimal(value, fractionDigits: digits) + " " + units[unit]
    }

    /// A number with `fractionDigits` decimals, the locale's way: "4.5", "4,5".
    public func decimal(_ value: Double, fractionDigits: Int) -> String {
        value.formatted(
            .number.precision(.fractionLength(fractionDigits)).grouping(.automatic)
                .locale(Locale(identifier: numericLocale)))
    }

    /// An average rating of five as stars and the number: "★★★★½ 4.5".
    public func stars(_ rating: Double) -> String {
        let halves = Int((min(5, max(0, rating)) * 2).rounded())
        let stars = String(repeating: "★", count: halves / 2) + (halves % 2 == 1 ? "½" : "")
        let empty = String(repeating: "☆", count: 5 - (halves + 1) / 2)
        return stars + empty + " " + decimal(rating, fractionDigits: 1)
    }
}
