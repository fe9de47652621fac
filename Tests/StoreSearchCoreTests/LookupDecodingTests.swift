import Foundation
import TestSupport
import Testing

@testable import StoreSearchFormats
@testable import StoreSearchItems

/// The store's lookup answers, read as its search answers are: the wrapper
/// row first (an artist, which has no name of an item and is passed over;
/// an album, which is one), then the items, each with the ids of its
/// artist and album; a field of the wrong type is dropped, not fatal.
@Suite(.timeLimit(.minutes(1))) struct LookupDecodingTests {
    @Test func anArtistsAlbums() throws {
        let albums = try StoreResponseDecoder.decode(LookupAnswers.artistsAlbums)
        #expect(albums.count == 4, "the artist's own row is no item")
        #expect(albums.allSatisfy { $0.kind == .album && $0.artistName == "Jack Johnson" })
        #expect(albums.allSatisfy { $0.details.artistID == 909_253 && $0.details.collectionID == nil })
        let curious = try #require(albums.first)
        #expect(curious.id == 120_954_021 && curious.name == "Sing-a-Longs and Lullabies for the Film Curious George")
        #expect(curious.details.trackCount == 13 && curious.price?.amount == Decimal(string: "10.99"))
        let request = try #require(LookupRequest(.album, of: curious))
        #expect(
            request
                == LookupRequest(
                    subject: .album(name: curious.name, artist: "Jack Johnson"), id: 120_954_021, entity: .song))
    }

    @Test func anAlbumsTracksInTheOrderTheyPlay() throws {
        let answer = try StoreResponseDecoder.decode(LookupAnswers.albumsTracks)
        #expect(answer.count == 14)
        let album = try #require(answer.first)
        #expect(album.kind == .album && album.id == 120_954_021)
        let song = answer.first { $0.name == "Upside Down" }!
        let request = try #require(LookupRequest(.album, of: song))
        #expect(request.id == 120_954_021, "a song's album id is its collectionId")
        #expect(request.isSubject(album) && !request.isSubject(song))
        let tracks = answer.filter { !request.isSubject($0) }.inNaturalOrder(of: request.subject)
        #expect(tracks.map { $0.details.trackNumber } == Array(1...13).map { Optional($0) })
        #expect(tracks.first?.id == 120_954_025 && tracks.first?.details.previewURL != nil)
        #expect(
            AlbumSummary(tracks).totalMilliseconds == tracks.compactMap(\.details.durationMilliseconds).reduce(0, +))
        let artist = try #require(LookupRequest(.artist, of: song))
        #expect(artist == LookupRequest(subject: .artist(name: "Jack Johnson"), id: 909_253, entity: .album))
    }

    @Test func aDevelopersApps() throws {
        let apps = try StoreResponseDecoder.decode(LookupAnswers.developersApps)
        #expect(apps.map(\.name) == ["Yelp: Food, Delivery & Reviews", "Yelp for Business"])
        #expect(apps.allSatisfy { $0.kind == .software && $0.details.artistID == 284_910_353 })
        #expect(LookupRequest(.artist, of: apps[0])?.entity == .software)
        #expect(LookupRequest(.album, of: apps[0]) == nil, "an app is on no album")
    }

    /// Ids as strings, as floats, as objects; a row with nothing to name it;
    /// a wrapper of the wrong type: what can be read is, the rest dropped.
    @Test func wrongTypedAndMissingFieldsAreDroppedNotFatal() throws {
        let answer = #"""
            {"resultCount": "many", "results": [
             {"wrapperType": "artist", "artistType": "Artist", "artistName": 7, "artistId": "909253"},
             {"wrapperType": "collection", "collectionId": "120954021", "collectionName": "Curious George",
              "artistId": {"id": 1}, "trackCount": "13"},
             {"wrapperType": "track", "kind": "song", "trackId": 5, "trackName": "Upside Down",
              "artistId": 909253.0, "collectionId": [120954021], "trackNumber": "1", "discNumber": true},
             {"wrapperType": "track", "kind": "song", "artistId": 909253},
             "not a row", 42
            ]}
            """#
        let results = try StoreResponseDecoder.decode(Data(answer.utf8))
        #expect(results.map(\.name) == ["Curious George", "Upside Down"])
        let album = results[0]
        #expect(album.id == 120_954_021 && album.details.artistID == nil && album.details.trackCount == 13)
        let song = results[1]
        #expect(song.details.artistID == 909_253, "an integral float is an integer")
        #expect(song.details.collectionID == nil && song.details.trackNumber == 1 && song.details.discNumber == nil)
        #expect(LookupRequest(.album, of: song)?.id == nil, "no id: a catalog goes by the album's name")
    }

    @Test func anIdLookedUpLearnsWhatItIsFromTheAnswer() throws {
        let tracks = try StoreResponseDecoder.decode(LookupAnswers.albumsTracks)
        let album = LookupRequest(subject: .anything, id: 120_954_021, entity: .song).resolved(by: tracks)
        #expect(album.link == .album && tracks.filter(album.isSubject).count == 1, "its own row leads")
        let albums = try StoreResponseDecoder.decode(LookupAnswers.artistsAlbums)
        #expect(LookupRequest(subject: .anything, id: 909_253, entity: .album).resolved(by: albums).link == .artist)
        let item = LookupRequest(subject: .anything, id: 120_954_021, entity: nil)
        #expect(item.resolved(by: tracks) == item, "without an entity: what the id is, as it came")
    }

    @Test func idsAreWrittenBackAndReadAgain() throws {
        let tracks = try StoreResponseDecoder.decode(LookupAnswers.albumsTracks)
        #expect(try StoreResponseDecoder.decode(StoreResponseEncoder.encode(tracks)) == tracks)
    }
}
