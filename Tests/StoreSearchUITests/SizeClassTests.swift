import StoreSearchModel
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

@Suite(.timeLimit(.minutes(1))) struct SizeClassTests {
    @Test(arguments: [
        (99, 24, TraitCollection.Arrangement.compact), (100, 24, .splitView), (80, 24, .compact),
        (160, 48, .splitView), (140, 16, .overlaySplitView), (90, 16, .landscape), (100, 19, .overlaySplitView),
        (100, 20, .splitView), (99, 19, .landscape), (99, 20, .compact),
    ])
    func standardThresholds(columns: Int, rows: Int, expected: TraitCollection.Arrangement) {
        #expect(SizeClassThresholds.standard.traits(for: Size(columns: columns, rows: rows)).arrangement == expected)
    }

    @Test func thresholdsCanMove() {
        let wide = SizeClassThresholds(regularWidth: 200, regularHeight: 10)
        #expect(wide.traits(for: Size(columns: 160, rows: 12)).arrangement == .compact)
        #expect(wide.traits(for: Size(columns: 200, rows: 12)).arrangement == .splitView)
    }

    @Test func tooSmallBelowTheMinimum() {
        for (columns, rows) in [(20, 6), (39, 24), (80, 9), (1, 1), (0, 0)] {
            let size = Size(columns: columns, rows: rows)
            #expect(ScreenLayout(size: size, traits: SizeClassThresholds.standard.traits(for: size)).mode == .tooSmall)
        }
        let smallest = ScreenLayout.minimumSize
        #expect(
            ScreenLayout(size: smallest, traits: SizeClassThresholds.standard.traits(for: smallest)).mode == .landscape)
    }

    @Test func listCapacityCountsTwoRowsPerResult() {
        let size = Size(columns: 80, rows: 24)
        #expect(ScreenLayout(size: size, traits: SizeClassThresholds.standard.traits(for: size)).listCapacity == 9)
    }
}
