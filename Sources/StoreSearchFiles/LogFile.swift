import Glibc
import StoreSearchItems
import StoreSearchText
import Synchronization

/// An append-only log that keeps itself small: once the file would pass
/// `limit` bytes it becomes `NAME.1` (replacing the one before) and a new
/// file starts, so the log never takes much more than twice `limit` on
/// disk, however long or often the program runs.
///
/// Several processes may share the file: each line is one `write` to a
/// descriptor opened with `O_APPEND`, and a process that finds the file
/// was rotated by another carries on in the new one. Threads append one
/// line at a time (the open file behind a `Mutex`).
public final class LogFile: Sendable {
    /// 1 MB: weeks of ordinary use, and a bound a runaway cannot pass.
    public static let defaultLimit = InputLimits.logBytes
    /// The longest line kept; the rest of a longer one is cut.
    public static let lineLimit = InputLimits.logLineBytes

    public let path: String
    public let limit: Int
    /// The open file; it changes when the log is rotated.
    private let open = Mutex<Int32>(-1)

    /// The open file now.
    public var descriptor: Int32 { open.withLock { $0 } }

    /// Opens (creating it, readable by its owner only) the log at `path`,
    /// rotating it first when it is already full; why not, when it cannot
    /// be opened. A name that is not a regular file (a symbolic link, whose
    /// target would take the lines; a FIFO, whose `open` would wait for a
    /// reader for ever) is never used.
    public static func open(path: String, limit: Int = LogFile.defaultLimit) -> Result<LogFile, FileFailure> {
        let file = LogFile(path: path, limit: limit)
        let failure = file.open.withLock { descriptor in
            let failure = file.reopen(&descriptor)
            if failure == nil { _ = file.makeRoom(for: 0, in: &descriptor) }
            return failure
        }
        return failure.map { .failure($0) } ?? .success(file)
    }

    private init(path: String, limit: Int) {
        self.path = path
        self.limit = limit
    }

    deinit {
        open.withLock { if $0 >= 0 { close($0) } }
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
        open.withLock { descriptor in
            guard makeRoom(for: bytes.count, in: &descriptor) else { return }
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
    }

    /// Rotates the log when `count` more bytes would take it past the
    /// limit. False when there is no room and none can be made (the file
    /// cannot be renamed, and is already twice the limit): the line is lost
    /// rather than the disk filled.
    private func makeRoom(for count: Int, in descriptor: inout Int32) -> Bool {
        var open = stat()
        guard fstat(descriptor, &open) == 0, open.st_size > 0, Int(open.st_size) + count > limit else { return true }
        // Another process may have rotated it already: the path then names
        // a newer file, which is where the lines go now.
        var named = stat()
        if lstat(path, &named) == 0, named.st_ino != open.st_ino || named.st_dev != open.st_dev {
            guard reopen(&descriptor) == nil else { return false }
            guard fstat(descriptor, &open) == 0, open.st_size > 0, Int(open.st_size) + count > limit else {
                return true
            }
        }
        guard rename(path, path + ".1") == 0, reopen(&descriptor) == nil else {
            return Int(open.st_size) + count <= 2 * limit
        }
        return true
    }

    /// Opens `path` for appending, in place of the file open now; why not,
    /// when it cannot be (the file open now stays).
    private func reopen(_ descriptor: inout Int32) -> FileFailure? {
        switch SafeFile.open(path, flags: O_WRONLY | O_APPEND | O_CREAT) {
        case .success(let fd):
            if descriptor >= 0 { close(descriptor) }
            descriptor = fd
            return nil
        case .failure(let failure):
            return failure
        }
    }
}
