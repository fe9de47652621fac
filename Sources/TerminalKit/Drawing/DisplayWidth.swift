extension Unicode.Scalar {
    /// Columns this scalar takes in a terminal: 0, 1 or 2 (controls count 0;
    /// the sanitiser keeps them out of anything drawn). Tag characters
    /// count 0 too, the unassigned ones among them (U+E0000, U+E0002 to
    /// U+E001F, which `wcwidth` calls unprintable) included: they are never
    /// sent (`joinsOrWidens`), so none may be the base a glyph is drawn as.
    public var columnWidth: Int {
        let value = self.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        if (0xE0000...0xE007F).contains(value) { return 0 }
        if Self.contains(zeroWidthRanges, value) { return 0 }
        if value >= 0x1100, Self.contains(doubleWidthRanges, value) { return 2 }
        return 1
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

/// One cell's worth of a grapheme as it is put on the screen: a base
/// character with at most four plain combining marks, `width` columns wide
/// (its base's width by `wcwidth`, as ncurses, tmux and the terminal count).
public struct Glyph: Hashable, Sendable {
    public let character: Character
    public let width: Int
}

extension Unicode.Scalar {
    /// A regional indicator (🇦 ... 🇿): two of them make a flag.
    var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }

    /// Scalars that make a terminal join or widen cells by itself, so they
    /// are never sent: zero-width joiners and non-joiners (tmux joins the
    /// next character into the cell before), variation selectors (tmux
    /// widens the cell before after VS16), tag characters.
    var joinsOrWidens: Bool {
        switch value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0x180B...0x180D, 0x180F, 0xE0000...0xE007F, 0xE0100...0xE01EF: true
        default: false
        }
    }
}

extension Character {
    /// Columns this grapheme takes on the screen: the sum of its glyphs'
    /// widths (see `glyphs`), worked out without building them.
    public var columnWidth: Int {
        if let ascii = asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        var regionalIndicators = 0
        for scalar in unicodeScalars {
            if scalar.isRegionalIndicator { regionalIndicators += 1 } else { break }
        }
        if regionalIndicators > 0 { return regionalIndicators }
        for scalar in unicodeScalars {
            let width = scalar.columnWidth
            if width > 0 { return width }
        }
        return 0
    }

    /// What the screen shows for this grapheme, and all the terminal is ever
    /// sent for it.
    ///
    /// Terminals do not agree on how wide an emoji sequence is (a family
    /// joined by U+200D, a flag, a skin tone, VS16): one draws it in two
    /// cells, another in eight, tmux joins whatever follows a joiner into
    /// the cell before. So a grapheme is reduced to what every terminal
    /// measures alike: its first spacing character (`wcwidth` > 0) and the
    /// plain combining marks right after it (up to four, as a `cchar_t`
    /// holds), and nothing that joins or widens. A flag (regional
    /// indicators, which tmux and others pair up across cells) becomes its
    /// letters: 🇳🇱 is shown as "NL". A grapheme with no spacing character
    /// has no glyph and is not drawn.
    public var glyphs: [Glyph] {
        if let ascii = asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? [Glyph(character: self, width: 1)] : []
        }
        if let glyph = soleGlyph { return [glyph] }
        let scalars = unicodeScalars
        if let first = scalars.first, first.isRegionalIndicator {
            return scalars.prefix(while: \.isRegionalIndicator).map { scalar in
                let letter = Unicode.Scalar(scalar.value - 0x1F1E6 + 0x41)!
                return Glyph(character: Character(letter), width: 1)
            }
        }
        guard let baseIndex = scalars.firstIndex(where: { $0.columnWidth > 0 }) else { return [] }
        let base = scalars[baseIndex]
        var kept = String.UnicodeScalarView()
        kept.append(base)
        var marks = 0
        for scalar in scalars[scalars.index(after: baseIndex)...] {
            if scalar.columnWidth > 0 || marks == 4 { break }
            if scalar.joinsOrWidens { continue }
            kept.append(scalar)
            marks += 1
        }
        if kept.count == scalars.count { return [Glyph(character: self, width: base.columnWidth)] }
        // Taking scalars out never splits what is left, but a cluster is
        // what a Character must be: its first is the whole of it.
        return [Glyph(character: String(kept).first!, width: base.columnWidth)]
    }
}

extension Character {
    /// The glyph of a character that is one spacing scalar and nothing
    /// more (a letter, a rule, a dot: nearly every one but ASCII's
    /// controls), which is the character itself; nil for any other, whose
    /// glyphs `glyphs` works out. Found without making an array: a frame
    /// draws and sends thousands.
    public var soleGlyph: Glyph? {
        let scalars = unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
            !scalar.isRegionalIndicator
        else { return nil }
        let width = scalar.columnWidth
        return width > 0 ? Glyph(character: self, width: width) : nil
    }
}

extension StringProtocol {
    /// Columns the text takes in a terminal.
    public var columnWidth: Int {
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        return reduce(0) { $0 + $1.columnWidth }
    }
}

extension String {
    /// The text cut to at most `width` columns, ending in "…" when cut; a
    /// wide character that does not fit whole is left out, never split.
    public func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if columnWidth <= width { return self }
        var result = ""
        var used = 0
        for character in self {
            let characterWidth = character.columnWidth
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    /// The text cut into pieces of at most `columns` columns, wherever it must.
    public func chunked(intoColumns columns: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in self {
            if !current.isEmpty, current.columnWidth + character.columnWidth > max(1, columns) {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// The text cut into pieces for an editor's soft wrap, as the detail
    /// wraps: after the last space that fits, so no word is cut and no
    /// piece starts with the space it was broken at (the spaces stay at the
    /// end of the piece before, hanging past `columns` if they must); a word
    /// longer than a line is cut where it must be. The pieces together are
    /// the text, character for character, so a cursor's place maps to them.
    public func softWrapped(intoColumns columns: Int) -> [String] {
        let columns = max(1, columns)
        var pieces: [String] = []
        var current: [Character] = []
        var width = 0
        // Where the current piece may be broken: just after its last space.
        var breakAfter: Int?
        for character in self {
            if character == " " {
                current.append(character)
                width += character.columnWidth
                breakAfter = current.count
                continue
            }
            if !current.isEmpty, width + character.columnWidth > columns {
                if let cut = breakAfter {
                    pieces.append(String(current[..<cut]))
                    current = Array(current[cut...])
                } else {
                    pieces.append(String(current))
                    current = []
                }
                width = current.reduce(0) { $0 + $1.columnWidth }
                breakAfter = nil
            }
            current.append(character)
            width += character.columnWidth
        }
        if !current.isEmpty { pieces.append(String(current)) }
        return pieces
    }

    /// The text broken into lines of at most `width` columns, at spaces where
    /// possible; at most `maxLines` lines, the last one ending in "…" if cut.
    public func wrapped(toWidth width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.columnWidth <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            // A word longer than a line is broken where it must be.
            while word.columnWidth > width {
                var head = ""
                var used = 0
                var rest = Substring(word)
                while let next = rest.first, used + next.columnWidth <= width {
                    head.append(next)
                    used += next.columnWidth
                    rest = rest.dropFirst()
                }
                if head.isEmpty { break }
                lines.append(head)
                word = String(rest)
            }
            current = word
        }
        if !current.isEmpty { lines.append(current) }
        if lines.count > maxLines {
            let kept = Array(lines.prefix(maxLines))
            let last = kept[maxLines - 1]
            let ellipsized = last.columnWidth < width ? last + "…" : (last + "…").truncated(toWidth: width)
            return kept.dropLast() + [ellipsized]
        }
        return lines
    }
}
