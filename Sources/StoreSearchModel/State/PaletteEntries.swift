import StoreSearchText

/// A row of the command palette: a command, whether it works where the
/// palette was opened, and how it matched what was typed.
public struct PaletteEntry: Hashable, Sendable {
    public let command: Command
    /// Its name as the state has it ("Unmark favourite"), in the language shown.
    public let title: String
    public let availability: Availability
    /// Which characters of `title` matched what was typed (for underlining).
    public let matched: [Int]
}

/// The command palette's rows: every command, judged in the place the
/// palette was opened from (the screen under it). Typing filters them
/// fuzzily, by name, config name or key; with nothing typed, what works
/// there comes first, what acts before what moves and edits.
extension AppState {
    /// With nothing typed, what acts comes before what moves and edits.
    static let paletteSectionOrder: [KeySection] = [
        .item, .shaping, .history, .menu, .compose, .everywhere, .moving, .field,
    ]

    /// A key typed by its name ranks above any match of letters.
    private static let keyMatch = 1_000

    /// The screen under the palette: where its commands run.
    public var underPalette: AppState {
        var state = self
        if state.topOverlay == .palette { state.overlays.removeLast() }
        return state
    }

    public var paletteEntries: [PaletteEntry] {
        let under = underPalette
        let language = session.language
        let query = palette.query.text
        let foldedQuery = TextFolding.fold(query.trimmingSpaces)
        var rows: [(entry: PaletteEntry, score: Int, order: Int)] = []
        for (order, command) in Command.allCases.enumerated() {
            let title = under.label(of: command).text(in: language)
            let byTitle = FuzzyMatch.match(query, in: title)
            // Its config name matches as words do; a key only by its name ("f8", "alt-p").
            var byOther = FuzzyMatch.match(query, in: command.rawValue)?.score
            let keys = session.commandKeys[command] ?? []
            if foldedQuery.count >= 2, keys.contains(where: { TextFolding.fold($0).hasPrefix(foldedQuery) }) {
                byOther = Self.keyMatch
            }
            guard byTitle != nil || byOther != nil else { continue }
            let availability =
                command == .commands ? .unavailable(HelpPhrase.paletteIsOpen.words) : under.availability(of: command)
            let entry = PaletteEntry(
                command: command, title: title, availability: availability, matched: byTitle?.positions ?? [])
            // Its name as shown counts first; the config name or a key only when the name does not match.
            rows.append((entry, byTitle?.score ?? byOther ?? Int.min, order))
        }
        let works = { (entry: PaletteEntry) in entry.availability == .works ? 0 : 1 }
        let section = { (entry: PaletteEntry) in
            Self.paletteSectionOrder.firstIndex(of: entry.command.section) ?? 0
        }
        return rows.sorted {
            if query.isEmpty {
                return (works($0.entry), section($0.entry), $0.order) < (works($1.entry), section($1.entry), $1.order)
            }
            return (-$0.score, works($0.entry), $0.order) < (-$1.score, works($1.entry), $1.order)
        }.map(\.entry)
    }

    /// The highlighted row, among the rows there are.
    public var paletteSelection: Int { min(palette.selection, max(0, paletteEntries.count - 1)) }
}
