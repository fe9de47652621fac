import StoreSearchModel
import TerminalKit

/// The footer: the keys that work now, in one style everywhere: first what
/// this place does, then what works everywhere. When they do not all fit,
/// hints give way in `givesWay`'s order (Tab, paging, the menu, the palette,
/// the item's letters, `/`, …), then this place's last ones; Enter's verb,
/// the way back (Esc), help and quitting stay longest.
struct FooterWidget: Widget {
    typealias Hint = (key: String, action: String, verb: Phrase.Action)
    var specific: [Hint]
    var general: [Hint]

    /// The hints in the order they give way.
    static let givesWay: [Phrase.Action] = [
        .next, .page, .scroll, .menu, .commands, .act, .find, .category, .format, .help, .mark, .move,
    ]

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        guard !area.isEmpty else { return }
        var specific = self.specific
        var general = self.general
        func width() -> Int {
            (specific + general).reduce(0) { $0 + $1.key.columnWidth + 1 + $1.action.columnWidth + 2 } - 2
        }
        while width() > area.width - 2 {
            if let verb = Self.givesWay.first(where: { verb in (specific + general).contains { $0.verb == verb } }) {
                specific.removeAll { $0.verb == verb }
                general.removeAll { $0.verb == verb }
            } else if !specific.isEmpty {
                specific.removeLast()
            } else if !general.isEmpty {
                general.removeLast()
            } else {
                break
            }
        }
        var x = area.x + 1
        for hint in specific + general {
            x += frame.buffer.write(hint.key, at: Point(x: x, y: area.y), style: theme.footerKey, clip: area)
            x += frame.buffer.write(" " + hint.action, at: Point(x: x, y: area.y), style: theme.footerText, clip: area)
            x += 2
        }
    }
}

/// A notice (a status message) on its own line over the footer, until the
/// next key or a few seconds pass.
struct NoticeWidget: Widget {
    var text: String

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        guard !area.isEmpty else { return }
        frame.buffer.fill(area, style: theme.notice)
        frame.buffer.write(
            " " + text.truncated(toWidth: area.width - 2), at: Point(x: area.x, y: area.y),
            style: theme.notice, clip: area)
    }
}

/// The quiet dotted background of an empty secondary pane.
struct PatternWidget: Widget {
    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        frame.buffer.fill(area)
        for y in area.y..<area.maxY where (y - area.y) % 2 == 1 {
            // The dots' blanks in the dots' style (invisible, as it has no
            // background): one colour a row for the terminal, not a change
            // and back at every dot (16.7 KB → 5.5 KB for a 160x48 first frame).
            frame.buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: theme.pattern)
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
struct TooSmallWidget: Widget {
    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let theme = context.theme
        let minimum = ScreenLayout.minimumSize
        let top = max(0, area.height / 2 - 1)
        frame.buffer.writeCentered(localizer(.screen(.terminalTooSmall)), in: area, row: top, style: theme.title)
        if top + 1 < area.height {
            frame.buffer.writeCentered(
                localizer(.screen(.minimumSize(columns: minimum.columns, rows: minimum.rows))),
                in: area, row: top + 1, style: theme.secondaryText)
        }
    }
}
