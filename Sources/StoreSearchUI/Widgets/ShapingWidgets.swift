import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import TerminalKit

/// The phrases of the filter sheet, Save Results and the list's labels
/// that name a key in force or a count written the locale's way.
enum ShapingWords {
    /// (The keys are named as they work where the user is, else anywhere.)
    static func filtersHidEverything(_ keys: Bindings, place: KeyContext) -> ShapingPhrase {
        ShapingPhrase.filtersHidEverything(
            clear: keys.shortLabel(for: .clearFilters, in: place) ?? keys.name(of: .clearFilters),
            change: keys.name(of: .filters, in: place))
    }

    static func noFavourites(_ keys: Bindings, place: KeyContext) -> ShapingPhrase {
        ShapingPhrase.noFavourites(mark: keys.shortLabel(for: .favourite, in: place) ?? keys.name(of: .favourite))
    }

    static func saveHint(_ keys: Bindings) -> ShapingPhrase {
        ShapingPhrase.saveHint(
            save: keys.name(of: .save, in: .export), format: keys.name(of: .next, in: .export),
            close: keys.name(of: .close, in: .export))
    }

    static func narrowed(_ shown: Int, of total: Int, localizer: Localizer) -> String {
        localizer(ShapingPhrase.narrowed(shown: localizer.count(shown), of: localizer.count(total)))
    }

    /// "2 of 5 favourites match 'love'": what the field's words and the filters let through.
    static func favouritesShown(
        _ shown: Int, of total: Int, matching term: String, filtered: Bool, localizer: Localizer
    ) -> String {
        let quoted = term.isEmpty ? nil : "'" + Sanitizer.excerpt(term, limit: 24) + "'"
        return localizer(
            ShapingPhrase.favouritesShown(
                shown: localizer.count(shown), of: localizer.count(total), matching: quoted, filtered: filtered))
    }

    static func exists(_ path: String, _ keys: Bindings) -> ShapingPhrase {
        ShapingPhrase.fileExists(path: path, save: keys.name(of: .save, in: .export))
    }

    /// "≤ $0.99", "≥ $10", or "any".
    static func priceRange(_ range: ClosedRange<Int64>?, localizer: Localizer) -> String {
        guard let range else { return localizer(ShapingPhrase.anyPrice) }
        if range.upperBound >= Int64.max / 2 {
            return "≥ " + localizer.price(Price(tenThousandths: range.lowerBound, currency: "USD"))
        }
        return "≤ " + localizer.price(Price(tenThousandths: range.upperBound, currency: "USD"))
    }

    static func kindName(_ kind: KindFilter, localizer: Localizer) -> String {
        let item: ItemKind =
            switch kind {
            case .song: .song
            case .musicVideo: .musicVideo
            case .film: .featureMovie
            case .tvEpisode: .tvEpisode
            case .podcast: .podcast
            case .app: .software
            case .macApp: .macSoftware
            case .ebook: .ebook
            case .audiobook: .audiobook
            }
        let name = localizer(DetailPhrase.kind(item))
        return kind == .macApp ? name + " (Mac)" : name
    }

    /// "by price · free · Song, App · no explicit": what shapes the list, for its rule.
    static func summary(of shape: ShapeState, localizer: Localizer) -> String? {
        var parts: [String] = []
        // The order when it is not the default (the best match first).
        if shape.order != ShapeState().order {
            parts.append(localizer(ShapingPhrase.order(shape.order)))
        }
        let filter = shape.filter
        if filter.freeOnly { parts.append(localizer(ShapingPhrase.free)) }
        if filter.priceRange != nil { parts.append(priceRange(filter.priceRange, localizer: localizer)) }
        if !filter.kinds.isEmpty {
            parts.append(
                KindFilter.allCases.filter(filter.kinds.contains).map { kindName($0, localizer: localizer) }
                    .joined(separator: ", "))
        }
        if filter.hidesExplicit { parts.append(localizer(ShapingPhrase.noExplicit)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

/// The filter sheet: a checklist over the dimmed screen.
struct FilterSheetWidget: Widget {
    var shape: ShapeState
    /// Whether the filters leave no result: the sheet covers the list's
    /// note that says so, and says it on its own bottom edge.
    var hidesEverything = false

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        let localizer = context.localizer
        let rows = FilterRow.all
        let lines = rows.map { line(for: $0, localizer: localizer) }
        let width = min(area.width - 4, max(40, (lines.map(\.columnWidth).max() ?? 0) + 6))
        let height = min(area.height - 2, rows.count + 5)
        let box = Rect(size: area.size).centered(Size(columns: width, rows: height))
        frame.buffer.fill(box)
        frame.buffer.drawBox(box, style: theme.border, box: .rounded)
        frame.addRegion(box, .overlay)
        let title = " \(localizer(ShapingPhrase.filtersTitle)) "
        frame.buffer.write(title, at: Point(x: box.x + 2, y: box.y), style: theme.title)
        if hidesEverything {
            let note = " \(localizer(ShapingPhrase.theseFiltersHideEverything)) ".truncated(
                toWidth: max(0, box.width - 4))
            frame.buffer.write(
                note, at: Point(x: box.maxX - 2 - note.columnWidth, y: box.maxY - 1), style: theme.notice, clip: box)
        }
        let inner = box.insetBy(dx: 2, dy: 1)
        // Scrolled so the focused row is in view on a short screen.
        let visible = max(1, inner.height - 1)
        let first = max(0, min(shape.filterFocus - visible + 1, rows.count - visible))
        var y = inner.y
        for (index, row) in rows.enumerated() where index >= first {
            guard y < inner.maxY - 1 else { break }
            if case .kind(.song) = row, index > first {
                frame.buffer.write(
                    localizer(ShapingPhrase.kinds).truncated(toWidth: inner.width),
                    at: Point(x: inner.x, y: y), style: theme.secondaryText)
                y += 1
                guard y < inner.maxY - 1 else { break }
            }
            let focused = index == shape.filterFocus
            let text = lines[index].truncated(toWidth: inner.width)
            frame.buffer.write(
                text, at: Point(x: inner.x, y: y), style: focused ? theme.focusedButton : theme.text, clip: inner)
            frame.addRegion(Rect(x: inner.x, y: y, width: inner.width, height: 1), .filterRow(index))
            y += 1
        }
    }

    private func line(for row: FilterRow, localizer: Localizer) -> String {
        let filter = shape.filter
        func box(_ on: Bool) -> String { on ? "[x] " : "[ ] " }
        switch row {
        case .freeOnly: return box(filter.freeOnly) + localizer(ShapingPhrase.freeOnly)
        case .price:
            return "‹ " + localizer(ShapingPhrase.price) + ": "
                + ShapingWords.priceRange(filter.priceRange, localizer: localizer) + " ›"
        case .kind(let kind):
            return box(filter.kinds.contains(kind)) + ShapingWords.kindName(kind, localizer: localizer)
        case .hideExplicit: return box(filter.hidesExplicit) + localizer(ShapingPhrase.hideExplicit)
        case .clear: return "[ " + localizer(ShapingPhrase.clearAll) + " ]"
        }
    }
}

/// Save Results: where the shown results go, and as what.
struct ExportSheetWidget: Widget {
    var sheet: ExportSheet
    var count: Int
    /// Whether the marked items are saved (else the results shown).
    var marked = false

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        let localizer = context.localizer
        let width = min(area.width - 4, 72)
        var content = SheetContent(width: width - 4)
        content.addBlank()
        let label = localizer(ShapingPhrase.saveFile) + " "
        let path = sheet.path
        content.add(focus: true) { rect, frame in
            frame.buffer.write(label, at: rect.origin, style: theme.secondaryText, clip: rect)
            let field = Rect(x: rect.x + label.columnWidth, y: rect.y, width: rect.width - label.columnWidth, height: 1)
            frame.buffer.fill(field, style: Style(attributes: .underline))
            // The part of a long path round the cursor stays in view, with the cursor.
            drawLineField(path, in: field, isFocused: true, style: Style(attributes: .underline), on: &frame)
        }
        content.addBlank()
        let formatLabel = localizer(ShapingPhrase.saveFormat) + " "
        let chosen = sheet.format
        content.add { rect, frame in
            var x = rect.x + frame.buffer.write(formatLabel, at: rect.origin, style: theme.secondaryText, clip: rect)
            for format in ExportFormat.allCases {
                let text = (format == chosen ? "(•) " : "( ) ") + format.rawValue.uppercased()
                x +=
                    frame.buffer.write(
                        text, at: Point(x: x, y: rect.y), style: format == chosen ? theme.button : theme.text,
                        clip: rect) + 3
            }
        }
        content.addBlank()
        switch sheet.problem {
        case .exists(let path)?:
            content.addText(
                localizer(ShapingWords.exists(Sanitizer.cleanKeepingSpaces(path), context.bindings)),
                style: theme.alertTitle)
        case .failed(let failure)?:
            content.addText(
                localizer(ShapingPhrase.saveFailed(reason: localizer(.file(.reason(failure))))), style: theme.alertTitle
            )
        case nil:
            content.addText(
                localizer(ShapingWords.saveHint(context.bindings)), style: theme.secondaryText, optional: true)
        }
        let (box, fitted) = content.boxed(width: width, in: Rect(size: area.size))
        drawSheet(box, on: &frame, theme: theme)
        let counted = marked ? localizer(ShapingPhrase.marked(localizer.count(count))) : localizer.count(count)
        let title = " \(localizer(ShapingPhrase.saveTitle)) (\(counted)) "
        frame.buffer.write(title, at: Point(x: box.x + 2, y: box.y), style: theme.title, clip: box)
        let inner = box.insetBy(dx: 2, dy: 1)
        fitted.draw(in: inner, box: box, on: &frame, theme: theme)
    }
}
