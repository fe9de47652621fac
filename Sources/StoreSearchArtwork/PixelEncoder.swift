import CChafa
import CPNG
import Foundation
import StoreSearchWorkers
import Synchronization
import TerminalKit

/// A picture as a graphics protocol sends it: libchafa writes sixel
/// (palette and bands chosen for the picture); kitty and iTerm2 get a PNG
/// of its pixels (libpng), kitty's framed by the backend with its own image
/// ids (libchafa 1.12's kitty output names none, and a placement must be
/// deleted by id; its kitty and iTerm2 output are uncompressed pixels).
///
/// The picture is scaled to exactly the pixels of its cells, never
/// letterboxed: covers are square and so, near enough, are the cells they
/// are drawn in (twice as many columns as rows), and a picture that fills
/// its cells leaves no symbol showing around it.
public enum PixelEncoder {
    public static func encode(_ picture: Picture, pixels: Size, cells: Size, as imageProtocol: ImageProtocol)
        -> EncodedImage?
    {
        guard pixels.columns > 0, pixels.rows > 0, cells.columns > 0, cells.rows > 0 else { return nil }
        switch imageProtocol {
        case .kitty:
            return png(picture.scaled(to: pixels), size: pixels).map(EncodedImage.png)
        case .sixel:
            return chafaImage(picture, pixels: pixels, cells: cells, mode: imageProtocol)
        case .iterm:
            // libchafa's iTerm2 output is an uncompressed TIFF (200 KB for
            // 200x200 pixels); a PNG of the same pixels is a fraction of it.
            guard let file = png(picture.scaled(to: pixels), size: pixels) else { return nil }
            let header =
                "\u{1B}]1337;File=inline=1;size=\(file.count);width=\(cells.columns);height=\(cells.rows);"
                + "preserveAspectRatio=0:"
            return .sequence(Array(header.utf8) + Array(Data(file).base64EncodedString().utf8) + [0x07])
        }
    }

    private static func chafaImage(_ picture: Picture, pixels: Size, cells: Size, mode: ImageProtocol)
        -> EncodedImage?
    {
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(cells.columns), Int32(cells.rows))
        // libchafa makes a sixel picture a whole number of six-pixel bands,
        // rounding down: 2 rows of 14 pixels would leave 4 uncovered. It is
        // asked for the next multiple of six or more, and cut back to the
        // cells' height (`SixelTrim`).
        let cellHeight = (SixelTrim.bandsCovering(pixels.rows) * 6 + cells.rows - 1) / cells.rows
        chafa_canvas_config_set_cell_geometry(config, Int32(pixels.columns / cells.columns), Int32(cellHeight))
        chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS)
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        // The same picture always gives the same bytes.
        chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE)
        guard let canvas = ArtRenderer.canvas(config, drawing: picture) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        guard let info = chafa_term_db_get_fallback_info(chafa_term_db_get_default()) else { return nil }
        defer { chafa_term_info_unref(info) }
        guard let printed = chafa_canvas_print(canvas, info) else { return nil }
        defer { g_string_free(printed, 1) }
        let bytes = Array(
            UnsafeBufferPointer(
                start: UnsafeRawPointer(printed.pointee.str).assumingMemoryBound(to: UInt8.self),
                count: Int(printed.pointee.len)))
        guard !bytes.isEmpty else { return nil }
        return .sequence(SixelTrim.cut(bytes, toHeight: pixels.rows))
    }
}

extension PixelEncoder {
    /// RGB pixels as a PNG file (libpng's simplified API), for kitty and iTerm2.
    static func png(_ rgb: [UInt8], size: Size) -> [UInt8]? {
        var image = png_image()
        image.version = ss_PNG_IMAGE_VERSION
        image.width = png_uint_32(size.columns)
        image.height = png_uint_32(size.rows)
        image.format = ss_PNG_FORMAT_RGB
        var length: Int = 0
        let measured = rgb.withUnsafeBytes {
            png_image_write_to_memory(&image, nil, &length, 0, $0.baseAddress, 0, nil)
        }
        guard measured != 0, length > 0 else { return nil }
        var file = [UInt8](repeating: 0, count: length)
        let written = file.withUnsafeMutableBytes { target in
            rgb.withUnsafeBytes {
                png_image_write_to_memory(&image, target.baseAddress, &length, 0, $0.baseAddress, 0, nil)
            }
        }
        png_image_free(&image)
        return written != 0 ? Array(file.prefix(length)) : nil
    }
}

/// Cuts a sixel picture to a height that is not a multiple of six: the
/// bands below it go, the last band keeps only its top rows (a sixel bit
/// left unset is transparent with `P2 = 1`, which libchafa writes), and
/// the raster attributes say the height.
enum SixelTrim {
    static func bandsCovering(_ height: Int) -> Int { (height + 5) / 6 }

    static func cut(_ sixel: [UInt8], toHeight height: Int) -> [UInt8] {
        guard let start = sixel.firstIndex(of: UInt8(ascii: "q")), height > 0 else { return sixel }
        let keptBands = bandsCovering(height)
        let mask = UInt8((1 << (height - (keptBands - 1) * 6)) - 1)
        var out = Array(sixel[...start])
        var index = start + 1
        var band = 0
        // Raster attributes: "Pan;Pad;Ph;Pv.
        if index < sixel.count, sixel[index] == UInt8(ascii: "\"") {
            var end = index + 1
            while end < sixel.count, (0x30...0x3B).contains(sixel[end]) { end += 1 }
            var fields = String(decoding: sixel[(index + 1)..<end], as: UTF8.self).split(separator: ";").map(
                String.init)
            if fields.count == 4 { fields[3] = String(height) }
            out += Array(("\"" + fields.joined(separator: ";")).utf8)
            index = end
        }
        while index < sixel.count {
            let byte = sixel[index]
            if byte == 0x1B { break }
            if byte == UInt8(ascii: "#") {
                // A colour: its number and, when defined here, its values (digits and ';').
                var end = index + 1
                while end < sixel.count, (0x30...0x3B).contains(sixel[end]) { end += 1 }
                out += sixel[index..<end]
                index = end
                continue
            }
            if byte == UInt8(ascii: "-") {
                band += 1
                if band < keptBands { out.append(byte) }
            } else if band < keptBands {
                if band == keptBands - 1, (0x3F...0x7E).contains(byte) {
                    out.append(0x3F + ((byte - 0x3F) & mask))
                } else {
                    out.append(byte)
                }
            }
            index += 1
        }
        out += sixel[index...]
        return out
    }
}

extension Picture {
    /// RGB pixels, 3 bytes each, of the picture scaled to `size` (each new
    /// pixel the average of those it covers, or the nearest when it grows).
    /// Transparent parts are shown over black.
    func scaled(to size: Size) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size.columns * size.rows * 3)
        rgba.withUnsafeBufferPointer { source in
            for y in 0..<size.rows {
                let top = y * height / size.rows
                let bottom = max(top + 1, (y + 1) * height / size.rows)
                for x in 0..<size.columns {
                    let left = x * width / size.columns
                    let right = max(left + 1, (x + 1) * width / size.columns)
                    var sums = (0, 0, 0)
                    for row in top..<bottom {
                        var index = (row * width + left) * 4
                        for _ in left..<right {
                            let alpha = Int(source[index + 3])
                            sums.0 += Int(source[index]) * alpha
                            sums.1 += Int(source[index + 1]) * alpha
                            sums.2 += Int(source[index + 2]) * alpha
                            index += 4
                        }
                    }
                    let count = (bottom - top) * (right - left) * 255
                    let target = (y * size.columns + x) * 3
                    out[target] = UInt8(sums.0 / count)
                    out[target + 1] = UInt8(sums.1 / count)
                    out[target + 2] = UInt8(sums.2 / count)
                }
            }
        }
        return out
    }
}

/// The store's pictures for a graphics protocol, the last few encodings
/// remembered: a sixel picture erased by a pop-up and shown again when it
/// closes is not encoded twice. Encoding runs on the worker threads, never
/// on the caller's (the event loop, which must answer Ctrl-C at once):
/// `encode` hands over what is ready, starts what is not and says nil,
/// and `onReady` is called when an encoding is done (the program then
/// draws its frame again).
public final class PixelImages: ImageEncoder, Sendable {
    private struct Key: Hashable {
        var url: String
        var pixels: Size
        var imageProtocol: ImageProtocol
    }

    private struct Memo {
        var images: [Key: EncodedImage] = [:]
        var order: [Key] = []
        var started: Set<Key> = []
        /// Encodings that gave nothing: not tried again (each would wake the loop for nothing).
        var failed: Set<Key> = []
        var finished = 0
    }

    /// The most encodings under way at once; a page of thumbnails waits its turn.
    static let maximumStarted = 8

    private let pictures: @Sendable (String) -> Picture?
    private let kept: Int
    private let onReady: @Sendable () -> Void
    private let memo = Mutex(Memo())

    /// `pictures` gives the decoded picture at an address (an
    /// `ArtworkStore`'s `picture(at:)`); `kept` encodings are remembered;
    /// `onReady` is called, on a worker thread, when one is done.
    public init(
        kept: Int = 48, onReady: @escaping @Sendable () -> Void = {},
        pictures: @escaping @Sendable (String) -> Picture?
    ) {
        self.kept = kept
        self.onReady = onReady
        self.pictures = pictures
    }

    public var finished: Int { memo.withLock { $0.finished } }

    public func encode(_ picture: String, pixels: Size, cells: Size, as imageProtocol: ImageProtocol) -> EncodedImage? {
        let key = Key(url: picture, pixels: pixels, imageProtocol: imageProtocol)
        let (known, start): (EncodedImage?, Bool) = memo.withLock { memo in
            if let image = memo.images[key] { return (image, false) }
            guard !memo.started.contains(key), !memo.failed.contains(key), memo.started.count < Self.maximumStarted
            else { return (nil, false) }
            memo.started.insert(key)
            return (nil, true)
        }
        if start {
            let pictures = self.pictures
            Task.detached(executorPreference: WorkerThreads.shared) { [weak self] in
                let image = pictures(picture).flatMap {
                    PixelEncoder.encode($0, pixels: pixels, cells: cells, as: imageProtocol)
                }
                self?.store(image, for: key)
            }
        }
        return known
    }

    /// Waits until no encoding is under way (tests).
    public func waitUntilIdle() async {
        while memo.withLock({ !$0.started.isEmpty }) { try? await Task.sleep(for: .milliseconds(1)) }
    }

    private func store(_ image: EncodedImage?, for key: Key) {
        let stored: Bool = memo.withLock { memo in
            memo.started.remove(key)
            guard let image else {
                if memo.failed.count >= 4 * kept { memo.failed.removeAll() }
                memo.failed.insert(key)
                return false
            }
            memo.finished += 1
            memo.images[key] = image
            memo.order.append(key)
            while memo.order.count > kept { memo.images[memo.order.removeFirst()] = nil }
            return true
        }
        if stored { onReady() }
    }
}
