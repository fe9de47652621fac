import Foundation
import StoreSearchText

/// The plain reader's way through a record's bytes: no throwing, no
/// copying; a value that is not plain sets `failed` (or a method answers
/// nil) and the full reader reads the record instead.
struct PlainCursor {
    let base: UnsafePointer<UInt8>
    let end: Int
    var at: Int
    var failed = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) {
        base = bytes.baseAddress!
        end = bytes.count
        at = position
    }

    @inline(__always) mutating func skipSpace() {
        while at < end {
            switch base[at] {
            case 0x20, 0x09, 0x0A, 0x0D: at += 1
            default: return
            }
        }
    }

    /// Takes `byte` if it comes next (after white space).
    @inline(__always) mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard at < end, base[at] == byte else { return false }
        at += 1
        return true
    }

    /// A string's bytes when it has no escapes (else it is not plain).
    @inline(__always) mutating func rawString() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = at
        // Eight bytes at a time while they hold no quote and no backslash.
        while at + 8 <= end {
            let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
            let stops = TextWord.bytes(0x22, in: word) | TextWord.bytes(0x5C, in: word)
            if stops != 0 {
                at += stops.trailingZeroBitCount / 8
                break
            }
            at += 8
        }
        while at < end {
            switch base[at] {
            case 0x22:
                at += 1
                return start..<(at - 1)
            case 0x5C:
                return nil
            default:
                at += 1
            }
        }
        return nil
    }

    /// Printable ASCII, taken as written (kinds, dates, explicitness).
    mutating func asciiValue() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return fail() }
        let start = at
        while at &+ 8 <= end {
            let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
            let stops = Self.stops(word)
            if stops != 0 {
                // The first stop is exact: a quote there ends the value.
                let first = stops.trailingZeroBitCount &>> 3
                guard base[at &+ first] == 0x22 else { break }
                at &+= first &+ 1
                return start..<(at &- 1)
            }
            at &+= 8
        }
        while at < end {
            let byte = base[at]
            if byte == 0x22 {
                at &+= 1
                return start..<(at &- 1)
            }
            guard byte >= 0x20, byte < 0x7F, byte != 0x5C else { return fail() }
            at &+= 1
        }
        return fail()
    }

    /// Text that cleaning would leave as it is. ASCII is checked as it is
    /// scanned (as `Sanitizer.isClean` checks it); text with more than
    /// ASCII is left to `isClean` once its end is found.
    mutating func textValue() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return fail() }
        let start = at
        var previousWasSpace = true
        while at &+ 8 <= end {
            let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
            let stops = Self.stops(word)
            // No space twice in a row, none first.
            var spaces = TextWord.spaces(in: word)
            if stops != 0 {
                // The first stop is exact; a quote there ends the value, and
                // the bytes before it are printable ASCII, their spaces checked.
                let first = stops.trailingZeroBitCount &>> 3
                guard base[at &+ first] == 0x22 else { break }
                spaces &= (1 &<< (UInt64(first) &<< 3)) &- 1
                guard TextWord.singleSpaces(spaces, afterSpace: previousWasSpace) else { return fail() }
                let endsInSpace = first == 0 ? previousWasSpace : spaces >> (UInt64(first) &* 8 &- 1) & 1 != 0
                guard !endsInSpace || (first == 0 && at == start) else { return fail() }
                at &+= first &+ 1
                return start..<(at &- 1)
            }
            guard TextWord.singleSpaces(spaces, afterSpace: previousWasSpace) else { return fail() }
            previousWasSpace = spaces >> 63 != 0
            at &+= 8
        }
        var isASCII = true
        while at < end {
            let byte = base[at]
            if byte == 0x22 {
                at &+= 1
                let range = start..<(at &- 1)
                if isASCII {
                    guard !previousWasSpace || range.isEmpty else { return fail() }
                } else {
                    guard Sanitizer.isClean(UnsafeBufferPointer(start: base + start, count: range.count)) else {
                        return fail()
                    }
                }
                return range
            }
            guard byte != 0x5C else { return fail() }
            if byte >= 0x80 {
                isASCII = false
            } else if isASCII {
                guard byte >= 0x20, byte != 0x7F else { return fail() }
                let isSpace = byte == 0x20
                if isSpace && previousWasSpace { return fail() }
                previousWasSpace = isSpace
            }
            at &+= 1
        }
        return fail()
    }

    /// The high bit of the first byte of `word` that ends a plain string
    /// or is not printable ASCII (a quote, a backslash, a control byte,
    /// DEL, a byte of a longer UTF-8 sequence), or 0 when there is none.
    @inline(__always) private static func stops(_ word: UInt64) -> UInt64 {
        TextWord.bytes(0x22, in: word) | TextWord.bytes(0x5C, in: word) | TextWord.unprintable(in: word)
    }

    /// Marks the record not plain.
    private mutating func fail<T>() -> T? {
        failed = true
        return nil
    }

    /// The bytes of a number as written (digits, sign, point, exponent).
    private mutating func numberText() -> UnsafeBufferPointer<UInt8>? {
        skipSpace()
        let start = at
        at = JSONScanner.numberEnd(in: base, from: start, to: end)
        return at > start ? UnsafeBufferPointer(start: base + start, count: at - start) : nil
    }

    /// An integer written as digits (up to 18 of them, maybe a minus).
    mutating func integer() -> Int? {
        guard let text = numberText() else {
            failed = true
            return nil
        }
        var index = 0
        let negative = text[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        guard text.count > index, text.count - index <= 18 else {
            failed = true
            return nil
        }
        var value = 0
        while index < text.count {
            let digit = text[index] &- UInt8(ascii: "0")
            guard digit < 10 else {
                failed = true
                return nil
            }
            value = value * 10 + Int(digit)
            index += 1
        }
        return negative ? -value : value
    }

    /// A price written as a number (from a minus or a digit on, as the full reader takes one).
    mutating func price() -> Int64? {
        skipSpace()
        guard at < end, base[at] == UInt8(ascii: "-") || (base[at] &- UInt8(ascii: "0")) < 10, let text = numberText()
        else {
            failed = true
            return nil
        }
        return CatalogFileReader.parseTenThousandths(text)
    }
}
