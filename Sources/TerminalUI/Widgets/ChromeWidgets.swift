import StoreSearchCore

/// The footer: the few keys that matter now, or a notice.
struct FooterWidget {
    var hints: [(key: String, action: String)]
    var notice: String?

    func render(in area: Rect, on frame: inout Frame, theme: Theme) {
        guard !area.isEmpty else { return }
        if let notice {
            frame.buffer.write(" " + notice.truncated(toWidth: area.width - 2), at: Point(x: area.x, y: area.y),
                               style: theme.notice, clip: area)
            return
        }
        var x = area.x + 1
        for hint in hints {
            let needed = hint.key.columnWidth + 1 + hint.action.columnWidth
            guard x + needed <= area.maxX else { break }
            x += frame.buffer.write(hint.key, at: Point(x: x, y: area.y), style: theme.footerKey, clip: area)
            x += frame.buffer.write(" " + hint.action, at: Point(x: x, y: area.y), style: theme.footerText, clip: area)
            x += 2
        }
    }
}

/// The quiet dotted background of an empty secondary pane.
struct PatternWidget {
    func render(in area: Rect, on frame: inout Frame, theme: Theme) {
        frame.buffer.fill(area)
        for y in area.y..<area.maxY where (y - area.y) % 2 == 1 {
            let shift = ((y - area.y) / 2) % 2 == 0 ? 2 : 0
            var x = area.x + shift
            while x < area.maxX {
                frame.buffer.write("·", at: Point(x: x, y: y), style: theme.pattern)
                x += 4
            }
        }
    }
}

/// "Terminal too small", centred, with the size needed.
struct TooSmallWidget {
    func render(on frame: inout Frame, localizer: Localizer, theme: Theme) {
        let area = frame.buffer.bounds
        let minimum = ScreenLayout.minimumSize
        let top = max(0, area.height / 2 - 1)
        frame.buffer.writeCentered(localizer(.terminalTooSmall), in: area, row: top, style: theme.title)
        if top + 1 < area.height {
            frame.buffer.writeCentered(localizer(.minimumSize(columns: minimum.columns, rows: minimum.rows)),
                                       in: area, row: top + 1, style: theme.secondaryText)
        }
    }
}
