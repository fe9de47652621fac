/// Everything about an item beyond what a list row needs: what the detail
/// shows, by kind. Every field is optional (each is shown only when present)
/// and every text is already sanitised; `description` is plain text made
/// from the store's HTML (see `HTMLText`), paragraphs separated by a blank line.
///
/// Read from the store's fields by `StoreRecord` (the live store and catalog
/// files alike) and written back under the same names, so
/// `search --format json` keeps them and `--catalog` reads them again.

public struct ItemDetails: Hashable, Sendable {
    /// `artistId`: who made it, as the store numbers artists (and the
    /// artist page asks the store for).
    public var artistID: Int?
    /// `collectionId` of a track: the album (season, collection) it is
    /// on, which the album page asks the store for. An album's own id is
    /// its `SearchResult.id`, not this.
    public var collectionID: Int?
    /// `trackTimeMillis`.
    public var durationMilliseconds: Int?
    /// `releaseDate`.
    public var releaseDate: CalendarDay?
    /// `trackNumber` of `trackCount`, `discNumber` of `discCount`.
    public var trackNumber: Int?
    public var trackCount: Int?
    public var discNumber: Int?
    public var discCount: Int?
    /// `composer` (catalogs; the store does not send it).
    public var composer: String?
    /// `trackExplicitness` or `collectionExplicitness` is "explicit".
    public var isExplicit: Bool?
    /// The album's price beside a track's own (`collectionPrice` of a track).
    public var collectionPrice: Price?
    /// `contentAdvisoryRating` (or `trackContentRating`): "12+", "PG-13", "Explicit".
    public var contentRating: String?
    /// `longDescription`, else `description`, else `shortDescription`, as plain text.
    public var description: String?
    /// `averageUserRating` (0–5) and `userRatingCount`.
    public var averageRating: Double?
    public var ratingCount: Int?
    /// `fileSizeBytes`.
    public var fileSizeBytes: Int64?
    /// `version` and `currentVersionReleaseDate`.
    public var version: String?
    public var versionDate: CalendarDay?
    /// `sellerName`.
    public var seller: String?
    /// `sellerUrl` (an app's web site; http(s) only).
    public var website: String?
    /// `minimumOsVersion`.
    public var minimumOSVersion: String?
    /// `languageCodesISO2A` (apps) or `language` (books), as the source writes them.
    public var languages: [String]?
    /// `previewUrl` (http(s) only): the song's, film's or episode's preview.
    public var previewURL: String?
    /// `feedUrl` (podcasts; http(s) only).
    public var feedURL: String?
    /// `narrator` (audiobooks, catalogs).
    public var narrator: String?
    /// `license` (catalogs: an app's licence).
    public var license: String?
    /// `mediaType` (catalogs: "MPEG audio file").
    public var mediaType: String?
    /// `subjects` (catalogs: an e-book's subjects or bookshelves).
    public var subjects: [String]?
    /// `copyright`.
    public var copyright: String?

    public init() {}

    /// Whether nothing is known beyond the row's fields.
    public var isEmpty: Bool { self == ItemDetails() }
}

/// A day of the calendar, as the store's dates are read (`2011-11-07T08:00:00Z`
/// is 7 November 2011; the time of day is the store's midnight somewhere and
/// means nothing to a reader). A year alone has month and day 0.
public struct CalendarDay: Hashable, Sendable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int = 0, day: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// `2011-11-07T08:00:00Z`, `2011-11-07`, `2011-11` or `2011`; nil otherwise.
    public init?(iso text: String) {
        let parts = text.prefix(10).split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, first.count == 4, let year = Int(first), year > 0 else { return nil }
        let month = parts.count > 1 ? Int(parts[1]) : 0
        let day = parts.count > 2 ? Int(parts[2]) : 0
        guard let month, let day, (0...12).contains(month), (0...31).contains(day) else { return nil }
        self.init(year: year, month: month, day: month == 0 ? 0 : day)
    }

    /// The same from a date's bytes as they lie in a catalog: the usual
    /// `2011-11-07…` is read straight from them, anything else as text.
    public init?(iso bytes: UnsafeBufferPointer<UInt8>) {
        func digits(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        // (A byte after the tenth that is not ASCII might join it in one Character: read as text.)
        guard bytes.count >= 10, bytes.count == 10 || bytes[10] < 0x80, bytes[4] == UInt8(ascii: "-"),
            bytes[7] == UInt8(ascii: "-"),
            let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10)
        else {
            self.init(iso: String(decoding: bytes, as: UTF8.self))
            return
        }
        guard year > 0, month <= 12, day <= 31 else { return nil }
        self.init(year: year, month: month, day: month == 0 ? 0 : day)
    }

    /// `2011-11-07`, `2011-11` or `2011`: how it is written back.
    public var isoText: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var text = String(year)
        if month > 0 { text += "-" + two(month) }
        if month > 0, day > 0 { text += "-" + two(day) }
        return text
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
