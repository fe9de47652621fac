import StoreSearchText

/// Why a file was not read or written: the system's words, or a name taken
/// by something the program never follows, reads from or replaces.
///
/// The program's own files (the log, the history and favourites and their
/// locks, drafts) and the files it writes for the user (Save Results) are
/// regular files, or nothing: a symbolic link would send a write somewhere
/// else, a FIFO would hang the program in `open`, and a device or a FIFO
/// would stop being one if a file were renamed over it.
public enum FileFailure: Error, Hashable, Sendable {
    /// The system's words ("No space left on device", "Permission denied").
    case system(String)
    /// The name is something other than a regular file.
    case notAFile(SpecialFile)

    /// The system's words cleaned (as all text from outside), to be shown.
    public var cleaned: FileFailure {
        guard case .system(let reason) = self else { return self }
        return .system(Sanitizer.clean(reason))
    }

    /// In English, for the log.
    public var logText: String {
        switch self {
        case .system(let reason): reason
        case .notAFile(let kind): "it is \(kind.englishName), not a regular file; never followed or replaced"
        }
    }
}

/// What a name can be besides a regular file.
public enum SpecialFile: Hashable, Sendable {
    case symbolicLink, fifo, device, socket, folder

    var englishName: String {
        switch self {
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO"
        case .device: "a device"
        case .socket: "a socket"
        case .folder: "a folder"
        }
    }
}
