import StoreSearchItems
import StoreSearchText

/// Where a reader folds an item's name and album, and makes its sort key,
/// on their way into the item's entry: memory of its own, reused for every
/// item, so that folding a name costs no array's checks and no copy.
final class ItemText {
    /// A short ASCII name or album, folded (`ASCIIFold`), with room for
    /// eight bytes more: each of its words can be read a word at a time.
    let folded: UnsafeMutablePointer<UInt8>
    private var key: UnsafeMutablePointer<UInt8>
    private var keyCapacity = 512

    init() {
        folded = .allocate(capacity: ASCIIFold.longest + 8)
        key = .allocate(capacity: keyCapacity)
    }

    deinit {
        folded.deallocate()
        key.deallocate()
    }

    /// The sort key of an item whose name folds to `folded` (`OrderKey`),
    /// valid until the next call.
    func key(folded: UnsafeBufferPointer<UInt8>, artist: UnsafeBufferPointer<UInt8>?) -> UnsafeBufferPointer<UInt8> {
        let room = OrderKey.endRoom(folded: folded.count, artist: artist?.count ?? 0)
        if room > keyCapacity {
            key.deallocate()
            keyCapacity = max(room, 2 * keyCapacity)
            key = .allocate(capacity: keyCapacity)
        }
        return UnsafeBufferPointer(start: key, count: OrderKey.writeEnd(folded: folded, artist: artist, to: key))
    }
}

extension IndexPart {
    /// The item's sort key (valid until the next item's), its name's words
    /// added to its tokens on the way: the name folded once for both.
    mutating func sortKey(name: UnsafeBufferPointer<UInt8>, artist: UnsafeBufferPointer<UInt8>?) -> UnsafeBufferPointer<
        UInt8
    > {
        if name.count <= ASCIIFold.longest, addFoldedASCIIWords(of: name) {
            return text.key(folded: UnsafeBufferPointer(start: text.folded, count: name.count), artist: artist)
        }
        let words = self.words
        var key = self.key
        self.key = []
        defer { self.key = key }
        key.removeAll(keepingCapacity: true)
        nameWords.removeAll(keepingCapacity: true)
        folder.appendFolded(name, to: &key, wordBounds: &nameWords)
        return key.withUnsafeBufferPointer { folded in
            for word in nameWords { words.add(tokens.id(for: UnsafeBufferPointer(rebasing: folded[word]))) }
            return text.key(folded: folded, artist: artist)
        }
    }

    /// Adds the words of `text` (an album) to the item's tokens, each looked up now.
    mutating func addWords(of text: UnsafeBufferPointer<UInt8>?) {
        guard let text else { return }
        if text.count <= ASCIIFold.longest, addFoldedASCIIWords(of: text) { return }
        let words = self.words
        folder.forEachWord(in: text) { words.add(tokens.id(for: $0)) }
    }

    /// Folds a short `text` into `ItemText.folded` and adds its words to the
    /// item's tokens, when it is ASCII (`ASCIIFold`); false otherwise.
    private mutating func addFoldedASCIIWords(of text: UnsafeBufferPointer<UInt8>) -> Bool {
        let folded = self.text.folded
        // The part's words, reached without a retain and a release an item.
        return Unmanaged.passUnretained(words)._withUnsafeGuaranteedRef { words in
            ASCIIFold.fold(text, into: folded) { word in
                words.add(tokens.id(forPadded: UnsafeBufferPointer(start: folded + word.lowerBound, count: word.count)))
            }
        }
    }
}
