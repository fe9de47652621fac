import StoreSearchItems
import StoreSearchText

/// Inputs past their bounds (`InputLimits`), files that are not what they
/// should be, and writes that did not happen: what the program says of
/// them, where they happen.
public enum FilePhrase: LocalizedPhrase {
    /// Why a catalog is refused: larger than a catalog may be (a clause, after "cannot read …:").
    case catalogTooLarge(maximumBytes: Int, isStream: Bool)
    /// A line of `search --batch` past `InputLimits.batchLineBytes` (1 is the first line).
    case batchLineTooLong(line: Int, maximumBytes: Int)
    /// Why a file was not read or written, as a clause ("it is a FIFO, not a file").
    case reason(FileFailure)
    /// Marking (true) or unmarking a favourite was not written.
    case favouriteNotSaved(marked: Bool, FileFailure)
    /// A search was not added to the history.
    case historyNotKept(FileFailure)
    /// A file of the program's own (the log, the history, the favourites) is
    /// not used: why first (a notice is cut on the right), then its path.
    case notUsed(path: String, FileFailure)
    /// Quitting with a support mail no draft could be written of: its text follows (on standard error).
    case mailTextFollows(reason: String)
}

extension FilePhrase {
    public var words: LocalizedText {
        switch self {
        case .catalogTooLarge(let bytes, false):
            LocalizedText(
                "it is larger than \(InputLimits.describe(bytes: bytes)), the most a catalog may be",
                dutch: "het is groter dan \(InputLimits.describe(bytes: bytes)), het meeste dat een catalogus mag zijn")
        case .catalogTooLarge(let bytes, true):
            LocalizedText(
                "it holds more than \(InputLimits.describe(bytes: bytes)), the most read from a pipe, FIFO or device",
                dutch:
                    "het bevat meer dan \(InputLimits.describe(bytes: bytes)), het meeste dat uit een pijp, FIFO of apparaat gelezen wordt"
            )
        case .batchLineTooLong(let line, let bytes):
            LocalizedText(
                "line \(line) of standard input is longer than \(InputLimits.describe(bytes: bytes)), the longest search term read; stopped there",
                dutch:
                    "regel \(line) van standaardinvoer is langer dan \(InputLimits.describe(bytes: bytes)), de langste zoekterm die gelezen wordt; daar is gestopt"
            )
        case .reason(.system(let reason)): LocalizedText(reason, dutch: reason)
        case .reason(.notAFile(let kind)):
            switch kind {
            case .symbolicLink:
                LocalizedText(
                    "it is a symbolic link, which is never followed",
                    dutch: "het is een symbolische koppeling, die nooit gevolgd wordt")
            case .fifo: LocalizedText("it is a FIFO, not a file", dutch: "het is een FIFO, geen bestand")
            case .device: LocalizedText("it is a device, not a file", dutch: "het is een apparaat, geen bestand")
            case .socket: LocalizedText("it is a socket, not a file", dutch: "het is een socket, geen bestand")
            case .folder:
                LocalizedText("it is a folder: name a file in it", dutch: "het is een map: noem er een bestand in")
            }
        case .favouriteNotSaved(let marked, let failure):
            LocalizedText(
                "\(marked ? "Not added to" : "Not removed from") your favourites: \(FilePhrase.reason(failure).words.english).",
                dutch:
                    "\(marked ? "Niet aan je favorieten toegevoegd" : "Niet uit je favorieten gehaald"): \(FilePhrase.reason(failure).words.dutch)."
            )
        case .historyNotKept(let failure):
            LocalizedText(
                "This search was not kept in the history: \(FilePhrase.reason(failure).words.english).",
                dutch:
                    "Deze zoekopdracht is niet in de geschiedenis bewaard: \(FilePhrase.reason(failure).words.dutch).")
        case .notUsed(let path, let failure):
            LocalizedText(
                "Not used (\(FilePhrase.reason(failure).words.english)): \(path)",
                dutch: "Niet gebruikt (\(FilePhrase.reason(failure).words.dutch)): \(path)")
        case .mailTextFollows(let reason):
            LocalizedText(
                "the support mail could not be saved as a draft (\(reason)); here is its text, to copy:",
                dutch:
                    "de supportmail kon niet als concept worden bewaard (\(reason)); hier is de tekst, om te kopiëren:")
        }
    }
}
