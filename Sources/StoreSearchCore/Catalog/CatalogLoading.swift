import Foundation

extension CatalogIndex {
    /// What loading took, for the log and the benchmarks.
    public struct LoadReport: Sendable {
        public var fromCache: Bool
        public var milliseconds: Double
        /// Why the cache could not be used or written, if it could not.
        public var cacheNote: String?
    }

    /// The index of the catalog `file`: mapped from `cacheDirectory` when an
    /// index of this very file (size and modification time) is there;
    /// otherwise read, built, and written there for next time. Without a
    /// cache directory it is built in memory.
    public static func load(file: URL, cacheDirectory: URL?) -> (Result<CatalogIndex, SearchFailure>, LoadReport) {
        let started = ContinuousClock.now
        func report(_ fromCache: Bool, _ note: String? = nil) -> LoadReport {
            LoadReport(fromCache: fromCache, milliseconds: (ContinuousClock.now - started).inMilliseconds, cacheNote: note)
        }
        var info = stat()
        guard stat(file.path, &info) == 0 else {
            return (.failure(.catalogUnreadable(String(cString: strerror(errno)))), report(false))
        }
        let size = UInt64(info.st_size)
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        let cachePath = cacheDirectory.map { $0.appendingPathComponent(cacheName(for: file)).path }
        if let cachePath, let storage = CatalogStorage.map(path: cachePath),
           storage.sourceSize == size, storage.sourceModified == modified {
            return (.success(CatalogIndex(storage: storage)), report(true))
        }
        let image: CatalogImage
        switch build(file: file, size: size, modified: modified) {
        case .failure(let failure): return (.failure(failure), report(false))
        case .success(let built): image = built
        }
        guard let cachePath, let cacheDirectory else { return (.success(CatalogIndex(storage: image.storage())), report(false)) }
        do {
            try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
            try image.write(to: cachePath)
            // Mapped from the file, the index's pages can leave memory when idle.
            if let mapped = CatalogStorage.map(path: cachePath) {
                return (.success(CatalogIndex(storage: mapped)), report(false))
            }
            return (.success(CatalogIndex(storage: image.storage())), report(false, "the written index did not map"))
        } catch {
            return (.success(CatalogIndex(storage: image.storage())),
                    report(false, "index not cached: \(error.localizedDescription)"))
        }
    }

    /// The cache file for `file`: one per catalog path.
    static func cacheName(for file: URL) -> String {
        let path = file.standardizedFileURL.path
        let hash = FNV1a.hash(path.utf8)
        return "catalog-\(String(hash, radix: 16)).idx"
    }

    private static func build(file: URL, size: UInt64, modified: Int64) -> Result<CatalogImage, SearchFailure> {
        let fd = open(file.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.catalogUnreadable(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var builder = CatalogBuilder()
        // Store answers run about 200 bytes an item.
        builder.reserveCapacity(Int(size) / 200)
        let length = Int(size)
        guard length > 0 else { return .failure(.catalogNotInStoreShape) }
        guard let mapping = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapping != MAP_FAILED else {
            return .failure(.catalogUnreadable(String(cString: strerror(errno))))
        }
        defer { munmap(mapping, length) }
        // The mapping outlives the reader thread: this function waits for its end.
        nonisolated(unsafe) let bytes = UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self),
                                                             count: length)
        // Two stages on two threads: one reads records, the other indexes them.
        let batches = Handoff<[SearchResult]>(capacity: 8)
        let reader = Thread {
            var batch: [SearchResult] = []
            batch.reserveCapacity(4096)
            var released = 0
            do throws(StoreResponseDecoder.Failure) {
                try CatalogFileReader.read(bytes) { result, consumed in
                    batch.append(result)
                    guard batch.count == 4096 else { return }
                    batches.put(batch)
                    batch.removeAll(keepingCapacity: true)
                    // Pages already read leave memory (the file stays in the page
                    // cache): a 250 MB catalog never sits in the process at once.
                    let done = consumed & ~(Int(getpagesize()) - 1)
                    if done > released {
                        madvise(UnsafeMutableRawPointer(mutating: bytes.baseAddress!) + released, done - released, MADV_DONTNEED)
                        released = done
                    }
                }
                batches.put(batch)
                batches.finish(failed: false)
            } catch {
                batches.finish(failed: true)
            }
        }
        reader.start()
        while let batch = batches.take() {
            for result in batch { builder.add(result) }
        }
        guard !batches.failed else { return .failure(.catalogNotInStoreShape) }
        return .success(builder.build(sourceSize: size, sourceModified: modified))
    }
}

/// A bounded queue between one producer thread and one consumer.
private final class Handoff<Element>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Element] = []
    private var isFinished = false
    private(set) var failed = false
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    func put(_ item: Element) {
        condition.lock()
        while items.count >= capacity { condition.wait() }
        items.append(item)
        condition.broadcast()
        condition.unlock()
    }

    func finish(failed: Bool) {
        condition.lock()
        isFinished = true
        self.failed = failed
        condition.broadcast()
        condition.unlock()
    }

    /// The next item, or nil once the producer finished and all were taken.
    func take() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !isFinished { condition.wait() }
        guard !items.isEmpty else { return nil }
        let item = items.removeFirst()
        condition.broadcast()
        return item
    }
}
