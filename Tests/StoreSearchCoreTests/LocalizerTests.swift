import Foundation
import TestSupport
import Testing

@testable import StoreSearchItems
@testable import StoreSearchModel
@testable import StoreSearchText
@testable import StoreSearchUI

@Suite(.timeLimit(.minutes(1))) struct LocalizerTests {
    let english = Localizer(environment: ["LANG": "en_US.UTF-8"])
    let dutch = Localizer(environment: ["LANG": "nl_NL.UTF-8"])

    @Test(arguments: [
        (["LANG": "nl_NL.UTF-8"], Language.dutch),
        (["LANG": "en_GB.UTF-8"], .english),
        (["LANG": "nl_BE.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], .english),
        (["LANG": "en_US.UTF-8", "LC_MESSAGES": "nl_NL"], .dutch),
        (["LC_ALL": "nl_NL.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], .dutch),
        (["LC_ALL": "", "LANG": "nl_NL"], .dutch),
        ([:], .english),
        (["LANG": "C.UTF-8"], .english),
    ])
    func languageFollowsThePOSIXVariables(environment: [String: String], expected: Language) {
        #expect(Language(environment: environment) == expected)
    }

    @Test func dutchFollowsTheIOSApp() {
        #expect(dutch(.screen(.appName)) == "StoreZoeker")
        #expect(dutch(.screen(.searchTitle)) == "Zoeken")
        #expect(
            Category.allCases.map { dutch(SearchPhrase.category($0)) } == ["Alles", "Muziek", "Software", "E-boeken"])
        #expect(dutch(SearchPhrase.searchPlaceholder) == "Naam van artiest, nummer, album")
        #expect(dutch(SearchPhrase.loading) == "Zoeken...")
        #expect(dutch(SearchPhrase.nothingFound) == "Niets gevonden")
        #expect(dutch(DetailPhrase.unknownArtist) == "Onbekend")
        #expect(dutch(DetailPhrase.typeLabel) == "Soort:")
        #expect(dutch(SearchPhrase.whoops) == "Foutje...")
        #expect(
            dutch(SearchPhrase.storeError)
                == "Er ging iets fout bij het communiceren met de iTunes winkel. Probeer het nog eens.")
        let kinds: [ItemKind] = [.song, .ebook, .featureMovie, .musicVideo, .audiobook, .book, .tvEpisode]
        #expect(
            kinds.map { dutch(DetailPhrase.kind($0)) }
                == ["Liedje", "E-Boek", "Film", "Videoclip", "Audioboek", "Boek", "TV serie"])
    }

    @Test func englishKindsAreWords() {
        let kinds: [ItemKind] = [
            .album, .audiobook, .book, .ebook, .featureMovie, .musicVideo, .podcast,
            .software, .macSoftware, .song, .tvEpisode, .other("hologram"),
        ]
        #expect(
            kinds.map { english(DetailPhrase.kind($0)) } == [
                "Album", "Audiobook", "Book", "E-Book", "Movie", "Music Video",
                "Podcast", "App", "App", "Song", "TV Episode", "hologram",
            ])
    }

    @Test func artistAndKindFollowTheLanguage() {
        let song = Fixtures.song(1, "Time")
        #expect(english.artistAndKind(of: song) == "Pink Floyd (Song)")
        #expect(dutch.artistAndKind(of: song) == "Liedje van Pink Floyd")
        let unknown = Fixtures.song(2, "X", artist: nil)
        #expect(english.artistAndKind(of: unknown) == "Unknown (Song)")
        #expect(dutch.artistAndKind(of: unknown) == "Liedje van Onbekend")
    }

    @Test func pricesFollowTheLocaleAndCurrency() {
        let cents = Price(amount: Decimal(string: "0.99")!, currency: "USD")
        #expect(english.price(cents) == "$0.99")
        #expect(english.price(Price(amount: 0, currency: "USD")) == "Free")
        #expect(dutch.price(Price(amount: 0, currency: "EUR")) == "Gratis")
        let euros = dutch.price(Price(amount: Decimal(string: "1.99")!, currency: "EUR"))
        #expect(euros.contains("€") && euros.contains("1,99"))
        #expect(dutch.price(cents).contains("0,99"))
    }

    @Test func countsFollowTheLocale() {
        #expect(english.count(4036) == "4,036")
        #expect(dutch.count(4036) == "4.036")
    }

    @Test func monetaryLocaleHasItsOwnVariable() {
        let mixed = Localizer(environment: ["LANG": "en_US.UTF-8", "LC_MONETARY": "nl_NL.UTF-8"])
        #expect(mixed.language == .english)
        #expect(mixed.price(Price(amount: Decimal(string: "2.50")!, currency: "EUR")).contains("2,50"))
    }
}

@Suite(.timeLimit(.minutes(1))) struct CharacterLocaleTests {
    @Test func aLocaleThatAsksForAnotherCharacterSetIsNamed() {
        #expect(LocaleSettings.nonUTF8Charset(locale: "en_US.ISO-8859-1", installedCodeset: nil) == "ISO-8859-1")
        #expect(
            LocaleSettings.nonUTF8Charset(locale: "en_US.ISO-8859-1", installedCodeset: "ISO-8859-1") == "ISO-8859-1")
        #expect(LocaleSettings.nonUTF8Charset(locale: "de_DE@euro", installedCodeset: "ISO-8859-15") == "ISO-8859-15")
        #expect(LocaleSettings.nonUTF8Charset(locale: "ru_RU.KOI8-R", installedCodeset: nil) == "KOI8-R")
        #expect(LocaleSettings.nonUTF8Charset(locale: "C.ISO-8859-1", installedCodeset: nil) == "ISO-8859-1")
    }

    @Test func utf8AndNoPreferenceAreFine() {
        for locale in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "nl_NL.utf8@euro", "C", "POSIX", ""] {
            #expect(LocaleSettings.nonUTF8Charset(locale: locale, installedCodeset: nil) == nil, "\(locale)")
        }
        #expect(LocaleSettings.nonUTF8Charset(locale: "C", installedCodeset: "ANSI_X3.4-1968") == nil)
        #expect(
            LocaleSettings.nonUTF8Charset(locale: "nl_NL", installedCodeset: nil) == nil,
            "not installed: C.UTF-8 is used")
        #expect(LocaleSettings.nonUTF8Charset(locale: "nl_NL", installedCodeset: "UTF-8") == nil)
        #expect(
            LocaleSettings.characterLocale(environment: ["LANG": "C.UTF-8", "LC_CTYPE": "en_US.ISO-8859-1"])?.variable
                == "LC_CTYPE")
    }
}
