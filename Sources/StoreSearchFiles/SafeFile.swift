import Foundation
import StoreSearchItems
import StoreSearchText
import SystemCalls

/// Opening, replacing and making the program's files without following or
/// replacing what is not a regular file (see `FileFailure`): every open is
/// `O_NOFOLLOW` (a symbolic link is refused, not followed) and `O_NONBLOCK`
/// (a FIFO never waits for its other end), and what was opened is looked at
/// with `fstat` before it is used. Files the program makes for itself are
/// its owner's alone (0600) and its folders 0700, whatever the umask.
public enum SafeFile {
    /// Opens the regular file at `path` with `flags` (`O_CREAT` makes it,
    /// with `mode`: exactly that mode when `exactMode`, whatever the umask).
    /// The descriptor is blocking again once it is known to be a file.
    /// `followingLinks` (for the user's own config file, which may well be
    /// a link into their dotfiles) opens what a link points to.
    public static func open(
        _ path: String, flags: Int32, mode: mode_t = 0o600, exactMode: Bool = true, followingLinks: Bool = false
    ) -> Result<Int32, FileFailure> {
        let fd = Glibc.open(
            path, flags | (followingLinks ? 0 : O_NOFOLLOW) | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, mode)
        guard fd >= 0 else {
            let error = errno
            // A link (ELOOP), a FIFO without a reader (ENXIO), a folder (EISDIR): say which.
            if !followingLinks, let kind = kind(at: path) { return .failure(.notAFile(kind)) }
            return .failure(.system(describe(error)))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let error = errno
            close(fd)
            return .failure(.system(describe(error)))
        }
        if let kind = kind(of: info.st_mode) {
            close(fd)
            return .failure(.notAFile(kind))
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        if flags & O_CREAT != 0, exactMode, info.st_uid == geteuid(), info.st_mode & 0o7777 != mode {
            fchmod(fd, mode)
        }
        return .success(fd)
    }

    /// Nothing, or a regular file, is at `path`: what a new file may be
    /// renamed over. A link, a FIFO, a device, a socket or a folder is not.
    public static func checkReplaceable(_ path: String) throws(FileFailure) {
        if let kind = kind(at: path) { throw .notAFile(kind) }
    }

    /// The whole regular file at `path`, at most `limit` bytes; nil when
    /// there is no file. Never blocks (a FIFO) and never follows a link.
    public static func read(_ path: String, limit: Int, followingLinks: Bool = false) -> Result<Data, FileFailure>? {
        var info = stat()
        if lstat(path, &info) != 0 && errno == ENOENT { return nil }
        let fd: Int32
        switch open(path, flags: O_RDONLY, followingLinks: followingLinks) {
        case .success(let opened): fd = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = retryingInterrupted { Glibc.read(fd, &buffer, buffer.count) }
            if count < 0 { return .failure(.system(describe(errno))) }
            if count == 0 { return .success(data) }
            data.append(buffer, count: count)
            guard data.count <= limit else {
                return .failure(.system("it is larger than \(InputLimits.describe(bytes: limit))"))
            }
        }
    }

    /// Writes `data` to the file of the program's own at `path`, made (0600)
    /// or emptied first; never through a link, never into a FIFO.
    public static func write(_ data: Data, to path: String) throws(FileFailure) {
        let fd = try open(path, flags: O_WRONLY | O_CREAT | O_TRUNC).get()
        let failure = writeAll(data, to: fd)
        close(fd)
        if let failure { throw failure }
    }

    /// Writes all of `data` to `fd`; why not, when it could not.
    public static func writeAll(_ data: Data, to fd: Int32) -> FileFailure? {
        data.withUnsafeBytes { SystemCalls.writeAll($0, to: fd) }.map { .system(describe($0)) }
    }

    /// `mkdir -p`, each folder it makes 0700 whatever the umask (folders
    /// already there are left as they are); an error when `path` is not a
    /// folder in the end.
    public static func makeFolders(_ path: String) throws(FileFailure) {
        guard !path.isEmpty else { return }
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) == 0 {
                chmod(current, 0o700)
            } else if errno != EEXIST {
                throw .system(describe(errno))
            }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw .system(describe(errno)) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .system(describe(ENOTDIR)) }
    }

    /// What is at `path` when it is there and not a regular file (a link is
    /// a link, whatever it points to).
    static func kind(at path: String) -> SpecialFile? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return kind(of: info.st_mode)
    }

    static func kind(of mode: mode_t) -> SpecialFile? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFCHR, S_IFBLK: .device
        case S_IFSOCK: .socket
        case S_IFDIR: .folder
        default: .device
        }
    }

    /// The system's words for `error` ("No space left on device").
    static func describe(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
}
