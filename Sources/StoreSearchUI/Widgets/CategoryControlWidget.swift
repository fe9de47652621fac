import StoreSearchItems
import TerminalKit

/// The segmented control `All | Music | Software | E-books`, centred.
struct CategoryControlWidget: Widget {
    var selected: StoreSearchItems.Category
    var isFocused: Bool

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let theme = context.theme
        guard !area.isEmpty else { return }
        let labels = StoreSearchItems.Category.allCases.map { localizer(SearchPhrase.category($0)) }
        // Padding shrinks before labels are cut: " All │ Music " → "All│Music".
        let padding = labels.reduce(0) { $0 + $1.columnWidth + 3 } + 1 <= area.width ? 1 : 0
        let separator = "│"
        let total = labels.reduce(0) { $0 + $1.columnWidth + 2 * padding } + (labels.count - 1)
        var x = area.x + max(0, (area.width - total) / 2)
        for (index, category) in StoreSearchItems.Category.allCases.enumerated() {
            let pad = String(repeating: " ", count: padding)
            let segment = pad + labels[index] + pad
            let style: Style =
                category == selected
                ? (isFocused ? theme.focusedSegment : theme.selectedSegment)
                : theme.segment
            let width = frame.buffer.write(segment, at: Point(x: x, y: area.y), style: style, clip: area)
            frame.addRegion(Rect(x: x, y: area.y, width: width, height: 1), .category(category))
            x += width
            if index < labels.count - 1 {
                x += frame.buffer.write(separator, at: Point(x: x, y: area.y), style: theme.border, clip: area)
            }
        }
    }
}
