/// A picture made ready for a graphics protocol.
public enum EncodedImage: Hashable, Sendable {
    /// A PNG file of the picture at its pixel size (for kitty, which the
    /// backend frames with its own image ids).
    case png([UInt8])
    /// A whole control string that draws the picture at the cursor (a
    /// sixel DCS, an iTerm2 OSC 1337).
    case sequence([UInt8])
}

/// Turns a picture the screen shows into what a graphics protocol sends.
/// Called by the backend, on the event loop, for pictures newly placed:
/// it must not encode there (a large picture takes seconds), only hand
/// over what is ready and start the rest elsewhere.
public protocol ImageEncoder: AnyObject, Sendable {
    /// The picture at `picture` scaled to `pixels`, to fill `cells`, for
    /// `imageProtocol`, when it is ready; nil when it is not (yet): its
    /// symbols stay, and the encoding is started if it can be.
    func encode(_ picture: String, pixels: Size, cells: Size, as imageProtocol: ImageProtocol) -> EncodedImage?
    /// How many encodings have finished so far: when it changes, a frame
    /// that left pictures to their symbols is worth sending again.
    var finished: Int { get }
}

extension ImageEncoder {
    public var finished: Int { 0 }
}
