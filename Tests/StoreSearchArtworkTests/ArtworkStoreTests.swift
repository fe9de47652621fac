import Foundation
import StoreSearchStore
import Synchronization
import TestSupport
import Testing

@testable import StoreSearchArtwork
@testable import StoreSearchUI
@testable import TerminalKit

/// The store with its disk cache in a temporary folder and the network at
/// sockets of the test's own: nothing leaves 127.0.0.1.
@Suite(.timeLimit(.minutes(1))) struct ArtworkStoreTests {
    let folder = Scratch.location("artwork")
    let changes = Counter()

    final class Counter: Sendable {
        private let count = Mutex(0)
        func add() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    func makeStore(limits: ArtworkStore.Limits = ArtworkStore.Limits()) -> (ArtworkStore, DiskCache) {
        let disk = DiskCache(directory: folder, capacityBytes: 1 << 20)
        let changes = self.changes
        let store = ArtworkStore(
            fetcher: HTTPFetcher(userAgent: "tests"), disk: disk, limits: limits,
            onChange: { changes.add() })
        return (store, disk)
    }

    func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<500 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func aPictureOnDiskIsDrawnWithoutTheNetwork() async throws {
        let (store, disk) = makeStore()
        // The address's server does not exist: only the disk can answer.
        let url = "http://127.0.0.1:\(try SilentListener.closedPort())/art.png"
        disk.write(TestPictures.png, for: url)
        #expect(store.art(for: url, size: Size(columns: 2, rows: 1), depth: .palette256) == nil, "not loaded yet")
        store.want([url])
        try await waitUntil { store.art(for: url, size: Size(columns: 2, rows: 1), depth: .palette256) != nil }
        let art = try #require(store.art(for: url, size: Size(columns: 2, rows: 1), depth: .palette256))
        #expect(art[0, 0].character == "▀" && art[0, 0].style.foreground == .indexed(160))
        #expect(changes.value == 1, "the screen is told once")
        #expect(store.memoryBytes == 4 * 4 * 4)
    }

    @Test func aDamagedFileInTheCacheIsRemovedAndTheAddressFetchedAgain() async throws {
        let (store, disk) = makeStore()
        let url = "http://127.0.0.1:\(try SilentListener.closedPort())/art.png"
        disk.write(Data("\u{89}PNG garbage where a picture was".utf8), for: url)
        store.want([url])
        try await waitUntil { store.hasFailed(url) }
        #expect(store.hasFailed(url), "the fetch that followed failed too: nothing listens there")
        #expect(disk.read(url) == nil, "the damaged file is gone")
        #expect(store.art(for: url, size: Size(columns: 4, rows: 2), depth: .direct) == nil)
    }

    @Test func picturesNoLongerWantedAreNotFetched() async throws {
        let (store, _) = makeStore()
        let silent = try SilentListener()
        let urls = (0..<3).map { "http://127.0.0.1:\(silent.port)/art-\($0).png" }
        store.want(urls)
        #expect(store.fetching == Set(urls))
        // The result scrolls away, the search changes: only what is shown is fetched.
        store.want([urls[2]])
        #expect(store.fetching == [urls[2]])
        store.want([])
        #expect(store.fetching.isEmpty)
    }

    @Test func aFewFetchesAtATimeTheMostWantedFirst() async throws {
        var limits = ArtworkStore.Limits()
        limits.concurrentFetches = 2
        let (store, _) = makeStore(limits: limits)
        let silent = try SilentListener()
        let urls = (0..<5).map { "http://127.0.0.1:\(silent.port)/art-\($0).png" }
        store.want(urls)
        #expect(store.fetching == Set(urls.prefix(2)))
    }

    @Test func onlyHttpAddressesAreFetched() async throws {
        let (store, _) = makeStore()
        store.want(["file:///etc/passwd", "ftp://example.org/a.png"])
        try await waitUntil { store.hasFailed("file:///etc/passwd") && store.hasFailed("ftp://example.org/a.png") }
        #expect(store.hasFailed("file:///etc/passwd"))
    }

    /// Failures are remembered (not tried again at every frame), but a
    /// bounded number of them: the oldest are forgotten first.
    @Test func failuresRememberedAreBounded() async throws {
        var limits = ArtworkStore.Limits()
        limits.failuresKept = 3
        let (store, _) = makeStore(limits: limits)
        let urls = (0..<10).map { "file:///nowhere/\($0).png" }
        for url in urls {
            store.want([url])
            try await waitUntil { store.hasFailed(url) }
            #expect(store.hasFailed(url), "\(url) failed and is remembered")
        }
        #expect(store.failuresRemembered == 3)
        #expect(!store.hasFailed(urls[0]) && store.hasFailed(urls[9]), "the oldest forgotten, the newest kept")
    }

    @Test func memoryKeepsWhatIsShownAndDropsTheLeastRecentlyUsed() async throws {
        var limits = ArtworkStore.Limits()
        limits.memoryBytes = 3 * 16 * 16 * 4
        let (store, disk) = makeStore(limits: limits)
        let port = try SilentListener.closedPort()
        let urls = (0..<5).map { "http://127.0.0.1:\(port)/art-\($0).jpg" }
        for url in urls { disk.write(TestPictures.jpeg, for: url) }
        for url in urls {
            store.want([url])
            try await waitUntil { store.art(for: url, size: Size(columns: 1, rows: 1), depth: .ansi8) != nil }
        }
        #expect(store.memoryBytes <= limits.memoryBytes)
        #expect(store.art(for: urls[4], size: Size(columns: 1, rows: 1), depth: .ansi8) != nil, "the shown one stays")
        #expect(store.art(for: urls[0], size: Size(columns: 1, rows: 1), depth: .ansi8) == nil, "the oldest went")
    }
}

@Suite(.timeLimit(.minutes(1))) struct DiskCacheTests {
    @Test func staysWithinItsCapDroppingTheOldestFiles() throws {
        let folder = Scratch.location("disk-cache")
        let disk = DiskCache(directory: folder, capacityBytes: 10_000)
        for index in 0..<8 {
            disk.write(Data(repeating: UInt8(index), count: 2_000), for: "http://x.test/\(index)")
            // File times are in seconds: make the order plain.
            let path = disk.path(for: "http://x.test/\(index)")
            var times = [timespec(tv_sec: 1_000 + index, tv_nsec: 0), timespec(tv_sec: 1_000 + index, tv_nsec: 0)]
            utimensat(AT_FDCWD, path, &times, 0)
        }
        #expect(disk.currentBytes <= 10_000)
        #expect(disk.read("http://x.test/7") != nil, "the newest stays")
        #expect(disk.read("http://x.test/0") == nil, "the oldest went")
        disk.remove("http://x.test/7")
        #expect(disk.read("http://x.test/7") == nil)
    }
}
