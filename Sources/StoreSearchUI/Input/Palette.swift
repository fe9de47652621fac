import StoreSearchCore
import TerminalKit

/// A row of the command palette: a command, its keys where the user is,
/// whether it works there now, and how it matched what was typed.
public struct PaletteEntry: Sendable {
    public let command: KeyCommand
    public let title: String
    /// Its keys where the palette was opened (else anywhere), as labels.
    public let keys: String
    public let availability: Availability
    /// Which characters of `title` matched what was typed (for underlining).
    public let matched: [Int]
}

/// The command palette's rows: every command of the table, made for the
/// place the palette was opened from (the screen under it). Typing filters
/// them fuzzily; with nothing typed, what works there comes first.
enum Palette {
    /// With nothing typed, what acts comes before what moves and edits.
    static let sectionOrder: [KeySection] = [.item, .shaping, .history, .menu, .compose, .everywhere, .moving, .field]

    /// A key typed by its name ranks above any match of letters.
    private static let keyMatch = 1_000

    /// The screen under the palette: where its commands run.
    static func beneath(_ scene: KeyScene) -> KeyScene {
        var state = scene.state
        if state.topOverlay == .palette { state.overlays.removeLast() }
        return KeyScene(state: state, context: KeyContext(state), frame: scene.frame, bindings: scene.bindings)
    }

    static func entries(for scene: KeyScene) -> [PaletteEntry] {
        let under = beneath(scene)
        let language = scene.language
        let query = scene.state.palette.query.text
        var rows: [(entry: PaletteEntry, score: Int, order: Int)] = []
        let foldedQuery = TextFolding.fold(query.trimmingSpaces)
        for (order, command) in KeyCommand.table.enumerated() {
            let title = command.label.text(in: language)
            let here = scene.bindings.keys(for: command.name, in: under.context)
            let keys = (here.isEmpty ? scene.bindings.keys(for: command.name) : here).map(\.label)
            let byTitle = FuzzyMatch.match(query, in: title)
            // Its config name matches as words do; a key only by its name ("f8", "alt-p").
            var byOther = FuzzyMatch.match(query, in: command.name.rawValue)?.score
            if foldedQuery.count >= 2, keys.contains(where: { TextFolding.fold($0).hasPrefix(foldedQuery) }) {
                byOther = Self.keyMatch
            }
            guard byTitle != nil || byOther != nil else { continue }
            let availability =
                command.name == "commands"
                ? .unavailable(HelpPhrase.paletteIsOpen.words) : command.availability(in: under)
            let entry = PaletteEntry(
                command: command, title: title, keys: keys.joined(separator: " "), availability: availability,
                matched: byTitle?.positions ?? [])
            // Its name as shown counts first; the config name or a key only when the name does not match.
            rows.append((entry, byTitle?.score ?? byOther ?? Int.min, order))
        }
        let works = { (entry: PaletteEntry) in entry.availability == .works ? 0 : 1 }
        let section = { (entry: PaletteEntry) in Self.sectionOrder.firstIndex(of: entry.command.section) ?? 0 }
        return rows.sorted {
            if query.isEmpty {
                return (works($0.entry), section($0.entry), $0.order) < (works($1.entry), section($1.entry), $1.order)
            }
            return (-$0.score, works($0.entry), $0.order) < (-$1.score, works($1.entry), $1.order)
        }.map(\.entry)
    }

    /// Enter on row `row`: the palette closes and the command runs where
    /// the user was; a command that cannot run there says why instead.
    static func run(_ row: Int, _ scene: KeyScene) -> [Message] {
        let entries = entries(for: scene)
        guard entries.indices.contains(row) else { return [] }
        let entry = entries[row]
        guard entry.availability == .works else {
            return entry.availability.reason.map { [.alert(.showNotice(.unavailable($0)))] } ?? []
        }
        return [.palette(.close)] + entry.command.run(beneath(scene))
    }
}
