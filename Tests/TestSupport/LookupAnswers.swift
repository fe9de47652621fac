import Foundation

/// The store's `/lookup` answers the tests read (an artist's albums, an
/// album's tracks, a developer's apps): the files `store_server.py` serves
/// too, reconstructed from the API's documented examples (see their README).
public enum LookupAnswers {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("EndToEnd/fixtures/lookup")

    /// `lookup?id=909253&entity=album`: Jack Johnson, then four of his albums.
    public static var artistsAlbums: Data { file("artist-909253-album.json") }
    /// `lookup?id=120954021&entity=song`: the album, then its thirteen tracks.
    public static var albumsTracks: Data { file("album-120954021-song.json") }
    /// `lookup?id=284910353&entity=software`: Yelp, Inc., then two of its apps.
    public static var developersApps: Data { file("artist-284910353-software.json") }

    static func file(_ name: String) -> Data {
        (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
    }
}
