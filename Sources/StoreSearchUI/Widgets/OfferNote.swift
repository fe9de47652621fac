import StoreSearchText
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
    /// whole note with the other corrections ("also: teen, seen", each
    /// its own click target), else without them, else "Showing results for
    /// queen", else "→ queen" (the words cut when they must be, the arrow
    /// kept). Returns the column after it.
    static func drawCorrection(
        shown: String, typed: String, also: [String] = [], at origin: Point, room: Int, on frame: inout Frame,
        context: RenderContext
    ) -> Int {
        let theme = context.theme
        let localizer = context.localizer
        let shown = Sanitizer.clean(shown)
        let typed = Sanitizer.clean(typed)
        let lead: Run = (" \(localizer(SearchPhrase.showingResultsFor)) ", theme.secondaryText)
        let words: Run = (shown, theme.secondaryText.with(.bold))
        let offer: [Run] = [
            (" · \(localizer(SearchPhrase.searchExactlyFor)) ", theme.secondaryText), (typed, theme.button),
        ]
        let end: Run = (" ", theme.secondaryText)
        // Each other correction a click target of its own: (run, what it searches).
        var alternatives: [(run: Run, words: String?)] = []
        for (number, other) in also.enumerated() {
            let before = number == 0 ? " · \(localizer(SearchPhrase.alsoCorrections)) " : ", "
            alternatives += [((before, theme.secondaryText), nil), ((Sanitizer.clean(other), theme.button), other)]
        }
        let note = [lead, words] + offer
        // As many of the other corrections as fit (the likeliest first), then none.
        let withOthers = stride(from: alternatives.count, to: 0, by: -2).map { count in
            note + alternatives.prefix(count).map(\.run) + [end]
        }
        // Narrow, the arrow still says the words shown are not those typed
        // ("→ led zeppelin", not "led zeppelin" alone, which reads as the query).
        let arrow: Run = (" → ", theme.secondaryText)
        let choices: [[Run]] = withOthers + [note + [end], [lead, words, end], [arrow, words, end]]
        let chosen =
            choices.first { $0.reduce(0) { $0 + $1.text.columnWidth } <= room }
            ?? [arrow, (shown.truncated(toWidth: max(1, room - 4)), words.style), end]
        let others = chosen.count - note.count - 1
        guard others > 0, withOthers.contains(where: { $0.count == chosen.count }) else {
            return draw(chosen, at: origin, on: &frame)
        }
        var x = draw(note, at: origin, on: &frame)
        for (run, searched) in alternatives.prefix(others) {
            let start = x
            x += frame.buffer.write(run.text, at: Point(x: x, y: origin.y), style: run.style)
            if let searched {
                frame.addRegion(Rect(x: start, y: origin.y, width: x - start, height: 1), .alternativeSearch(searched))
            }
        }
        return x + frame.buffer.write(end.text, at: Point(x: x, y: origin.y), style: end.style)
    }

    /// "Did you mean **queen**?", centred on `row` of `area`.
    static func drawSuggestion(
        _ suggestion: String, in area: Rect, row: Int, on frame: inout Frame, context: RenderContext
    ) {
        let theme = context.theme
        let room = max(1, area.width - 4)
        let lead = "\(context.localizer(SearchPhrase.didYouMean)) "
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
