import CNcursesw
import TerminalKit

/// Maps styles to what this terminal can show: colour pairs, and attributes.
///
/// Pairs are a few dozen for the interface, but artwork brings a pair for
/// nearly every colour of every picture, and a terminal has only so many
/// (64 on the Linux console and in screen, 65536 in xterm-256color). When
/// they run out, the pairs used least recently that no cell of the frame
/// being drawn has are taken back, a batch at a time, and defined again
/// with other colours: the screen is never drawn again whole for it.
///
/// The palette numbers the pairs itself (1 to `COLOR_PAIRS` - 1) and has
/// ncurses define them (`init_extended_pair`). ncurses' own allocator
/// (`alloc_pair`, `free_pair`) was tried: after `free_pair` it goes on
/// handing out numbers above the freed ones, past `COLOR_PAIRS` into the
/// room it keeps for pairs with a default colour, and there refuses pairs
/// of two colours (ERR) until its search wraps round (ncurses 6.4,
/// new_pair.c): cells would lose their colours.
///
/// What this relies on in ncurses (lib_color.c, `_nc_init_pair` and
/// `_nc_change_pair`; new_pair(3X)): defining a pair anew blanks every cell
/// of `curscr` (what the terminal shows) that has it, so the next
/// `doupdate` writes those cells again with what `stdscr` holds for them;
/// cells of `stdscr` that name the pair are left as they are and take its
/// new colours. A pair is taken back only when no cell of the new frame has
/// its colours: every cell of `stdscr` that still names it is one this
/// frame writes again, so by the end of the frame none is left, and no
/// cell on screen is quietly recoloured.
struct ColorPalette {
    /// How often each way of finding a pair was taken.
    struct Counts: Equatable {
        /// Pairs defined.
        var defined = 0
        /// Times every pair was in use and a batch was taken back.
        var recycled = 0
        /// Pairs taken back in those batches.
        var freed = 0
        /// Frames that needed more pairs than the terminal has.
        var overflowed = 0
    }

    /// How many colours the terminal has; 0 when colours are off (NO_COLOR).
    let colors: Int
    let depth: ColorDepth
    /// The highest pair number the terminal has (pair 0 is its own colours).
    private let highestPair: Int32
    /// The next number never used, and numbers taken back.
    private var nextPair: Int32 = 1
    private var freePairs: [Int32] = []
    /// The pair of each foreground and background, and the frame that last
    /// used it.
    private var pairs: [Int64: (pair: Int32, lastUsed: Int)] = [:]
    /// The frame being drawn, and its number.
    private var frame: ScreenBuffer?
    private var frameNumber = 0
    /// Whether the frame being drawn has used every pair there is.
    private var isFrameOverflowing = false
    private(set) var counts = Counts()

    init(colors: Int, directColor: Bool = false, pairLimit: Int = 0) {
        self.colors = colors
        depth = colors > 0 ? ColorDepth(colors: colors, hasDirectColor: directColor) : .none
        highestPair = pairLimit > 0 ? Int32(clamping: pairLimit - 1) : Int32.max
    }

    /// Begins drawing `buffer`: the pairs its cells have are the ones not
    /// to free until the next frame.
    mutating func startFrame(_ buffer: ScreenBuffer) {
        frame = buffer
        frameNumber += 1
        isFrameOverflowing = false
    }

    mutating func endFrame() {
        frame = nil
    }

    /// The attributes and colour pair for `style`.
    mutating func resolve(_ style: Style) -> (attributes: attr_t, pair: Int32) {
        var attributes = ss_A_NORMAL
        var bold = style.attributes.contains(.bold)
        if style.attributes.contains(.dim) { attributes |= ss_A_DIM }
        if style.attributes.contains(.reverse) { attributes |= ss_A_REVERSE }
        if style.attributes.contains(.underline) { attributes |= ss_A_UNDERLINE }
        if style.attributes.contains(.italic) { attributes |= ss_A_ITALIC }
        var pair: Int32 = 0
        if colors > 0 {
            let (key, brightens) = colorKey(style)
            bold = bold || brightens
            if let key { pair = self.pair(key) }
        }
        if bold { attributes |= ss_A_BOLD }
        return (attributes, pair)
    }

    /// The foreground and background `style` has on this terminal as one
    /// number (nil: the terminal's own, pair 0), and whether the foreground
    /// is brightened with bold.
    private func colorKey(_ style: Style) -> (key: Int64?, brightens: Bool) {
        let (foreground, brightens) = ColorMapping.number(for: style.foreground, depth: depth)
        let (background, _) = ColorMapping.number(for: style.background, depth: depth)
        if foreground == -1 && background == -1 { return (nil, brightens) }
        return (Int64(foreground) << 32 | Int64(UInt32(bitPattern: background)), brightens)
    }

    private mutating func pair(_ key: Int64) -> Int32 {
        if let index = pairs.index(forKey: key) {
            pairs.values[index].lastUsed = frameNumber
            return pairs.values[index].pair
        }
        if freePairs.isEmpty && nextPair > highestPair && !freeUnusedPairs() { return 0 }
        let number: Int32
        if let free = freePairs.popLast() {
            number = free
        } else {
            number = nextPair
            nextPair += 1
        }
        guard init_extended_pair(number, Int32(truncatingIfNeeded: key >> 32), Int32(truncatingIfNeeded: key)) == OK
        else {
            freePairs.append(number)
            return 0
        }
        pairs[key] = (number, frameNumber)
        counts.defined += 1
        return number
    }

    /// Takes back the pairs used least recently that no cell of the frame
    /// being drawn has (a quarter of the table, a few hundred at most: each
    /// one defined again makes ncurses look through every cell of the
    /// screen); false when the frame has them all.
    ///
    /// Then the frame on its own needs more pairs than the terminal has:
    /// its cells beyond those take the terminal's own colours. Releasing
    /// every pair (`reset_color_pairs`) and drawing the screen again, as
    /// was done once, cannot help: every pair held is one this frame needs,
    /// so it would run out again as far into the frame, at the cost of a
    /// screen drawn whole and a flicker.
    private mutating func freeUnusedPairs() -> Bool {
        if isFrameOverflowing { return false }
        var used = Set<Int64>()
        if let frame {
            var last: Style?
            for cell in frame.cells where !cell.isContinuation && cell.style != last {
                last = cell.style
                if let key = colorKey(cell.style).key { used.insert(key) }
            }
        }
        var unused: [(key: Int64, pair: Int32, lastUsed: Int)] = []
        for index in pairs.indices {
            let (key, entry) = pairs[index]
            if used.contains(key) {
                pairs.values[index].lastUsed = frameNumber
            } else {
                unused.append((key, entry.pair, entry.lastUsed))
            }
        }
        guard !unused.isEmpty else {
            isFrameOverflowing = true
            counts.overflowed += 1
            return false
        }
        let batch = min(max(1, Int(highestPair) / 4), 256)
        unused.sort { $0.lastUsed < $1.lastUsed }
        for entry in unused.prefix(batch) {
            freePairs.append(entry.pair)
            pairs[entry.key] = nil
        }
        counts.recycled += 1
        counts.freed += min(batch, unused.count)
        return true
    }
}
