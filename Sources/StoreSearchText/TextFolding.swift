import Foundation

/// Case- and diacritic-insensitive forms of text for matching and sorting.
public enum TextFolding {
    /// `"Beyoncé Knowles"` → `"beyonce knowles"`, `"DİYARBAKIR"` and
    /// `"diyarbakır"` → `"diyarbakir"`, `"Łódź"` → `"lodz"`.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        guard folded.unicodeScalars.contains(where: { plainLetters[$0] != nil }) else { return folded }
        var output = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if let plain = plainLetters[scalar] {
                output.append(contentsOf: plain.unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Letters that Unicode does not see as a plain letter with a mark, so
    /// diacritic folding keeps them, but that people type without their
    /// marks: the Turkish dotless ı (its capital İ already folds to i), and
    /// the Nordic, Slavic and Maltese letters with a stroke or a ligature.
    /// (ß already folds to ss.) Applied after case folding, so only the
    /// small letters are listed.
    static let plainLetters: [Unicode.Scalar: String] = [
        "ı": "i", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ħ": "h", "ŧ": "t",
    ]

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
                while let digit = a, digit.isASCIIDigit {
                    leftNumber.append(digit)
                    a = left.next()
                }
                while let digit = b, digit.isASCIIDigit {
                    rightNumber.append(digit)
                    b = right.next()
                }
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
