import Foundation
import Synchronization

/// A mapped index file changed under the program: written over in place
/// (random bytes, zeros), cut short, or replaced. A private mapping
/// (`MAP_PRIVATE`) does not keep a copy of a page until the program
/// writes to it, which it never does: another process's writes to the
/// file show through. So:
///
/// - before each use (`isIntact`), the file's size, modification and
///   change times and its header are compared with those it had when its
///   structure was checked (`FileIdentity`; a program that puts the
///   modification time back still moves the change time): an fstat and a
///   256-byte read. A change means the index is built again, its cached
///   file's checksum read before it is used;
/// - what every lookup relies on cannot be changed under a search that
///   is already reading: the posting starts are a private copy, and a
///   string's or token's offsets are checked where they are read (an id
///   from the items or postings already is), so a write during a search
///   gives that one search wrong answers, never a bad memory access.
///
/// Left: a file cut short in the instant between the check and a
/// search's reads still ends the program with SIGBUS.
struct FileIdentity: Equatable, Sendable {
    var size: Int
    var modified: timespec
    var changed: timespec
    /// The header's bytes as the file holds them (read, not mapped): the
    /// file's times move by the kernel's tick, so a write in the same
    /// tick as the last change leaves them as they were; a file written
    /// over whole (random bytes, zeros) has another header.
    var header: [UInt8]

    /// The file `descriptor` is, now; nil when it is no file (in memory) or cannot be looked at.
    init?(descriptor: Int32) {
        var info = stat()
        guard descriptor >= 0, fstat(descriptor, &info) == 0 else { return nil }
        size = Int(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
        header = [UInt8](repeating: 0, count: CatalogStorage.headerSize)
        guard pread(descriptor, &header, header.count, 0) == header.count else { return nil }
    }

    static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.size == b.size && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec && a.header == b.header
    }
}

extension CatalogStorage {
    /// Whether the mapped file is as it was when checked (an index in
    /// memory always is); false too when it can no longer be looked at.
    var isUnchanged: Bool {
        guard descriptor >= 0 else { return true }
        guard let now = FileIdentity(descriptor: descriptor) else { return false }
        return identity.withLock { $0 == now }
    }

    /// Takes the file as it is now for the one checked: after this
    /// program's own rename of the file it wrote (a rename moves the
    /// change time), never after anyone else's change.
    func acceptCurrentFile() {
        identity.withLock { $0 = FileIdentity(descriptor: descriptor) }
    }

    /// `buffer`'s values in memory of the index's own (deallocated with it).
    static func ownCopy(of buffer: UnsafeBufferPointer<UInt32>) -> UnsafeMutableBufferPointer<UInt32> {
        let copy = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(1, buffer.count))
        _ = copy.initialize(from: buffer)
        return UnsafeMutableBufferPointer(rebasing: copy[0..<buffer.count])
    }
}
