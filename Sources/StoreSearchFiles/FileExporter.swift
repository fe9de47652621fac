import Foundation
import StoreSearchFormats
import StoreSearchItems

/// Writes results to a file the user names: JSON in the store's answer
/// shape (`StoreResponseEncoder`, which `--catalog` reads back) or the TSV
/// of `storesearch search --format tsv` (`ResultTable.tabSeparated`).
///
/// `~/…` is in the home folder; a relative path is taken from the
/// current folder (`~user` is not expanded: it is a relative name). The
/// file is written whole (a temporary file beside it, then renamed or
/// linked into place), readable by its owner only (0600, whatever the
/// umask: it lists what was searched, as the history does), and an existing file is never replaced unless `overwrite` is asked: the
/// new file is hard-linked into place, which fails when the name is taken,
/// so a file that appears meanwhile is not replaced either. A name that is
/// not a regular file (a folder, `dir/`, a symbolic link, a FIFO, a device)
/// is refused before anything is written, and never replaced. The folder
/// must exist.
public struct FileExporter: Sendable {
    public let home: String
    public let currentDirectory: String

    public init(home: String, currentDirectory: String) {
        self.home = home
        self.currentDirectory = currentDirectory
    }

    public func export(_ results: [SearchResult], to path: String, format: ExportFormat, overwrite: Bool)
        -> ExportOutcome
    {
        // "dir/" and "~" name folders.
        guard let target = resolve(path) else { return .failed(.notAFile(.folder)) }
        if let kind = SafeFile.kind(at: target) { return .failed(.notAFile(kind)) }
        let data: Data
        switch format {
        case .json: data = StoreResponseEncoder.encode(results) + Data("\n".utf8)
        case .tsv: data = Data(ResultTable.tabSeparated(results).utf8)
        }
        let temporary: String
        do {
            temporary = try StateFile.writeTemporary(data, beside: target, mode: 0o600, exactMode: true)
        } catch {
            return .failed(error)
        }
        defer { unlink(temporary) }
        if overwrite {
            // Looked at again: it may have become a FIFO since it was asked about.
            if let kind = SafeFile.kind(at: target) { return .failed(.notAFile(kind)) }
            guard rename(temporary, target) == 0 else { return .failed(.system(SafeFile.describe(errno))) }
        } else if link(temporary, target) != 0 {
            switch errno {
            case EEXIST:
                return .exists(path: target)
            case EPERM, ENOTSUP, EXDEV, EMLINK:
                // A file system without hard links (FAT, some network ones):
                // look, then rename; the name could be taken in between.
                var info = stat()
                guard lstat(target, &info) != 0 && errno == ENOENT else { return .exists(path: target) }
                guard rename(temporary, target) == 0 else { return .failed(.system(SafeFile.describe(errno))) }
            default:
                return .failed(.system(SafeFile.describe(errno)))
            }
        }
        StateFile.syncFolder(of: target)
        return .written(path: target)
    }

    /// `path` as an absolute path: `~` expanded, a relative path joined to
    /// the current folder. Nil for an empty path or one naming a folder (`…/`, `~`).
    public func resolve(_ path: String) -> String? {
        guard !path.isEmpty, !path.hasSuffix("/") else { return nil }
        if path == "~" { return nil }
        if path.hasPrefix("~/") { return Self.join(home, String(path.dropFirst(2))) }
        if path.hasPrefix("/") { return path }
        return Self.join(currentDirectory, path)
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
