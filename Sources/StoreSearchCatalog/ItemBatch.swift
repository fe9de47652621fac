import Foundation
import StoreSearchFormats
import Synchronization

/// A reader's parsed items waiting to be added, in memory of their own:
/// each is moved in and moved out, never copied (an array's would be, a
/// kind with a name retained and released for each).
final class ItemBatch {
    private let items = UnsafeMutablePointer<PlainItem>.allocate(capacity: ItemBatch.capacity)
    /// (Only its reader's thread touches it: no check of exclusive access each time.)
    @exclusivity(unchecked) private(set) var count = 0
    private static let capacity = 64

    deinit {
        items.deinitialize(count: count)
        items.deallocate()
    }

    /// Keeps `item`; true when the batch is full.
    func append(_ item: PlainItem) -> Bool {
        (items + count).initialize(to: item)
        count += 1
        return count == Self.capacity
    }

    /// Hands each item over in order, and is empty after.
    func takeEach(_ body: (PlainItem) -> Void) {
        for index in 0..<count { body((items + index).move()) }
        count = 0
    }
}

/// Hands a mapping's pages back once read: a 300 MB catalog never sits in
/// the process at once (its pages stay in the page cache).
struct PageRelease {
    public let bytes: UnsafeBufferPointer<UInt8>
    let isMapped: Bool
    private var released: Int
    private static let step = 1 << 20

    init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, isMapped: Bool) {
        self.bytes = bytes
        self.isMapped = isMapped
        let page = Int(getpagesize())
        released = (start + page - 1) & ~(page - 1)
    }

    mutating func release(before offset: Int) {
        guard isMapped, offset - released >= Self.step else { return }
        let end = offset & ~(Int(getpagesize()) - 1)
        madvise(UnsafeMutableRawPointer(mutating: bytes.baseAddress!) + released, end - released, MADV_DONTNEED)
        released = end
    }
}
