import StoreSearchText
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

@Suite(.timeLimit(.minutes(1))) struct TextWrappingTests {
    @Test func paragraphsWrapAndKeepTheBlankBetweenThem() {
        let text = HTMLText.plainText(
            "<p>Storesearch finds songs, apps and books from the terminal.</p><p>Fast &amp; friendly.</p>")
        #expect(
            TextWrapping.lines(of: text, width: 24) == [
                "Storesearch finds songs,",
                "apps and books from the",
                "terminal.",
                "",
                "Fast & friendly.",
            ])
    }

    @Test func listItemsHangUnderTheirText() {
        let text = HTMLText.plainText(
            "<ul><li>Sync your whole library across every device</li><li>Nested:<ol><li>first of many steps to take</li></ol></li></ul>"
        )
        #expect(
            TextWrapping.lines(of: text, width: 20) == [
                "• Sync your whole",
                "  library across",
                "  every device",
                "• Nested:",
                "  1. first of many",
                "     steps to take",
            ])
    }

    @Test func anAppStoreDescriptionsBulletsHangToo() {
        let text = HTMLText.plainText("Features:\n• Offline maps for 200 countries\n12. Twelfth point here")
        #expect(
            TextWrapping.lines(of: text, width: 18) == [
                "Features:",
                "• Offline maps for",
                "  200 countries",
                "12. Twelfth point",
                "    here",
            ])
    }

    @Test func wideCharactersAndLongWordsFit() {
        let text = "夜に駆ける 夜に駆ける\n\nhttps://books.apple.com/us/book/id1234567890"
        let lines = TextWrapping.lines(of: text, width: 12)
        #expect(lines == ["夜に駆ける", "夜に駆ける", "", "https://book", "s.apple.com/", "us/book/id12", "34567890"])
        #expect(lines.allSatisfy { $0.columnWidth <= 12 })
    }

    @Test func aNarrowPaneWrapsItemsAtTheMargin() {
        #expect(TextWrapping.lines(of: "• one two three", width: 9) == ["• one two", "three"])
        #expect(TextWrapping.lines(of: "anything", width: 0) == [])
    }

    /// A 10,000-character description converted and wrapped: no line too
    /// wide, every word kept in order, paragraphs still apart, items hanging.
    @Test func aLongDescriptionWrapsWhole() {
        var html = ""
        var words: [String] = []
        var paragraphs = 0
        while html.count < 10_000 {
            paragraphs += 1
            let sentence = (1...30).map { "word\(paragraphs)x\($0)" }
            words += sentence + ["•"] + sentence
            html +=
                "<p>" + sentence.joined(separator: " ") + "</p><ul><li>" + sentence.joined(separator: " ")
                + "</li></ul>"
        }
        let lines = TextWrapping.lines(of: HTMLText.plainText(html), width: 60)
        #expect(lines.allSatisfy { $0.columnWidth <= 60 })
        #expect(lines.flatMap { $0.split(separator: " ").map(String.init) } == words)
        // A blank line after each paragraph and after each list but the last.
        #expect(lines.filter(\.isEmpty).count == 2 * paragraphs - 1)
        // Every line of an item but its first is indented by the marker's two columns.
        let itemLines = lines.filter { $0.hasPrefix("• ") || $0.hasPrefix("  ") }
        #expect(itemLines.count > paragraphs)
        #expect(itemLines.allSatisfy { !$0.hasPrefix("   ") })
    }
}
