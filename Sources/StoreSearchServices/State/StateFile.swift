import Foundation
import StoreSearchCore

/// One file of the program's own state (the history, the favourites),
/// read and changed safely while other copies of the program do the same.
///
/// - Written whole: the new text goes to a temporary file in the same
///   folder, is flushed to disk (`fsync`) and renamed over the old one, so a
///   reader sees the old file or the new one, never half of either.
/// - Changed under a lock: `update` takes an exclusive `flock` on
///   `NAME.lock` beside the file, reads the file as it is now, applies the
///   change and writes, so two copies changing it at once never lose each
///   other's additions. (flock locks belong to an open file, so two threads
///   that each open the lock file exclude each other too.)
/// - A file that cannot be read or parsed is renamed to `NAME.bad`
///   (replacing an older one), said once by the call that moved it (its
///   `setAside`) and in the log, and treated as empty.
/// - Folders are made as needed, readable by their owner only (0700); the
///   file and its lock are 0600.
public struct StateFile: Sendable {
    public let path: String
    /// Files larger than this are not read, but set aside.
    public let maximumBytes: Int
    private let log: @Sendable (String) -> Void

    public var lockPath: String { path + ".lock" }
    public var badPath: String { path + ".bad" }

    public init(path: String, maximumBytes: Int = 32 << 20, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.path = path
        self.maximumBytes = maximumBytes
        self.log = log
    }

    /// What a read found.
    public struct Reading<Value> {
        public var value: Value
        /// `badPath`, when this call moved an unreadable file there.
        public var setAside: String?
    }

    /// The file's contents, parsed; `empty` when there is no file. `parse`
    /// returns nil for contents it cannot make sense of: the file is then
    /// set aside (under the lock, so a copy writing at the same time is
    /// never the one moved).
    public func read<Value>(empty: Value, parse: (Data) -> Value?) -> Reading<Value> {
        guard access(path, F_OK) == 0 || errno != ENOENT else { return Reading(value: empty) }
        let lock = Lock(path: lockPath)
        defer { lock?.release() }
        return readLocked(empty: empty, parse: parse, canSetAside: lock != nil)
    }

    /// Reads the file under the lock, changes what it holds with `change`
    /// and writes it back whole (making the folders when needed). The value
    /// written, or why it could not be (the system's words).
    public func update<Value>(
        empty: Value, parse: (Data) -> Value?, change: (inout Value) -> Void, serialize: (Value) -> Data
    ) -> Result<Reading<Value>, POSIXError> {
        do {
            try Self.makeFolders((path as NSString).deletingLastPathComponent)
        } catch {
            return .failure(error)
        }
        guard let lock = Lock(path: lockPath) else { return .failure(Self.lastError()) }
        defer { lock.release() }
        var reading = readLocked(empty: empty, parse: parse, canSetAside: true)
        change(&reading.value)
        do {
            try Self.writeWhole(serialize(reading.value), to: path, mode: 0o600)
        } catch {
            log("\(Sanitizer.clean(path)): not written: \(Self.describe(error))")
            return .failure(error)
        }
        return .success(reading)
    }

    private func readLocked<Value>(empty: Value, parse: (Data) -> Value?, canSetAside: Bool) -> Reading<Value> {
        let problem: String
        switch Self.contents(of: path, limit: maximumBytes) {
        case .missing:
            return Reading(value: empty)
        case .data(let data):
            if let value = parse(data) { return Reading(value: value) }
            problem = "cannot be parsed"
        case .unreadable(let reason):
            problem = reason
        }
        guard canSetAside else {
            log("\(Sanitizer.clean(path)): \(problem); not set aside (no lock)")
            return Reading(value: empty)
        }
        guard rename(path, badPath) == 0 else {
            log("\(Sanitizer.clean(path)): \(problem); cannot be moved aside: \(Self.describe(Self.lastError()))")
            return Reading(value: empty)
        }
        log("\(Sanitizer.clean(path)): \(problem); moved to \(Sanitizer.clean(badPath)), started afresh")
        return Reading(value: empty, setAside: badPath)
    }

    private enum Contents {
        case missing
        case data(Data)
        case unreadable(String)
    }

    /// The whole file; never blocks on a FIFO, never reads more than `limit` bytes.
    private static func contents(of path: String, limit: Int) -> Contents {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        if fd < 0 { return errno == ENOENT ? .missing : .unreadable(describe(lastError())) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(describe(lastError())) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .unreadable("is not a regular file") }
        guard info.st_size <= limit else { return .unreadable("is larger than \(limit) bytes") }
        // Read to the end, not to the size stat gave: the file may have grown.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return .unreadable(describe(lastError())) }
            if count == 0 { return .data(data) }
            data.append(buffer, count: count)
            guard data.count <= limit else { return .unreadable("is larger than \(limit) bytes") }
        }
    }

    /// An exclusive `flock` on a lock file, held until `release`.
    private struct Lock {
        let descriptor: Int32

        init?(path: String) {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard fd >= 0 else { return nil }
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    close(fd)
                    return nil
                }
            }
            descriptor = fd
        }

        func release() {
            close(descriptor)
        }
    }

    // MARK: - Writing whole

    /// Writes `data` to a new temporary file beside `path`, flushes it and
    /// renames it over `path`: `path` holds the old contents or the new,
    /// never part of either. The temporary file is gone afterwards, whatever happened.
    public static func writeWhole(_ data: Data, to path: String, mode: mode_t) throws(POSIXError) {
        let temporary = try writeTemporary(data, beside: path, mode: mode)
        guard rename(temporary, path) == 0 else {
            let error = lastError()
            unlink(temporary)
            throw error
        }
        syncFolder(of: path)
    }

    /// Writes `data` to a new file (`.NAME.XXXXXXXX.tmp`) in `path`'s
    /// folder, flushed to disk; its path. Nothing is left behind on failure.
    static func writeTemporary(_ data: Data, beside path: String, mode: mode_t) throws(POSIXError) -> String {
        let url = URL(fileURLWithPath: path)
        let name = ".\(url.lastPathComponent).\(UUID().uuidString.prefix(8).lowercased()).tmp"
        let temporary = url.deletingLastPathComponent().appendingPathComponent(name).path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else { throw lastError() }
        var written = 0
        var failure: POSIXError?
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            while written < raw.count {
                let result = write(fd, raw.baseAddress! + written, raw.count - written)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else {
                    failure = result < 0 ? lastError() : POSIXError(.EIO)
                    return
                }
                written += result
            }
        }
        if failure == nil && fsync(fd) != 0 && errno != EINVAL { failure = lastError() }
        if close(fd) != 0 && failure == nil { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw failure
        }
        return temporary
    }

    /// Flushes the folder holding `path`, so a rename survives a crash.
    static func syncFolder(of path: String) {
        let fd = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// `mkdir -p`, the new folders private (0700); an error when `path` is
    /// not a folder in the end.
    public static func makeFolders(_ path: String) throws(POSIXError) {
        guard !path.isEmpty else { return }
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { throw lastError() }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw lastError() }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw POSIXError(.ENOTDIR) }
    }

    static func lastError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }

    /// The system's words for `error` ("No space left on device").
    static func describe(_ error: POSIXError) -> String {
        String(cString: strerror(error.code.rawValue))
    }
}
