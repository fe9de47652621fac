import TerminalKit

extension String {
    /// This text of parts ("17 tracks · 1:15:51 · free") in `width`
    /// columns: whole parts left off from the end until it fits, never a
    /// part cut into a fragment ("1:15:5…" reads as another time); only a
    /// first part too long alone is shortened.
    func fitted(toWidth width: Int) -> String {
        var parts = components(separatedBy: " · ")
        while parts.count > 1, parts.joined(separator: " · ").columnWidth > width { parts.removeLast() }
        return parts.joined(separator: " · ").truncated(toWidth: Swift.max(0, width))
    }
}
