import StoreSearchCore

/// What drawing needs besides the state: language, look, and a few facts
/// about the session.
public struct RenderContext: Sendable {
    public var localizer: Localizer
    public var theme: Theme
    /// Advances while something animates (the loading spinner); 0 when
    /// animations are off, so the screen depends on the state alone.
    public var animationFrame: Int
    /// The colours artwork is drawn in.
    public var colorDepth: ColorDepth
    /// Loaded pictures; nil draws placeholders and generated covers only.
    public var artwork: (any ArtworkSource)?

    public init(localizer: Localizer, theme: Theme = .standard, animationFrame: Int = 0,
                colorDepth: ColorDepth = .palette256, artwork: (any ArtworkSource)? = nil) {
        self.localizer = localizer
        self.theme = theme
        self.animationFrame = animationFrame
        self.colorDepth = theme.usesColor ? colorDepth : .none
        self.artwork = artwork
    }
}
