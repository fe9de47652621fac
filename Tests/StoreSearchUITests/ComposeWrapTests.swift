import Foundation
import StoreSearchItems
import TestSupport
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// The compose body wraps on words, as the detail does (issue 39, item 11).
struct ComposeWrapTests {
    @Test func theBodyWrapsOnWordsAt40x10() {
        var screen = Screen(40, 10)
        screen.send(.menu(.choose(.sendSupportEmail)))
        screen.send(.compose(.focus(.body)))
        screen.type("keep typing words until the line wraps over")
        let typed = "keep typing words until the line wraps over"
        let words = Set(typed.split(separator: " ").map(String.init))
        let rows = screen.lines.filter { line in words.contains { line.contains($0) } && !line.contains("Subject") }
        #expect(rows.count >= 2, "the text wrapped: \(screen.text)")
        for row in rows {
            // The row's own text, between the sheet's borders.
            let inside = row.split(separator: "│").dropFirst().first.map(String.init) ?? ""
            #expect(inside.hasPrefix(" ") && !inside.hasPrefix("  "), "a row starts with its word: \(row)")
            for word in inside.split(separator: " ") {
                #expect(words.contains(String(word)), "\"\(word)\" is a whole word typed: \(screen.text)")
            }
        }
        // The cursor is after the last letter typed.
        let last = rows.last!
        #expect(screen.frame.cursor?.y == screen.lines.firstIndex(of: last))
    }
}
