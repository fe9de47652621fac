import StoreSearchItems
import StoreSearchModel
import TerminalKit

/// What a detail says about an item, by kind: the facts as label and value,
/// each only when the item carries it, written the locale's way. Pure, so
/// what each kind shows is tested apart from where it is drawn.
struct DetailFacts {
    struct Fact: Hashable {
        var label: DetailLabel
        var value: String
    }

    /// The line under the name: the artist, for the kinds whose artist
    /// needs no label (songs, albums, podcasts); films, TV, apps and books
    /// name theirs as a fact (director, show, developer, author).
    var byline: String?
    /// "Song · Rock · Explicit".
    var kindLine: String
    var facts: [Fact]
    var description: String?
    var link: String?

    init(_ result: SearchResult, localizer: Localizer) {
        let details = result.details
        let artist = result.artistName
        var facts: [Fact] = []
        func add(_ label: DetailLabel, _ value: String?) {
            if let value, !value.isEmpty { facts.append(Fact(label: label, value: value)) }
        }
        func numberOf(_ number: Int?, _ total: Int?) -> String? {
            guard let number, number > 0 else { return nil }
            guard let total, total >= number else { return localizer.count(number) }
            return localizer(DetailPhrase.numberOf(number, of: total))
        }
        let duration = details.durationMilliseconds.flatMap { $0 > 0 ? localizer.duration(milliseconds: $0) : nil }
        let released = details.releaseDate.map(localizer.day)
        let rating = details.averageRating.map { average in
            localizer.stars(average)
                + (details.ratingCount.map { " " + localizer(DetailPhrase.ratingCount(localizer.count($0))) } ?? "")
        }
        let size = details.fileSizeBytes.flatMap { $0 > 0 ? localizer.fileSize(bytes: $0) : nil }
        let languages = details.languages.map { Self.list($0, showing: 8, localizer: localizer) }

        switch result.kind {
        case .song, .musicVideo:
            byline = artist
            add(.album, result.collectionName)
            add(.track, numberOf(details.trackNumber, details.trackCount))
            if (details.discCount ?? 1) > 1 { add(.disc, numberOf(details.discNumber, details.discCount)) }
            add(.duration, duration)
            add(.composer, details.composer)
            add(.released, released)
            add(.format, details.mediaType)
        case .album:
            byline = artist
            add(.track, details.trackCount.map(localizer.count))
            add(.released, released)
        case .featureMovie:
            add(.director, artist)
            add(.duration, duration)
            add(.contentRating, details.contentRating)
            add(.released, released)
        case .tvEpisode:
            // The show under the episode's name, as a song's artist is.
            byline = artist
            add(.season, result.collectionName)
            add(.episode, numberOf(details.trackNumber, details.trackCount))
            add(.duration, duration)
            add(.contentRating, details.contentRating)
            add(.released, released)
            add(.format, details.mediaType)
        case .software, .macSoftware:
            add(.developer, artist)
            if let seller = details.seller, seller != artist { add(.seller, seller) }
            let versionDate = details.versionDate.map { " (" + localizer.day($0) + ")" } ?? ""
            add(.version, details.version.map { $0 + versionDate })
            add(.size, size)
            add(
                .requires,
                details.minimumOSVersion.map {
                    localizer(DetailPhrase.orLater((result.kind == .macSoftware ? "macOS " : "iOS ") + $0))
                })
            add(.languages, languages)
            add(.rating, rating)
            add(.contentRating, details.contentRating)
            add(.released, released)
            add(.licence, details.license)
            add(.website, details.website)
        case .ebook, .book, .audiobook:
            // The author under the name, as a song's artist is.
            byline = artist
            add(.narrator, details.narrator)
            add(.released, released)
            add(result.kind == .audiobook ? .duration : .size, result.kind == .audiobook ? duration : size)
            add(.language, languages)
            add(.rating, rating)
            add(.subjects, details.subjects.map { Self.list($0, showing: 4, localizer: localizer) })
        case .podcast:
            byline = artist
            add(.episodes, details.trackCount.map(localizer.count))
            add(.feed, details.feedURL)
            add(.released, released)
            add(.contentRating, details.contentRating)
        case .other:
            byline = artist
            add(.released, released)
        }
        if let price = result.price {
            // What the whole collection costs: an episode's season, a song's album.
            let album = details.collectionPrice.flatMap { albumPrice -> String? in
                guard albumPrice != price, albumPrice.tenThousandths >= 0 else { return nil }
                let shown = localizer.price(albumPrice)
                return localizer(result.kind == .tvEpisode ? DetailPhrase.seasonPrice(shown) : .albumPrice(shown))
            }
            add(.price, [localizer.price(price), album].compactMap { $0 }.joined(separator: " · "))
        }
        add(.copyright, details.copyright)
        self.facts = facts

        var kindParts = [localizer(DetailPhrase.kind(result.kind))]
        if let genre = result.genre { kindParts.append(genre) }
        if details.isExplicit == true { kindParts.append(localizer(DetailPhrase.explicit)) }
        kindLine = kindParts.joined(separator: " · ")
        description = details.description
        link = result.storeURL
    }

    /// "English, Dutch, German +12": a list cut after `showing` items.
    static func list(_ items: [String], showing limit: Int, localizer: Localizer) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? shown + " +" + localizer.count(items.count - limit) : shown
    }
}
