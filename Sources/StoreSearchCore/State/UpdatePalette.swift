/// The command palette: it opens over whatever is on screen, keeps what is
/// typed to find a command, and closes. Which commands there are, and what
/// running one does, belong to the key table; the palette only sends
/// `close` before a command's own messages.
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
            palette.selection = max(0, row)
        case .close:
            if topOverlay == .palette { overlays.removeLast() }
        }
        return []
    }
}
