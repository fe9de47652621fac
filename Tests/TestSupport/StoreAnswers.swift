import Foundation
import StoreSearchCore

/// Answers in the shape the iTunes Search API gives them, one item of each
/// kind with the fields the store sends for it (descriptions with their
/// HTML, entities and line breaks as they come), for the detail's tests and
/// goldens. Read through `StoreResponseDecoder`, as a live answer is.
extension Fixtures {
    public static let oneOfEachKindAnswer = #"""
        {"resultCount": 7, "results": [
        {"wrapperType": "track", "kind": "song", "artistId": 994656, "collectionId": 580708175,
         "trackId": 580708180, "artistName": "Led Zeppelin", "collectionName": "Led Zeppelin IV (Remastered)",
         "trackName": "Stairway to Heaven",
         "collectionViewUrl": "https://music.apple.com/us/album/led-zeppelin-iv-remastered/580708175?uo=4",
         "trackViewUrl": "https://music.apple.com/us/album/stairway-to-heaven/580708175?i=580708180&uo=4",
         "previewUrl": "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview115/v4/3c/2e/d5/mzaf_4117.plus.aac.p.m4a",
         "collectionPrice": 10.99, "trackPrice": 1.29, "releaseDate": "1971-11-08T12:00:00Z",
         "collectionExplicitness": "notExplicit", "trackExplicitness": "notExplicit", "discCount": 1,
         "discNumber": 1, "trackCount": 8, "trackNumber": 4, "trackTimeMillis": 482830, "country": "USA",
         "currency": "USD", "primaryGenreName": "Rock", "isStreamable": true},
        {"wrapperType": "track", "kind": "feature-movie", "trackId": 1488592236, "artistName": "Rian Johnson",
         "trackName": "Knives Out",
         "trackViewUrl": "https://itunes.apple.com/us/movie/knives-out/id1488592236?uo=4",
         "previewUrl": "https://video-ssl.itunes.apple.com/itunes-assets/Video113/v4/6e/9c/4b/mzvf_1.640x354.h264lc.U.p.m4v",
         "collectionPrice": 14.99, "trackPrice": 14.99, "trackRentalPrice": 3.99,
         "releaseDate": "2019-11-27T08:00:00Z", "trackTimeMillis": 7839000, "country": "USA", "currency": "USD",
         "primaryGenreName": "Thriller", "contentAdvisoryRating": "PG-13",
         "shortDescription": "Acclaimed writer and director Rian Johnson pays tribute to mystery mastermind",
         "longDescription": "Acclaimed writer and director Rian Johnson (Brick, Looper, Star Wars: The Last Jedi) pays tribute to mystery mastermind Agatha Christie in KNIVES OUT, a fun, modern-day murder mystery where everyone is a suspect. When renowned crime novelist Harlan Thrombey (Christopher Plummer) is found dead at his estate just after his 85th birthday, the inquisitive and debonair Detective Benoit Blanc (Daniel Craig) is mysteriously enlisted to investigate."},
        {"wrapperType": "track", "kind": "tv-episode", "artistId": 271417413, "collectionId": 1441434180,
         "trackId": 1441434535, "artistName": "Battlestar Galactica (Classic)",
         "collectionName": "Battlestar Galactica (Classic), Season 1", "trackName": "Baltar's Escape",
         "trackViewUrl": "https://itunes.apple.com/us/tv-season/baltars-escape/id1441434180?i=1441434535&uo=4",
         "previewUrl": "https://video-ssl.itunes.apple.com/itunes-assets/Video118/v4/aa/11/b2/mzvf_2.640x480.h264lc.U.p.m4v",
         "collectionPrice": 29.99, "trackPrice": 2.99, "releaseDate": "1979-02-11T08:00:00Z",
         "discCount": 1, "discNumber": 1, "trackCount": 21, "trackNumber": 18, "trackTimeMillis": 2893021,
         "currency": "USD", "primaryGenreName": "Sci-Fi &amp; Fantasy", "contentAdvisoryRating": "TV-PG",
         "longDescription": "Baltar and the Borellian Nomen escape from the Galactica&#8217;s brig, taking the Council of Twelve hostage.\nApollo and Starbuck must free them."},
        {"wrapperType": "software", "kind": "software", "trackId": 904237743, "trackName": "Things 3",
         "artistName": "Cultured Code GmbH & Co. KG", "sellerName": "Cultured Code GmbH & Co. KG",
         "sellerUrl": "https://culturedcode.com/things/",
         "trackViewUrl": "https://apps.apple.com/us/app/things-3/id904237743?uo=4",
         "price": 9.99, "formattedPrice": "$9.99", "currency": "USD", "version": "3.20.3",
         "currentVersionReleaseDate": "2024-02-20T15:04:13Z", "releaseDate": "2017-05-18T07:00:00Z",
         "fileSizeBytes": "35894272", "minimumOsVersion": "16.0",
         "languageCodesISO2A": ["EN", "FR", "DE", "IT", "JA", "KO", "NL", "PT", "RU", "ZH", "ES", "SV"],
         "averageUserRating": 4.78216, "userRatingCount": 19432, "contentAdvisoryRating": "4+",
         "primaryGenreName": "Productivity", "genres": ["Productivity", "Business"],
         "description": "Get things done!\n\nThe award-winning Things app helps you organize your tasks in a smart, simple way.\n\n• Plan your day: collect tasks from all your lists\n• Make projects & areas\n• Add reminders, deadlines & tags\n\n“Things is the best to-do app.” — The Verge"},
        {"kind": "ebook", "trackId": 395534144, "trackName": "Pride and Prejudice", "artistName": "Jane Austen",
         "artistId": 2032209, "price": 0.00, "formattedPrice": "Free", "currency": "USD",
         "trackViewUrl": "https://books.apple.com/us/book/pride-and-prejudice/id395534144?uo=4",
         "releaseDate": "1813-01-28T08:00:00Z", "genres": ["Classics", "Books", "Fiction & Literature"],
         "averageUserRating": 4.5, "userRatingCount": 3412, "fileSizeBytes": 703242,
         "description": "<p>&#8220;It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.&#8221;</p><p>So begins <i>Pride and Prejudice</i>, Jane Austen&#39;s witty comedy of manners:</p><ul><li>Elizabeth Bennet</li><li>Mr. Darcy<ul><li>of Pemberley</li></ul></li></ul><script>alert(1)</script>"},
        {"wrapperType": "audiobook", "artistId": 300364862, "collectionId": 1537868744, "artistName": "Andy Weir",
         "collectionName": "Project Hail Mary (Unabridged)", "collectionPrice": 24.99,
         "collectionViewUrl": "https://books.apple.com/us/audiobook/project-hail-mary-unabridged/id1537868744?uo=4",
         "previewUrl": "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview114/v4/aa/bb/cc/mzaf_9.plus.aac.p.m4a",
         "releaseDate": "2021-05-04T07:00:00Z", "trackCount": 1, "copyright": "℗ 2021 Audible Studios",
         "country": "USA", "currency": "USD", "primaryGenreName": "Sci-Fi &amp; Fantasy",
         "description": "<b>Winner of the 2022 Audie Award for Audiobook of the Year</b><br /><br />Ryland Grace is the sole survivor on a desperate, last-chance mission&#8212;and if he fails, humanity and the earth itself will perish."},
        {"wrapperType": "track", "kind": "podcast", "collectionId": 1200361736, "trackId": 1200361736,
         "artistName": "The New York Times", "collectionName": "The Daily", "trackName": "The Daily",
         "feedUrl": "https://feeds.simplecast.com/54nAGcIl",
         "trackViewUrl": "https://podcasts.apple.com/us/podcast/the-daily/id1200361736?uo=4",
         "collectionPrice": 0.00, "trackPrice": 0.00, "releaseDate": "2024-02-27T10:45:00Z", "trackCount": 2450,
         "currency": "USD", "primaryGenreName": "Daily News", "contentAdvisoryRating": "Clean",
         "genres": ["Daily News", "Podcasts", "News"]}
        ]}
        """#

    /// `oneOfEachKindAnswer`, read: a song, a film, a TV episode, an app,
    /// an e-book, an audiobook and a podcast, in that order.
    public static var oneOfEachKind: [SearchResult] {
        (try? StoreResponseDecoder.decode(Data(oneOfEachKindAnswer.utf8))) ?? []
    }
}
