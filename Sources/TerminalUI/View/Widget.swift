/// A part of the screen. Every widget has this one contract, as ratatui's
/// `Widget::render(area, buf)`: it draws itself into `area` of `frame`
/// (cells, and the regions a click can land on) from what it was given and
/// the render context, and nothing else. A widget never sees the whole
/// application state; a sheet over the screen is given the screen as its area.
protocol Widget {
    func render(in area: Rect, on frame: inout Frame, context: RenderContext)
}
