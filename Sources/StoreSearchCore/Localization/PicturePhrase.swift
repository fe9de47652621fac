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
        }
    }
}
