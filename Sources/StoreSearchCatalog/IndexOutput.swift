import Foundation
import StoreSearchWorkers
import Synchronization
import SystemCalls

/// Where each section of an index lies, from how much each holds (see
/// `CatalogStorage` for the sections): known before a byte is written, so
/// every section is written straight to its place.
struct IndexLayout {
    let itemCount: Int
    /// Strings by id, id 0 (none) included.
    let stringCount: Int
    let stringBytes: Int
    let tokenCount: Int
    let tokenBytes: Int
    let postingCount: Int

    enum Section: Int, CaseIterable {
        case items, stringOffsets, strings, tokenOffsets, tokens, postingStarts, postings
    }

    /// Each section's offset, and the file's length.
    let offsets: [Int]
    let length: Int

    init(itemCount: Int, stringCount: Int, stringBytes: Int, tokenCount: Int, tokenBytes: Int, postingCount: Int) {
        self.itemCount = itemCount
        self.stringCount = stringCount
        self.stringBytes = stringBytes
        self.tokenCount = tokenCount
        self.tokenBytes = tokenBytes
        self.postingCount = postingCount
        let sizes = [
            itemCount * MemoryLayout<ItemRecord>.stride, (stringCount + 1) * 4, stringBytes, (tokenCount + 1) * 4,
            tokenBytes, (tokenCount + 1) * 4, postingCount * 4,
        ]
        var offsets: [Int] = []
        var length = CatalogStorage.headerSize
        for size in sizes {
            offsets.append(length)
            length = (length + size + 7) & ~7
        }
        self.offsets = offsets
        self.length = length
    }

    /// Where `section` ends: the next one's start (the file's end for the last).
    func end(of section: Section) -> Int {
        section.rawValue + 1 < offsets.count ? offsets[section.rawValue + 1] : length
    }

    func header(sourceSize: UInt64, sourceModified: Int64, contentHash: UInt64, checksum: UInt64) -> [UInt8] {
        var header = CatalogStorage.Header(
            magic: (0, 0, 0, 0, 0, 0, 0, 0), formatVersion: CatalogStorage.formatVersion,
            itemCount: UInt32(itemCount), stringCount: UInt32(stringCount), tokenCount: UInt32(tokenCount),
            postingCount: UInt64(postingCount), sourceSize: sourceSize, sourceModified: sourceModified,
            sections: (
                UInt64(offsets[0]), UInt64(offsets[1]), UInt64(offsets[2]), UInt64(offsets[3]),
                UInt64(offsets[4]), UInt64(offsets[5]), UInt64(offsets[6])
            ),
            stringBlobSize: UInt64(stringBytes), tokenBlobSize: UInt64(tokenBytes), length: UInt64(length),
            contentHash: contentHash, checksum: checksum)
        withUnsafeMutableBytes(of: &header.magic) { $0.copyBytes(from: CatalogStorage.magic) }
        var bytes = withUnsafeBytes(of: header) { Array($0) }
        bytes += repeatElement(0, count: CatalogStorage.headerSize - bytes.count)
        return bytes
    }
}

/// Where an index is written: a file (each section at its offset, with
/// `pwrite`, on a thread of its own behind the writers) or a block of
/// memory, the same bytes either way. A file's sections are hashed in the
/// order they are written, and the header, written last, carries the
/// checksum made of those hashes (`CatalogStorage.checksum(sections:)`);
/// an index in memory is never checked against one (its header says 0).
final class IndexOutput: Sendable {
    let layout: IndexLayout
    private let fd: Int32
    /// (The block is this output's until `takeStorage` hands it on; writers
    /// copy into parts of it that do not overlap.)
    nonisolated(unsafe) private let memory: UnsafeMutableRawPointer?
    /// Whether the memory is still this output's to free (not handed to a storage).
    private let ownsMemory = Atomic<Bool>(true)
    private let closed = Atomic<Bool>(false)
    /// What the writers and the file's thread share.
    private let shared = Shared()
    private let thread: OwnThread.Ending?

    private final class Shared: Sendable {
        /// The first failure's errno (0: none; nothing is written after it).
        let failure = Atomic<Int32>(0)
        /// The writes a file's thread has still to make, in order.
        let writes = JobQueue<Write>()
        /// A place in `writes` for each buffer handed over: a writer that
        /// hands a fifth before the thread wrote the first waits for it.
        let places = JobQueue<Void>()
        /// Buffers the file's thread is done with, for the writers to reuse.
        let spares = Mutex<[PageBuffer]>([])
        /// Each section's hash so far, made by the file's thread.
        let hashes = Mutex(Array(repeating: ContentHash(), count: IndexLayout.Section.allCases.count))

        /// Keeps `code` as the failure, unless there is one already.
        func fail(_ code: Int32) {
            _ = failure.compareExchange(expected: 0, desired: code, ordering: .acquiringAndReleasing)
        }

        var hasFailed: Bool { failure.load(ordering: .acquiring) != 0 }
    }

    /// The buffers a writer may have handed over and not yet seen written.
    private static let handedAtOnce = 4

    private struct Write: Sendable {
        var section: Int
        /// (Bytes in a handed buffer, or borrowed ones the writer waits for:
        /// read by the file's thread alone while the write is under way.)
        nonisolated(unsafe) var bytes: UnsafeRawBufferPointer
        var offset: Int
        /// The buffer the bytes are in, handed over (nil: borrowed bytes, which `done` says are written).
        var buffer: PageBuffer?
        var done: Later<Void>?
    }

    /// The index in a new block of memory.
    init(inMemory layout: IndexLayout) {
        self.layout = layout
        fd = -1
        memory = .allocate(byteCount: layout.length, alignment: 16)
        thread = nil
    }

    /// The index in the file `fd` (empty, open for writing), its whole
    /// length set aside first: a disk too full for it, or a file size
    /// limit, is found before anything is written.
    init(file fd: Int32, _ layout: IndexLayout, phases: PhaseRecorder? = nil) throws(POSIXError) {
        self.layout = layout
        self.fd = fd
        memory = nil
        let reserved = posix_fallocate(fd, 0, off_t(layout.length))
        // (A file system that cannot set space aside still takes the writes.)
        guard reserved == 0 || reserved == EOPNOTSUPP || reserved == EINVAL else {
            throw POSIXError(POSIXErrorCode(rawValue: reserved) ?? .EIO)
        }
        for _ in 0..<Self.handedAtOnce { shared.places.put(()) }
        // (The thread ends when the output is closed: `close`, from `finish`.)
        let shared = self.shared
        thread = OwnThread.start(named: "storesearch index writer", stackSize: 1 << 20) {
            Self.writeQueued(shared, to: fd, phases: phases)
        }
    }

    deinit {
        if ownsMemory.load(ordering: .relaxed) { memory?.deallocate() }
    }

    /// The first failure's errno, or 0, once every write so far is made.
    var error: Int32 {
        drain()
        return shared.failure.load(ordering: .acquiring)
    }

    /// Whether writers hand their buffers over (a file) or write them at once (memory).
    var writesBehind: Bool { memory == nil }

    /// Hashes and writes `bytes` of `section` at `offset`, in order with
    /// what was written before; in a file, behind the caller when it hands
    /// over the `buffer` they are in (it comes back through `spare`),
    /// else before this returns.
    func write(
        _ bytes: UnsafeRawBufferPointer, of section: IndexLayout.Section, at offset: Int,
        handing buffer: PageBuffer? = nil
    ) {
        if let memory {
            guard !bytes.isEmpty, !shared.hasFailed else { return }
            (memory + offset).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
            return
        }
        // Nothing is written once a write failed or the output is closed
        // (the file's thread may have ended): the caller's buffer comes back.
        guard !bytes.isEmpty, !shared.hasFailed, !closed.load(ordering: .acquiring) else {
            if let buffer { shared.spares.withLock { $0.append(buffer) } }
            return
        }
        if let buffer {
            // A handed buffer is not waited for, as long as a few are in flight.
            _ = shared.places.take()
            shared.writes.put(Write(section: section.rawValue, bytes: bytes, offset: offset, buffer: buffer))
        } else {
            // A write of borrowed bytes is waited for.
            let done = Later<Void>()
            shared.writes.put(Write(section: section.rawValue, bytes: bytes, offset: offset, done: done))
            done.wait()
        }
    }

    /// A buffer the file's thread is done with, or a new one.
    func spare(capacity: Int) -> PageBuffer {
        shared.spares.withLock { $0.popLast() } ?? PageBuffer(capacity: capacity)
    }

    /// The file's thread: each write in turn, hashed then written, until
    /// the output is closed.
    private static func writeQueued(_ shared: Shared, to fd: Int32, phases: PhaseRecorder?) {
        var clock = PhaseClock()
        defer { phases?.record(clock, on: .writer) }
        while let next = shared.writes.take() {
            defer {
                next.done?.give(())
                if let buffer = next.buffer {
                    shared.spares.withLock { $0.append(buffer) }
                    shared.places.put(())
                }
            }
            // (A barrier: no bytes, only a wait for what came before.)
            guard !next.bytes.isEmpty else { continue }
            clock.restart()
            shared.hashes.withLock { $0[next.section].add(next.bytes) }
            clock.lap(.checksum)
            let code = shared.hasFailed ? 0 : writeAll(next.bytes, to: fd, at: next.offset) ?? 0
            // The disk starts on these bytes now, while the merge goes on,
            // rather than all at once when the index is flushed (`fsync`).
            if code == 0 { _ = startWriteback?(fd, Int64(next.offset), Int64(next.bytes.count), 2) }
            clock.lap(.write)
            if code != 0 { shared.fail(code) }
        }
    }

    /// `sync_file_range(2)` with `SYNC_FILE_RANGE_WRITE` (2): the written
    /// range's writeback started, not waited for. Glibc's module does not
    /// show it to Swift, so it is found by name (nil: not there, and the
    /// flush at the end does all of it).
    private static let startWriteback: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32)? = {
        guard let symbol = dlsym(nil, "sync_file_range") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32).self)
    }()

    /// Waits for every write handed over so far.
    private func drain() {
        guard memory == nil, !closed.load(ordering: .acquiring) else { return }
        let done = Later<Void>()
        let barrier = Write(section: 0, bytes: UnsafeRawBufferPointer(start: nil, count: 0), offset: 0, done: done)
        guard shared.writes.put(barrier) else { return }
        done.wait()
    }

    /// A writer of `section`, from its start.
    func writer(_ section: IndexLayout.Section) -> SectionWriter {
        SectionWriter(output: self, section: section)
    }

    /// Writes the header, once every section's writer has finished, and
    /// ends the file's thread; false when a write failed (`error` says why).
    func finish(sourceSize: UInt64, sourceModified: Int64, contentHash: UInt64) -> Bool {
        guard error == 0 else {
            close()
            return false
        }
        let header = layout.header(
            sourceSize: sourceSize, sourceModified: sourceModified, contentHash: contentHash,
            checksum: memory == nil
                ? CatalogStorage.checksum(sections: shared.hashes.withLock { $0 }.map { $0.finish() }) : 0)
        header.withUnsafeBytes { bytes in
            if let memory {
                memory.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
            } else {
                let code = writeAll(bytes, to: fd, at: 0) ?? 0
                if code != 0 { shared.fail(code) }
            }
        }
        close()
        return error == 0
    }

    /// Gives up: nothing more is written (later writes are dropped), and `error` says `code`.
    func fail(_ code: Int32) {
        drain()
        shared.fail(code)
        close()
    }

    /// Ends the file's thread, once its writes are made.
    func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        shared.writes.close()
        thread?.wait()
    }

    /// The index written in memory, handed over (nil for a file, or after a failure).
    func takeStorage() -> CatalogStorage? {
        guard let memory, error == 0, ownsMemory.exchange(false, ordering: .acquiringAndReleasing) else { return nil }
        // The storage frees the block from now on (or at once, should it not be an index).
        return CatalogStorage(bytes: UnsafeRawPointer(memory), length: layout.length) { memory.deallocate() }
    }
}

/// Writes one section from its start, a buffer at a time (handed to the
/// output's thread when it writes a file); `finish` pads it with zeros to
/// the next section's start.
struct SectionWriter {
    private let output: IndexOutput
    private let section: IndexLayout.Section
    /// Where the buffer's bytes go in the output.
    private var position: Int
    private let end: Int
    private var buffer: PageBuffer
    private var used = 0
    private static let bufferSize = 256 << 10

    init(output: IndexOutput, section: IndexLayout.Section) {
        self.output = output
        self.section = section
        position = output.layout.offsets[section.rawValue]
        end = output.layout.end(of: section)
        buffer = output.spare(capacity: Self.bufferSize)
    }

    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        if used &+ bytes.count > Self.bufferSize { flush() }
        if bytes.count >= Self.bufferSize {
            output.write(bytes, of: section, at: position)
            position += bytes.count
            return
        }
        (buffer.base + used).copyMemory(from: source, byteCount: bytes.count)
        used &+= bytes.count
    }

    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        write(UnsafeRawBufferPointer(bytes))
    }

    @inline(__always) mutating func write(value: UInt32) {
        if used &+ 4 > Self.bufferSize { flush() }
        (buffer.base + used).storeBytes(of: value, as: UInt32.self)
        used &+= 4
    }

    /// Writes an item's record as the index holds it: its whole stride, the padding zero.
    @inline(__always) mutating func write(record: ItemRecord) {
        let stride = MemoryLayout<ItemRecord>.stride
        if used &+ stride > Self.bufferSize { flush() }
        (buffer.base + used).initializeMemory(as: UInt8.self, repeating: 0, count: stride)
        (buffer.base + used).storeBytes(of: record, as: ItemRecord.self)
        used &+= stride
    }

    mutating func write<T>(contentsOf values: [T]) {
        values.withUnsafeBytes { write($0) }
    }

    private mutating func flush() {
        guard used > 0 else { return }
        let bytes = UnsafeRawBufferPointer(start: buffer.base, count: used)
        if output.writesBehind {
            output.write(bytes, of: section, at: position, handing: buffer)
            buffer = output.spare(capacity: Self.bufferSize)
        } else {
            output.write(bytes, of: section, at: position)
        }
        position += used
        used = 0
    }

    /// Pads to the section's end and hands over the rest. A section that
    /// is not the size the layout gave it (its entries could not all be
    /// read back) fails the output: such an index is never finished.
    mutating func finish() {
        let padding = end - position - used
        guard padding >= 0, padding < 8 else {
            output.fail(EIO)
            return
        }
        if padding > 0 { write(contentsOf: [UInt8](repeating: 0, count: padding)) }
        flush()
    }
}
