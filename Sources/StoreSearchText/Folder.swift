/// Folds text as `TextFolding.fold` does (case, diacritics, width) and
/// splits it into words, a Unicode scalar at a time, keeping each non-ASCII
/// scalar's fold: a catalog's names draw on a small set of characters, so
/// indexing a million items asks Foundation about each of them once rather
/// than about every name. UTF-8 bytes are checked, then folded in one pass
/// over them: ASCII by arithmetic, other scalars through their kept folds.
public struct Folder {
    /// A scalar's fold: its bytes in `foldBytes`, whether it is part of a
    /// word (letters and digits), and whether it separates words (a fold
    /// to nothing, such as a combining accent, does neither).
    private struct Fold {
        var start: UInt32
        var count: UInt16
        var isWord: Bool
        var separates: Bool
    }

    /// Folds of the scalars below U+0800 (two bytes of UTF-8 at most, where
    /// the Latin, Greek and Cyrillic letters are), by scalar, once made;
    /// the others by scalar in `otherFolds`.
    private var smallFolds: [Fold?] = []
    private var otherFolds: [UInt32: Fold] = [:]
    private var foldBytes: [UInt8] = []
    /// Where words and folded text are put together, reused between calls.
    private var scratch = Scratch()

    public init() {}

    // MARK: Scalars

    private mutating func fold(_ scalar: Unicode.Scalar) -> Fold {
        let value = scalar.value
        if value < 0x800 {
            if smallFolds.isEmpty { smallFolds = Array(repeating: nil, count: 0x800) }
            if let known = smallFolds[Int(value)] { return known }
        } else if let known = otherFolds[value] {
            return known
        }
        let (bytes, isWord, separates) = Self.makeFold(scalar)
        let made = Fold(
            start: UInt32(foldBytes.count), count: UInt16(bytes.count), isWord: isWord, separates: separates)
        foldBytes.append(contentsOf: bytes)
        if value < 0x800 { smallFolds[Int(value)] = made } else { otherFolds[value] = made }
        return made
    }

    private static func makeFold(_ scalar: Unicode.Scalar) -> (bytes: [UInt8], isWord: Bool, separates: Bool) {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            // A mark belongs to the letter before it: folding drops it there
            // when it is a diacritic ("e\u{301}" folds to "e"), else keeps it.
            let isDiacritic = TextFolding.fold("a" + String(scalar)) == "a"
            return (isDiacritic ? [] : Array(String(scalar).utf8), !isDiacritic, false)
        default:
            let folded = TextFolding.fold(String(scalar))
            let isWord = !folded.isEmpty && folded.unicodeScalars.allSatisfy(isWordScalar)
            return (Array(folded.utf8), isWord, !folded.isEmpty && !isWord)
        }
    }

    /// Letters and numbers, as `Character.isLetter` and `isNumber` see them.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }

    // MARK: Text

    /// Appends the whole text, folded, as UTF-8.
    public mutating func appendFolded(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendFolded($0, to: &output) }
    }

    /// Appends UTF-8 `bytes`, folded, as `appendFolded(_:to:)` does the same text.
    public mutating func appendFolded(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        if !foldEach(bytes, { output.append(contentsOf: $0) }, words: false) {
            // Not valid UTF-8: as a `String` makes it (with replacement characters).
            let repaired = String(decoding: bytes, as: UTF8.self)
            appendFolded(repaired, to: &output)
        }
    }

    /// Appends UTF-8 `bytes`, folded, as `appendFolded(_:to:)` does, and the
    /// place in `output` of each of its words (those `forEachWord` gives):
    /// an index builder that needs both a name's folded text and its words
    /// folds the name once.
    public mutating func appendFolded(
        _ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], wordBounds: inout [Range<Int>]
    ) {
        let base = output.count
        let folded = foldEach(
            bytes, { output.append(contentsOf: $0) }, words: false,
            bound: { word in wordBounds.append((base + word.lowerBound)..<(base + word.upperBound)) })
        if !folded {
            var repaired = String(decoding: bytes, as: UTF8.self)
            repaired.withUTF8 { appendFolded($0, to: &output, wordBounds: &wordBounds) }
        }
    }

    /// Calls `body` with each folded word of `text`: runs of letters and digits.
    public mutating func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { forEachWord(in: $0, body) }
    }

    /// Calls `body` with each folded word of UTF-8 `bytes`, as `forEachWord(in:_:)` does.
    public mutating func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void)
    {
        if !foldEach(bytes, body, words: true) {
            let repaired = String(decoding: bytes, as: UTF8.self)
            forEachWord(in: repaired, body)
        }
    }

    /// The pass over `bytes` (once they are known to be valid UTF-8): with
    /// `words`, each run of word characters goes to `body` folded; without,
    /// all of the text goes to it folded, in one piece, and `bound` hears
    /// where in that piece each word lies. False, having called `body`
    /// with nothing, when the bytes are not valid UTF-8.
    private mutating func foldEach(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void, words: Bool,
        bound: (Range<Int>) -> Void = { _ in }
    ) -> Bool {
        guard !bytes.isEmpty else { return true }
        if !isKnownUniquelyReferenced(&scratch) { scratch = Scratch() }
        // Most text is short ASCII: folded a word of bytes at a time, its
        // check for other bytes made on the way.
        if bytes.count <= ASCIIFold.longest {
            let out = scratch.room(ASCIIFold.longest + 8)
            if ASCIIFold.fold(
                bytes, into: out,
                words: { range in
                    if words {
                        body(UnsafeBufferPointer(start: out + range.lowerBound, count: range.count))
                    } else {
                        bound(range)
                    }
                })
            {
                if !words { body(UnsafeBufferPointer(start: out, count: bytes.count)) }
                return true
            }
        }
        // Validated first, so that invalid text never reaches `body` half read.
        let firstHigh = Self.firstNonASCII(bytes)
        if firstHigh < bytes.count, !Self.isValidUTF8(bytes, from: firstHigh) { return false }
        if firstHigh == bytes.count {
            foldASCII(bytes, body, words: words, bound: bound)
            return true
        }
        // Room for every byte left to fold, one byte each (as ASCII folds);
        // a scalar whose fold is longer than its own bytes makes more, so
        // that what is left still fits.
        var capacity = bytes.count + 16
        var out = scratch.room(capacity)
        var count = 0
        func flush() {
            if count > 0 { body(UnsafeBufferPointer(start: out, count: count)) }
            count = 0
        }
        // Without `words`: where the word being folded began (-1: none).
        var wordStart = -1
        func endWord() {
            if wordStart >= 0 { bound(wordStart..<count) }
            wordStart = -1
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                // Lowered; a letter or a digit is part of a word.
                let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
                let isWord = lowered &- 0x61 < 26 || byte &- 0x30 < 10
                if !words {
                    if isWord { if wordStart < 0 { wordStart = count } } else { endWord() }
                }
                if !words || isWord {
                    out[count] = lowered
                    count &+= 1
                } else if count > 0 {
                    flush()
                }
                index &+= 1
                continue
            }
            guard let (scalar, length) = UTF8Scalar.decode(bytes, at: index) else { return false }
            let folded = fold(scalar)
            if !words {
                if folded.isWord { if wordStart < 0 { wordStart = count } } else if folded.separates { endWord() }
            }
            if !words || folded.isWord {
                let needed = count + Int(folded.count) + (bytes.count - index - length)
                if needed > capacity {
                    capacity = 2 * needed + 16
                    out = scratch.room(capacity, keeping: count)
                }
                foldBytes.withUnsafeBufferPointer { source in
                    for offset in 0..<Int(folded.count) { out[count + offset] = source[Int(folded.start) + offset] }
                }
                count += Int(folded.count)
            } else if folded.separates {
                flush()
            }
            index += length
        }
        endWord()
        flush()
        return true
    }

    /// `foldEach` for ASCII: the bytes lowered, the words split at each byte
    /// that is not a letter or a digit.
    private func foldASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void, words: Bool,
        bound: (Range<Int>) -> Void
    ) {
        let out = scratch.room(bytes.count)
        let base = bytes.baseAddress!
        var count = 0
        var wordStart = -1
        for index in 0..<bytes.count {
            let byte = base[index]
            let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
            let isWord = lowered &- 0x61 < 26 || byte &- 0x30 < 10
            if !words {
                if isWord, wordStart < 0 { wordStart = count }
                if !isWord, wordStart >= 0 {
                    bound(wordStart..<count)
                    wordStart = -1
                }
            }
            if !words || isWord {
                out[count] = lowered
                count &+= 1
            } else if count > 0 {
                body(UnsafeBufferPointer(start: out, count: count))
                count = 0
            }
        }
        if wordStart >= 0 { bound(wordStart..<count) }
        if count > 0 { body(UnsafeBufferPointer(start: out, count: count)) }
    }

    /// Where the first byte that is not ASCII is (the count when there is none).
    private static func firstNonASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        while index + 8 <= bytes.count {
            let high = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080
            if high != 0 { return index + high.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count, bytes[index] < 0x80 { index += 1 }
        return index
    }

    /// Whether the bytes from `start` on are valid UTF-8.
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let (_, length) = UTF8Scalar.decode(bytes, at: index) else { return false }
            index += length
        }
        return true
    }
}

/// A folder's scratch buffer, grown as needed and never shrunk.
private final class Scratch {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    init() {
        capacity = 256
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Room for `count` bytes, the first `kept` of them kept.
    func room(_ count: Int, keeping kept: Int = 0) -> UnsafeMutablePointer<UInt8> {
        guard count > capacity else { return base }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        bigger.update(from: base, count: kept)
        base.deallocate()
        base = bigger
        capacity = count
        return base
    }
}
