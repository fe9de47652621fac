import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// The rule over a forgiven search's answer: what it searched, the words as
/// typed on offer, and the other corrections as close, each a click away.
@Suite(.timeLimit(.minutes(1))) struct OfferNoteTests {
    private static let catalog = [
        ScreenFixtures.song(1, "Killer Queen", artist: "Queen"),
        ScreenFixtures.song(2, "Bohemian Rhapsody", artist: "Queen"),
        ScreenFixtures.song(3, "Teen Spirit", artist: "Nirvana"),
        ScreenFixtures.song(4, "Seen It All", artist: "Nobody"),
        ScreenFixtures.song(5, "Been There", artist: "Somebody"),
    ]

    @Test func theOtherCorrectionsAreOfferedAndAClickTakesOne() throws {
        var screen = Screen(80, 24, catalog: Self.catalog)
        screen.type("qeen")
        // At 80 columns as many of the others as fit, the likeliest first.
        #expect(screen.lines[4].contains("Showing results for queen · search exactly for qeen · also: "))
        #expect(!screen.text.contains("Teen Spirit") && !screen.text.contains("Been There"), "offered, not mixed in")
        var wide = Screen(120, 24, catalog: Self.catalog)
        wide.thresholds = SizeClassThresholds(regularWidth: 200, regularHeight: 20)
        wide.resize(120, 24)
        wide.type("qeen")
        let rule = wide.lines[4]
        #expect(rule.contains("· also: been, seen, teen "), "\(rule)")
        let teen = try #require(wide.find("teen "))
        wide.click(teen.x + 1, teen.y)
        #expect(wide.state.search.field.text == "teen")
        #expect(wide.state.results.map(\.name) == ["Teen Spirit"])
        #expect(!wide.lines[4].contains("Showing results for"))
    }

    @Test func aNarrowRuleStillSaysWhatWasSearched() {
        var screen = Screen(40, 10, catalog: Self.catalog)
        screen.type("qeen")
        #expect(screen.text.contains("queen"))
        #expect(!screen.text.contains("Teen Spirit"))
    }
}
