/// Folds text as `TextFolding.fold` does (case, diacritics, width) and
/// splits it into words, a Unicode scalar at a time, keeping each non-ASCII
/// scalar's fold: a catalog's names draw on a small set of characters, so
/// indexing a million items asks Foundation about each of them once rather
/// than about every name. ASCII never leaves a byte loop.
public struct Folder {
    private struct Folded {
        var bytes: [UInt8]
        /// Whether the fold is made of letters and digits (part of a word).
        var isWord: Bool
        /// Whether it separates words (a fold to nothing, such as a
        /// combining accent, does neither).
        var separates: Bool
    }

    private var cache: [UInt32: Folded] = [:]
    /// Reused between calls, so splitting a name allocates nothing.
    private var word: [UInt8] = []

    public init() {}

    private mutating func fold(_ scalar: Unicode.Scalar) -> Folded {
        if let known = cache[scalar.value] { return known }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            // A mark belongs to the letter before it: folding drops it there
            // when it is a diacritic ("e\u{301}" folds to "e"), else keeps it.
            let isDiacritic = TextFolding.fold("a" + String(scalar)) == "a"
            let result = Folded(
                bytes: isDiacritic ? [] : Array(String(scalar).utf8), isWord: !isDiacritic,
                separates: false)
            cache[scalar.value] = result
            return result
        default:
            break
        }
        let folded = TextFolding.fold(String(scalar))
        let isWord = !folded.isEmpty && folded.unicodeScalars.allSatisfy(Self.isWordScalar)
        let result = Folded(bytes: Array(folded.utf8), isWord: isWord, separates: !folded.isEmpty && !isWord)
        cache[scalar.value] = result
        return result
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

    /// Appends the whole text, folded, as UTF-8.
    public mutating func appendFolded(_ text: String, to output: inout [UInt8]) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return Self.appendASCII(text.utf8, to: &output) }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                output.append(Self.lowered(UInt8(scalar.value)))
            } else {
                output.append(contentsOf: fold(scalar).bytes)
            }
        }
    }

    /// Appends UTF-8 `bytes`, folded, as `appendFolded(_:to:)` does the same text.
    public mutating func appendFolded(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return appendFolded(String(decoding: bytes, as: UTF8.self), to: &output)
        }
        Self.appendASCII(bytes, to: &output)
    }

    /// Calls `body` with each folded word of `text`: runs of letters and digits.
    public mutating func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return forEachASCIIWord(in: text.utf8, body) }
        // The buffer is taken from `self` while `fold` (which caches) runs.
        var word = self.word
        self.word = []
        defer {
            word.removeAll(keepingCapacity: true)
            self.word = word
        }
        func flush() {
            if !word.isEmpty { word.withUnsafeBufferPointer(body) }
            word.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let folded = Self.lowered(UInt8(scalar.value))
                if Self.isWordByte(folded) { word.append(folded) } else { flush() }
            } else {
                let folded = fold(scalar)
                if folded.isWord { word.append(contentsOf: folded.bytes) } else if folded.separates { flush() }
            }
        }
        flush()
    }

    /// Calls `body` with each folded word of UTF-8 `bytes`, as `forEachWord(in:_:)` does.
    public mutating func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void)
    {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return forEachWord(in: String(decoding: bytes, as: UTF8.self), body)
        }
        forEachASCIIWord(in: bytes, body)
    }

    // MARK: ASCII, which never leaves a byte loop

    @inline(__always) private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    @inline(__always) private static func isWordByte(_ folded: UInt8) -> Bool {
        (folded >= 0x61 && folded <= 0x7A) || (folded >= 0x30 && folded <= 0x39)
    }

    private static func appendASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes, to output: inout [UInt8]) {
        for byte in bytes { output.append(lowered(byte)) }
    }

    private mutating func forEachASCIIWord<Bytes: Sequence<UInt8>>(
        in bytes: Bytes, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var word = self.word
        self.word = []
        defer {
            word.removeAll(keepingCapacity: true)
            self.word = word
        }
        for byte in bytes {
            let folded = Self.lowered(byte)
            if Self.isWordByte(folded) {
                word.append(folded)
            } else if !word.isEmpty {
                word.withUnsafeBufferPointer(body)
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { word.withUnsafeBufferPointer(body) }
    }
}
