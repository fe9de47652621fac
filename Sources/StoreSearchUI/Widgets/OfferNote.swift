import StoreSearchCore
import TerminalKit

/// What a search says it did, and the other search it offers: "Showing
/// results for **queen** · search exactly for qeen" on the rule over the
/// list after a typing mistake was forgiven, "Did you mean **queen**?"
/// under "Nothing Found". The words searched for are bold, the offer reads
/// as a button, and a click anywhere on the note takes it (as the
/// `offered-search` key does).
enum OfferNote {
    /// One run of the note: its text and style.
    private typealias Run = (text: String, style: Style)

    /// The note on the rule from `origin`, in at most `room` columns: the
    /// whole note, else "Showing results for queen", else "→ queen" (the
    /// words cut when they must be, the arrow kept). Returns the column after it.
    static func drawCorrection(
        shown: String, typed: String, at origin: Point, room: Int, on frame: inout Frame, context: RenderContext
    ) -> Int {
        let theme = context.theme
        let localizer = context.localizer
        let shown = Sanitizer.clean(shown)
        let typed = Sanitizer.clean(typed)
        let lead: Run = (" \(localizer(.search(.showingResultsFor))) ", theme.secondaryText)
        let words: Run = (shown, theme.secondaryText.with(.bold))
        let offer: [Run] = [
            (" · \(localizer(.search(.searchExactlyFor))) ", theme.secondaryText), (typed, theme.button),
        ]
        let end: Run = (" ", theme.secondaryText)
        // Narrow, the arrow still says the words shown are not those typed
        // ("→ led zeppelin", not "led zeppelin" alone, which reads as the query).
        let arrow: Run = (" → ", theme.secondaryText)
        let choices: [[Run]] = [[lead, words] + offer + [end], [lead, words, end], [arrow, words, end]]
        let chosen =
            choices.first { $0.reduce(0) { $0 + $1.text.columnWidth } <= room }
            ?? [arrow, (shown.truncated(toWidth: max(1, room - 4)), words.style), end]
        return draw(chosen, at: origin, on: &frame)
    }

    /// "Did you mean **queen**?", centred on `row` of `area`.
    static func drawSuggestion(
        _ suggestion: String, in area: Rect, row: Int, on frame: inout Frame, context: RenderContext
    ) {
        let theme = context.theme
        let room = max(1, area.width - 4)
        let lead = "\(context.localizer(.search(.didYouMean))) "
        let words = Sanitizer.clean(suggestion).truncated(toWidth: max(1, room - lead.columnWidth - 1))
        let runs: [Run] = [(lead, theme.secondaryText), (words, theme.button.with(.bold)), ("?", theme.secondaryText)]
        let width = runs.reduce(0) { $0 + $1.text.columnWidth }
        let x = area.x + max(0, (area.width - width) / 2)
        draw(runs, at: Point(x: x, y: area.y + row), on: &frame)
    }

    /// Writes the runs one after another, the whole made one click target.
    @discardableResult
    private static func draw(_ runs: [Run], at origin: Point, on frame: inout Frame) -> Int {
        var x = origin.x
        for run in runs { x += frame.buffer.write(run.text, at: Point(x: x, y: origin.y), style: run.style) }
        frame.addRegion(Rect(x: origin.x, y: origin.y, width: x - origin.x, height: 1), .offeredSearch)
        return x
    }
}
