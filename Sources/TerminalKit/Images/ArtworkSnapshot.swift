/// A picture at hand, as drawing gets it: a function from a size and a
/// colour depth to cells. The function is pure (the same picture, size and
/// depth always give the same cells; it may remember what it drew).
public struct ArtworkPicture: Sendable {
    private let drawing: @Sendable (Size, ColorDepth) -> ScreenBuffer

    public init(_ drawing: @escaping @Sendable (Size, ColorDepth) -> ScreenBuffer) {
        self.drawing = drawing
    }

    public func cells(size: Size, depth: ColorDepth) -> ScreenBuffer { drawing(size, depth) }
}

/// The pictures the screen wants, as they are when a frame is drawn: what
/// has arrived and what cannot be had. Drawing reads it and changes
/// nothing; a picture that is not there yet is simply not there (a
/// placeholder is drawn, and when it arrives the state says so and the
/// screen is drawn again).
public struct ArtworkSnapshot: Sendable {
    public var pictures: [String: ArtworkPicture]
    public var failed: Set<String>

    public init(pictures: [String: ArtworkPicture] = [:], failed: Set<String> = []) {
        self.pictures = pictures
        self.failed = failed
    }

    /// The picture at `url` as `size` cells for `depth`, if it has arrived.
    public func art(for url: String, size: Size, depth: ColorDepth) -> ScreenBuffer? {
        pictures[url]?.cells(size: size, depth: depth)
    }

    /// Whether the picture at `url` cannot be had (broken, refused, failed).
    public func hasFailed(_ url: String) -> Bool { failed.contains(url) }
}
