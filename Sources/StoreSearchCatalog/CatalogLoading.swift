import Foundation
import StoreSearchModel
import StoreSearchText
import SystemCalls

extension CatalogIndex {
    /// What loading took, for the log and the benchmarks.
    public struct LoadReport: Sendable {
        public var fromCache: Bool
        public var milliseconds: Double
        /// Why the cache could not be used or written, if it could not.
        public var cacheNote: String?
        /// The cached index file, when there is one.
        public var cachePath: String? = nil
        /// How long each phase of the build took, when the catalog was indexed.
        public var phases: IndexPhases? = nil
    }

    /// From now on no index being built is renamed into place: the program
    /// is quitting, and the user left before it was whole. Its temporary
    /// file is removed; the next run builds it again.
    public static func stopCaching() {
        IndexFile.stopped.store(true, ordering: .releasing)
    }

    /// The index of the catalog `file`: mapped from `cacheDirectory` when an
    /// index of this very file (size and modification time) is there;
    /// otherwise read, built, and written there for next time. Without a
    /// cache directory it is built in memory.
    ///
    /// Only a regular file named by its own path is cached. Anything else
    /// (a pipe, `<(command)`, a FIFO, a device, `/dev/stdin`) is read as a
    /// stream, to its end, and indexed in memory: its size and time say
    /// nothing about what it will hold next time. A directory is refused,
    /// and every failure carries the system's reason.
    ///
    /// `progress` hears, while the file is indexed, how far the work has
    /// come (its bytes read, then the index merged and written) and how
    /// many items it holds.
    public static func load(
        file: URL, cacheDirectory: URL?, progress: Progress? = nil
    ) -> (Result<CatalogIndex, SearchFailure>, LoadReport) {
        let started = ContinuousClock.now
        let fd = open(file.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return (.failure(.unreadable(errno)), report(since: started)) }
        defer { close(fd) }
        return load(
            descriptor: fd, cachedAs: isCacheable(file.path) ? file : nil, cacheDirectory: cacheDirectory,
            started: started, progress: progress)
    }

    /// How much of the work is done, of how much, and the items read so
    /// far: the work is the catalog's bytes read, then the merge and the
    /// writing of the index, counted as `IndexWork.mergeShare` of it.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int, _ items: Int) -> Void

    /// The index of the catalog read from `descriptor` (standard input, for
    /// `--catalog -`): read as a stream (at most `streamLimit` bytes) and
    /// indexed in memory, never cached. The descriptor is left open.
    public static func load(
        descriptor: Int32, streamLimit: Int = InputLimits.catalogStreamBytes
    ) -> (Result<CatalogIndex, SearchFailure>, LoadReport) {
        load(
            descriptor: descriptor, cachedAs: nil, cacheDirectory: nil, started: .now, progress: nil,
            streamLimit: streamLimit)
    }

    /// Paths that name a descriptor rather than a file (`/dev/stdin`,
    /// `/dev/fd/63` from bash's `<(…)`, `/proc/self/fd/0`) are never cached,
    /// even when what they lead to is a regular file.
    private static func isCacheable(_ path: String) -> Bool {
        !(path.hasPrefix("/dev/") || path.hasPrefix("/proc/"))
    }

    private static func report(
        since started: ContinuousClock.Instant, fromCache: Bool = false,
        note: String? = nil
    ) -> LoadReport {
        LoadReport(
            fromCache: fromCache, milliseconds: (ContinuousClock.now - started).inMilliseconds,
            cacheNote: note?.isEmpty == true ? nil : note)
    }

    private static func load(
        descriptor fd: Int32, cachedAs file: URL?, cacheDirectory: URL?,
        started: ContinuousClock.Instant, progress: Progress?, streamLimit: Int = InputLimits.catalogStreamBytes
    ) -> (Result<CatalogIndex, SearchFailure>, LoadReport) {
        // Why the cached index was not used, for the log.
        var why: String?
        func report(_ fromCache: Bool, _ note: String? = nil, cachePath: String? = nil) -> LoadReport {
            var made = Self.report(
                since: started, fromCache: fromCache, note: [why, note].compactMap { $0 }.joined(separator: "; "))
            made.cachePath = cachePath
            return made
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return (.failure(.unreadable(errno)), report(false)) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return (.failure(.unreadable(EISDIR)), report(false))
        case S_IFREG:
            break
        default:
            // A stream: read to its end (at most `streamLimit`), indexed in memory.
            return (
                readStream(fd, limit: streamLimit).flatMap { bytes in
                    bytes.withUnsafeBufferPointer { build($0, size: UInt64($0.count), modified: 0, progress: progress) }
                }.map(CatalogIndex.init(storage:)), report(false)
            )
        }
        // Mapped, not read: its size is known before a byte is read.
        guard info.st_size <= InputLimits.catalogFileBytes else {
            return (
                .failure(.catalogTooLarge(maximumBytes: InputLimits.catalogFileBytes, isStream: false)), report(false)
            )
        }
        let size = UInt64(info.st_size)
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        let cachePath = file.flatMap { file in
            cacheDirectory.map { $0.appendingPathComponent(cacheName(for: file)).path }
        }
        if let cachePath {
            switch CatalogStorage.open(path: cachePath) {
            case .success(let storage) where storage.sourceSize == size && storage.sourceModified == modified:
                return (.success(CatalogIndex(storage: storage)), report(true, cachePath: cachePath))
            case .success(let storage) where storage.sourceSize == size:
                // A new time, maybe the same bytes (copied, touched): their hash says.
                if ContentHash.of(descriptor: fd, from: 0, length: Int(size)) == storage.contentHash {
                    return (
                        .success(CatalogIndex(storage: storage)),
                        report(
                            true, "the catalog's time changed, not its content: the index is kept", cachePath: cachePath
                        )
                    )
                }
                why = "the catalog changed since it was indexed; indexing again"
            case .success:
                why = "the catalog changed since it was indexed; indexing again"
            case .failure(let rejection):
                why = rejection.note
            }
        }
        let phases = PhaseRecorder()
        let (built, note) = build(
            descriptor: fd, size: size, modified: modified, progress: progress,
            cachePath: cachePath.flatMap { path in cacheDirectory.map { (path, $0) } }, phases: phases)
        var made = report(false, note, cachePath: (try? built.get())?.cached == true ? cachePath : nil)
        made.phases = phases.recorded
        return (built.map { $0.index }, made)
    }

    /// Whether the cache holds an index a search of the catalog `file` would
    /// map rather than build, as the index's header says: of this format,
    /// whole in length, and of a catalog of the file's size. (Of another
    /// time, the search compares the catalog's content hash, as `load`
    /// does: a touched or copied catalog keeps its index.)
    public static func isCached(file: URL, cacheDirectory: URL) -> Bool {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return false }
        return CatalogStorage.headerMatches(
            path: cacheDirectory.appendingPathComponent(cacheName(for: file)).path, sourceSize: UInt64(info.st_size))
    }

    /// Builds the index of `file` into `cacheDirectory` unless another
    /// process is building it or it is cached already: what a search that
    /// answered without the index leaves to a process of its own
    /// (`CatalogScan`). The builder holds a lock on the catalog file itself
    /// (`flock`, which only such builders ask for) while it builds, so no
    /// lock file is left in the cache. The report, or nil when there was
    /// nothing to do.
    public static func buildAlone(file: URL, cacheDirectory: URL) -> (
        Result<CatalogIndex, SearchFailure>, LoadReport
    )? {
        let lock = open(file.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard lock >= 0 else { return nil }
        // Closing the descriptor at the end lets the lock go.
        defer { close(lock) }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0, !isCached(file: file, cacheDirectory: cacheDirectory) else {
            return nil
        }
        return load(file: file, cacheDirectory: cacheDirectory)
    }

    /// The cache file for `file`: one per catalog path.
    static func cacheName(for file: URL) -> String {
        let path = file.standardizedFileURL.path
        let hash = FNV1a.hash(path.utf8)
        return "catalog-\(String(hash, radix: 16)).idx"
    }

    /// Everything `fd` holds, read to its end: at most `limit` bytes, and
    /// nothing past the first byte that is not white space (or a byte-order
    /// mark) when that is not the `{` every catalog starts with, so an
    /// endless stream (`/dev/zero`, `yes`) is refused at once, or at the limit.
    private static func readStream(_ fd: Int32, limit: Int) -> Result<[UInt8], SearchFailure> {
        let chunk = 1 << 16
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var bytes: [UInt8] = []
        var startChecked = false
        while true {
            let count = retryingInterrupted { read(fd, buffer, min(chunk, limit + 1 - bytes.count)) }
            if count < 0 { return .failure(.unreadable(errno)) }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: buffer, count: count))
            if !startChecked, let first = bytes.firstIndex(where: { !Self.leadingBytes.contains($0) }) {
                guard bytes[first] == UInt8(ascii: "{") else { return .failure(.catalogNotInStoreShape) }
                startChecked = true
            }
            guard bytes.count <= limit else {
                return .failure(.catalogTooLarge(maximumBytes: limit, isStream: true))
            }
        }
    }

    /// What may come before a catalog's `{`: white space and a byte-order mark.
    private static let leadingBytes: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]

    /// Maps the regular file `fd` and builds its index: straight into the
    /// cache file `cache.path` (a temporary file renamed into place), its
    /// runs spilled beside it, and the index then mapped from there;
    /// without a cache, or when it cannot be written (a full disk, no
    /// rights), in memory, with a note that says why.
    private static func build(
        descriptor fd: Int32, size: UInt64, modified: Int64, progress: Progress?,
        cachePath cache: (path: String, folder: URL)?, phases: PhaseRecorder
    ) -> (Result<(index: CatalogIndex, cached: Bool), SearchFailure>, note: String?) {
        let length = Int(size)
        guard length > 0 else { return (.failure(.catalogNotInStoreShape), nil) }
        guard let mapping = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapping != MAP_FAILED else {
            return (.failure(.unreadable(errno)), nil)
        }
        defer { munmap(mapping, length) }
        let bytes = UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: length)
        let contentHash: @Sendable () -> UInt64 = { ContentHash.of(descriptor: fd, from: 0, length: length) ?? 0 }
        var folder: URL?
        var note: String?
        if let cache {
            do {
                // Its owner's only (0700), whatever the umask, as every folder the program makes.
                try FileManager.default.createDirectory(
                    at: cache.folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                folder = cache.folder
            } catch {
                note = "index not cached: \(error.localizedDescription)"
            }
        }
        let built = readCatalog(
            bytes, isMapped: true, progress: progress, spill: folder.flatMap(SpillFile.init(in:)), phases: phases,
            contentHash: contentHash
        ) { assembly, hash -> IndexFile.Outcome in
            guard let cache, folder != nil else {
                return IndexFile.inMemory(assembly, size: size, modified: modified, hash: hash)
            }
            return IndexFile.write(assembly, to: cache.path, size: size, modified: modified, hash: hash, phases: phases)
        }
        switch built {
        case .failure(let failure):
            return (.failure(failure), note)
        case .success(.cached(let storage)):
            return (.success((CatalogIndex(storage: storage), true)), note)
        case .success(.inMemory(let storage, let why)):
            return (.success((CatalogIndex(storage: storage), false)), why ?? note)
        case .success(.notWritten(let why)):
            // The index file failed half way: built again, in memory.
            let again = readCatalog(bytes, isMapped: true, progress: nil, contentHash: contentHash) { assembly, hash in
                IndexFile.inMemory(assembly, size: size, modified: modified, hash: hash)
            }
            switch again {
            case .failure(let failure): return (.failure(failure), why)
            case .success(.inMemory(let storage, _)), .success(.cached(let storage)):
                return (.success((CatalogIndex(storage: storage), false)), why)
            case .success(.notWritten(let reason)): return (.failure(.catalogUnreadable(reason)), why)
            }
        }
    }
}

extension SearchFailure {
    /// The catalog could not be read, for the reason `errno` gives.
    static func unreadable(_ error: Int32) -> SearchFailure {
        .catalogUnreadable(String(cString: strerror(error)))
    }
}
