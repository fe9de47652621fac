/// The command palette: it opens over whatever is on screen, keeps what is
/// typed to find a command, and closes. Which commands there are, whether
/// they work and what they do are the commands' (`paletteEntries`,
/// `updateCommand`): choosing one closes the palette and runs it where the
/// user was.

extension AppState {
    mutating func updatePalette(_ message: PaletteMessage) -> [Effect] {
        switch message {
        case .open:
            guard topOverlay != .palette else { return [] }
            palette = PaletteState()
            overlays.append(.palette)
        case .edit(let edit):
            guard topOverlay == .palette, palette.query.apply(edit) else { return [] }
            palette.selection = 0
        case .select(let row):
            palette.selection = min(max(0, row), max(0, paletteEntries.count - 1))
        case .move(let rows):
            palette.selection = min(max(0, paletteSelection + rows), max(0, paletteEntries.count - 1))
        case .choose:
            let entries = paletteEntries
            guard topOverlay == .palette, entries.indices.contains(paletteSelection) else { return [] }
            let entry = entries[paletteSelection]
            guard entry.availability == .works else {
                if let reason = entry.availability.reason { alerts.notice = .unavailable(reason) }
                return []
            }
            overlays.removeLast()
            return updateCommand(entry.command)
        case .close:
            if topOverlay == .palette { overlays.removeLast() }
        }
        return []
    }
}
