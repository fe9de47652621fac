import StoreSearchCore
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
    /// The decision in words, as `--diagnose` says it; `mode` is what
    /// `--images` or config `images` asked for.
    public func words(for mode: ImageMode) -> LocalizedText {
        if reason == .chosen && mode == .off {
            return LocalizedText("no pictures: images = off", dutch: "geen hoezen: images = off")
        }
        let name = imageProtocol.map(\.rawValue) ?? "symbols"
        let why = Self.why(reason, mode: mode)
        return LocalizedText("\(name) (\(why.english))", dutch: "\(name) (\(why.dutch))")
    }

    private static func why(_ reason: Reason, mode: ImageMode) -> LocalizedText {
        switch reason {
        case .chosen:
            LocalizedText("images = \(mode.rawValue)", dutch: "images = \(mode.rawValue)")
        case .multiplexer(let name):
            LocalizedText(
                "inside \(name), which passes no pictures on", dutch: "binnen \(name), dat geen afbeeldingen doorgeeft")
        case .textOnly(let term):
            LocalizedText("TERM=\(term) draws no pictures", dutch: "TERM=\(term) tekent geen afbeeldingen")
        case .kittyAnswered:
            LocalizedText(
                "the terminal answered the kitty graphics query", dutch: "de terminal beantwoordde de kitty-vraag")
        case .environment(let hint):
            LocalizedText("\(hint) says so", dutch: "\(hint) zegt het")
        case .sixelAttribute:
            LocalizedText(
                "the terminal's attributes (Primary DA) include sixel",
                dutch: "de eigenschappen van de terminal (Primary DA) noemen sixel")
        case .sixelWithoutCellSize:
            LocalizedText(
                "sixel offered, but the cell size in pixels is unknown",
                dutch: "sixel aangeboden, maar de celgrootte in pixels is onbekend")
        case .noGraphics:
            LocalizedText("the terminal named no graphics", dutch: "de terminal noemde geen afbeeldingen")
        case .noAnswer:
            LocalizedText("the terminal did not answer", dutch: "de terminal antwoordde niet")
        case .noTerminal:
            LocalizedText("no terminal to ask", dutch: "geen terminal om te vragen")
        case .waiting:
            LocalizedText("waiting for the terminal's answers", dutch: "wacht op de antwoorden van de terminal")
        }
    }
}
