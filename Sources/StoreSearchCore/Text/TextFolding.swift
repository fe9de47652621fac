import Foundation

/// Case- and diacritic-insensitive forms of text for matching and sorting.
public enum TextFolding {
    /// `"Beyoncé Knowles"` → `"beyonce knowles"`.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
    }

    /// The words of `text`, folded: runs of letters and digits.
    /// `"AC/DC — Back in Black"` → `["ac", "dc", "back", "in", "black"]`.
    public static func words(_ text: String) -> [Substring] {
        fold(text).split(whereSeparator: { !($0.isLetter || $0.isNumber) })
    }

    /// Orders names the way people expect: ignoring case and diacritics, and
    /// with numbers compared by value ("Track 2" before "Track 10").
    public static func naturalOrder(_ lhs: String, _ rhs: String) -> Bool {
        var left = lhs.unicodeScalars.makeIterator()
        var right = rhs.unicodeScalars.makeIterator()
        var a = left.next()
        var b = right.next()
        while let x = a, let y = b {
            if x.isASCIIDigit && y.isASCIIDigit {
                var leftNumber = Substring.UnicodeScalarView()
                var rightNumber = Substring.UnicodeScalarView()
                while let digit = a, digit.isASCIIDigit { leftNumber.append(digit); a = left.next() }
                while let digit = b, digit.isASCIIDigit { rightNumber.append(digit); b = right.next() }
                let l = Substring(leftNumber).drop(while: { $0 == "0" })
                let r = Substring(rightNumber).drop(while: { $0 == "0" })
                if l.count != r.count { return l.count < r.count }
                if l != r { return l < r }
                continue
            }
            if x != y { return x.value < y.value }
            a = left.next()
            b = right.next()
        }
        return a == nil && b != nil
    }
}

extension Unicode.Scalar {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
