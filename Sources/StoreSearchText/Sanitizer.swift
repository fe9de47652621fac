/// Makes text from outside the program (the store, a catalog file) safe to draw.
///
/// A name like `"\u{1B}]0;pwned\u{07}Song"` must never reach the terminal as a
/// sequence, so everything that could steer a terminal is taken out before the
/// text enters the model: C0 and C1 controls, DEL, whole ESC sequences (CSI,
/// OSC, DCS and friends, so no stray `[31m` is left behind), bidirectional
/// overrides that would reorder what follows, and unpaired surrogates. Line
/// breaks and tabs become single spaces, and runs of spaces collapse, so a
/// name always fits on one line.
public enum Sanitizer {
    public static func clean(_ text: String) -> String {
        // Fast paths: most names are printable ASCII with single spaces
        // (checked in one pass over the bytes), or plain printable text.
        var ascii = true
        var cleanSpaces = true
        var previousWasSpace = true
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x7F {
                ascii = false
                break
            }
            let isSpace = byte == 0x20
            if isSpace && previousWasSpace { cleanSpaces = false }
            previousWasSpace = isSpace
        }
        if ascii {
            return cleanSpaces && !previousWasSpace ? text : collapseSpaces(text)
        }
        if text.unicodeScalars.allSatisfy(isPlainPrintable) {
            return collapseSpaces(text)
        }
        return collapseSpaces(strip(text))
    }

    /// `text` without controls, escape sequences, bidirectional overrides
    /// and byte-order marks; line breaks and tabs as spaces.
    private static func strip(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar.value {
            case 0x1B:
                pending = skipEscapeSequence(after: &scalars, next: pending)
            case 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                // C1 forms of CSI, OSC, DCS, SOS, PM and APC: drop their payload too.
                pending = skipPayload(of: scalar.value, in: &scalars, next: pending)
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                output.append(" ")
            case 0x00..<0x20, 0x7F..<0xA0:
                continue
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            case 0xFEFF:
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// `text` as `clean` makes it, but with its spaces as they are: a name
    /// (a file's, which may hold two spaces in a row, or end in one) is
    /// shown as it is, only what could steer the terminal taken out (a line
    /// break or a tab is one space).
    public static func cleanKeepingSpaces(_ text: String) -> String {
        text.unicodeScalars.allSatisfy(isPlainPrintable) ? text : strip(text)
    }

    /// Whether `bytes` are text that `clean` leaves as it is (valid UTF-8
    /// included), decided in one pass over the bytes: printable scalars
    /// (`isPlainPrintable`) with single spaces inside. The rare text with
    /// another scalar, or that is not valid UTF-8, is decided by cleaning it.
    public static func isClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousWasSpace = true
        var index = 0
        // Printable ASCII, eight bytes at a time: no control byte, no DEL,
        // no space after a space (the first byte of text counts as after one).
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index &+ 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // Beyond ASCII: byte by byte below.
                if word & TextWord.highs != 0 { break }
                guard TextWord.unprintable(in: word) == 0 else { return false }
                let spaces = TextWord.spaces(in: word)
                guard TextWord.singleSpaces(spaces, afterSpace: previousWasSpace) else { return false }
                previousWasSpace = spaces >> 63 != 0
                index &+= 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { return false }
                let isSpace = byte == 0x20
                if isSpace && previousWasSpace { return false }
                previousWasSpace = isSpace
                index += 1
                continue
            }
            guard let (scalar, length) = UTF8Scalar.decode(bytes, at: index), isPlainPrintable(scalar) else {
                return cleaningKeeps(bytes)
            }
            previousWasSpace = false
            index += length
        }
        return !previousWasSpace || bytes.isEmpty
    }

    private static func cleaningKeeps(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        clean(String(decoding: bytes, as: UTF8.self)).utf8.elementsEqual(bytes)
    }

    /// Cleans an optional field, treating an empty result as missing.
    public static func cleanOptional(_ text: String?) -> String? {
        guard let text else { return nil }
        let cleaned = clean(text)
        return cleaned.isEmpty ? nil : cleaned
    }

    public static func isPlainPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F: return true
        case 0xA0..<0x2000: return scalar.value != 0x061C
        default:
            return scalar.value >= 0x2030 && !(0x2066...0x2069).contains(scalar.value)
                && scalar.value != 0xFEFF && !(0x202A...0x202E).contains(scalar.value)
        }
    }

    private static func collapseSpaces(_ text: String) -> String {
        // A byte scan: Foundation's `contains` is slow, and names are many.
        var previousWasSpace = true
        var needsWork = false
        for byte in text.utf8 {
            let isSpace = byte == 0x20
            if isSpace && previousWasSpace {
                needsWork = true
                break
            }
            previousWasSpace = isSpace
        }
        guard needsWork || previousWasSpace && !text.isEmpty else { return text }
        // By scalar, not by Character: a space that a combining mark or a
        // joiner leans on is a different Character, but still a space.
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " {
                pendingSpace = !output.isEmpty
                continue
            }
            if pendingSpace { output.append(" ") }
            pendingSpace = false
            output.append(scalar)
        }
        return String(output)
    }

    /// Skips what follows an ESC: `[` params final (CSI), `]`/`P`/`X`/`^`/`_`
    /// strings ended by BEL or ST, or a single intermediate/final character.
    private static func skipEscapeSequence(
        after scalars: inout String.UnicodeScalarView.Iterator,
        next: Unicode.Scalar?
    ) -> Unicode.Scalar? {
        guard let introducer = next else { return nil }
        switch introducer {
        case "[":
            return skipPayload(of: 0x9B, in: &scalars, next: scalars.next())
        case "]", "P", "X", "^", "_":
            return skipPayload(of: 0x9D, in: &scalars, next: scalars.next())
        default:
            // Two-character sequences such as ESC c (reset) or ESC ( B.
            var following = scalars.next()
            if (0x20...0x2F).contains(introducer.value), let final = following,
                (0x30...0x7E).contains(final.value)
            {
                following = scalars.next()
            }
            return following
        }
    }

    /// Skips a CSI body (up to its final byte) or a string body (up to BEL or ST).
    private static func skipPayload(
        of introducer: UInt32,
        in scalars: inout String.UnicodeScalarView.Iterator,
        next: Unicode.Scalar?
    ) -> Unicode.Scalar? {
        var current = next
        if introducer == 0x9B {
            while let scalar = current, (0x20...0x3F).contains(scalar.value) {
                current = scalars.next()
            }
            // The final byte ends the sequence; anything else is kept.
            if let scalar = current, (0x40...0x7E).contains(scalar.value) {
                return scalars.next()
            }
            return current
        }
        while let scalar = current {
            if scalar.value == 0x07 || scalar.value == 0x9C { return scalars.next() }
            if scalar.value == 0x1B {
                let after = scalars.next()
                if after == "\\" { return scalars.next() }
                return after
            }
            current = scalars.next()
        }
        return nil
    }
}

/// Strict UTF-8 decoding of one multi-byte scalar, as `String(decoding:as:)`
/// accepts it (no overlong forms, no surrogates, nothing past U+10FFFF).
enum UTF8Scalar {
    /// The scalar whose lead byte (0x80 or above) is at `index`, and its
    /// length; nil when the bytes there are not valid UTF-8.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> UInt32? {
            guard index + offset < bytes.count, range.contains(bytes[index + offset]) else { return nil }
            return UInt32(bytes[index + offset] & 0x3F)
        }
        switch lead {
        case 0xC2...0xDF:
            guard let second = continuation(1) else { return nil }
            return Unicode.Scalar(UInt32(lead & 0x1F) << 6 | second).map { ($0, 2) }
        case 0xE0...0xEF:
            let range: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
            guard let second = continuation(1, range), let third = continuation(2) else { return nil }
            return Unicode.Scalar(UInt32(lead & 0x0F) << 12 | second << 6 | third).map { ($0, 3) }
        case 0xF0...0xF4:
            let range: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
            guard let second = continuation(1, range), let third = continuation(2), let fourth = continuation(3)
            else { return nil }
            return Unicode.Scalar(UInt32(lead & 0x07) << 18 | second << 12 | third << 6 | fourth).map { ($0, 4) }
        default:
            return nil
        }
    }
}
