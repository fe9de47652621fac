import StoreSearchText

/// A forward-only scanner over JSON bytes, for reading large catalog files
/// without building a tree: it reads the strings and numbers asked for and
/// skips the rest. Malformed input throws; it never reads past the end.
struct JSONScanner {
    /// Where reading stopped, and what would have been read there.
    struct Malformed: Error {
        /// What was expected, in JSON's own terms (`","`, `"]"`, `a string`).
        var expected = "a JSON value"
    }

    public let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte that is not whitespace, without taking it.
    mutating func peek() throws(Malformed) -> UInt8 {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return bytes[position]
            }
        }
        throw Malformed(expected: "more JSON (the file ends)")
    }

    mutating func take(_ byte: UInt8) throws(Malformed) {
        guard try peek() == byte else { throw Malformed(expected: "\"\(Character(Unicode.Scalar(byte)))\"") }
        position += 1
    }

    /// Takes `byte` if it comes next.
    mutating func takeIf(_ byte: UInt8) throws(Malformed) -> Bool {
        guard try peek() == byte else { return false }
        position += 1
        return true
    }

    /// What a string longer than `InputLimits.stringBytes` is refused with,
    /// at the string's start: nothing longer is read or skipped.
    static let tooLongString = Malformed(
        expected: "a string of at most \(InputLimits.describe(bytes: InputLimits.stringBytes))")

    /// Where the string whose opening quote is at `start` must have ended:
    /// its bytes, as written, are at most `InputLimits.stringBytes`.
    private func stringEnd(from start: Int) -> Int {
        min(bytes.count, start + 2 + InputLimits.stringBytes)
    }

    /// Reads a string's unescaped UTF-8 bytes into `output` (cleared first).
    /// Invalid escapes and lone surrogates become U+FFFD.
    mutating func readString(into output: inout [UInt8]) throws(Malformed) {
        output.removeAll(keepingCapacity: true)
        try take(UInt8(ascii: "\""))
        let start = position - 1
        let end = stringEnd(from: start)
        while position < end {
            // Copy runs without quotes or backslashes in one go.
            let run = position
            while position < end, bytes[position] != 0x22, bytes[position] != 0x5C { position += 1 }
            if position > run { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<position])) }
            guard position < end else { break }
            if bytes[position] == 0x22 {
                position += 1
                return
            }
            position += 1
            guard position < bytes.count else { break }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "u"): appendUnicodeEscape(into: &output)
            default: output.append(escape)
            }
        }
        if end < bytes.count {
            position = start
            throw Self.tooLongString
        }
        throw Malformed()
    }

    private mutating func hex4() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[position + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        position += 4
        return value
    }

    private mutating func appendUnicodeEscape(into output: inout [UInt8]) {
        guard var value = hex4() else {
            output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            return
        }
        if (0xD800...0xDBFF).contains(value) {
            let save = position
            if position + 2 <= bytes.count, bytes[position] == 0x5C, bytes[position + 1] == UInt8(ascii: "u") {
                position += 2
                if let low = hex4(), (0xDC00...0xDFFF).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    position = save
                    value = 0xFFFD
                }
            } else {
                value = 0xFFFD
            }
        } else if (0xDC00...0xDFFF).contains(value) {
            value = 0xFFFD
        }
        output.append(contentsOf: Unicode.Scalar(value).map { Array(String($0).utf8) } ?? [0xEF, 0xBF, 0xBD])
    }

    /// A number's text, as written (`-12.5e3`), for the caller to read.
    mutating func readNumberText() throws(Malformed) -> UnsafeBufferPointer<UInt8> {
        _ = try peek()
        let start = position
        position = Self.numberEnd(in: bytes.baseAddress!, from: start, to: bytes.count)
        guard position > start else { throw Malformed() }
        return UnsafeBufferPointer(rebasing: bytes[start..<position])
    }

    /// Where the text of a number starting at `start` ends (digits, sign,
    /// point, exponent), before `end`: `start` itself when there is none.
    static func numberEnd(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var at = start
        while at < end {
            switch base[at] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                at += 1
            default:
                return at
            }
        }
        return at
    }

    /// Skips one value of any kind.
    mutating func skipValue() throws(Malformed) {
        switch try peek() {
        case UInt8(ascii: "\""):
            let start = position
            let end = stringEnd(from: start)
            position += 1
            while position < end {
                let byte = bytes[position]
                position += 1
                if byte == 0x5C { position += 1 } else if byte == 0x22 { return }
            }
            if end < bytes.count {
                position = start
                throw Self.tooLongString
            }
            throw Malformed()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return }
                case 0x22:
                    position -= 1
                    try skipValue()
                default: break
                }
            }
            throw Malformed()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            while position < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[position]) {
                position += 1
            }
        default:
            _ = try readNumberText()
        }
    }
}
