import StoreSearchCore

/// A result's detail: artwork, name, artist, type, genre and the price
/// button. The same content as a pop-up (compact width) and as the split
/// view's secondary pane (regular width, larger).
struct DetailWidget: Widget {
    enum Presentation {
        case popup
        case pane
    }

    var result: SearchResult
    var presentation: Presentation
    /// The button with keyboard focus, if the detail has focus.
    var focusedButton: DetailButton?

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let theme = context.theme
        // In the pane the detail keeps a readable width, centred, as the
        // iPad's detail view keeps its fixed-size box in the middle.
        let margin = presentation == .pane ? 3 : 2
        let width = presentation == .pane ? min(area.width - 2 * margin, 60) : area.width - 2 * margin
        let content = Rect(x: area.x + (area.width - width) / 2, y: area.y, width: width, height: area.height)
        guard content.width >= 8, content.height >= 3 else { return }

        let nameLines = result.name.wrapped(toWidth: content.width, maxLines: presentation == .pane ? 3 : 2)
        // Rows the text needs: name, artist, a gap, type, genre, a gap, the price button.
        let textRows = nameLines.count + 6
        let preferredArtwork = presentation == .pane ? 10 : 6
        let artworkHeight = min(preferredArtwork, content.height - textRows - 2)
        var y = content.y + 1
        if artworkHeight >= 3 {
            // Twice as wide as high: square on a terminal's tall cells.
            let artwork = Rect(x: 0, y: y, width: min(content.width, artworkHeight * 2), height: artworkHeight)
            let placed = Rect(
                x: content.x + (content.width - artwork.width) / 2, y: y,
                width: artwork.width, height: artwork.height)
            ArtworkWidget(result: result, purpose: .detail).render(in: placed, on: &frame, context: context)
            y += artworkHeight + 1
        }
        for line in nameLines {
            frame.buffer.write(line, at: Point(x: content.x, y: y), style: theme.title, clip: content)
            y += 1
        }
        let artist = result.artistName ?? localizer(.detail(.unknownArtist))
        frame.buffer.write(
            artist.truncated(toWidth: content.width), at: Point(x: content.x, y: y),
            style: theme.secondaryText, clip: content)
        y += 2
        let labels = [localizer(.detail(.typeLabel)), localizer(.detail(.genreLabel))]
        let labelWidth = labels.map(\.columnWidth).max() ?? 0
        let values = [localizer(.detail(.kind(result.kind))), result.genre ?? localizer(.detail(.unknownArtist))]
        for (label, value) in zip(labels, values) {
            guard y < content.maxY else { break }
            frame.buffer.write(label, at: Point(x: content.x, y: y), style: theme.secondaryText, clip: content)
            frame.buffer.write(
                value.truncated(toWidth: content.width - labelWidth - 2),
                at: Point(x: content.x + labelWidth + 2, y: y), style: theme.text, clip: content)
            y += 1
        }
        drawPriceButton(in: content, below: y, on: &frame, localizer: localizer, theme: theme)
    }

    private func drawPriceButton(
        in content: Rect, below textEnd: Int, on frame: inout Frame,
        localizer: Localizer, theme: Theme
    ) {
        // Without a price or a page there is nothing to press.
        guard result.price != nil || result.storeURL != nil else { return }
        let label = result.price.map(localizer.price) ?? localizer(.detail(.openInStore))
        let button = "[ \(label) ]".truncated(toWidth: content.width)
        let width = button.columnWidth
        let row = presentation == .popup ? content.maxY - 2 : min(content.maxY - 1, textEnd + 1)
        guard row >= textEnd, row < content.maxY else { return }
        let origin = Point(x: content.maxX - width, y: row)
        let style = focusedButton == .price ? theme.focusedButton : theme.button
        frame.buffer.write(button, at: origin, style: style, clip: content)
        frame.addRegion(Rect(x: origin.x, y: origin.y, width: width, height: 1), .detailButton(.price))
    }
}

/// The compact-width pop-up around a detail: a rounded box over the dimmed
/// screen with a close button in its top-left corner.
struct DetailPopupWidget: Widget {
    var result: SearchResult
    var focusedButton: DetailButton

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let box = ScreenLayout.popupFrame(in: area.size)
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
        DetailWidget(result: result, presentation: .popup, focusedButton: focusedButton)
            .render(in: box.insetBy(dx: 1, dy: 1), on: &frame, context: context)
    }
}
