import Foundation
import StoreSearchFiles
import StoreSearchText

/// Keeps support mail as `.eml` files under
/// `$XDG_DATA_HOME/storesearch/drafts/`: every message is written here
/// before delivery starts and removed only once the transport took it, so a
/// message is never lost.
public struct DraftStore: Sendable {
    public let directory: URL
    /// The largest draft read back: far more than any message typed.
    public static let maximumBytes = InputLimits.draftBytes

    public init(directory: URL) {
        self.directory = directory
    }

    /// Writes `message` as a draft, readable by its owner only, and returns
    /// its path: a new file, or `existing` replaced. The text goes to a
    /// temporary file first and is renamed into place once it is on disk,
    /// so a crash or a full disk never leaves half a draft, or an old draft
    /// half overwritten. Failures are the system's own (`POSIXError`: "Not a
    /// directory", "No space left on device"), so they can be told as they
    /// are, or a `FileFailure` when a draft's name is not a regular file (a
    /// link, a FIFO), which is never replaced.
    public func save(_ message: String, replacing existing: String? = nil, now: Date = Date()) throws -> String {
        try SafeFile.makeFolders(directory.path)
        let path =
            existing.flatMap { isDraft($0) ? $0 : nil } ?? directory.appendingPathComponent(Self.newName(now)).path
        try SafeFile.checkReplaceable(path)
        let temporary = directory.appendingPathComponent(".writing-\(UUID().uuidString.prefix(12).lowercased())").path
        let fd = try SafeFile.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL).get()
        if let failure = SafeFile.writeAll(Data(message.utf8), to: fd) {
            close(fd)
            unlink(temporary)
            throw failure
        }
        guard fsync(fd) == 0 || errno == EINVAL, close(fd) == 0, rename(temporary, path) == 0 else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            unlink(temporary)
            throw POSIXError(code)
        }
        return path
    }

    /// "support-20261130-093718-1a2b3c4d.eml": sorts by time, never collides.
    private static func newName(_ now: Date) -> String {
        var time = time_t(now.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&time, &parts)
        var stamp = [UInt8](repeating: 0, count: 32)
        let length = stamp.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { strftime($0.baseAddress, $0.count, "%Y%m%d-%H%M%S", &parts) }
        }
        return
            "support-\(String(decoding: stamp.prefix(length), as: UTF8.self))-\(UUID().uuidString.prefix(8).lowercased()).eml"
    }

    /// Whether `path` is a draft in this folder (only those are replaced or removed).
    private func isDraft(_ path: String) -> Bool {
        URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
            == directory.standardizedFileURL.path
            && path.hasSuffix(".eml")
    }

    /// The drafts, newest first (by the time they were last written), with
    /// their text. A temporary file a killed program left behind (an
    /// autosave cut off by `kill -9`) goes once it is ten minutes old: no
    /// program is still writing it then, and its draft is the file before.
    public func newest(limit: Int = 20, now: Date = Date()) -> [(path: String, text: String, written: Date)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        var drafts: [(path: String, written: Date)] = []
        for name in names where name.hasPrefix(".writing-") || (name.hasSuffix(".eml") && !name.hasPrefix(".")) {
            let path = directory.appendingPathComponent(name).path
            // A link, a FIFO or a device is no draft: never followed or read.
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let written = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
            if name.hasPrefix(".writing-") {
                if now.timeIntervalSince(written) > 600 { unlink(path) }
                continue
            }
            guard info.st_size < Self.maximumBytes else { continue }
            drafts.append((path, written))
        }
        return drafts.sorted { ($0.written, $0.path) > ($1.written, $1.path) }.prefix(limit).compactMap { draft in
            guard case .success(let data)? = SafeFile.read(draft.path, limit: Self.maximumBytes) else { return nil }
            return (draft.path, String(decoding: data, as: UTF8.self), draft.written)
        }
    }

    public func remove(_ path: String) {
        guard isDraft(path) else { return }
        unlink(path)
    }
}
