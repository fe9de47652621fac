import StoreSearchCore
import TerminalKit

/// The words of the filter sheet, Save Results and the list's labels.
enum ShapingWords {
    static let filtersTitle = LocalizedText("Filters", dutch: "Filters")
    static let freeOnly = LocalizedText("Free only", dutch: "Alleen gratis")
    static let price = LocalizedText("Price", dutch: "Prijs")
    static let anyPrice = LocalizedText("any", dutch: "elke")
    static let hideExplicit = LocalizedText("Hide explicit items", dutch: "Expliciete items verbergen")
    static let clearAll = LocalizedText("Clear all filters", dutch: "Alle filters uit")
    static let kinds = LocalizedText("Kinds (none checked: every kind)", dutch: "Soorten (geen aangevinkt: alle)")
    static func filtersHidEverything(_ keys: Bindings) -> LocalizedText {
        let (clear, change) = (keys.name(of: "clear-filters"), keys.name(of: "filters"))
        return LocalizedText(
            "The filters hid every result: \(clear) clears them, \(change) changes them.",
            dutch: "De filters verbergen elk resultaat: \(clear) zet ze uit, \(change) wijzigt ze.")
    }

    static func noFavourites(_ keys: Bindings) -> LocalizedText {
        let mark = keys.name(of: "favourite")
        return LocalizedText(
            "No favourites yet: \(mark) (or ☆ in a detail) marks one.",
            dutch: "Nog geen favorieten: \(mark) (of ☆ in de details) markeert er een.")
    }
    static let favourites = LocalizedText("Favourites", dutch: "Favorieten")
    static let recent = LocalizedText("Recent:", dutch: "Recent:")
    static let saveTitle = LocalizedText("Save Results", dutch: "Resultaten bewaren")
    static let saveFile = LocalizedText("File:", dutch: "Bestand:")
    static let saveFormat = LocalizedText("Format:", dutch: "Formaat:")
    static func saveHint(_ keys: Bindings) -> LocalizedText {
        let (save, format, close) = (
            keys.name(of: "save", in: .export), keys.name(of: "next", in: .export), keys.name(of: "close", in: .export)
        )
        return LocalizedText(
            "\(save) saves · \(format) JSON/TSV · \(close) closes",
            dutch: "\(save) bewaart · \(format) JSON/TSV · \(close) sluit")
    }
    static let free = LocalizedText("free", dutch: "gratis")
    static let noExplicit = LocalizedText("no explicit", dutch: "geen expliciet")

    static func narrowed(_ shown: Int, of total: Int, localizer: Localizer) -> String {
        localizer(
            .text(
                LocalizedText(
                    "narrowed: \(localizer.count(shown)) of \(localizer.count(total))",
                    dutch: "versmald: \(localizer.count(shown)) van \(localizer.count(total))")))
    }

    /// "2 of 5 favourites match 'love'": what the field's words and the filters let through.
    static func favouritesShown(
        _ shown: Int, of total: Int, matching term: String, filtered: Bool, localizer: Localizer
    ) -> String {
        let shownCount = localizer.count(shown)
        let totalCount = localizer.count(total)
        let quoted = "'" + Sanitizer.excerpt(term, limit: 24) + "'"
        let text: LocalizedText =
            switch (term.isEmpty, filtered) {
            case (false, true):
                LocalizedText(
                    "\(shownCount) of \(totalCount) favourites match \(quoted) and the filters",
                    dutch: "\(shownCount) van \(totalCount) favorieten passen bij \(quoted) en de filters")
            case (false, false):
                LocalizedText(
                    "\(shownCount) of \(totalCount) favourites match \(quoted)",
                    dutch: "\(shownCount) van \(totalCount) favorieten passen bij \(quoted)")
            case (true, _):
                LocalizedText(
                    "\(shownCount) of \(totalCount) favourites pass the filters",
                    dutch: "\(shownCount) van \(totalCount) favorieten komen door de filters")
            }
        return localizer(.text(text))
    }

    static func exists(_ path: String, _ keys: Bindings) -> LocalizedText {
        let save = keys.name(of: "save", in: .export)
        return LocalizedText(
            "\(path) is there already: \(save) again replaces it.",
            dutch: "\(path) bestaat al: nogmaals \(save) vervangt het.")
    }

    static func failed(_ reason: String) -> LocalizedText {
        LocalizedText("Could not save: \(reason)", dutch: "Kon niet bewaren: \(reason)")
    }

    /// "≤ $0.99", "≥ $10", or "any".
    static func priceRange(_ range: ClosedRange<Int64>?, localizer: Localizer) -> String {
        guard let range else { return localizer(.text(anyPrice)) }
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
        let name = localizer(.detail(.kind(item)))
        return kind == .macApp ? name + " (Mac)" : name
    }

    /// "by price · free · Song, App · no explicit": what shapes the list, for its rule.
    static func summary(of shape: ShapeState, localizer: Localizer) -> String? {
        var parts: [String] = []
        if shape.order != .name {
            parts.append(localizer.language == .dutch ? shape.order.dutch : shape.order.english)
        }
        let filter = shape.filter
        if filter.freeOnly { parts.append(localizer(.text(free))) }
        if filter.priceRange != nil { parts.append(priceRange(filter.priceRange, localizer: localizer)) }
        if !filter.kinds.isEmpty {
            parts.append(
                KindFilter.allCases.filter(filter.kinds.contains).map { kindName($0, localizer: localizer) }
                    .joined(separator: ", "))
        }
        if filter.hidesExplicit { parts.append(localizer(.text(noExplicit))) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

/// The filter sheet: a checklist over the dimmed screen.
struct FilterSheetWidget: Widget {
    var shape: ShapeState

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
        let title = " \(localizer(.text(ShapingWords.filtersTitle))) "
        frame.buffer.write(title, at: Point(x: box.x + 2, y: box.y), style: theme.title)
        let inner = box.insetBy(dx: 2, dy: 1)
        // Scrolled so the focused row is in view on a short screen.
        let visible = max(1, inner.height - 1)
        let first = max(0, min(shape.filterFocus - visible + 1, rows.count - visible))
        var y = inner.y
        for (index, row) in rows.enumerated() where index >= first {
            guard y < inner.maxY - 1 else { break }
            if case .kind(.song) = row, index > first {
                frame.buffer.write(
                    localizer(.text(ShapingWords.kinds)).truncated(toWidth: inner.width),
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
        case .freeOnly: return box(filter.freeOnly) + localizer(.text(ShapingWords.freeOnly))
        case .price:
            return "‹ " + localizer(.text(ShapingWords.price)) + ": "
                + ShapingWords.priceRange(filter.priceRange, localizer: localizer) + " ›"
        case .kind(let kind):
            return box(filter.kinds.contains(kind)) + ShapingWords.kindName(kind, localizer: localizer)
        case .hideExplicit: return box(filter.hidesExplicit) + localizer(.text(ShapingWords.hideExplicit))
        case .clear: return "[ " + localizer(.text(ShapingWords.clearAll)) + " ]"
        }
    }
}

/// Save Results: where the shown results go, and as what.
struct ExportSheetWidget: Widget {
    var sheet: ExportSheet
    var count: Int

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        let localizer = context.localizer
        let width = min(area.width - 4, 72)
        var content = SheetContent(width: width - 4)
        content.addBlank()
        let label = localizer(.text(ShapingWords.saveFile)) + " "
        let path = sheet.path
        content.add(focus: true) { rect, frame in
            frame.buffer.write(label, at: rect.origin, style: theme.secondaryText, clip: rect)
            let field = Rect(x: rect.x + label.columnWidth, y: rect.y, width: rect.width - label.columnWidth, height: 1)
            frame.buffer.fill(field, style: Style(attributes: .underline))
            // The part of a long path round the cursor stays in view, with the cursor.
            drawLineField(path, in: field, isFocused: true, style: Style(attributes: .underline), on: &frame)
        }
        content.addBlank()
        let formatLabel = localizer(.text(ShapingWords.saveFormat)) + " "
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
                localizer(.text(ShapingWords.exists(Sanitizer.cleanKeepingSpaces(path), context.bindings))),
                style: theme.alertTitle)
        case .failed(let failure)?:
            content.addText(
                localizer(.text(ShapingWords.failed(localizer(.file(.reason(failure)))))), style: theme.alertTitle)
        case nil:
            content.addText(
                localizer(.text(ShapingWords.saveHint(context.bindings))), style: theme.secondaryText, optional: true)
        }
        let (box, fitted) = content.boxed(width: width, in: Rect(size: area.size))
        drawSheet(box, on: &frame, theme: theme)
        let title = " \(localizer(.text(ShapingWords.saveTitle))) (\(localizer.count(count))) "
        frame.buffer.write(title, at: Point(x: box.x + 2, y: box.y), style: theme.title, clip: box)
        let inner = box.insetBy(dx: 2, dy: 1)
        fitted.draw(in: inner, box: box, on: &frame, theme: theme)
    }
}
