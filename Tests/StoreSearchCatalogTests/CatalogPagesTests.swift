import Foundation
import StoreSearchFormats
import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchOptions

/// Pages from a local index: an artist's items by the artist's words (and
/// ids where the catalog has them), an album's tracks by its name and
/// artist, in the order they play; `storesearch lookup ID` by any id.
@Suite(.timeLimit(.minutes(1))) struct CatalogPagesTests {
    let index = CatalogIndex(Fixtures.pages)

    @Test func anArtistsItemsAreTheirsAlone() {
        let (items, isCapped) = index.lookup(LookupRequest(subject: .artist(name: "queen"), id: nil, entity: nil))
        #expect(items.count == 6 && !isCapped)
        #expect(items.allSatisfy { $0.artistName == "Queen" }, "case aside, the same words; not 'Killer Queen'")
        let apps = index.lookup(LookupRequest(subject: .artist(name: "Mozilla"), id: nil, entity: .software)).items
        #expect(apps.map(\.name) == ["Firefox", "Thunderbird"])
        #expect(
            index.lookup(LookupRequest(subject: .artist(name: "Que"), id: nil, entity: nil)).items.isEmpty,
            "whole words, not a prefix")
    }

    /// Names compared as their folded words: case, accents and signs aside,
    /// an ASCII name a byte at a time, any other folded; one word more or
    /// less is another name.
    @Test func namesAreTheSameWordsWhateverTheirCaseAccentsAndSigns() {
        let index = CatalogIndex([
            Fixtures.song(1, "Back in Black", artist: "AC/DC", album: "Back in Black"),
            Fixtures.song(2, "Live Wire", artist: "AC/DC Live", album: "Back in Black"),
            Fixtures.song(3, "Halo", artist: "Beyoncé", album: "Déjà Vu"),
            Fixtures.song(4, "Ace of Spades", artist: "Motörhead", album: "  ACE of spades!! "),
            Fixtures.song(5, "Crazy in Love", artist: "BEYONCE", album: "Deja vu (Live)"),
        ])
        func artist(_ name: String) -> [Int] {
            index.lookup(LookupRequest(subject: .artist(name: name), id: nil, entity: nil)).items.map(\.id).sorted()
        }
        func album(_ name: String, _ by: String?) -> [Int] {
            index.lookup(LookupRequest(subject: .album(name: name, artist: by), id: nil, entity: nil)).items.map(\.id)
        }
        #expect(artist("ac-dc") == [1] && artist("AC DC live") == [2])
        #expect(artist("beyonce") == [3, 5] && artist("Beyoncé") == [3, 5], "accents and case aside")
        #expect(artist("motorhead") == [4] && artist("MOTÖRHEAD") == [4])
        #expect(album("deja vu", "Beyoncé") == [3], "not 'Deja vu (Live)': a word more")
        #expect(album("ace of spades", nil) == [4], "signs and spaces aside")
        #expect(album("Back in Black", "AC/DC") == [1] && album("back in black", nil) == [1, 2])
    }

    @Test func theCatalogsIdsTellNamesakesApart() {
        var other = Fixtures.pages
        var namesake = Fixtures.track(
            131, "Radio Ga Ga", album: "The Works", number: 1, artistID: 9_999_999, albumID: 5, count: 1, seconds: 348)
        namesake.artistName = "Queen"
        other.append(namesake)
        let index = CatalogIndex(other)
        let theirs = index.lookup(LookupRequest(subject: .artist(name: "Queen"), id: 3_000_051, entity: nil)).items
        #expect(theirs.count == 6 && !theirs.contains { $0.id == 131 }, "another id is another artist")
        let byName = index.lookup(LookupRequest(subject: .artist(name: "Queen"), id: nil, entity: nil)).items
        #expect(byName.count == 7, "without an id, the name is all there is")
    }

    @Test func anAlbumsTracksPlayInOrderAndAreItsArtists() {
        let album = index.lookup(
            LookupRequest(subject: .album(name: "Greatest Hits II", artist: "Queen"), id: 2_000_186, entity: .song))
        #expect(album.items.map(\.name) == ["A Kind Of Magic", "Under Pressure", "Innuendo"])
        let named = index.lookup(
            LookupRequest(subject: .album(name: "greatest hits i", artist: "Queen"), id: nil, entity: .song)
        ).items
        #expect(named.map(\.id) == [101, 102, 103], "by names: Queen's, not the tribute band's of the same name")
        let tribute = index.lookup(
            LookupRequest(subject: .album(name: "Greatest Hits I", artist: "The Tribute Band"), id: nil, entity: nil))
        #expect(tribute.items.map(\.id) == [121])
    }

    @Test func aLookupByIdFindsWhatTheIdIs() {
        func ids(_ id: Int, _ entity: LookupEntity? = nil) -> [Int] {
            index.lookup(LookupRequest(subject: .anything, id: id, entity: entity)).items.map(\.id)
        }
        #expect(ids(102) == [102], "an item's id: the item")
        #expect(ids(3_000_051).count == 6, "an artist's: their items")
        #expect(ids(2_000_185) == [101, 102, 103], "an album's: its tracks, in order")
        #expect(ids(2_000_185, .software).isEmpty && ids(3_000_051, .song).count == 6)
        #expect(ids(42).isEmpty)
    }

    @Test func aPageIsCappedAtItsLimitInNameOrder() {
        let many = (0..<30).map { Fixtures.song(1000 + $0, "Song \($0)", artist: "Prolific") }
        let (items, isCapped) = CatalogIndex(many).lookup(
            LookupRequest(subject: .artist(name: "Prolific"), id: nil, entity: nil), limit: 10)
        #expect(items.count == 10 && isCapped)
        #expect(items.map(\.name) == (0..<10).map { "Song \($0)" }.sorted(by: TextFolding.naturalOrder))
    }

    /// The bundled catalog keeps Chinook's relations: its songs have album
    /// pages in track order with numbers, found by the ids it carries.
    @Test func theBundledCatalogsAlbumsHaveTheirTracksInOrder() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/catalog/catalog.json")
        let results = try StoreResponseDecoder.decode(Data(contentsOf: file))
        let index = CatalogIndex(results)
        let song = try #require(index.search("bohemian rhapsody", in: .all).first { $0.artistName == "Queen" })
        #expect(song.details.collectionID != nil && song.details.artistID != nil && song.details.trackNumber == 1)
        let request = try #require(LookupRequest(.album, of: song))
        let tracks = index.lookup(request).items
        #expect(tracks.count == 17 && tracks.map { $0.details.trackNumber! } == Array(1...17))
        #expect(tracks.allSatisfy { $0.collectionName == "Greatest Hits I" })
        let artist = index.lookup(try #require(LookupRequest(.artist, of: song))).items
        #expect(artist.count > 17 && artist.allSatisfy { $0.artistName == "Queen" })
    }
}
