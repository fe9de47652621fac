/// A drawn screen: the cells, what each region does when clicked, and where
/// the terminal cursor goes. `Target` is what a click can land on: the kit
/// knows nothing of it but that it can be compared and sent across threads;
/// the application names its own (StoreSearchUI's `HitTarget`).
public struct Frame<Target: Hashable & Sendable>: Hashable, Sendable {
    public var buffer: ScreenBuffer
    /// Clickable regions; later ones lie on top of earlier ones.
    public private(set) var regions: [HitRegion] = []
    /// The text cursor, when a text field has focus.
    public var cursor: Point?
    /// Pictures the terminal may draw as pixels over their cells, in the
    /// order drawn (see `ImagePlacement`).
    public internal(set) var images: [ImagePlacement] = []

    public struct HitRegion: Hashable, Sendable {
        public var rect: Rect
        public var target: Target
    }

    public init(size: Size) {
        buffer = ScreenBuffer(size: size)
    }

    public var size: Size { buffer.size }

    public mutating func addRegion(_ rect: Rect, _ target: Target) {
        guard !rect.isEmpty else { return }
        regions.append(HitRegion(rect: rect, target: target))
    }

    /// What a click at `point` lands on: the top-most region there.
    public func target(at point: Point) -> Target? {
        regions.last { $0.rect.contains(point) }?.target
    }
}
