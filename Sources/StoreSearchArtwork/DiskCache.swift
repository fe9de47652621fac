import Foundation
import StoreSearchFiles
import StoreSearchText
import Synchronization

/// Fetched artwork files kept between runs, a file per address, within a
/// size cap: past it the least recently written files go first.
///
/// Any file here may be damaged or replaced behind our back; whoever reads
/// one checks it (`ImageDecoder` refuses what is not a picture) and calls
/// `remove` when it is not.
public final class DiskCache: Sendable {
    public let directory: URL
    public let capacityBytes: Int
    /// What the files take, learned once from the folder, then kept up to date.
    private let usedBytes = Mutex<Int?>(nil)

    public init(directory: URL, capacityBytes: Int) {
        self.directory = directory
        self.capacityBytes = capacityBytes
    }

    func path(for url: String) -> String {
        // A stable name for the address, without its characters.
        directory.appendingPathComponent(String(FNV1a.hash(url.utf8), radix: 16) + ".img").path
    }

    /// The file kept for `url`, if there is one (at most the largest picture
    /// the decoder takes).
    public func read(_ url: String) -> Data? {
        let path = path(for: url)
        var info = stat()
        guard stat(path, &info) == 0, info.st_size > 0, Int(info.st_size) <= ImageDecoder.maximumBytes else {
            return nil
        }
        return FileManager.default.contents(atPath: path)
    }

    /// Keeps `data` for `url`: written whole to a temporary file, then
    /// renamed, so a reader never sees half a picture. Failures (a full
    /// disk, a read-only folder) only mean it is fetched again next time.
    public func write(_ data: Data, for url: String) {
        guard data.count <= ImageDecoder.maximumBytes else { return }
        guard (try? SafeFile.makeFolders(directory.path)) != nil else { return }
        let path = path(for: url)
        let temporary = path + ".\(getpid()).partial"
        // Its owner's only, as every file the program keeps.
        guard (try? SafeFile.write(data, to: temporary)) != nil else {
            unlink(temporary)
            return
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return
        }
        if adjustUsedBytes(by: data.count) > capacityBytes { trim() }
    }

    public func remove(_ url: String) {
        let path = path(for: url)
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if unlink(path) == 0 {
            usedBytes.withLock { used in used = used.map { max(0, $0 - Int(info.st_size)) } }
        }
    }

    /// The bytes the folder's files take.
    public var currentBytes: Int { adjustUsedBytes(by: 0) }

    /// The bytes the files take after `delta` more, learned from the folder the first time.
    private func adjustUsedBytes(by delta: Int) -> Int {
        usedBytes.withLock { used in
            let value = (used ?? scan()) + delta
            used = value
            return value
        }
    }

    private func files() -> [(path: String, size: Int, modified: Int)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".img") }.compactMap { name in
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return (path, Int(info.st_size), Int(info.st_mtim.tv_sec))
        }
    }

    private func scan() -> Int {
        files().reduce(0) { $0 + $1.size }
    }

    /// Removes the oldest files until the folder is at three quarters of its cap.
    private func trim() {
        var kept = files().sorted { $0.modified > $1.modified }
        var total = kept.reduce(0) { $0 + $1.size }
        while total > capacityBytes * 3 / 4, let oldest = kept.popLast() {
            if unlink(oldest.path) == 0 { total -= oldest.size }
        }
        usedBytes.withLock { $0 = total }
    }
}
