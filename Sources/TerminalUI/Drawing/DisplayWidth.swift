extension Unicode.Scalar {
    /// Columns this scalar takes in a terminal: 0, 1 or 2 (controls count 0;
    /// the sanitiser keeps them out of anything drawn).
    public var columnWidth: Int {
        let value = self.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
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

extension Character {
    /// Columns this grapheme takes: its first scalar's width, as ncurses and
    /// the terminal measure a base character with marks attached.
    public var columnWidth: Int {
        if let ascii = asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        return unicodeScalars.first?.columnWidth ?? 0
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
