import Foundation

/// Store answers as the iTunes Search API writes them, one result each,
/// with the fields a detail shows (and the many it does not read).
public enum StoreAnswers {
    public static func answer(_ results: String...) -> Data {
        Data(#"{"resultCount": \#(results.count), "results": [\#(results.joined(separator: ","))]}"#.utf8)
    }

    public static let song = """
        {"wrapperType":"track","kind":"song","artistId":487143,"collectionId":1065975633,"trackId":1065976170,
         "artistName":"Pink Floyd","collectionName":"The Dark Side of the Moon","trackName":"Money",
         "collectionCensoredName":"The Dark Side of the Moon","trackCensoredName":"Money",
         "artistViewUrl":"https://music.apple.com/us/artist/pink-floyd/487143?uo=4",
         "collectionViewUrl":"https://music.apple.com/us/album/money/1065975633?i=1065976170&uo=4",
         "trackViewUrl":"https://music.apple.com/us/album/money/1065975633?i=1065976170&uo=4",
         "previewUrl":"https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview115/v4/3e/7a/41/mzaf_123.plus.aac.p.m4a",
         "artworkUrl30":"https://is1-ssl.mzstatic.com/image/thumb/Music115/v4/3c/1b/a9/dj.jpg/30x30bb.jpg",
         "artworkUrl60":"https://is1-ssl.mzstatic.com/image/thumb/Music115/v4/3c/1b/a9/dj.jpg/60x60bb.jpg",
         "artworkUrl100":"https://is1-ssl.mzstatic.com/image/thumb/Music115/v4/3c/1b/a9/dj.jpg/100x100bb.jpg",
         "collectionPrice":12.99,"trackPrice":1.29,"releaseDate":"1973-03-01T12:00:00Z",
         "collectionExplicitness":"notExplicit","trackExplicitness":"notExplicit","discCount":1,"discNumber":1,
         "trackCount":10,"trackNumber":6,"trackTimeMillis":382296,"country":"USA","currency":"USD",
         "primaryGenreName":"Rock","isStreamable":true}
        """

    public static let explicitSong = """
        {"wrapperType":"track","kind":"song","artistId":1371752,"collectionId":1440818584,"trackId":1440818597,
         "artistName":"Kendrick Lamar","collectionName":"DAMN.","trackName":"HUMBLE.",
         "collectionPrice":10.99,"trackPrice":1.29,"releaseDate":"2017-03-30T12:00:00Z",
         "collectionExplicitness":"explicit","trackExplicitness":"explicit","discCount":1,"discNumber":1,
         "trackCount":14,"trackNumber":8,"trackTimeMillis":177000,"country":"USA","currency":"USD",
         "primaryGenreName":"Hip-Hop/Rap","contentAdvisoryRating":"Explicit","isStreamable":true}
        """

    public static let app = """
        {"isGameCenterEnabled":false,"features":["iosUniversal"],"supportedDevices":["iPhone5s-iPhone5s"],
         "advisories":[],"screenshotUrls":["https://is1-ssl.mzstatic.com/image/thumb/x/392x696bb.jpg"],
         "artworkUrl60":"https://is1-ssl.mzstatic.com/image/thumb/Purple/AppIcon-60x60bb.jpg",
         "artworkUrl512":"https://is1-ssl.mzstatic.com/image/thumb/Purple/AppIcon-512x512bb.jpg",
         "artworkUrl100":"https://is1-ssl.mzstatic.com/image/thumb/Purple/AppIcon-100x100bb.jpg",
         "artistViewUrl":"https://apps.apple.com/us/developer/cultured-code-gmbh-co-kg/id284971784?uo=4",
         "kind":"software","currency":"USD","minimumOsVersion":"17.0","trackCensoredName":"Things 3",
         "languageCodesISO2A":["EN","FR","DE","IT","JA"],"fileSizeBytes":"104218624",
         "sellerUrl":"https://culturedcode.com/things/","formattedPrice":"$9.99","contentAdvisoryRating":"4+",
         "averageUserRatingForCurrentVersion":4.79256,"userRatingCountForCurrentVersion":25601,
         "averageUserRating":4.79256,"trackViewUrl":"https://apps.apple.com/us/app/things-3/id904237743?uo=4",
         "trackContentRating":"4+","bundleId":"com.culturedcode.ThingsiPhone","trackId":904237743,
         "trackName":"Things 3","releaseDate":"2017-05-18T07:00:00Z","sellerName":"Cultured Code GmbH & Co. KG",
         "primaryGenreName":"Productivity","genreIds":["6007","6000"],"isVppDeviceBasedLicensingEnabled":true,
         "currentVersionReleaseDate":"2024-11-05T14:33:12Z","releaseNotes":"Bug fixes.","primaryGenreId":6007,
         "version":"3.21.3","wrapperType":"software",
         "description":"Things is the award-winning personal task manager that helps you achieve your goals.\\n\\nPlan your day.",
         "artistId":284971784,"artistName":"Cultured Code GmbH & Co. KG","genres":["Productivity","Business"],
         "price":9.99,"userRatingCount":25601}
        """

    public static let ebook = """
        {"artworkUrl60":"https://is1-ssl.mzstatic.com/image/thumb/Publication/v4/pride.jpg/60x60bb.jpg",
         "artworkUrl100":"https://is1-ssl.mzstatic.com/image/thumb/Publication/v4/pride.jpg/100x100bb.jpg",
         "artistViewUrl":"https://books.apple.com/us/artist/jane-austen/id2031011?mt=11&uo=4",
         "trackCensoredName":"Pride and Prejudice","fileSizeBytes":1432123,"formattedPrice":"Free",
         "trackViewUrl":"https://books.apple.com/us/book/pride-and-prejudice/id395536097?mt=11&uo=4",
         "artistIds":[2031011],"genreIds":["9031","38"],"releaseDate":"1813-01-28T08:00:00Z","currency":"USD",
         "trackId":395536097,"trackName":"Pride and Prejudice","genres":["Fiction & Literature","Books"],
         "kind":"ebook","artistId":2031011,"artistName":"Jane Austen","price":0.00,
         "description":"<b>It is a truth universally acknowledged</b>, that a single man in possession of a good fortune, must be in want of a wife.<br /><br />Free ebook.",
         "averageUserRating":4.5,"userRatingCount":5210}
        """

    public static let movie = """
        {"wrapperType":"track","kind":"feature-movie","trackId":1441634463,"artistName":"Ridley Scott",
         "trackName":"Alien","trackCensoredName":"Alien",
         "trackViewUrl":"https://itunes.apple.com/us/movie/alien/id1441634463?uo=4",
         "previewUrl":"https://video-ssl.itunes.apple.com/itunes-assets/Video128/v4/d1/c2/mzvf_123.640x354.h264lc.U.p.m4v",
         "artworkUrl30":"https://is1-ssl.mzstatic.com/image/thumb/Video128/v4/alien.jpg/30x30bb.jpg",
         "artworkUrl60":"https://is1-ssl.mzstatic.com/image/thumb/Video128/v4/alien.jpg/60x60bb.jpg",
         "artworkUrl100":"https://is1-ssl.mzstatic.com/image/thumb/Video128/v4/alien.jpg/100x100bb.jpg",
         "collectionPrice":4.99,"trackPrice":4.99,"trackRentalPrice":3.99,"collectionHdPrice":4.99,
         "trackHdPrice":4.99,"trackHdRentalPrice":3.99,"releaseDate":"1979-05-25T07:00:00Z",
         "collectionExplicitness":"notExplicit","trackExplicitness":"notExplicit","trackTimeMillis":6985920,
         "country":"USA","currency":"USD","primaryGenreName":"Sci-Fi & Fantasy","contentAdvisoryRating":"R",
         "shortDescription":"The crew of a deep space tug answers a distress call.",
         "longDescription":"In deep space, the crew of the commercial starship Nostromo is awakened from their cryo-sleep capsules halfway through their journey home to investigate a distress call.",
         "hasITunesExtras":true}
        """

    public static let podcast = """
        {"wrapperType":"track","kind":"podcast","collectionId":1200361736,"trackId":1200361736,
         "artistName":"The New York Times","collectionName":"The Daily","trackName":"The Daily",
         "collectionCensoredName":"The Daily","trackCensoredName":"The Daily",
         "collectionViewUrl":"https://podcasts.apple.com/us/podcast/the-daily/id1200361736?uo=4",
         "feedUrl":"https://feeds.simplecast.com/54nAGcIl",
         "trackViewUrl":"https://podcasts.apple.com/us/podcast/the-daily/id1200361736?uo=4",
         "artworkUrl30":"https://is1-ssl.mzstatic.com/image/thumb/Podcasts/daily.jpg/30x30bb.jpg",
         "artworkUrl60":"https://is1-ssl.mzstatic.com/image/thumb/Podcasts/daily.jpg/60x60bb.jpg",
         "artworkUrl100":"https://is1-ssl.mzstatic.com/image/thumb/Podcasts/daily.jpg/100x100bb.jpg",
         "collectionPrice":0.00,"trackPrice":0.00,"collectionHdPrice":0,"releaseDate":"2025-01-10T10:45:00Z",
         "collectionExplicitness":"cleaned","trackExplicitness":"cleaned","trackCount":2337,"trackTimeMillis":1785,
         "country":"USA","currency":"USD","primaryGenreName":"Daily News","contentAdvisoryRating":"Clean",
         "artworkUrl600":"https://is1-ssl.mzstatic.com/image/thumb/Podcasts/daily.jpg/600x600bb.jpg",
         "genreIds":["1526","26","1489"],"genres":["Daily News","Podcasts","News"]}
        """

    public static let audiobook = """
        {"wrapperType":"audiobook","artistId":2031011,"collectionId":1440822237,"artistName":"Jane Austen",
         "collectionName":"Pride and Prejudice (Unabridged)",
         "collectionViewUrl":"https://books.apple.com/us/audiobook/pride-and-prejudice-unabridged/id1440822237?uo=4",
         "artworkUrl60":"https://is1-ssl.mzstatic.com/image/thumb/Music/pride.jpg/60x60bb.jpg",
         "artworkUrl100":"https://is1-ssl.mzstatic.com/image/thumb/Music/pride.jpg/100x100bb.jpg",
         "collectionPrice":3.99,"collectionExplicitness":"notExplicit","trackCount":1,
         "copyright":"© 2013 Audible Studios","country":"USA","currency":"USD",
         "releaseDate":"2013-01-08T08:00:00Z","primaryGenreName":"Classics",
         "previewUrl":"https://audio-ssl.itunes.apple.com/itunes-assets/Music/v4/mzaf_1.plus.aac.p.m4a",
         "description":"<b>Narrated by Rosamund Pike</b><br /><br />Pride and Prejudice is the story of Elizabeth Bennet."}
        """

    /// A catalog item carrying every field only catalogs have.
    public static let catalogSong = """
        {"wrapperType":"track","kind":"song","trackId":1000001,"collectionId":2000001,"artistId":3000001,
         "artistName":"AC/DC","collectionName":"For Those About To Rock We Salute You",
         "trackName":"For Those About To Rock (We Salute You)","trackPrice":0.99,"currency":"USD",
         "primaryGenreName":"Rock","trackTimeMillis":343719,"trackNumber":1,"trackCount":10,
         "composer":"Angus Young, Malcolm Young, Brian Johnson","mediaType":"MPEG audio file",
         "fileSizeBytes":11170334}
        """

    public static let catalogBook = """
        {"kind":"ebook","trackId":5000011,"trackName":"Alice's Adventures in Wonderland",
         "artistName":"Lewis Carroll","genres":["Fiction","Children & Young Adult Reading"],"price":0,
         "currency":"USD","trackViewUrl":"https://www.gutenberg.org/ebooks/11","language":"en",
         "subjects":["Children's Literature","Fiction"],"narrator":"Nobody","license":"Public domain in the USA.",
         "copyright":"Public domain"}
        """

    public static let all = [song, explicitSong, app, ebook, movie, podcast, audiobook, catalogSong, catalogBook]
}
