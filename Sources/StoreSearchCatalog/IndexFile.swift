import Foundation
import Synchronization

/// An index written where it is cached, or kept in memory when it cannot be.
enum IndexFile {
    /// Set once the program is quitting (`CatalogIndex.stopCaching()`): an
    /// index still being built is not renamed into place after the user
    /// has left, however little of it was left to write.
    static let stopped = Atomic<Bool>(false)

    enum Outcome {
        /// Written to its file and mapped from there.
        case cached(CatalogStorage)
        /// Not cached, and why (nil: it was not to be): in memory, or mapped
        /// from a file that could not take its name.
        case inMemory(CatalogStorage, note: String?)
        /// The file failed once the assembly was under way: it has to be built again.
        case notWritten(note: String)
    }

    /// The index in memory.
    static func inMemory(
        _ assembly: consuming IndexAssembly, size: UInt64, modified: Int64, hash: () -> UInt64, note: String? = nil
    ) -> Outcome {
        let output = IndexOutput(inMemory: assembly.layout)
        guard assembly.write(to: output, sourceSize: size, sourceModified: modified, contentHash: hash),
            let storage = output.takeStorage()
        else { return .notWritten(note: "the index built in memory was not one") }
        return .inMemory(storage, note: note)
    }

    /// Writes the index to `path`, atomically: to a file without a name
    /// (`O_TMPFILE`) in the same folder, its whole length set aside first,
    /// written, its checksum put in its header last, flushed to the disk
    /// (`fsync`), mapped, and only then given a name and renamed over
    /// `path`. A reader never maps half an index; a build stopped half way,
    /// however it stops (a quit, SIGTERM, SIGKILL, a crash, the power),
    /// leaves nothing in the folder: the kernel frees a file no name holds.
    /// On a file system without `O_TMPFILE` (or with `unnamed` false) the
    /// file is named `<index>.<pid>.partial` from the start instead, and
    /// one a stopped build leaves is never mapped and cleared by the next
    /// build (`removeAbandonedPartials`). Two processes writing at once
    /// each rename a whole index, and the last one stays. A disk too full
    /// for it (or a file size limit) is found before the first byte, and
    /// the index is then made in memory.
    static func write(
        _ assembly: consuming IndexAssembly, to path: String, size: UInt64, modified: Int64, hash: () -> UInt64,
        phases: PhaseRecorder? = nil, unnamed: Bool = true
    ) -> Outcome {
        removeAbandonedPartials(of: path)
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = path + ".\(getpid()).partial"
        // (Glibc's __O_TMPFILE is O_TMPFILE, O_DIRECTORY included.)
        var fd = unnamed ? open(folder, __O_TMPFILE | O_RDWR | O_CLOEXEC, 0o600) : -1
        let named = fd < 0
        if named { fd = open(temporary, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600) }
        guard fd >= 0 else {
            return inMemory(assembly, size: size, modified: modified, hash: hash, note: notCached(errno))
        }
        // Its owner's only, whatever the umask, as every file the program keeps.
        fchmod(fd, 0o600)
        func failed(_ code: Int32) -> Outcome {
            close(fd)
            if named { unlink(temporary) }
            return .notWritten(note: notCached(code))
        }
        let output: IndexOutput
        do {
            output = try IndexOutput(file: fd, assembly.layout, phases: phases)
        } catch {
            close(fd)
            if named { unlink(temporary) }
            return inMemory(assembly, size: size, modified: modified, hash: hash, note: notCached(error.code.rawValue))
        }
        guard assembly.write(to: output, sourceSize: size, sourceModified: modified, contentHash: hash) else {
            return failed(output.error)
        }
        guard !stopped.load(ordering: .acquiring) else { return failed(ECANCELED) }
        var clock = PhaseClock()
        defer { phases?.record(clock, on: .first) }
        guard fsync(fd) == 0 else { return failed(errno) }
        clock.lap(.fsync)
        // Mapped from the file, the index's pages can leave memory when
        // idle. It is mapped before it is named, so that a name or a rename
        // that fails leaves a whole index to search all the same (its file
        // then unnamed, gone with the mapping) rather than a second build.
        guard !stopped.load(ordering: .acquiring) else { return failed(ECANCELED) }
        let itself = "/proc/self/fd/\(fd)"
        guard let mapped = CatalogStorage.map(path: named ? temporary : itself) else {
            close(fd)
            if named { unlink(temporary) }
            return .notWritten(note: "the written index did not map")
        }
        if !named {
            // A name of this pid's left by an ended process that had it before.
            unlink(temporary)
            guard linkat(AT_FDCWD, itself, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else {
                let code = errno
                close(fd)
                mapped.acceptCurrentFile()
                return .inMemory(mapped, note: notCached(code))
            }
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            // Its own unlink and rename move the file's change time: no change of its bytes.
            mapped.acceptCurrentFile()
            return .inMemory(mapped, note: notCached(code))
        }
        mapped.acceptCurrentFile()
        // The rename itself reaches the disk with the folder's entry.
        let entries = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if entries >= 0 {
            clock.restart()
            fsync(entries)
            clock.lap(.fsync)
            close(entries)
        }
        return .cached(mapped)
    }

    private static func notCached(_ code: Int32) -> String {
        "index not cached: \(String(cString: strerror(code)))"
    }

    /// Removes the `.partial` files of `path` left by processes that no
    /// longer run (killed while writing); a running one's is left alone.
    static func removeAbandonedPartials(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(name + ".") && entry.hasSuffix(".partial") {
            let pid = entry.dropFirst(name.count + 1).dropLast(".partial".count)
            guard let pid = Int32(pid), hasEnded(pid) else { continue }
            unlink(folder + "/" + entry)
        }
    }

    /// Whether process `pid` has ended: gone, or a zombie. An index
    /// builder outlives the search that started it, so its parent is
    /// whoever adopts orphans, and in a container that may be a PID 1
    /// that never reaps: a builder killed there stays a zombie, which
    /// `kill(pid, 0)` still answers.
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return errno == ESRCH }
        // "pid (name) S ...": the state is the first field after the name's last ')'.
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(after: nameEnd)...].drop { $0 == " " }.first
        return state == "Z" || state == "X"
    }
}
