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

    /// Writes `message` as a new draft; returns its path.
    public func save(_ message: String, now: Date = Date()) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let name = "support-\(formatter.string(from: now))-\(UUID().uuidString.prefix(8).lowercased()).eml"
        let url = directory.appendingPathComponent(name)
        try Data(message.utf8).write(to: url, options: .withoutOverwriting)
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        return url.path
    }

    public func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
