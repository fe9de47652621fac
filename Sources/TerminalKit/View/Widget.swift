/// A part of the screen. Every widget has this one contract, as ratatui's
/// `Widget::render(area, buf)`: it draws itself into `area` of `frame`
/// (cells, and the regions a click can land on) from what it was given and
/// the render context, and nothing else. A widget never sees the whole
/// application state; a sheet over the screen is given the screen as its area.
///
/// The kit fixes the contract, not its types: `Target` is what a click can
/// land on and `Context` what drawing needs besides the widget's own values
/// (the application's language, theme and keys).
public protocol Widget {
    associatedtype Target: Hashable & Sendable
    associatedtype Context
    func render(in area: Rect, on frame: inout Frame<Target>, context: Context)
}
