import StoreSearchItems
import StoreSearchModel
import TerminalKit

/// A result's detail: artwork, name, the facts its kind has (see
/// `DetailFacts`), the buttons (store page, copy link, preview), the link
/// as text and the description. The same content as a pop-up (compact
/// width) and as the split view's secondary pane.
///
/// The detail is laid out as one tall page and shown through a window of
/// the area's height, from `scroll` on: what does not fit is reached by
/// scrolling, and "▼ more" says there is more.
struct DetailWidget: Widget {
    enum Presentation {
        case popup
        case pane
    }

    var result: SearchResult
    var presentation: Presentation
    /// The buttons shown, in order (`AppState.detailButtons`).
    var buttons: [DetailButton]
    /// Those that can do nothing for this item: dimmed (a click says why).
    var disabled: Set<DetailButton> = []
    /// The button with keyboard focus, if the detail has focus.
    var focusedButton: DetailButton?
    /// The first line of the page shown.
    var scroll: Int
    /// Whether this item's preview plays now (its button then stops it).
    var isPlaying: Bool
    /// Whether the item is one of the favourites (its button then unmarks it).
    var isFavourite = false
    /// The single keys in force that do what a button does: shown as its
    /// accelerator, the letter underlined in its label (or put before it).
    var keys: [DetailButton: Key] = [:]

    /// From this width the artwork and the facts stand side by side.
    static let twoColumnWidth = 88
    /// Descriptions are wrapped no wider than this, to stay readable.
    static let readableWidth = 100

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        _ = draw(in: area, on: &frame, context: context)
    }

    /// Draws the detail and returns how far it can scroll (its lines past the window).
    func draw(in area: Rect, on frame: inout Frame, context: RenderContext) -> Int {
        let whole = Rect(x: area.x + margin, y: area.y, width: area.width - 2 * margin, height: area.height)
        guard whole.width >= 8, whole.height >= 3 else { return 0 }
        var page = layOut(width: whole.width, context: context)
        var content = whole
        // A pop-up too short to show its buttons before "▼ more" (40x10)
        // keeps them at its foot, apart from what scrolls: the focused one
        // is always in view.
        let buttonsEnd =
            page.regions.filter { if case .detailButton = $0.target { true } else { false } }
            .map(\.rect.maxY).max() ?? 0
        if presentation == .popup, page.size.rows > whole.height, buttonsEnd > whole.height - 1 {
            let pinned = buttonLayout(width: whole.width, localizer: context.localizer)
            content.height = max(2, whole.height - pinned.count)
            drawButtonRows(pinned, at: Point(x: whole.x, y: content.maxY), on: &frame, theme: context.theme)
            page = layOut(width: content.width, withButtons: false, context: context)
        }
        let limit = max(0, page.size.rows - content.height)
        let first = min(max(0, scroll), limit)
        let cut = first + content.height < page.size.rows
        let shownRows = cut ? content.height - 1 : content.height
        let window = Rect(x: content.x, y: content.y, width: content.width, height: shownRows)
        frame.buffer.paste(page.buffer, at: Point(x: content.x, y: content.y - first), clip: window)
        frame.takeImages(of: page, offset: Point(x: content.x, y: content.y - first), clip: window)
        for region in page.regions {
            let placed = Rect(
                x: region.rect.x + content.x, y: region.rect.y + content.y - first,
                width: region.rect.width, height: region.rect.height)
            let visible = placed.intersection(window)
            if !visible.isEmpty { frame.addRegion(visible, region.target) }
        }
        let theme = context.theme
        if cut {
            let more = " " + context.localizer(DetailPhrase.more) + " "
            frame.buffer.write(
                more, at: Point(x: content.maxX - more.columnWidth, y: content.maxY - 1), style: theme.secondaryText,
                clip: content)
        }
        if first > 0 {
            frame.buffer.write(" ▲ ", at: Point(x: content.maxX - 3, y: content.y), style: theme.secondaryText)
        }
        return limit
    }

    /// How many rows the whole detail takes in an area `width` columns wide.
    func pageHeight(width: Int, context: RenderContext) -> Int {
        layOut(width: width - 2 * margin, context: context).size.rows
    }

    private var margin: Int { presentation == .pane ? 2 : 1 }

    // MARK: The page

    private func layOut(width: Int, withButtons: Bool = true, context: RenderContext) -> Frame {
        let localizer = context.localizer
        let theme = context.theme
        let facts = DetailFacts(result, localizer: localizer)
        let twoColumns = width >= Self.twoColumnWidth
        let artworkHeight = twoColumns ? 10 : (width >= 40 ? 6 : 0)
        let artwork = Size(columns: artworkHeight * 2, rows: artworkHeight)
        let textX = artworkHeight > 0 ? artwork.columns + 3 : 0
        let textWidth = width - textX

        // The head: name, byline, kind, (facts beside the artwork when wide), buttons.
        var head: [Line] = []
        for line in result.name.wrapped(toWidth: textWidth, maxLines: 3) { head.append(Line(line, theme.title)) }
        if let byline = facts.byline {
            head.append(Line(byline.truncated(toWidth: textWidth), theme.text))
        }
        head.append(Line(facts.kindLine.truncated(toWidth: textWidth), theme.secondaryText))
        let factLines = Self.factLines(
            facts.facts, width: twoColumns ? textWidth : width, localizer: localizer, theme: theme)
        if twoColumns && !factLines.isEmpty {
            head.append(Line())
            head += factLines
        }
        let buttonRows = withButtons ? buttonLayout(width: textWidth, localizer: localizer) : []
        if withButtons { head.append(Line()) }
        let buttonsTop = head.count

        // The body, under the head at full width.
        var body: [Line] = []
        if !twoColumns && !factLines.isEmpty {
            body += factLines
        }
        if let link = facts.link {
            if !body.isEmpty { body.append(Line()) }
            let label = localizer(DetailPhrase.label(.link)) + "  "
            let pieces = link.chunked(intoColumns: max(1, width - label.columnWidth))
            for (index, piece) in pieces.enumerated() {
                body.append(
                    Line(
                        [
                            (
                                index == 0 ? label : String(repeating: " ", count: label.columnWidth),
                                theme.secondaryText
                            ),
                            (piece, theme.text),
                        ]))
            }
        }
        if let description = facts.description {
            body.append(Line())
            for line in TextWrapping.lines(of: description, width: min(width, Self.readableWidth)) {
                body.append(Line(line, theme.text))
            }
        }

        let headHeight = max(buttonsTop + buttonRows.count, artworkHeight > 0 ? artworkHeight + 1 : 0)
        let height = headHeight + (body.isEmpty ? 0 : 1 + body.count)
        var page = Frame(size: Size(columns: width, rows: max(1, height)))
        if artworkHeight > 0 {
            ArtworkWidget(result: result, purpose: .detail).render(
                in: Rect(x: 0, y: 0, width: artwork.columns, height: artwork.rows), on: &page, context: context)
        }
        for (row, line) in head.enumerated() {
            line.draw(at: Point(x: textX, y: row), on: &page.buffer)
        }
        drawButtonRows(buttonRows, at: Point(x: textX, y: buttonsTop), on: &page, theme: theme)
        for (row, line) in body.enumerated() {
            line.draw(at: Point(x: 0, y: headHeight + 1 + row), on: &page.buffer)
        }
        return page
    }

    /// A button as drawn: its label, and its accelerator (its column in the label, and the letter there).
    private typealias Button = (button: DetailButton, label: String, accelerator: (column: Int, letter: Character)?)

    /// Draws rows of buttons from `origin`, each a click target; a disabled one dimmed.
    private func drawButtonRows(_ rows: [[Button]], at origin: Point, on frame: inout Frame, theme: Theme) {
        for (row, buttons) in rows.enumerated() {
            var x = origin.x
            for (button, label, accelerator) in buttons {
                let style =
                    disabled.contains(button)
                    ? theme.secondaryText : focusedButton == button ? theme.focusedButton : theme.button
                frame.buffer.write(label, at: Point(x: x, y: origin.y + row), style: style)
                if let accelerator {
                    frame.buffer.write(
                        String(accelerator.letter), at: Point(x: x + accelerator.column, y: origin.y + row),
                        style: style.with(.underline))
                }
                frame.addRegion(
                    Rect(x: x, y: origin.y + row, width: label.columnWidth, height: 1), .detailButton(button))
                x += label.columnWidth + 2
            }
        }
    }

    /// The buttons, as many to a row as fit, in their Tab order.
    private func buttonLayout(width: Int, localizer: Localizer) -> [[Button]] {
        var rows: [[Button]] = [[]]
        var used = 0
        for button in buttons where button != .close {
            var title = title(of: button, localizer: localizer)
            var mark: Int?
            if !disabled.contains(button), let letter = keys[button]?.typedCharacter {
                if let offset = Self.accelerator(letter, in: title) {
                    mark = offset
                } else {
                    // A label without the letter (a price) has it before it.
                    title = "\(letter) \(title)"
                    mark = 0
                }
            }
            // A label too wide leaves its last parts off ("· 17 tracks") and
            // keeps its brackets, so it still reads as a button.
            let fitted = title.fitted(toWidth: width - 4)
            let label = "[ \(fitted) ]"
            let accelerator = mark.flatMap { mark -> (column: Int, letter: Character)? in
                let characters = Array(fitted)
                guard mark < characters.count else { return nil }
                return (2 + String(characters.prefix(mark)).columnWidth, characters[mark])
            }
            if used > 0, used + 2 + label.columnWidth > width {
                rows.append([])
                used = 0
            }
            used += (used > 0 ? 2 : 0) + label.columnWidth
            rows[rows.count - 1].append((button, label, accelerator))
        }
        return rows.filter { !$0.isEmpty }
    }

    /// Where `letter` is in `title` (either case), a word's first letter
    /// before any other: the accelerator to underline.
    static func accelerator(_ letter: Character, in title: String) -> Int? {
        let characters = Array(title)
        let wanted = letter.lowercased()
        let matches = characters.indices.filter { characters[$0].lowercased() == wanted }
        return matches.first { $0 == 0 || !characters[$0 - 1].isLetter } ?? matches.first
    }

    private func title(of button: DetailButton, localizer: Localizer) -> String {
        switch button {
        case .price: result.price.map(localizer.price) ?? localizer(DetailPhrase.openInStore)
        case .copyLink: localizer(DetailPhrase.copyLinkButton)
        case .preview: localizer(isPlaying ? DetailPhrase.stopPreviewButton : DetailPhrase.previewButton)
        case .favourite:
            localizer(DetailPhrase.favouriteButton(marked: isFavourite))
        case .albumPage: PageWords.button(.album, of: result, localizer: localizer)
        case .artistPage: PageWords.button(.artist, of: result, localizer: localizer)
        case .close: "×"
        }
    }

    /// "Album      IV": labels in a column, long values wrapped under their start.
    private static func factLines(_ facts: [DetailFacts.Fact], width: Int, localizer: Localizer, theme: Theme)
        -> [Line]
    {
        let labels = facts.map { localizer(DetailPhrase.label($0.label)) }
        let labelWidth = min(labels.map(\.columnWidth).max() ?? 0, max(4, width / 3))
        var lines: [Line] = []
        for (fact, label) in zip(facts, labels) {
            let valueWidth = max(4, width - labelWidth - 2)
            let values =
                fact.label == .website || fact.label == .feed
                ? fact.value.chunked(intoColumns: valueWidth) : fact.value.wrapped(toWidth: valueWidth, maxLines: 4)
            for (index, value) in values.enumerated() {
                let shownLabel = index == 0 ? label.truncated(toWidth: labelWidth) : ""
                let padding = String(repeating: " ", count: labelWidth - shownLabel.columnWidth + 2)
                lines.append(Line([(shownLabel + padding, theme.secondaryText), (value, theme.text)]))
            }
        }
        return lines
    }
}

/// A line of styled pieces, placed on the page.
private struct Line {
    var pieces: [(String, Style)]

    init() { pieces = [] }
    init(_ text: String, _ style: Style) { pieces = [(text, style)] }
    init(_ pieces: [(String, Style)]) { self.pieces = pieces }

    func draw(at origin: Point, on buffer: inout ScreenBuffer) {
        var x = origin.x
        for (text, style) in pieces {
            buffer.write(text, at: Point(x: x, y: origin.y), style: style)
            x += text.columnWidth
        }
    }
}

/// The compact-width pop-up around a detail: a rounded box over the dimmed
/// screen with a close button in its top-left corner.
struct DetailPopupWidget: Widget {
    var result: SearchResult
    var buttons: [DetailButton]
    var disabled: Set<DetailButton> = []
    var focusedButton: DetailButton
    var scroll: Int
    var isPlaying: Bool
    var isFavourite = false
    var keys: [DetailButton: Key] = [:]

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        _ = draw(in: area, on: &frame, context: context)
    }

    /// Draws the pop-up and returns how far its detail can scroll.
    func draw(in area: Rect, on frame: inout Frame, context: RenderContext) -> Int {
        let detail = DetailWidget(
            result: result, presentation: .popup, buttons: buttons, disabled: disabled, focusedButton: focusedButton,
            scroll: scroll,
            isPlaying: isPlaying, isFavourite: isFavourite, keys: keys)
        // As high as the detail needs, within the screen.
        let largest = ScreenLayout.popupFrame(in: area.size)
        let needed = detail.pageHeight(width: largest.width - 2, context: context) + 2
        let box = Rect(size: area.size).centered(
            Size(columns: largest.width, rows: min(largest.height, max(needed, ScreenLayout.popupMinimumRows))))
        frame.buffer.fill(box)
        frame.buffer.drawBox(box, style: context.theme.border, box: .rounded)
        let close = "[×]"
        let closeOrigin = Point(x: box.x + 2, y: box.y)
        frame.buffer.write(
            close, at: closeOrigin,
            style: focusedButton == .close ? context.theme.focusedButton : context.theme.button)
        frame.addRegion(box, .overlay)
        frame.addRegion(
            Rect(x: closeOrigin.x, y: closeOrigin.y, width: close.columnWidth, height: 1),
            .detailButton(.close))
        return detail.draw(in: box.insetBy(dx: 1, dy: 1), on: &frame, context: context)
    }
}
