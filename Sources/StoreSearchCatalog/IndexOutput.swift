import Foundation

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
final class IndexOutput: @unchecked Sendable {
    let layout: IndexLayout
    private let fd: Int32
    private let memory: UnsafeMutableRawPointer?
    /// Whether the memory is still this output's to free (not handed to a storage).
    private var ownsMemory = true
    /// Each section's hash so far, and the first failure's errno (0: none;
    /// nothing is written after it), under `condition` with the queue.
    private var hashes = Array(repeating: ContentHash(), count: IndexLayout.Section.allCases.count)
    private var failure: Int32 = 0
    /// The writes a file's thread has still to make, in order, and how
    /// many it made; buffers it is done with, for the writers to reuse.
    private var queue: [Write] = []
    private var written = 0
    private var submitted = 0
    private var spares: [PageBuffer] = []
    private var closing = false
    private let condition = NSCondition()
    private var thread: Thread?
    /// Where the file's thread tells how long it hashed and wrote.
    private var phases: PhaseRecorder?

    private struct Write {
        var section: Int
        var bytes: UnsafeRawBufferPointer
        var offset: Int
        /// The buffer the bytes are in, handed over (nil: the writer waits for this write).
        var buffer: PageBuffer?
    }

    /// The index in a new block of memory.
    init(inMemory layout: IndexLayout) {
        self.layout = layout
        fd = -1
        memory = .allocate(byteCount: layout.length, alignment: 16)
    }

    /// The index in the file `fd` (empty, open for writing), its whole
    /// length set aside first: a disk too full for it, or a file size
    /// limit, is found before anything is written.
    init(file fd: Int32, _ layout: IndexLayout, phases: PhaseRecorder? = nil) throws(POSIXError) {
        self.layout = layout
        self.phases = phases
        self.fd = fd
        memory = nil
        let reserved = posix_fallocate(fd, 0, off_t(layout.length))
        // (A file system that cannot set space aside still takes the writes.)
        guard reserved == 0 || reserved == EOPNOTSUPP || reserved == EINVAL else {
            throw POSIXError(POSIXErrorCode(rawValue: reserved) ?? .EIO)
        }
        // (The thread holds the output until it ends: `close`, from `finish`.)
        let thread = Thread { self.writeQueued() }
        thread.stackSize = 1 << 20
        self.thread = thread
        thread.start()
    }

    deinit {
        if ownsMemory { memory?.deallocate() }
    }

    /// The first failure's errno, or 0, once every write so far is made.
    var error: Int32 {
        drain()
        return condition.withLock { failure }
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
            guard !bytes.isEmpty, failure == 0 else { return }
            (memory + offset).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
            return
        }
        condition.lock()
        // Nothing is written once a write failed or the output is closed
        // (the file's thread may have ended): the caller's buffer comes back.
        guard !bytes.isEmpty, failure == 0, !closing else {
            if let buffer { spares.append(buffer) }
            condition.unlock()
            return
        }
        queue.append(Write(section: section.rawValue, bytes: bytes, offset: offset, buffer: buffer))
        submitted += 1
        let mine = submitted
        condition.broadcast()
        // A write of borrowed bytes is waited for; a handed buffer is not,
        // as long as a few are in flight.
        while buffer == nil ? written < mine : queue.count > 4 { condition.wait() }
        condition.unlock()
    }

    /// A buffer the file's thread is done with, or a new one.
    func spare(capacity: Int) -> PageBuffer {
        condition.withLock { spares.popLast() } ?? PageBuffer(capacity: capacity)
    }

    /// The file's thread: each write in turn, hashed then written.
    private func writeQueued() {
        var clock = PhaseClock()
        defer { phases?.record(clock, on: .writer) }
        condition.lock()
        while true {
            while queue.isEmpty, !closing { condition.wait() }
            guard !queue.isEmpty else { break }
            let next = queue.removeFirst()
            let failed = failure != 0
            condition.unlock()
            clock.restart()
            hashes[next.section].add(next.bytes)
            clock.lap(.checksum)
            let code = failed ? 0 : writeAll(next.bytes, to: fd, at: next.offset)
            // The disk starts on these bytes now, while the merge goes on,
            // rather than all at once when the index is flushed (`fsync`).
            if code == 0 { _ = Self.startWriteback?(fd, Int64(next.offset), Int64(next.bytes.count), 2) }
            clock.lap(.write)
            condition.lock()
            if failure == 0 { failure = code }
            if let buffer = next.buffer { spares.append(buffer) }
            written += 1
            condition.broadcast()
        }
        condition.unlock()
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
        condition.lock()
        while written < submitted { condition.wait() }
        condition.unlock()
    }

    /// A writer of `section`, from its start.
    func writer(_ section: IndexLayout.Section) -> SectionWriter {
        SectionWriter(output: self, section: section)
    }

    /// Writes the header, once every section's writer has finished, and
    /// ends the file's thread; false when a write failed (`error` says why).
    func finish(sourceSize: UInt64, sourceModified: Int64, contentHash: UInt64) -> Bool {
        drain()
        guard error == 0 else {
            close()
            return false
        }
        let header = layout.header(
            sourceSize: sourceSize, sourceModified: sourceModified, contentHash: contentHash,
            checksum: memory == nil ? CatalogStorage.checksum(sections: hashes.map { $0.finish() }) : 0)
        header.withUnsafeBytes { bytes in
            if let memory {
                memory.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
            } else {
                let code = writeAll(bytes, to: fd, at: 0)
                condition.withLock { if failure == 0 { failure = code } }
            }
        }
        close()
        return error == 0
    }

    /// Gives up: nothing more is written (later writes are dropped), and `error` says `code`.
    func fail(_ code: Int32) {
        drain()
        condition.withLock { if failure == 0 { failure = code } }
        close()
    }

    /// Ends the file's thread (once its writes are made).
    func close() {
        condition.withLock {
            closing = true
            condition.broadcast()
        }
        thread = nil
    }

    /// The index written in memory, handed over (nil for a file, or after a failure).
    func takeStorage() -> CatalogStorage? {
        guard let memory, error == 0, ownsMemory else { return nil }
        // The storage frees the block from now on (or at once, should it not be an index).
        ownsMemory = false
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
