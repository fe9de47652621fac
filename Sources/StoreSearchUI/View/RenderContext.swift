import StoreSearchModel
import TerminalKit

/// What drawing needs besides the state: language, look, the terminal's
/// colours, and the pictures at hand. A frame is a function of the state
/// and these, nothing else.
public struct RenderContext: Sendable {
    public var localizer: Localizer
    public var theme: Theme
    /// The colours artwork is drawn in.
    public var colorDepth: ColorDepth
    /// The pictures at hand; nil draws placeholders and generated covers only.
    public var artwork: ArtworkSnapshot?
    /// The keys in force, which the footer, help and the palette name.
    public var bindings: Bindings

    public init(
        localizer: Localizer, theme: Theme = .standard, colorDepth: ColorDepth = .palette256,
        artwork: ArtworkSnapshot? = nil, bindings: Bindings = .standard
    ) {
        self.localizer = localizer
        self.theme = theme
        self.colorDepth = theme.usesColor ? colorDepth : .none
        self.artwork = artwork
        self.bindings = bindings
    }
}
