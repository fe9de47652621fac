import StoreSearchText

/// Why pictures are drawn the way they are (`--diagnose`): what was asked
/// for, or what the terminal and its environment said. The reasons of the
/// terminal backend's decision (TerminalKit's `ImageDecision.Reason`), said.
public enum PicturePhrase: LocalizedPhrase {
    /// `images = MODE` named it.
    case chosen(mode: String)
    /// Inside tmux or screen, which pass no pictures on.
    case multiplexer(String)
    /// A terminal that draws no pictures (TERM=linux, dumb).
    case textOnly(term: String)
    case kittyAnswered
    /// The environment names a terminal known to draw them (`KITTY_WINDOW_ID`).
    case environment(hint: String)
    case sixelAttribute
    case sixelWithoutCellSize
    case noGraphics
    case noAnswer
    case noTerminal
    case waiting
    /// `images = MODE` asked for sixel, and Primary DA named no sixel.
    case refusedNoSixel(mode: String)
    /// `images = MODE` asked for kitty, and the terminal answered Primary DA but not kitty's query.
    case refusedNoKitty(mode: String)
    /// `images = MODE` asked for iTerm2's pictures, and kitty (which draws none) answered.
    case refusedKitty(mode: String)
    /// The terminal's cell size in pixels, beyond what is believed.
    case cellSizeOutOfBounds(width: Int, height: Int)
}

extension PicturePhrase {
    public var words: LocalizedText {
        switch self {
        case .chosen(let mode): LocalizedText("images = \(mode)", dutch: "images = \(mode)")
        case .multiplexer(let name):
            LocalizedText(
                "inside \(name), which passes no pictures on", dutch: "binnen \(name), dat geen afbeeldingen doorgeeft")
        case .textOnly(let term):
            LocalizedText("TERM=\(term) draws no pictures", dutch: "TERM=\(term) tekent geen afbeeldingen")
        case .kittyAnswered:
            LocalizedText(
                "the terminal answered the kitty graphics query", dutch: "de terminal beantwoordde de kitty-vraag")
        case .environment(let hint): LocalizedText("\(hint) says so", dutch: "\(hint) zegt het")
        case .sixelAttribute:
            LocalizedText(
                "the terminal's attributes (Primary DA) include sixel",
                dutch: "de eigenschappen van de terminal (Primary DA) noemen sixel")
        case .sixelWithoutCellSize:
            LocalizedText(
                "sixel offered, but the cell size in pixels is unknown",
                dutch: "sixel aangeboden, maar de celgrootte in pixels is onbekend")
        case .noGraphics: LocalizedText("the terminal named no graphics", dutch: "de terminal noemde geen afbeeldingen")
        case .noAnswer: LocalizedText("the terminal did not answer", dutch: "de terminal antwoordde niet")
        case .noTerminal: LocalizedText("no terminal to ask", dutch: "geen terminal om te vragen")
        case .waiting:
            LocalizedText("waiting for the terminal's answers", dutch: "wacht op de antwoorden van de terminal")
        case .refusedNoSixel(let mode):
            LocalizedText(
                "images = \(mode), but the terminal's attributes (Primary DA) name no sixel",
                dutch: "images = \(mode), maar de eigenschappen van de terminal (Primary DA) noemen geen sixel")
        case .refusedNoKitty(let mode):
            LocalizedText(
                "images = \(mode), but the terminal did not answer the kitty graphics query",
                dutch: "images = \(mode), maar de terminal beantwoordde de kitty-vraag niet")
        case .refusedKitty(let mode):
            LocalizedText(
                "images = \(mode), but kitty answered, which draws no iTerm2 pictures",
                dutch: "images = \(mode), maar kitty antwoordde, dat geen iTerm2-afbeeldingen tekent")
        case .cellSizeOutOfBounds(let width, let height):
            LocalizedText(
                "the terminal's cells of \(width)x\(height) pixels are beyond belief",
                dutch: "de cellen van de terminal van \(width)x\(height) pixels zijn ongeloofwaardig")
        }
    }
}
