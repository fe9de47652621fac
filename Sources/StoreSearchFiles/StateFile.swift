import Foundation
import StoreSearchItems
import StoreSearchText
import SystemCalls

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
/// - A name that is not a regular file nor a folder (a symbolic link, a
///   FIFO, a device: the file or its lock) is never followed, read, moved or replaced: the
///   file is not used, and each read and change says why (`refused`, the
///   failure, the log). See `SafeFile`.
/// - Folders are made as needed, readable by their owner only (0700); the
///   file and its lock are 0600, whatever the umask.
public struct StateFile: Sendable {
    public let path: String
    /// Files larger than this are not read, but set aside.
    public let maximumBytes: Int
    private let log: @Sendable (String) -> Void

    public var lockPath: String { path + ".lock" }
    public var badPath: String { path + ".bad" }

    public init(
        path: String, maximumBytes: Int = InputLimits.favouritesFileBytes,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.path = path
        self.maximumBytes = maximumBytes
        self.log = log
    }

    /// What a read found.
    public struct Reading<Value> {
        public var value: Value
        /// `badPath`, when this call moved an unreadable file there.
        public var setAside: String?
        /// Why the file is not used at all, when it (or its lock) is not a regular file.
        public var refused: FileFailure?
        /// Which of the two it is: `path` or `lockPath`.
        public var refusedPath: String?
    }

    /// The file's contents, parsed; `empty` when there is no file. `parse`
    /// returns nil for contents it cannot make sense of: the file is then
    /// set aside (under the lock, so a copy writing at the same time is
    /// never the one moved).
    public func read<Value>(empty: Value, parse: (Data) -> Value?) -> Reading<Value> {
        var info = stat()
        guard lstat(path, &info) == 0 || errno != ENOENT else { return Reading(value: empty) }
        switch Lock.take(lockPath) {
        case .success(let lock):
            defer { lock.release() }
            return readLocked(empty: empty, parse: parse, canSetAside: true)
        case .failure(.notAFile(let kind)):
            return refuse(lockPath, .notAFile(kind), empty: empty)
        case .failure:
            return readLocked(empty: empty, parse: parse, canSetAside: false)
        }
    }

    /// Reads the file under the lock, changes what it holds with `change`
    /// and writes it back whole (making the folders when needed). The value
    /// written, or why it could not be (the system's words, or a name that
    /// is not a regular file); the log says so too.
    public func update<Value>(
        empty: Value, parse: (Data) -> Value?, change: (inout Value) -> Void, serialize: (Value) -> Data
    ) -> Result<Reading<Value>, FileFailure> {
        func failed(_ failure: FileFailure, _ what: String) -> Result<Reading<Value>, FileFailure> {
            log("\(Sanitizer.clean(what)): not written: \(failure.logText)")
            return .failure(failure)
        }
        do {
            try SafeFile.makeFolders((path as NSString).deletingLastPathComponent)
        } catch {
            return failed(error, path)
        }
        let lock: Lock
        switch Lock.take(lockPath) {
        case .success(let taken): lock = taken
        case .failure(let failure): return failed(failure, lockPath)
        }
        defer { lock.release() }
        var reading = readLocked(empty: empty, parse: parse, canSetAside: true)
        if let refused = reading.refused { return .failure(refused) }
        change(&reading.value)
        do {
            try Self.writeWhole(serialize(reading.value), to: path, mode: 0o600)
        } catch {
            return failed(error, path)
        }
        return .success(reading)
    }

    private func refuse<Value>(_ name: String, _ failure: FileFailure, empty: Value) -> Reading<Value> {
        log("\(Sanitizer.clean(name)): not used: \(failure.logText)")
        return Reading(value: empty, refused: failure, refusedPath: name)
    }

    private func readLocked<Value>(empty: Value, parse: (Data) -> Value?, canSetAside: Bool) -> Reading<Value> {
        let problem: String
        switch SafeFile.read(path, limit: maximumBytes) {
        case nil:
            return Reading(value: empty)
        case .success(let data)?:
            if let value = parse(data) { return Reading(value: value) }
            problem = "cannot be parsed"
        case .failure(.notAFile(.folder))?:
            // A folder is moved aside like an unreadable file: nothing is followed, and nothing lost.
            problem = "is a folder"
        case .failure(.notAFile(let kind))?:
            return refuse(path, .notAFile(kind), empty: empty)
        case .failure(.system(let reason))?:
            problem = reason
        }
        guard canSetAside else {
            log("\(Sanitizer.clean(path)): \(problem); not set aside (no lock)")
            return Reading(value: empty)
        }
        guard rename(path, badPath) == 0 else {
            log("\(Sanitizer.clean(path)): \(problem); cannot be moved aside: \(SafeFile.describe(errno))")
            return Reading(value: empty)
        }
        log("\(Sanitizer.clean(path)): \(problem); moved to \(Sanitizer.clean(badPath)), started afresh")
        return Reading(value: empty, setAside: badPath)
    }

    /// An exclusive `flock` on a lock file, held until `release`.
    private struct Lock {
        let descriptor: Int32

        static func take(_ path: String) -> Result<Lock, FileFailure> {
            SafeFile.open(path, flags: O_RDWR | O_CREAT).flatMap { fd in
                guard retryingInterrupted({ flock(fd, LOCK_EX) }) == 0 else {
                    let failure = FileFailure.system(SafeFile.describe(errno))
                    close(fd)
                    return .failure(failure)
                }
                return .success(Lock(descriptor: fd))
            }
        }

        func release() {
            close(descriptor)
        }
    }

    // MARK: - Writing whole

    /// Writes `data` to a new temporary file beside `path`, flushes it and
    /// renames it over `path`: `path` holds the old contents or the new,
    /// never part of either. A `path` that is not a regular file (a link, a
    /// FIFO, a device) is never replaced. The temporary file is gone
    /// afterwards, whatever happened.
    public static func writeWhole(_ data: Data, to path: String, mode: mode_t) throws(FileFailure) {
        try SafeFile.checkReplaceable(path)
        let temporary = try writeTemporary(data, beside: path, mode: mode, exactMode: true)
        guard rename(temporary, path) == 0 else {
            let error = errno
            unlink(temporary)
            throw .system(SafeFile.describe(error))
        }
        syncFolder(of: path)
    }

    /// Writes `data` to a new file (`.NAME.XXXXXXXX.tmp`) in `path`'s
    /// folder, flushed to disk; its path. Its mode is `mode` less the umask,
    /// or exactly `mode` (the program's own files). Nothing is left behind
    /// on failure.
    static func writeTemporary(_ data: Data, beside path: String, mode: mode_t, exactMode: Bool) throws(FileFailure)
        -> String
    {
        let url = URL(fileURLWithPath: path)
        let name = ".\(url.lastPathComponent).\(UUID().uuidString.prefix(8).lowercased()).tmp"
        let temporary = url.deletingLastPathComponent().appendingPathComponent(name).path
        let fd: Int32
        switch SafeFile.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL, mode: mode, exactMode: exactMode) {
        case .success(let opened): fd = opened
        case .failure(let failure): throw failure
        }
        var failure = SafeFile.writeAll(data, to: fd)
        if failure == nil && fsync(fd) != 0 && errno != EINVAL { failure = .system(SafeFile.describe(errno)) }
        if close(fd) != 0 && failure == nil { failure = .system(SafeFile.describe(errno)) }
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
}
