import Foundation
import StoreSearchItems
import Synchronization

/// A value made once, on first demand, and shared by the copies of an index.
final class ArtistRanks: Sendable {
    private let made = Mutex<[UInt32: UInt64]?>(nil)

    func ranks(_ make: () -> [UInt32: UInt64]) -> [UInt32: UInt64] {
        made.withLock { made in
            if let made { return made }
            let ranks = make()
            made = ranks
            return ranks
        }
    }
}

/// Whether an item's record passes the category and a `ResultFilter`,
/// without making its `SearchResult`: prices are in the record, explicitness
/// in its `facts`; each kind string is asked about once.
struct Admission {
    let storage: CatalogStorage
    let category: Category
    let filter: ResultFilter
    private let checksKind: Bool
    private var kinds: [UInt32: Bool] = [:]

    init(storage: CatalogStorage, category: Category, filter: ResultFilter) {
        self.storage = storage
        self.category = category
        self.filter = filter
        checksKind = category != .all || !filter.kinds.isEmpty
    }

    mutating func admits(_ record: ItemRecord) -> Bool {
        if filter.freeOnly, record.price != 0 { return false }
        if let range = filter.priceRange, record.price == ItemRecord.noPrice || !range.contains(record.price) {
            return false
        }
        if filter.hidesExplicit, record.isExplicit { return false }
        guard checksKind else { return true }
        if let known = kinds[record.kind] { return known }
        let kind = ItemKind(storeValue: storage.string(record.kind) ?? "")
        let admitted =
            category.includes(kind) && (filter.kinds.isEmpty || filter.kinds.contains { $0.matches(kind) })
        kinds[record.kind] = admitted
        return admitted
    }
}

/// The `limit` smallest (key, position) pairs seen, as a max-heap: the
/// worst kept is on top, and a candidate no better than it costs one
/// comparison. Positions only grow while scanning, so a tie with the top
/// (a later item in name order) is never better.
struct BestKeys {
    private var heap: [(key: UInt64, position: UInt32)] = []
    let limit: Int

    init(limit: Int) {
        self.limit = limit
        heap.reserveCapacity(min(limit, 4096))
    }

    var isFull: Bool { heap.count >= limit }
    /// The worst key kept (meaningful once full).
    var worstKey: UInt64 { heap.first?.key ?? .max }

    @inline(__always) private static func worse(
        _ lhs: (key: UInt64, position: UInt32), _ rhs: (key: UInt64, position: UInt32)
    ) -> Bool {
        lhs.key != rhs.key ? lhs.key > rhs.key : lhs.position > rhs.position
    }

    @inline(__always) mutating func insert(_ key: UInt64, position: UInt32) {
        if heap.count < limit {
            heap.append((key, position))
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard Self.worse(heap[child], heap[parent]) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
            return
        }
        guard key < heap[0].key else { return }
        heap[0] = (key, position)
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let child = right < heap.count && Self.worse(heap[right], heap[left]) ? right : left
            guard Self.worse(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            parent = child
        }
    }

    /// The positions kept, best first.
    func positionsInOrder() -> [UInt32] {
        heap.sorted { lhs, rhs in
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            return lhs.position < rhs.position
        }.map(\.position)
    }
}

/// The key an order ranks an item by, lowest first, from its record
/// (price, release day) or its artist's rank: what a search keeps the best
/// of in every order but by name, where the item's position is its key,
/// and by relevance (`searchByRelevance`).
struct OrderKeys {
    private enum Rule {
        case position, price, released
        case artist([UInt32: UInt64])
    }

    private let rule: Rule

    /// `artistRanks` is asked only for the artist order.
    init(order: StoreSearchItems.SortOrder, storage: CatalogStorage, artistRanks: () -> [UInt32: UInt64]) {
        switch order {
        case .name, .relevance: rule = .position
        case .price: rule = .price
        case .released: rule = .released
        case .artist: rule = .artist(artistRanks())
        }
    }

    func key(of record: ItemRecord, at position: UInt32) -> UInt64 {
        switch rule {
        case .position: UInt64(position)
        case .price: SortKeys.price(record.price == ItemRecord.noPrice ? nil : record.price)
        case .released: SortKeys.released(dayNumber: record.dayNumber)
        case .artist(let ranks): ranks[record.artist] ?? .max
        }
    }
}
