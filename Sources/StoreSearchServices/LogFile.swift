import Glibc

/// An append-only log that keeps itself small: once the file would pass
/// `limit` bytes it becomes `NAME.1` (replacing the one before) and a new
/// file starts, so the log never takes much more than twice `limit` on
/// disk, however long or often the program runs.
///
/// Several processes may share the file: each line is one `write` to a
/// descriptor opened with `O_APPEND`, and a process that finds the file
/// was rotated by another carries on in the new one. Not thread-safe: the
/// program's `Log` holds it behind a lock (hence `@unchecked Sendable`).
public final class LogFile: @unchecked Sendable {
    /// 1 MB: weeks of ordinary use, and a bound a runaway cannot pass.
    public static let defaultLimit = 1 << 20
    /// The longest line kept; the rest of a longer one is cut.
    public static let lineLimit = 4096

    public let path: String
    public let limit: Int
    /// The open file; it changes when the log is rotated.
    public private(set) var descriptor: Int32 = -1

    /// Opens (creating it, readable by its owner only) the log at `path`,
    /// rotating it first when it is already full; nil when it cannot be opened.
    public init?(path: String, limit: Int = LogFile.defaultLimit) {
        self.path = path
        self.limit = limit
        guard reopen() else { return nil }
        _ = makeRoom(for: 0)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends `line` and a line break, in one write.
    public func append(_ line: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(line.utf8.count, Self.lineLimit) + 1)
        // Cut on a character's boundary, never inside one.
        for scalar in line.unicodeScalars {
            let encoded = UTF8.encode(scalar)!
            if bytes.count + encoded.count > Self.lineLimit { break }
            bytes.append(contentsOf: encoded)
        }
        bytes.append(0x0A)
        guard makeRoom(for: bytes.count) else { return }
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Rotates the log when `count` more bytes would take it past the
    /// limit. False when there is no room and none can be made (the file
    /// cannot be renamed, and is already twice the limit): the line is lost
    /// rather than the disk filled.
    private func makeRoom(for count: Int) -> Bool {
        var open = stat()
        guard fstat(descriptor, &open) == 0, open.st_size > 0, Int(open.st_size) + count > limit else { return true }
        // Another process may have rotated it already: the path then names
        // a newer file, which is where the lines go now.
        var named = stat()
        if stat(path, &named) == 0, named.st_ino != open.st_ino || named.st_dev != open.st_dev {
            guard reopen() else { return false }
            guard fstat(descriptor, &open) == 0, open.st_size > 0, Int(open.st_size) + count > limit else {
                return true
            }
        }
        guard rename(path, path + ".1") == 0, reopen() else { return Int(open.st_size) + count <= 2 * limit }
        return true
    }

    /// Opens `path` for appending, in place of the file open now.
    @discardableResult
    private func reopen() -> Bool {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        if descriptor >= 0 { close(descriptor) }
        descriptor = fd
        return true
    }
}
