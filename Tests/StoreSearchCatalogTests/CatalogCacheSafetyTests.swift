import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchFormats
@testable import StoreSearchModel

private func temporaryFolder() -> URL {
    Scratch.folder("safety")
}

private func catalog(in folder: URL, count: Int, name: String = "catalog.json") throws -> URL {
    let results = (0..<count).map { Fixtures.song($0, "Song \($0)") }
    let file = folder.appendingPathComponent(name)
    try StoreResponseEncoder.encode(results).write(to: file)
    return file
}

/// The cached index's header and the catalog's damage: what is rebuilt,
/// what is refused, and what a stopped build leaves.
@Suite(.timeLimit(.minutes(1))) struct CatalogCacheSafetyTests {
    @Test func theContentHashDoesNotDependOnHowTheBytesAreSplit() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        var whole = ContentHash()
        bytes.withUnsafeBytes { whole.add($0) }
        for split in [1, 7, 31, 32, 33, 500, 999] {
            var parts = ContentHash()
            bytes.withUnsafeBytes {
                parts.add(UnsafeRawBufferPointer(rebasing: $0[0..<split]))
                parts.add(UnsafeRawBufferPointer(rebasing: $0[split...]))
            }
            #expect(parts.finish() == whole.finish(), "split at \(split)")
        }
        var changed = bytes
        changed[600] ^= 1
        var other = ContentHash()
        changed.withUnsafeBytes { other.add($0) }
        #expect(other.finish() != whole.finish())
    }

    /// The hash of given bytes is the one every earlier version made: an
    /// index's checksum and a catalog's content hash on disk were made by
    /// them, and a change would take each index for damaged.
    @Test func theContentHashIsTheOneIndexesOnDiskCarry() {
        func hash(_ count: Int) -> UInt64 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
            var hash = ContentHash()
            bytes.withUnsafeBytes { hash.add($0) }
            return hash.finish()
        }
        #expect(
            [0, 1, 31, 32, 33, 100, 4096, 100_003].map(hash) == [
                0x7A1E_CA8D_206B_BC97,
                0x9628_EAB5_25B9_78A3,
                0x54E7_DB62_19E2_C39A,
                0x8B3E_0C95_D9F3_F3A8,
                0xF63A_CC27_9461_77C1,
                0xEF84_4A50_34B8_1D4E,
                0xA150_53C7_A526_2A9E,
                0x25C1_D41A_0F23_9FFD,
            ])
    }

    /// A large index's sections are hashed on two threads: each section's
    /// hash is what one thread finds, and a section past the file's end
    /// (a file cut short) is still found unreadable.
    @Test func sectionsHashedOnTwoThreadsGiveEachSectionsOwnHash() throws {
        let size = CatalogStorage.hashedOnTwoThreadsFrom + (3 << 20)
        var random = SplitMix(seed: 42)
        var bytes = Data(count: size)
        bytes.withUnsafeMutableBytes { raw in
            for word in 0..<size / 8 { raw.storeBytes(of: random.next(), toByteOffset: word * 8, as: UInt64.self) }
        }
        let url = Scratch.location("hashes")
        try bytes.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fd = open(url.path, O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        // Sections of unequal sizes, so that each thread takes several.
        let cuts = [0, 100, 5 << 20, 5 << 20 + 7, 9 << 20, 13 << 20, 15 << 20, size]
        let sections = zip(cuts, cuts.dropFirst()).map { $0..<$1 }
        let alone = sections.map { ContentHash.of(descriptor: fd, from: $0.lowerBound, length: $0.count) }
        #expect(CatalogStorage.hashes(of: sections, in: fd) == alone.map { $0! })
        // Beside searches, the same hashes on one thread.
        #expect(CatalogStorage.hashes(of: sections, in: fd, onTwoThreads: false) == alone.map { $0! })
        #expect(CatalogStorage.hashes(of: sections + [size..<size + 10], in: fd) == nil)
        #expect(CatalogStorage.hashes(of: [size..<size + 10] + sections, in: fd) == nil)
    }

    @Test func theHeaderCarriesTheCatalogsHashAndTheIndexsChecksum() throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, count: 50)
        let cache = folder.appendingPathComponent("index")
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        let path = cache.appendingPathComponent(CatalogIndex.cacheName(for: file)).path
        let storage = try #require(CatalogStorage.map(path: path))
        let data = try Data(contentsOf: file)
        var hash = ContentHash()
        data.withUnsafeBytes { hash.add($0) }
        #expect(storage.contentHash == hash.finish())
        #expect(storage.verifyChecksum())
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == [CatalogIndex.cacheName(for: file)])
    }

    /// Written without a name until it is whole (`O_TMPFILE`), or named
    /// `.partial` from the start (a file system without it): the same index,
    /// under its name, and nothing else in the folder.
    @Test(arguments: [true, false]) func anIndexIsWrittenWholeUnderItsName(unnamed: Bool) throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, count: 30)
        let cache = folder.appendingPathComponent("index")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let path = cache.appendingPathComponent(CatalogIndex.cacheName(for: file))
        let bytes = try Data(contentsOf: file)
        let outcome = bytes.withUnsafeBytes { raw in
            CatalogIndex.readCatalog(
                raw.bindMemory(to: UInt8.self), isMapped: false, progress: nil, contentHash: { 0 }
            ) { assembly, hash in
                IndexFile.write(
                    assembly, to: path.path, size: UInt64(bytes.count), modified: 0, hash: hash, unnamed: unnamed)
            }
        }
        guard case .success(.cached(let written)) = outcome else {
            Issue.record("not cached: \(outcome)")
            return
        }
        #expect(CatalogIndex(storage: written).search("song 7", in: .all).map(\.name) == ["Song 7"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == [path.lastPathComponent])
        let mapped = try CatalogStorage.open(path: path.path).get()
        #expect(mapped.verifyChecksum())
        #expect(CatalogIndex(storage: mapped).search("song 13", in: .all).map(\.name) == ["Song 13"])
    }

    /// A rename that fails (here a folder holds the index's name) leaves a
    /// whole index all the same: searched from its file, unnamed, rather
    /// than built a second time, and no `.partial` file is left.
    @Test func anIndexThatCannotTakeItsNameIsSearchedAllTheSame() throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, count: 40)
        let cache = folder.appendingPathComponent("index")
        let path = cache.appendingPathComponent(CatalogIndex.cacheName(for: file))
        try FileManager.default.createDirectory(
            at: path.appendingPathComponent("taken"), withIntermediateDirectories: true)
        let (index, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(try index.get().search("song 7", in: .all).map(\.name) == ["Song 7"])
        #expect(!report.fromCache)
        #expect(report.cacheNote?.contains("not cached: Is a directory") == true, "\(report.cacheNote ?? "no note")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == [path.lastPathComponent])

        let bytes = try Data(contentsOf: file)
        let outcome = bytes.withUnsafeBytes { raw in
            CatalogIndex.readCatalog(
                raw.bindMemory(to: UInt8.self), isMapped: false, progress: nil, contentHash: { 0 }
            ) { assembly, hash in
                IndexFile.write(assembly, to: path.path, size: UInt64(bytes.count), modified: 0, hash: hash)
            }
        }
        guard case .success(.inMemory(let storage, let note)) = outcome else {
            Issue.record("the index is to be built again: \(outcome)")
            return
        }
        #expect(note?.contains("Is a directory") == true)
        #expect(CatalogIndex(storage: storage).search("song 7", in: .all).map(\.name) == ["Song 7"])
    }

    @Test func aTouchedCatalogWithTheSameBytesKeepsItsIndex() throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, count: 20)
        let cache = folder.appendingPathComponent("index")
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: file.path)
        let (index, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(report.fromCache)
        #expect(report.cacheNote?.contains("not its content") == true)
        #expect(try index.get().count == 20)
    }

    @Test func aCatalogChangedToTheSameSizeIsIndexedAgainWithALogLine() throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, count: 20)
        let cache = folder.appendingPathComponent("index")
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        var data = try Data(contentsOf: file)
        let range = try #require(data.range(of: Data("Song 1\"".utf8)))
        data.replaceSubrange(range, with: Data("Tune 1\"".utf8))
        try data.write(to: file)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: file.path)
        let (index, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(!report.fromCache)
        #expect(report.cacheNote?.contains("the catalog changed") == true)
        #expect(try index.get().search("tune", in: .all).map(\.name) == ["Tune 1"])
    }

    @Test func anOlderFormatTruncatedOrGarbledIndexSaysWhyInTheLog() throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, count: 30)
        let cache = folder.appendingPathComponent("index")
        let path = cache.appendingPathComponent(CatalogIndex.cacheName(for: file))
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        let whole = try Data(contentsOf: path)
        var older = whole
        older.replaceSubrange(8..<12, with: withUnsafeBytes(of: UInt32(4).littleEndian) { Data($0) })
        var garbled = whole
        garbled.replaceSubrange(0..<8, with: Data("NOTANIDX".utf8))
        for (bytes, words) in [
            (older, "another format"), (whole.prefix(whole.count - 8), "truncated"), (whole.prefix(100), "truncated"),
            (garbled, "damaged"),
        ] {
            try bytes.write(to: path)
            let (index, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
            #expect(!report.fromCache, "\(words)")
            #expect(report.cacheNote?.contains(words) == true, "\(report.cacheNote ?? "no note")")
            #expect(try index.get().count == 30)
            #expect(CatalogIndex.load(file: file, cacheDirectory: cache).1.fromCache, "and written again whole")
        }
    }

    /// A flipped byte deep in the postings (or among the items, the other
    /// part of the checksum) passes every structural check: only the
    /// checksum sees it. The service reads it beside the first searches,
    /// logs it, removes the file, and the next search rebuilds.
    @Test(arguments: [-20, CatalogStorage.headerSize + 10])
    func anIndexWithAWrongChecksumIsRebuilt(flipped: Int) async throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, count: 200)
        let cache = folder.appendingPathComponent("index")
        let path = cache.appendingPathComponent(CatalogIndex.cacheName(for: file))
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        var bytes = try Data(contentsOf: path)
        bytes[flipped < 0 ? bytes.count + flipped : flipped] ^= 0x01
        try bytes.write(to: path)
        let (damaged, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(report.fromCache, "the structure still holds")
        #expect(try !damaged.get().verifyChecksum())

        let lines = LoggedLines()
        let service = CatalogSearchService(file: file, cacheDirectory: cache, log: { lines.add($0) })
        _ = await service.itemCount()
        let deadline = ContinuousClock.now + .seconds(10)
        while !lines.all.contains(where: { $0.contains("checksum is wrong") }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(lines.all.contains { $0.contains("checksum is wrong") })
        let answer = try await service.search(SearchRequest(term: "song 7", category: .all)).get()
        #expect(answer.results.map(\.name).contains("Song 7"))
        let (again, againReport) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(againReport.fromCache, "built again and cached")
        #expect(try again.get().verifyChecksum())
    }

    /// A batch of searches is answered on its own thread once the index is
    /// there, as the service's search answers; an index cut short is never
    /// searched that way (the service's search builds it again).
    @Test func searchesOnTheCallingThreadAnswerAsTheServiceDoes() async throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, count: 50)
        let cache = folder.appendingPathComponent("index")
        let service = CatalogSearchService(file: file, cacheDirectory: cache)
        let request = SearchRequest(term: "song 7", category: .all)
        #expect(service.searchOnCallingThread(request) == nil, "before the index is there")
        let answer = try await service.search(request).get()
        let here = try #require(service.searchOnCallingThread(request))
        #expect(here.results.map(\.id) == answer.results.map(\.id))
        #expect(here.results.map(\.name).contains("Song 7"))
        truncate(cache.appendingPathComponent(CatalogIndex.cacheName(for: file)).path, 64)
        #expect(service.searchOnCallingThread(request) == nil, "a damaged index is left to the service")
        let again = try await service.search(request).get()
        #expect(again.results.map(\.id) == answer.results.map(\.id))
    }

    /// An index file's output that has failed takes no more writes, and
    /// finishing it says so at once: its thread is over, nothing waits for it.
    @Test func aFailedOutputDropsLaterWritesAndFinishesAtOnce() throws {
        let folder = temporaryFolder()
        let path = folder.appendingPathComponent("index.partial").path
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
        #expect(fd >= 0)
        defer { close(fd) }
        let layout = IndexLayout(
            itemCount: 10_000, stringCount: 1, stringBytes: 0, tokenCount: 0, tokenBytes: 0, postingCount: 0)
        let output = try IndexOutput(file: fd, layout)
        var items = output.writer(.items)
        let record = ItemRecord(id: 1, price: 0, name: 0, artist: 0, genre: 0, kind: 0, currency: 0)
        for _ in 0..<5_000 { items.write(record: record) }
        output.fail(EIO)
        for _ in 0..<5_000 { items.write(record: record) }
        items.finish()
        #expect(!output.finish(sourceSize: 0, sourceModified: 0, contentHash: 0))
        #expect(output.error == EIO)
    }

    @Test func aPartialFileOfADeadProcessIsRemovedAndNeverMapped() async throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, count: 10)
        let cache = folder.appendingPathComponent("index")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let name = CatalogIndex.cacheName(for: file)
        // A process still running; one ended but not reaped (a zombie, as a
        // killed builder stays under a PID 1 that never reaps); a pid that
        // cannot be running (above the kernel's pid_max).
        let running = try spawned("/bin/sleep", "60")
        let zombie = try spawned("/bin/true")
        defer {
            kill(running, SIGKILL)
            for pid in [running, zombie] { waitpid(pid, nil, 0) }
        }
        #expect(await eventually { IndexFile.hasEnded(zombie) }, "the child became a zombie")
        #expect(kill(zombie, 0) == 0, "a zombie still answers kill(pid, 0)")
        let gone = cache.appendingPathComponent("\(name).2147483646.partial")
        let unreaped = cache.appendingPathComponent("\(name).\(zombie).partial")
        let alive = cache.appendingPathComponent("\(name).\(running).partial")
        for partial in [gone, unreaped, alive] { try Data("half an index".utf8).write(to: partial) }
        let (index, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(!report.fromCache)
        #expect(try index.get().count == 10)
        #expect(!FileManager.default.fileExists(atPath: gone.path))
        #expect(!FileManager.default.fileExists(atPath: unreaped.path), "a zombie's partial file is abandoned too")
        #expect(FileManager.default.fileExists(atPath: alive.path), "only partial files of ended processes")
    }

    /// 10,000 good items, then garbage: refused whole, with the byte where
    /// the damage begins and what was due there.
    @Test func aCatalogDamagedHalfwayIsRefusedWithTheOffset() throws {
        let folder = temporaryFolder()
        let results = (0..<10_000).map { Fixtures.song($0, "Song \($0)") }
        var data = StoreResponseEncoder.encode(results)
        // Cut the closing "]}" and put garbage after the last item.
        data = data.prefix(upTo: try #require(data.lastIndex(of: UInt8(ascii: "]"))))
        let good = data.count
        data.append(contentsOf: Array(" @@@@ garbage".utf8))
        let file = folder.appendingPathComponent("damaged.json")
        try data.write(to: file)
        let cache = folder.appendingPathComponent("index")
        let (index, _) = CatalogIndex.load(file: file, cacheDirectory: cache)
        guard case .failure(.catalogDamaged(let offset, let expected, let before)) = index else {
            Issue.record("not refused as damaged: \(index)")
            return
        }
        #expect(offset == good + 1, "the first garbage byte")
        #expect(expected.contains("\",\" or \"]\""))
        #expect(before == 10_000)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: cache.path))?.isEmpty ?? true, "nothing cached")
    }
}

/// A child process started from `path` and left unreaped: the caller waits for it.
private func spawned(_ path: String, _ arguments: String...) throws -> pid_t {
    var pid: pid_t = 0
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let status = posix_spawn(&pid, path, nil, nil, argv, nil)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    return pid
}
