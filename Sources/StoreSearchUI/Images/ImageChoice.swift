import StoreSearchDiagnostics
import TerminalKit

extension ImageMode {
    /// What the terminal backend is asked for: `auto` detects; kitty, sixel
    /// and iterm are taken outright; symbols and off draw no pixels.
    public var request: ImageRequest {
        switch self {
        case .auto: .detect
        case .kitty: .always(.kitty)
        case .sixel: .always(.sixel)
        case .iterm: .always(.iterm)
        case .symbols, .off: .never
        }
    }
}

extension ImageDecision {
    /// The decision as `--diagnose` says it; `mode` is what `--images` or
    /// config `images` asked for.
    public func phrase(for mode: ImageMode) -> DiagnosticsPhrase {
        if reason == .chosen && mode == .off { return .noPictures }
        return .pictures(imageProtocol.map(\.rawValue) ?? ImageMode.symbols.rawValue, because: why(mode))
    }

    private func why(_ mode: ImageMode) -> PicturePhrase {
        switch reason {
        case .chosen: .chosen(mode: mode.rawValue)
        case .multiplexer(let name): .multiplexer(name)
        case .textOnly(let term): .textOnly(term: term)
        case .kittyAnswered: .kittyAnswered
        case .environment(let hint): .environment(hint: hint)
        case .sixelAttribute: .sixelAttribute
        case .sixelWithoutCellSize: .sixelWithoutCellSize
        case .noGraphics: .noGraphics
        case .noAnswer: .noAnswer
        case .noTerminal: .noTerminal
        case .waiting: .waiting
        case .refused(_, .noSixelAttribute): .refusedNoSixel(mode: mode.rawValue)
        case .refused(_, .noKittyAnswer): .refusedNoKitty(mode: mode.rawValue)
        case .refused(_, .kitty): .refusedKitty(mode: mode.rawValue)
        case .cellSizeOutOfBounds(let size): .cellSizeOutOfBounds(width: size.columns, height: size.rows)
        }
    }
}
