import Foundation

/// Places for a test's files: all under one folder of the test process's
/// own in the temporary directory, removed when the process exits, so a run
/// of the suite leaves nothing behind. (A folder left by a process that
/// crashed is removed by the next run.)
public enum Scratch {
    /// A new, empty folder whose name starts with `purpose`.
    public static func folder(_ purpose: String) -> URL {
        let url = location(purpose)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A place no file or folder holds yet, whose name starts with
    /// `purpose`: for what the code under test makes itself.
    public static func location(_ purpose: String) -> URL {
        URL(fileURLWithPath: scratchRoot).appendingPathComponent("\(purpose)-\(UUID().uuidString)")
    }
}

private let rootPrefix = "storesearch-tests-"

/// The process's folder, made on first use; its removal is registered then.
private let scratchRoot: String = {
    let temporary = FileManager.default.temporaryDirectory.path
    removeFoldersOfEndedProcesses(in: temporary)
    let path = "\(temporary)/\(rootPrefix)\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { removeTree(scratchRoot) }
    return path
}()

private func removeFoldersOfEndedProcesses(in temporary: String) {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
    where name.hasPrefix(rootPrefix) {
        guard let pid = pid_t(name.dropFirst(rootPrefix.count)), kill(pid, 0) == -1, errno == ESRCH else { continue }
        removeTree("\(temporary)/\(name)")
    }
}

/// Removes `path` and all below it, folders a test made unreadable or
/// unwritable included.
private func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFDIR else {
        unlink(path)
        return
    }
    chmod(path, 0o700)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
        removeTree("\(path)/\(name)")
    }
    rmdir(path)
}
