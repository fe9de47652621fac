import Foundation

/// Keeps support mail as `.eml` files under
/// `$XDG_DATA_HOME/storesearch/drafts/`: every message is written here
/// before delivery starts and removed only once the transport took it, so a
/// message is never lost.
public struct DraftStore: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Writes `message` as a new draft, readable by its owner only; returns
    /// its path. Failures are the system's own (`POSIXError`: "Not a
    /// directory", "No space left on device"), so they can be told as they are.
    public func save(_ message: String, now: Date = Date()) throws -> String {
        try Self.makeFolders(directory.path)
        var time = time_t(now.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&time, &parts)
        var stamp = [UInt8](repeating: 0, count: 32)
        let length = stamp.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { strftime($0.baseAddress, $0.count, "%Y%m%d-%H%M%S", &parts) }
        }
        let name = "support-\(String(decoding: stamp.prefix(length), as: UTF8.self))-\(UUID().uuidString.prefix(8).lowercased()).eml"
        let path = directory.appendingPathComponent(name).path
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let bytes = Array(message.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                let code = POSIXErrorCode(rawValue: errno) ?? .EIO
                close(fd)
                unlink(path)
                throw POSIXError(code)
            }
            written += result
        }
        guard fsync(fd) == 0 || errno == EINVAL, close(fd) == 0 else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            unlink(path)
            throw POSIXError(code)
        }
        return path
    }

    /// `mkdir -p`, the new folders private (0700).
    private static func makeFolders(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw POSIXError(.ENOTDIR) }
    }

    public func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
