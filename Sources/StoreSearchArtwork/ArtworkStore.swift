import Foundation
import StoreSearchModel
import StoreSearchStore
import StoreSearchWorkers
import Synchronization
import TerminalKit

/// The pictures the screen wants: fetched on background tasks (a few at
/// a time, the most wanted first), cancelled when they stop being wanted,
/// kept on disk between runs and, decoded, in a small in-memory LRU; drawn
/// as cells on demand, and those cells remembered too.
///
/// `want` and `art` are called from the event loop; fetches finish on
/// other threads and say so through `onChange`.
public final class ArtworkStore: ArtworkProvider, Sendable {
    public struct Limits: Sendable {
        /// Fetches at once.
        public var concurrentFetches = 4
        /// Decoded pictures kept in memory, in bytes.
        public var memoryBytes = 12 << 20
        /// Pictures drawn as cells, kept for the next frame.
        public var renderedEntries = 96
        /// How long a picture that failed is left alone before it is tried again.
        public var retryAfter: Duration = .seconds(60)
        /// Failures remembered at most (the oldest are forgotten first, and
        /// tried again when next wanted): a session that scrolls through
        /// thousands of dead addresses keeps a bounded list.
        public var failuresKept = 512
        /// The longest a fetch may take.
        public var deadline: Duration = .seconds(10)
        /// Pictures are kept at most this many pixels a side.
        public var pictureSide = 256

        public init() {}
    }

    private let fetcher: HTTPFetcher
    private let disk: DiskCache?
    private let limits: Limits
    private let onChange: @Sendable () -> Void
    private let log: @Sendable (String) -> Void
    private let state = Mutex(State())

    fileprivate struct State {
        /// The addresses the screen shows, most wanted first.
        var wanted: [String] = []
        /// Each fetch under way, with a number of its own: a fetch that ends
        /// after it was cancelled and started again does not end the new one.
        var inFlight: [String: (number: Int, task: Task<Void, Never>)] = [:]
        var fetchNumber = 0
        /// Decoded pictures, most recently used last.
        var pictures: [String: Picture] = [:]
        var recency: [String] = []
        var pictureBytes = 0
        var failed: [String: ContinuousClock.Instant] = [:]
        var rendered: [RenderKey: ScreenBuffer] = [:]
        var renderedOrder: [RenderKey] = []
    }

    fileprivate struct RenderKey: Hashable {
        var url: String
        var size: Size
        var depth: ColorDepth
    }

    public init(
        fetcher: HTTPFetcher, disk: DiskCache?, limits: Limits = Limits(),
        onChange: @escaping @Sendable () -> Void, log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.fetcher = fetcher
        self.disk = disk
        self.limits = limits
        self.onChange = onChange
        self.log = log
    }

    /// Tells the store what the screen shows now. Fetches of pictures no
    /// longer wanted are cancelled; wanted ones start, a few at a time.
    public func want(_ urls: [String]) {
        let cancelled: [Task<Void, Never>] = state.withLock { state in
            guard state.wanted != urls else { return [] }
            state.wanted = urls
            let gone = state.inFlight.filter { !urls.contains($0.key) }
            for url in gone.keys { state.inFlight[url] = nil }
            return gone.values.map(\.task)
        }
        for task in cancelled { task.cancel() }
        startFetches()
    }

    /// The addresses being fetched now (for tests and the log).
    public var fetching: Set<String> { state.withLock { Set($0.inFlight.keys) } }

    /// What the decoded pictures take in memory.
    public var memoryBytes: Int { state.withLock { $0.pictureBytes } }

    /// How many decoded pictures are kept, and how many drawn as cells.
    public var counts: (pictures: Int, rendered: Int) {
        state.withLock { ($0.pictures.count, $0.rendered.count) }
    }

    /// The pictures and cells kept in memory, and the files on disk, in a line for the log.
    public var summary: String {
        let (pictures, rendered) = counts
        let cells = state.withLock { $0.rendered.values.reduce(0) { $0 + $1.cells.count } }
        return "\(pictures) pictures (\(memoryBytes / 1024) KB decoded), \(rendered) drawn (\(cells) cells), "
            + "\((disk?.currentBytes ?? 0) / 1024) KB on disk"
    }

    // MARK: ArtworkProvider

    /// The pictures of `urls` that have arrived, and those that cannot be
    /// had, for one frame. Taking it counts as their use (the memory's LRU);
    /// drawing from it changes nothing but the memo of cells already drawn.
    public func snapshot(for urls: [String]) -> ArtworkSnapshot {
        state.withLock { state in
            var snapshot = ArtworkSnapshot()
            for url in urls {
                if state.pictures[url] != nil {
                    state.touch(url)
                    snapshot.pictures[url] = ArtworkPicture { [weak self] size, depth in
                        self?.art(for: url, size: size, depth: depth) ?? ScreenBuffer(size: size)
                    }
                } else if state.failed[url] != nil {
                    snapshot.failed.insert(url)
                }
            }
            return snapshot
        }
    }

    /// The picture at `url` as `size` cells for `depth`: drawn once (by
    /// libchafa) and remembered, as the same picture always draws the same.
    func art(for url: String, size: Size, depth: ColorDepth) -> ScreenBuffer? {
        let key = RenderKey(url: url, size: size, depth: depth)
        let (cached, picture): (ScreenBuffer?, Picture?) = state.withLock { state in
            guard let picture = state.pictures[url] else { return (nil, nil) }
            return (state.rendered[key], picture)
        }
        if let cached { return cached }
        guard let picture else { return nil }
        let buffer = ArtRenderer.render(picture, size: size, depth: depth)
        state.withLock { state in
            state.rendered[key] = buffer
            state.renderedOrder.append(key)
            while state.renderedOrder.count > limits.renderedEntries {
                state.rendered[state.renderedOrder.removeFirst()] = nil
            }
        }
        return buffer
    }

    /// The decoded picture at `url`, if it is at hand (pixels for a graphics protocol).
    public func picture(at url: String) -> Picture? {
        state.withLock { $0.pictures[url] }
    }

    func hasFailed(_ url: String) -> Bool {
        state.withLock { $0.failed[url] != nil }
    }

    /// How many failures are remembered now.
    var failuresRemembered: Int { state.withLock { $0.failed.count } }

    // MARK: Fetching

    private func startFetches() {
        state.withLock { state in
            let now = ContinuousClock.now
            for url in state.wanted where state.inFlight.count < limits.concurrentFetches {
                if state.pictures[url] != nil || state.inFlight[url] != nil { continue }
                if let failedAt = state.failed[url], now - failedAt < limits.retryAfter { continue }
                state.failed[url] = nil
                state.fetchNumber += 1
                let number = state.fetchNumber
                let task = Task.detached(executorPreference: WorkerThreads.shared) { [weak self] in
                    guard let self else { return }
                    await self.load(url, number: number)
                }
                state.inFlight[url] = (number, task)
            }
        }
    }

    /// From the disk cache, else from the network; decoded and kept.
    private func load(_ url: String, number: Int) async {
        var outcome: Result<Picture, ImageDecoder.Failure>?
        if let data = disk?.read(url) {
            do throws(ImageDecoder.Failure) {
                outcome = .success(try ImageDecoder.decode(data))
            } catch {
                log("artwork cache file for \(url) is unreadable (\(error)); fetching it again")
                disk?.remove(url)
            }
        }
        if outcome == nil {
            guard let address = URL(string: url), ["http", "https"].contains(address.scheme?.lowercased()) else {
                return finish(url, number: number, with: nil, failed: true)
            }
            switch await fetcher.get(address, deadline: limits.deadline) {
            case nil:
                // Cancelled: no longer wanted.
                return finish(url, number: number, with: nil, failed: false)
            case .success(let answer) where answer.status == 200:
                do throws(ImageDecoder.Failure) {
                    outcome = .success(try ImageDecoder.decode(answer.body))
                    disk?.write(answer.body, for: url)
                } catch {
                    log("artwork \(url) refused: \(error)")
                    outcome = .failure(error)
                }
            case .success(let answer):
                log("artwork \(url): HTTP \(answer.status)")
            case .failure(let failure):
                log("artwork \(url): \(failure)")
            }
        }
        if case .success(let picture)? = outcome {
            finish(url, number: number, with: picture.fitting(side: limits.pictureSide), failed: false)
        } else {
            finish(url, number: number, with: nil, failed: true)
        }
    }

    private func finish(_ url: String, number: Int, with picture: Picture?, failed: Bool) {
        state.withLock { state in
            if state.inFlight[url]?.number == number { state.inFlight[url] = nil }
            if let picture {
                if let old = state.pictures.updateValue(picture, forKey: url) { state.pictureBytes -= old.byteCount }
                state.pictureBytes += picture.byteCount
                state.touch(url)
                state.evict(toBytes: limits.memoryBytes, keeping: Set(state.wanted))
            } else if failed {
                let now = ContinuousClock.now
                state.failed[url] = now
                state.forgetFailures(before: now - limits.retryAfter, keepingAtMost: limits.failuresKept)
            }
        }
        startFetches()
        if picture != nil || failed { onChange() }
    }
}

extension ArtworkStore.State {
    /// Forgets the failures from before `time` (they would be tried again
    /// anyway), then the oldest of the rest past `limit`.
    mutating func forgetFailures(before time: ContinuousClock.Instant, keepingAtMost limit: Int) {
        failed = failed.filter { $0.value >= time }
        guard failed.count > limit else { return }
        let oldest = failed.sorted { $0.value < $1.value }.prefix(failed.count - max(0, limit))
        for (url, _) in oldest { failed[url] = nil }
    }

    mutating func touch(_ url: String) {
        if let index = recency.lastIndex(of: url) { recency.remove(at: index) }
        recency.append(url)
    }

    /// Drops the least recently used pictures (and their drawn cells) until
    /// the rest fit in `limit` bytes; what the screen shows stays.
    mutating func evict(toBytes limit: Int, keeping shown: Set<String>) {
        var index = 0
        while pictureBytes > limit, index < recency.count {
            let url = recency[index]
            guard !shown.contains(url), let picture = pictures.removeValue(forKey: url) else {
                index += 1
                continue
            }
            recency.remove(at: index)
            pictureBytes -= picture.byteCount
            rendered = rendered.filter { $0.key.url != url }
            renderedOrder.removeAll { $0.url == url }
        }
    }
}
