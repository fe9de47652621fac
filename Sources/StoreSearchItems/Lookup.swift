/// The kinds of item a lookup asks for: the store's `entity` values.

public enum LookupEntity: String, CaseIterable, Hashable, Sendable {
    case song, album, software, ebook
    case movie, musicVideo, tvEpisode, podcast, audiobook, macSoftware

    /// What `storesearch lookup --entity` takes.
    public static let commandLine: [LookupEntity] = [.song, .album, .software, .ebook]

    /// Whether an item of `kind` is one of these.
    public func includes(_ kind: ItemKind) -> Bool {
        switch (self, kind) {
        case (.song, .song), (.album, .album), (.software, .software), (.ebook, .ebook), (.ebook, .book),
            (.movie, .featureMovie), (.musicVideo, .musicVideo), (.tvEpisode, .tvEpisode), (.podcast, .podcast),
            (.audiobook, .audiobook), (.macSoftware, .macSoftware):
            true
        default:
            false
        }
    }
}

extension LookupEntity {
    /// What an artist's page asks for, by the store's `artistType` of the
    /// artist's row: the items "More by" lists for such an artist (a
    /// musician's albums, a developer's apps, an author's books, a
    /// director's films); albums when the type says nothing known.
    public init(artistType: String?) {
        let type = (artistType ?? "").lowercased()
        self =
            if type.contains("software") || type.contains("developer") {
                .software
            } else if type.contains("author") || type.contains("book") {
                .ebook
            } else if type.contains("movie") || type.contains("film") {
                .movie
            } else if type.contains("tv") {
                .tvEpisode
            } else if type.contains("podcast") {
                .podcast
            } else {
                .album
            }
    }
}

/// The two pages a detail leads to.
public enum PageLink: CaseIterable, Hashable, Sendable {
    /// "More by …": the artist's (developer's, author's) items.
    case artist
    /// "Album: …": the album's tracks, in disc and track order.
    case album
}

/// What a lookup asks for (the store's `/lookup`): an artist's items, an
/// album's tracks, or whatever an id stands for.
public struct LookupRequest: Hashable, Sendable {
    public enum Subject: Hashable, Sendable {
        /// The items by an artist, a developer or an author.
        case artist(name: String)
        /// The tracks of an album, and by whom it is (two albums may share a name).
        case album(name: String, artist: String?)
        /// Whatever the id is: an item, an album, an artist (`storesearch lookup ID`).
        case anything
    }

    public var subject: Subject
    /// The store's id of it (`artistId`, `collectionId`, or any id); the
    /// store cannot look up without one, a local catalog goes by the names.
    public var id: Int?
    /// The kind of items the store is asked for (nil: what the id is,
    /// alone). A local catalog gives an artist's every kind, grouped, and
    /// applies it to `.anything` only.
    public var entity: LookupEntity?

    public init(subject: Subject, id: Int?, entity: LookupEntity?) {
        self.subject = subject
        self.id = id
        self.entity = entity
    }

    /// The page `link` opens from `result`'s detail, if the item has one:
    /// an artist page needs an artist's name; an album page a song's or
    /// music video's album, or the album itself.
    public init?(_ link: PageLink, of result: SearchResult) {
        switch link {
        case .artist:
            guard let artist = result.artistName, !artist.isEmpty else { return nil }
            self.init(
                subject: .artist(name: artist), id: result.details.artistID, entity: Self.artistEntity(result.kind))
        case .album:
            switch result.kind {
            case .album:
                self.init(subject: .album(name: result.name, artist: result.artistName), id: result.id, entity: .song)
            case .song, .musicVideo:
                guard let album = result.collectionName, !album.isEmpty else { return nil }
                self.init(
                    subject: .album(name: album, artist: result.artistName), id: result.details.collectionID,
                    entity: .song)
            default:
                return nil
            }
        }
    }

    /// What the store is asked for on an artist's page, by the kind of item
    /// it was opened from: an artist's albums (each opens its tracks), a
    /// developer's apps, an author's books, a director's films.
    static func artistEntity(_ kind: ItemKind) -> LookupEntity? {
        switch kind {
        case .song, .musicVideo, .album: .album
        case .software: .software
        case .macSoftware: .macSoftware
        case .ebook, .book: .ebook
        case .featureMovie: .movie
        case .tvEpisode: .tvEpisode
        case .podcast: .podcast
        case .audiobook: .audiobook
        case .other: nil
        }
    }

    /// The page's name in the breadcrumb: the artist's, the album's.
    public var title: String {
        switch subject {
        case .artist(let name), .album(let name, _): name
        case .anything: id.map(String.init) ?? ""
        }
    }

    /// The link that opens such a page.
    public var link: PageLink? {
        switch subject {
        case .artist: .artist
        case .album: .album
        case .anything: nil
        }
    }

    /// What an id looked up with an entity turned out to be, from the
    /// store's answer: an album when its own row leads it, else an artist
    /// (whose row is no item). Pages know already; `storesearch lookup` learns it.
    public func resolved(by answer: [SearchResult]) -> LookupRequest {
        guard case .anything = subject, entity != nil, let id else { return self }
        var resolved = self
        resolved.subject =
            answer.contains { $0.kind == .album && $0.id == id } ? .album(name: "", artist: nil) : .artist(name: "")
        return resolved
    }

    /// Whether `result` is the album or artist itself, not one of its items
    /// (the store's lookup answers with it first).
    public func isSubject(_ result: SearchResult) -> Bool {
        guard case .album = subject, let id else { return false }
        return result.kind == .album && result.id == id
    }
}

extension LookupRequest.Subject {
    /// "artist 'Queen'", "album 'Greatest Hits I'": how the log names a lookup (sanitised already).
    public var logName: String {
        switch self {
        case .artist(let name): "artist '\(name)'"
        case .album(let name, _): "album '\(name)'"
        case .anything: "an id"
        }
    }
}
