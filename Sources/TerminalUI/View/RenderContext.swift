import StoreSearchCore

/// What drawing needs besides the state: language, look, and a few facts
/// about the session.
public struct RenderContext: Sendable {
    public var localizer: Localizer
    public var theme: Theme
    /// Advances while something animates (the loading spinner); 0 when
    /// animations are off, so the screen depends on the state alone.
    public var animationFrame: Int

    public init(localizer: Localizer, theme: Theme = .standard, animationFrame: Int = 0) {
        self.localizer = localizer
        self.theme = theme
        self.animationFrame = animationFrame
    }
}
