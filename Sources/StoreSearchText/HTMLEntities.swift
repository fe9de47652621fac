/// HTML's character references: `&name;`, `&#8217;`, `&#x2019;`. The names
/// are the common ones (all of Latin-1, typography, arrows, Greek letters);
/// an unknown name, or one without its `;`, is left as it was written.
enum Entities {
    /// Decodes the reference at `start` (an `&`) into `output`, or appends the
    /// `&` alone when there is none; returns where reading goes on.
    static func decode(_ bytes: [UInt8], at start: Int, into output: inout Output) -> Int {
        if let (scalar, next) = reference(bytes, at: start) {
            output.append(scalar)
            return next
        }
        output.append(UInt8(ascii: "&"))
        return start + 1
    }

    /// The character the reference at `start` stands for, and the index after its `;`.
    static func reference(_ bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        // The longest name here is 8 letters, the longest number 7 digits: no scan goes far.
        let limit = min(bytes.count, start + 12)
        var index = start + 1
        guard index < limit else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            index += 1
            var hex = false
            if index < limit, bytes[index] | 0x20 == UInt8(ascii: "x") {
                hex = true
                index += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while index < limit, let digit = digitValue(bytes[index], hex: hex) {
                value = value &* (hex ? 16 : 10) &+ digit
                digits += 1
                index += 1
                if digits > 7 { return nil }
            }
            guard digits > 0, index < limit, bytes[index] == UInt8(ascii: ";") else { return nil }
            // NUL, surrogates and numbers past Unicode stand for the replacement character, as in HTML.
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (scalar ?? "\u{FFFD}", index + 1)
        }
        let nameStart = index
        while index < limit, HTMLText.isLetter(bytes[index]) || (0x30...0x39).contains(bytes[index]) {
            index += 1
        }
        guard index > nameStart, index < limit, bytes[index] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        guard let value = named[name], let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + 1)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Latin-1's names, U+00A0 to U+00FF in order.
    private static let latin1 = [
        "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect", "uml", "copy", "ordf", "laquo", "not",
        "shy", "reg", "macr", "deg", "plusmn", "sup2", "sup3", "acute", "micro", "para", "middot", "cedil", "sup1",
        "ordm", "raquo", "frac14", "frac12", "frac34", "iquest", "Agrave", "Aacute", "Acirc", "Atilde", "Auml",
        "Aring", "AElig", "Ccedil", "Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH",
        "Ntilde", "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times", "Oslash", "Ugrave", "Uacute", "Ucirc",
        "Uuml", "Yacute", "THORN", "szlig", "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig",
        "ccedil", "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml", "eth", "ntilde",
        "ograve", "oacute", "ocirc", "otilde", "ouml", "divide", "oslash", "ugrave", "uacute", "ucirc", "uuml",
        "yacute", "thorn", "yuml",
    ]

    /// The Greek letters' names, capitals from U+0391 and small letters from
    /// U+03B1, in the same order (ς, final sigma, sits between ρ and σ).
    private static let greek = [
        "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu", "nu",
        "xi", "omicron", "pi", "rho", "sigmaf", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega",
    ]

    private static let others: [String: UInt32] = [
        "quot": 0x22, "amp": 0x26, "apos": 0x27, "lt": 0x3C, "gt": 0x3E,
        "OElig": 0x152, "oelig": 0x153, "Scaron": 0x160, "scaron": 0x161, "Yuml": 0x178, "fnof": 0x192,
        "circ": 0x2C6, "tilde": 0x2DC,
        "ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009, "zwnj": 0x200C, "zwj": 0x200D, "lrm": 0x200E,
        "rlm": 0x200F, "ndash": 0x2013, "mdash": 0x2014, "lsquo": 0x2018, "rsquo": 0x2019, "sbquo": 0x201A,
        "ldquo": 0x201C, "rdquo": 0x201D, "bdquo": 0x201E, "dagger": 0x2020, "Dagger": 0x2021, "bull": 0x2022,
        "hellip": 0x2026, "permil": 0x2030, "prime": 0x2032, "Prime": 0x2033, "lsaquo": 0x2039, "rsaquo": 0x203A,
        "oline": 0x203E, "frasl": 0x2044, "euro": 0x20AC, "trade": 0x2122, "larr": 0x2190, "uarr": 0x2191,
        "rarr": 0x2192, "darr": 0x2193, "harr": 0x2194, "lArr": 0x21D0, "rArr": 0x21D2, "hArr": 0x21D4,
        "minus": 0x2212, "infin": 0x221E, "ne": 0x2260, "le": 0x2264, "ge": 0x2265, "asymp": 0x2248,
        "loz": 0x25CA, "spades": 0x2660, "clubs": 0x2663, "hearts": 0x2665, "diams": 0x2666,
        "check": 0x2713, "star": 0x2606, "starf": 0x2605,
    ]

    static let named: [String: UInt32] = {
        var table = others
        for (offset, name) in latin1.enumerated() { table[name] = 0xA0 + UInt32(offset) }
        for (offset, name) in greek.enumerated() {
            table[name] = 0x3B1 + UInt32(offset)
            if name != "sigmaf" {
                // No capital final sigma: U+03A2, where it would be, is unassigned.
                let capital = name.prefix(1).uppercased() + name.dropFirst()
                table[capital] = 0x391 + UInt32(offset)
            }
        }
        return table
    }()
}
