import Foundation

/// The pictures drawn as pixels over the screen's cells, kept in step with
/// each frame's placements: what the terminal must be sent for a new frame
/// (pictures placed, deleted, drawn again) and which cells must be drawn
/// again because a sixel or iTerm2 picture left them. Shared by the real
/// backend and `TestBackend`, so the tests see the bytes a terminal gets.
///
/// A picture is sent only when its picture or its rectangle changes; one
/// that stays where it was costs nothing. kitty keeps what it was sent:
/// a picture seen before is placed again by id (a few dozen bytes), and a
/// placement that goes is deleted by id. Sixel and iTerm2 pictures are
/// pixels in the cells: one that goes is erased by drawing its cells
/// again, and one whose cells were drawn over is sent again.
public struct ImageLayer {
    /// What to do after a frame's cells are out.
    public struct Output: Equatable {
        /// Protocol bytes, written after the cells (each command puts the
        /// cursor where it draws; the cursor is saved and restored round them).
        public var bytes: [UInt8] = []
        /// Cells the terminal must be sent again, before `bytes`: where a
        /// sixel or iTerm2 picture was and is no more. The real backend
        /// sends their lines whole; a picture on those lines is in `bytes`.
        public var redraw: [Rect] = []

        public init(bytes: [UInt8] = [], redraw: [Rect] = []) {
            self.bytes = bytes
            self.redraw = redraw
        }

        /// Nothing to send and nothing to draw again.
        public var isEmpty: Bool { bytes.isEmpty && redraw.isEmpty }
    }

    private struct Key: Hashable {
        var picture: String
        var rect: Rect
    }

    private struct KittyImage: Hashable {
        var picture: String
        var pixels: Size
    }

    /// The protocol in use; nil draws no pixels (the cells' symbols show).
    public private(set) var imageProtocol: ImageProtocol?
    /// A cell's size in pixels, which pictures are scaled to (see `resize`).
    public private(set) var cellPixels: Size
    /// kitty image ids kept by the terminal, most recently used last.
    public static let kittyImagesKept = 96
    /// The kitty image chunk size the protocol allows (base64 bytes).
    static let kittyChunk = 4096

    /// Whether the last update left a picture to its symbols because the
    /// encoder had nothing for it (yet).
    public private(set) var awaitsPictures = false

    private var shown: [Key: (image: UInt32, placement: UInt32)] = [:]
    private var kittyIDs: [KittyImage: UInt32] = [:]
    private var kittyOrder: [KittyImage] = []
    private var nextID: UInt32 = 1

    public init(imageProtocol: ImageProtocol? = nil, cellPixels: Size = Size(columns: 10, rows: 20)) {
        self.imageProtocol = imageProtocol
        self.cellPixels = cellPixels
    }

    /// Whether the cell size is one a picture may be scaled to (inside
    /// `ImageDetection.cellPixelBounds`); when not, only symbols are drawn.
    public var cellSizeIsBelievable: Bool { ImageDetection.isBelievable(cellPixels: cellPixels) }

    /// Takes a new cell size (the terminal said it, or its font changed):
    /// the pictures drawn at the old one are taken away, and the next
    /// frame places them at the new. A size beyond `cellPixelBounds` (an
    /// answer of 99999x99999 pixels) draws no picture until a believable
    /// one comes: a picture scaled to it could take gigabytes.
    public mutating func resize(cells newSize: Size) -> Output {
        guard newSize != cellPixels, newSize.columns > 0, newSize.rows > 0 else { return Output() }
        cellPixels = newSize
        return removeAll()
    }

    /// The rectangles of the pictures on screen now.
    public var shownRects: [Rect] { shown.keys.map(\.rect) }

    /// Changes the protocol: what was drawn the old way is taken away
    /// (the output says how), and the next frame places its pictures anew.
    public mutating func use(_ newProtocol: ImageProtocol?) -> Output {
        guard newProtocol != imageProtocol else { return Output() }
        let output = removeAll()
        imageProtocol = newProtocol
        return output
    }

    /// What the terminal must be sent so that `placements` are what it
    /// shows. `rewritten` says whether the frame changed any cell of a
    /// rectangle (the picture's rows, and `rewriteReach` columns either
    /// side): a sixel or iTerm2 picture there is then drawn again.
    public mutating func update(
        to placements: [ImagePlacement], rewritten: (Rect) -> Bool, encoder: ImageEncoder?
    ) -> Output {
        awaitsPictures = false
        guard let imageProtocol else { return Output() }
        guard cellSizeIsBelievable else { return removeAll() }
        var output = Output()
        var wanted: [Key] = []
        for placement in placements where placement.rect.width > 0 && placement.rect.height > 0 {
            let key = Key(picture: placement.picture, rect: placement.rect)
            if !wanted.contains(key) { wanted.append(key) }
        }
        for (key, ids) in shown where !wanted.contains(key) {
            shown[key] = nil
            if imageProtocol == .kitty {
                output.bytes += Self.kittyCommand("a=d,d=i,i=\(ids.image),p=\(ids.placement),q=2")
            } else {
                output.redraw.append(key.rect)
            }
        }
        var drawn: [UInt8] = []
        for key in wanted {
            let isShown = shown[key] != nil
            // A sixel or iTerm2 picture is lost where the terminal's cells
            // are written again: beside cells the frame changed, and on the
            // lines sent again whole where another picture went.
            let overwritten = rewritten(Self.reach(of: key.rect)) || Self.sharesRows(key.rect, with: output.redraw)
            if isShown && (imageProtocol == .kitty || !overwritten) { continue }
            if let ids = place(key, as: imageProtocol, encoder: encoder, into: &drawn) {
                shown[key] = ids
            } else {
                shown[key] = nil
                awaitsPictures = true
            }
        }
        if !drawn.isEmpty { output.bytes += Array("\u{1B}7".utf8) + drawn + Array("\u{1B}8".utf8) }
        return output
    }

    /// Takes every picture away (suspending, another program taking the
    /// terminal, quitting): kitty deletes them by id; sixel and iTerm2
    /// pictures go with the cells drawn again (the rectangles returned).
    public mutating func removeAll() -> Output {
        var output = Output()
        for (key, ids) in shown {
            if imageProtocol == .kitty {
                output.bytes += Self.kittyCommand("a=d,d=i,i=\(ids.image),p=\(ids.placement),q=2")
            } else {
                output.redraw.append(key.rect)
            }
        }
        shown = [:]
        return output
    }

    /// The terminal cleared its screen (a resize, Ctrl-L, coming back from
    /// the shell): nothing is shown any more, and the next frame places
    /// every picture anew. kitty frees the data of the images it was sent
    /// when its screen is cleared (placing one again by id then fails, and
    /// `q=2` keeps the failure quiet): every picture is sent again, and
    /// what kitty may still hold of them is freed.
    public mutating func screenCleared() -> Output {
        handOver()
    }

    /// Takes every picture away before the terminal is handed to someone
    /// else (suspending, an editor, quitting): kitty is told to free the
    /// images' data too, which it may have dropped anyway (the shell or
    /// the editor clears the screen), so each is sent again on return.
    public mutating func handOver() -> Output {
        var output = removeAll()
        if imageProtocol == .kitty {
            for id in kittyIDs.values.sorted() { output.bytes += Self.kittyCommand("a=d,d=I,i=\(id),q=2") }
        }
        forgetKittyImages()
        return output
    }

    private mutating func forgetKittyImages() {
        kittyIDs = [:]
        kittyOrder = []
    }

    /// How far beside a picture a changed cell may make the terminal's
    /// cells under it be written again: ncurses writes a few unchanged
    /// cells rather than move the cursor over them (a row's highlight
    /// changing at both ends of a thumbnail rewrites the thumbnail's cells,
    /// and with them a sixel or iTerm2 picture's pixels).
    static let rewriteReach = 16

    static func reach(of rect: Rect) -> Rect {
        Rect(x: rect.x - rewriteReach, y: rect.y, width: rect.width + 2 * rewriteReach, height: rect.height)
    }

    /// Whether `rect` shares a row with any of `lines`: the backend sends
    /// the rows of a picture that went again whole, every column of them.
    static func sharesRows(_ rect: Rect, with lines: [Rect]) -> Bool {
        lines.contains { $0.y < rect.maxY && rect.y < $0.maxY }
    }

    // MARK: Placing

    private mutating func place(
        _ key: Key, as imageProtocol: ImageProtocol, encoder: ImageEncoder?, into bytes: inout [UInt8]
    ) -> (image: UInt32, placement: UInt32)? {
        let cells = key.rect.size
        let pixels = Size(columns: cells.columns * cellPixels.columns, rows: cells.rows * cellPixels.rows)
        let cursor = Array("\u{1B}[\(key.rect.y + 1);\(key.rect.x + 1)H".utf8)
        switch imageProtocol {
        case .kitty:
            let image = KittyImage(picture: key.picture, pixels: pixels)
            let placement = takeID()
            let placementKeys = "c=\(cells.columns),r=\(cells.rows),C=1,q=2"
            if let id = kittyIDs[image] {
                kittyOrder.removeAll { $0 == image }
                kittyOrder.append(image)
                bytes += cursor + Self.kittyCommand("a=p,i=\(id),p=\(placement),\(placementKeys)")
                return (id, placement)
            }
            guard case .png(let file)? = encoder?.encode(key.picture, pixels: pixels, cells: cells, as: .kitty),
                !file.isEmpty
            else { return nil }
            let id = takeID()
            bytes += forgetOldKittyImages()
            kittyIDs[image] = id
            kittyOrder.append(image)
            bytes += cursor
            bytes += Self.kittyTransmit(file, header: "a=T,f=100,i=\(id),p=\(placement),\(placementKeys)")
            return (id, placement)
        case .sixel, .iterm:
            guard
                case .sequence(let sequence)? = encoder?.encode(
                    key.picture, pixels: pixels, cells: cells, as: imageProtocol)
            else { return nil }
            bytes += cursor + sequence
            return (0, 0)
        }
    }

    private mutating func takeID() -> UInt32 {
        defer { nextID = nextID >= 0xFF_FFFF ? 1 : nextID + 1 }
        return nextID
    }

    /// Frees the images kitty keeps beyond `kittyImagesKept` that no
    /// placement shows, oldest first.
    private mutating func forgetOldKittyImages() -> [UInt8] {
        var bytes: [UInt8] = []
        let inUse = Set(shown.values.map(\.image))
        var index = 0
        while kittyOrder.count >= Self.kittyImagesKept, index < kittyOrder.count {
            let image = kittyOrder[index]
            guard let id = kittyIDs[image], !inUse.contains(id) else {
                index += 1
                continue
            }
            kittyOrder.remove(at: index)
            kittyIDs[image] = nil
            bytes += Self.kittyCommand("a=d,d=I,i=\(id),q=2")
        }
        return bytes
    }

    // MARK: kitty's framing

    static func kittyCommand(_ keys: String, payload: Substring = "") -> [UInt8] {
        Array("\u{1B}_G\(keys)\(payload.isEmpty ? "" : ";")\(payload)\u{1B}\\".utf8)
    }

    /// The file in base64, in chunks of at most 4096 bytes: the first
    /// with the keys, each but the last with `m=1`.
    static func kittyTransmit(_ file: [UInt8], header: String) -> [UInt8] {
        let encoded = Data(file).base64EncodedString()
        var bytes: [UInt8] = []
        var start = encoded.startIndex
        var first = true
        repeat {
            let end = encoded.index(start, offsetBy: kittyChunk, limitedBy: encoded.endIndex) ?? encoded.endIndex
            let more = end < encoded.endIndex ? 1 : 0
            let keys = first ? "\(header),m=\(more)" : "m=\(more)"
            bytes += kittyCommand(keys, payload: encoded[start..<end])
            first = false
            start = end
        } while start < encoded.endIndex
        return bytes
    }
}
