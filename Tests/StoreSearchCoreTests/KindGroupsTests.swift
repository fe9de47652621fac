import Foundation
import TestSupport
import Testing

@testable import StoreSearchItems

/// The rows an artist's page takes with its kinds headed: what the model
/// scrolls by and the list draws, one function for both.
@Suite(.timeLimit(.minutes(1))) struct KindGroupsTests {
    /// Songs 0–5, albums 6–7, the video 8, the film 9.
    let groups = KindGroups(Fixtures.artistOfManyKinds)

    @Test func theGroupsAreRunsOfAKind() {
        #expect(groups.groups.map(\.kind) == [.song, .album, .musicVideo, .featureMovie])
        #expect(groups.groups.map(\.items) == [0..<6, 6..<8, 8..<9, 9..<10])
        #expect(groups.group(of: 7)?.kind == .album && groups.group(of: 10) == nil)
    }

    @Test func aScreenHeadsItsFirstItemsGroupAndEachGroupBegunBelow() {
        #expect(groups.rows(from: 0, through: 0) == 3, "a heading and an item")
        #expect(groups.rows(from: 3, through: 5) == 7, "the songs' heading kept on top")
        #expect(groups.rows(from: 5, through: 6) == 6, "two headings")
        #expect(
            groups.lines(from: 5, height: 7) == [
                .heading(groups.groups[0]), .item(5), .heading(groups.groups[1]), .item(6),
            ])
    }

    @Test func itemsFitWithTheirHeadings() {
        #expect(groups.itemsFitting(from: 0, height: 18) == 8)
        #expect(groups.itemsFitting(from: 0, height: 2) == 1, "always one")
        #expect(groups.firstShowing(8, height: 18) == 2, "the video at the bottom: two songs give way to it")
        #expect(groups.lastFirst(height: 18) == 3, "the film at the bottom")
        #expect(groups.lastFirst(height: 100) == 0)
        for first in 0..<10 {
            let fitting = groups.itemsFitting(from: first, height: 10)
            #expect(groups.rows(from: first, through: first + fitting - 1) <= 10 || fitting == 1)
        }
    }

    @Test func kindsOfTheStoresOwnWordsAreOneGroup() {
        let others = ["pdf", "zine", "pdf"].enumerated().map {
            SearchResult(id: $0.offset, name: "x", kind: .other($0.element))
        }
        #expect(KindGroups(others).groups.count == 1)
    }
}
