/// Inputs past their bounds (`InputLimits`), files that are not what they
/// should be, and writes that did not happen: what the program says of
/// them, where they happen.
public enum FilePhrase: Hashable, Sendable {
    /// Why a catalog is refused: larger than a catalog may be (a clause, after "cannot read …:").
    case catalogTooLarge(maximumBytes: Int, isStream: Bool)
    /// A line of `search --batch` past `InputLimits.batchLineBytes` (1 is the first line).
    case batchLineTooLong(line: Int, maximumBytes: Int)
}

extension FilePhrase {
    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .dutch: dutch
        }
    }

    var english: String {
        switch self {
        case .catalogTooLarge(let bytes, false):
            "it is larger than \(InputLimits.describe(bytes: bytes)), the most a catalog may be"
        case .catalogTooLarge(let bytes, true):
            "it holds more than \(InputLimits.describe(bytes: bytes)), the most read from a pipe, FIFO or device"
        case .batchLineTooLong(let line, let bytes):
            "line \(line) of standard input is longer than \(InputLimits.describe(bytes: bytes)), the longest search term read; stopped there"
        }
    }

    var dutch: String {
        switch self {
        case .catalogTooLarge(let bytes, false):
            "het is groter dan \(InputLimits.describe(bytes: bytes)), het meeste dat een catalogus mag zijn"
        case .catalogTooLarge(let bytes, true):
            "het bevat meer dan \(InputLimits.describe(bytes: bytes)), het meeste dat uit een pijp, FIFO of apparaat gelezen wordt"
        case .batchLineTooLong(let line, let bytes):
            "regel \(line) van standaardinvoer is langer dan \(InputLimits.describe(bytes: bytes)), de langste zoekterm die gelezen wordt; daar is gestopt"
        }
    }
}
