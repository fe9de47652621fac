import Foundation
import StoreSearchItems
import StoreSearchText

/// The catalog's words near a query word (within the edits
/// `TypoTolerance` allows it), found in the sorted token table itself:
/// nothing is added to the index for it.
///
/// Sorted words are a trie laid flat: words that begin alike stand
/// together. The walk reads them in order and keeps a row of the edit
/// table (`EditRows`) for each letter of the word it is on; the next word
/// reuses the rows of the beginning it shares. When a row's smallest value
/// is over the allowed edits, no word that begins so can match: the walk
/// leaps past them all with a search of the table. And as that only
/// happens when the row above was at the allowed edits exactly, where just
/// a few next letters can keep it within them (`EditRows.letterKeeping`),
/// it leaps to the next of those letters, not to the next word: the words
/// looked at stay about as many as the query word's near spellings, not
/// the table's letters.
struct TypoWalk {
    /// How a query word has to match a catalog word.
    enum Reach {
        /// The whole word, within the edits (a word followed by another).
        case whole
        /// A beginning of the word, within the edits: the last word, which
        /// may stop part way through the word meant. Its distance is the
        /// least over the word's beginnings.
        case beginning
    }

    /// Tokens that match, and with how many edits.
    struct Match: Hashable {
        var tokens: Range<Int>
        var edits: Int
        /// The bytes of the first token that matched: all of it, or (a
        /// beginning's match, every token that begins so) the beginning.
        var beginning: Int
    }

    let storage: CatalogStorage
    /// How many beginnings of words had a row worked out (what the walk costs).
    private(set) var visited = 0
    /// The beginnings the walk may look at: past them it stops, and says so.
    var budget = Int.max
    /// Whether the walk stopped at its budget (its matches are then not all).
    private(set) var ranOut = false

    init(storage: CatalogStorage, budget: Int = .max) {
        self.storage = storage
        self.budget = budget
    }

    /// The tokens within `allowed` edits of `word` (its letters), in
    /// token order.
    mutating func matches(of word: [UInt32], allowed: Int, reach: Reach) -> [Match] {
        let count = storage.tokenOffsets.count - 1
        guard count > 0, !word.isEmpty else { return [] }
        var rows = EditRows(word: word, limit: allowed)
        // The best distance of a beginning so far, at each depth (`.beginning`).
        var bests = [rows.last]
        // A row's least value is at least its depth less the word's length:
        // past this many letters, none is within reach.
        let deepest = word.count + allowed + 1
        // The letters of the token (as far as they are read), and where
        // each ends in its bytes (ends[0] is 0).
        var letters: [UInt32] = []
        var ends: [Int] = [0]
        letters.reserveCapacity(deepest)
        ends.reserveCapacity(deepest + 1)
        var previous = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var target: [UInt8] = []
        var found: [Match] = []
        var index = 0
        tokens: while index < count {
            if visited > budget {
                ranOut = true
                break
            }
            let token = storage.token(index)
            // The letters this token shares with the rows' (their bytes alike).
            let pathBytes = min(token.count, ends[rows.depth])
            var sameBytes = 0
            while sameBytes < pathBytes, token[sameBytes] == previous[sameBytes] { sameBytes += 1 }
            var common = rows.depth
            while ends[common] > sameBytes { common -= 1 }
            previous = token
            Self.decode(token, from: common, upTo: deepest, letters: &letters, ends: &ends)
            rows.truncate(to: common)
            bests.removeLast(bests.count - common - 1)
            for depth in common..<letters.count {
                let parentMinimum = rows.minimum
                rows.append(letters[depth])
                visited += 1
                let best = min(bests[depth], rows.last)
                bests.append(best)
                let minimum = rows.minimum
                let decided = minimum > allowed || (reach == .beginning && minimum >= best)
                guard decided else { continue }
                let prefix = UnsafeBufferPointer(rebasing: token[0..<ends[depth + 1]])
                if reach == .beginning, best <= allowed {
                    // No longer beginning does better: every word that begins so matches.
                    let end = storage.end(ofPrefix: prefix, from: index + 1)
                    found.append(Match(tokens: index..<end, edits: best, beginning: ends[depth + 1]))
                    index = end
                    continue tokens
                }
                // No word that begins so can match.
                rows.truncate(to: depth)
                bests.removeLast()
                let parent = UnsafeBufferPointer(rebasing: token[0..<ends[depth]])
                let next =
                    parentMinimum == allowed ? rows.letterKeeping(within: allowed, after: letters[depth]) : nil
                if let next {
                    target.removeAll(keepingCapacity: true)
                    target.append(contentsOf: parent)
                    Self.appendUTF8(next, to: &target)
                    index = target.withUnsafeBufferPointer { storage.firstToken(notBefore: $0, from: index + 1) }
                } else {
                    index = storage.end(ofPrefix: parentMinimum == allowed ? parent : prefix, from: index + 1)
                }
                continue tokens
            }
            // The whole token read, and nothing decided on the way.
            let edits = reach == .whole ? rows.last : bests[bests.count - 1]
            if edits <= allowed { found.append(Match(tokens: index..<index + 1, edits: edits, beginning: token.count)) }
            index += 1
        }
        return found
    }

    /// The letters of `token` after its first `known` (already in
    /// `letters`), up to `most` in all, and the byte where each ends.
    private static func decode(
        _ token: UnsafeBufferPointer<UInt8>, from known: Int, upTo most: Int, letters: inout [UInt32],
        ends: inout [Int]
    ) {
        letters.removeLast(letters.count - known)
        ends.removeLast(ends.count - known - 1)
        var index = ends[known]
        while index < token.count, letters.count < most {
            let lead = token[index]
            let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard length > 1, index + length <= token.count else {
                letters.append(UInt32(lead))
                index += 1
                ends.append(index)
                continue
            }
            var value = UInt32(lead & (0x7F >> length))
            for offset in 1..<length { value = value << 6 | UInt32(token[index + offset] & 0x3F) }
            letters.append(value)
            index += length
            ends.append(index)
        }
    }

    /// A letter's UTF-8 bytes (tokens are UTF-8: the folder wrote them).
    private static func appendUTF8(_ letter: UInt32, to bytes: inout [UInt8]) {
        switch letter {
        case 0..<0x80:
            bytes.append(UInt8(letter))
        case 0x80..<0x800:
            bytes.append(0xC0 | UInt8(letter >> 6))
            bytes.append(0x80 | UInt8(letter & 0x3F))
        case 0x800..<0x10000:
            bytes.append(0xE0 | UInt8(letter >> 12))
            bytes.append(0x80 | UInt8(letter >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(letter & 0x3F))
        default:
            bytes.append(0xF0 | UInt8(truncatingIfNeeded: letter >> 18))
            bytes.append(0x80 | UInt8(letter >> 12 & 0x3F))
            bytes.append(0x80 | UInt8(letter >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(letter & 0x3F))
        }
    }
}

extension CatalogStorage {
    /// The first token from `start` on that does not sort before `bytes`
    /// (the token count when there is none): a gallop, then a binary search,
    /// as the walk's leaps are mostly short.
    func firstToken(notBefore bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        gallop(from: start) { OrderKey.precedes(token($0), bytes) }
    }

    /// The first token from `start` on that does not begin with `prefix`,
    /// where those from `start` that do are contiguous at its start.
    func end(ofPrefix prefix: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        gallop(from: start) { index in
            let token = token(index)
            return token.count >= prefix.count
                && (prefix.isEmpty || memcmp(token.baseAddress!, prefix.baseAddress!, prefix.count) == 0)
        }
    }

    /// The first index from `start` on where `holds` is false, given that
    /// it holds for a run of indices from `start` and for none after.
    private func gallop(from start: Int, while holds: (Int) -> Bool) -> Int {
        let count = tokenOffsets.count - 1
        // Every index below `low` holds; `high` does not (or is the end).
        var low = start
        var high = count
        var step = 1
        while low < count {
            let probe = min(count, low + step) - 1
            guard holds(probe) else {
                high = probe
                break
            }
            low = probe + 1
            step <<= 1
        }
        while low < high {
            let middle = (low + high) / 2
            if holds(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
