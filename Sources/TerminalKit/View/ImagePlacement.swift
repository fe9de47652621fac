/// A picture the terminal may draw as pixels over its cells: which picture,
/// where, and the cells it was drawn as (libchafa's symbols, which stay in
/// the frame underneath). The backend sends the picture in a graphics
/// protocol when the terminal has one, and draws nothing more when not:
/// the frame's cells are the same either way.
public struct ImagePlacement: Hashable, Sendable {
    /// The picture's address (what the artwork store knows it by).
    public var picture: String
    /// Its cells on the screen.
    public var rect: Rect
    /// What the cells show as the picture drew them: the placement stands
    /// only while they are unchanged (see `Frame.dropCoveredImages`).
    var cells: ScreenBuffer

    public init(picture: String, rect: Rect, cells: ScreenBuffer) {
        self.picture = picture
        self.rect = rect
        self.cells = cells
    }
}

extension Frame {
    /// Records that the picture `picture`, drawn as `cells` at `origin`,
    /// may be drawn as pixels there.
    public mutating func placeImage(_ picture: String, cells: ScreenBuffer, at origin: Point) {
        images.append(ImagePlacement(picture: picture, rect: Rect(origin: origin, size: cells.size), cells: cells))
    }

    /// The placements of `page` (a frame drawn apart, then pasted at
    /// `offset`) that lie whole inside `clip`: a picture scrolled half out
    /// of view is left to its symbols, never cut.
    public mutating func takeImages(of page: Frame, offset: Point, clip: Rect) {
        for image in page.images {
            var moved = image
            moved.rect = Rect(
                x: image.rect.x + offset.x, y: image.rect.y + offset.y, width: image.rect.width,
                height: image.rect.height)
            if moved.rect.intersection(clip) == moved.rect { images.append(moved) }
        }
    }

    /// Leaves every picture to its symbols (while something moves).
    public mutating func dropImages() {
        images = []
    }

    /// Keeps only the pictures whose cells are still as the picture drew
    /// them and that lie on the screen: whatever was drawn over one since
    /// (a pop-up, a sheet, a notice, the dimming behind them, a star)
    /// covers it, and the symbols with what covers them are shown instead.
    public mutating func dropCoveredImages() {
        images.removeAll { image in
            guard image.rect.intersection(buffer.bounds) == image.rect else { return true }
            for y in 0..<image.rect.height {
                for x in 0..<image.rect.width where buffer[image.rect.x + x, image.rect.y + y] != image.cells[x, y] {
                    return true
                }
            }
            return false
        }
    }
}
