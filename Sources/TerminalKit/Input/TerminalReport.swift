/// An answer the terminal sent to a query the program asked at start-up
/// (what it can draw, how large its cells are). The key decoder reads them
/// out of the input, so they never become keys and keys typed around them
/// stay intact; the program hands them to the backend.
public enum TerminalReport: Hashable, Sendable {
    /// Primary device attributes (`CSI ? 62 ; 4 ; 22 c`): the attributes
    /// the terminal says it has; 4 is sixel graphics.
    case primaryAttributes([Int])
    /// The kitty graphics query's answer (`APC G i=31 ; OK ST`): whether it
    /// was OK, and the image id it names.
    case kittyGraphics(id: Int?, ok: Bool)
    /// A character cell's size in pixels (`CSI 6 ; height ; width t`).
    case cellPixels(width: Int, height: Int)
    /// The text area's size in pixels (`CSI 4 ; height ; width t`).
    case windowPixels(width: Int, height: Int)
    /// A private mode's state (DECRPM, `CSI ? mode ; state $ y`): 1 set,
    /// 2 reset, 3 always set, 4 always reset, 0 not known to the terminal.
    case privateMode(Int, state: Int)

    /// The report in a CSI sequence (marker, parameters, final), if it is one.
    static func csi(marker: UInt8?, parameters: [Int?], final: UInt8) -> TerminalReport? {
        let numbers = parameters.map { $0 ?? 0 }
        switch (marker, final) {
        case (UInt8(ascii: "?"), UInt8(ascii: "c")) where !numbers.isEmpty:
            return .primaryAttributes(numbers)
        case (nil, UInt8(ascii: "t")) where numbers.count == 3 && numbers[1] > 0 && numbers[2] > 0:
            switch numbers[0] {
            case 6: return .cellPixels(width: numbers[2], height: numbers[1])
            case 4: return .windowPixels(width: numbers[2], height: numbers[1])
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The report in an APC string's content (after `ESC _`), if it is one:
    /// `Gi=31;OK`, `Gi=31;ENOENT:…`.
    static func apc(_ content: [UInt8]) -> TerminalReport? {
        guard content.first == UInt8(ascii: "G"), let semicolon = content.firstIndex(of: UInt8(ascii: ";"))
        else { return nil }
        let keys = String(decoding: content[1..<semicolon], as: UTF8.self)
        let message = String(decoding: content[(semicolon + 1)...], as: UTF8.self)
        var id: Int?
        for pair in keys.split(separator: ",") where pair.hasPrefix("i=") {
            id = Int(pair.dropFirst(2))
        }
        return .kittyGraphics(id: id, ok: message == "OK")
    }
}
