import StoreSearchText
import TerminalKit

extension Size {
    /// The largest size the program lays out (`InputLimits`): a larger
    /// terminal is drawn at this size, in its top-left corner.
    public static let largestLaidOut = Size(columns: InputLimits.terminalColumns, rows: InputLimits.terminalRows)

    /// This size, at most `largestLaidOut` each way.
    public var laidOut: Size { atMost(Self.largestLaidOut) }
}
