import CPNG
import CTurboJPEG
import Foundation
import StoreSearchText

/// Turns the bytes of a JPEG or PNG file into a picture, refusing anything
/// else: other formats, broken files, and pictures too large to be artwork
/// (a hostile server's 60,000 x 60,000 PNG would need 14 GB).
public enum ImageDecoder {
    public enum Failure: Error, Hashable, Sendable {
        case unknownFormat
        case tooLarge(width: Int, height: Int)
        case damaged(String)
    }

    /// The largest file read, and the largest picture decoded.
    public static let maximumBytes = InputLimits.pictureBytes
    public static let maximumSide = InputLimits.pictureSide
    public static let maximumPixels = InputLimits.picturePixels

    public static func decode(_ data: Data) throws(Failure) -> Picture {
        guard !data.isEmpty, data.count <= maximumBytes else { throw .tooLarge(width: 0, height: 0) }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(bytes) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try decodePNG(bytes) }
        throw .unknownFormat
    }

    private static func check(width: Int, height: Int) throws(Failure) {
        guard width > 0, height > 0 else { throw .damaged("no pixels") }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw .tooLarge(width: width, height: height)
        }
    }

    private static func decodeJPEG(_ bytes: [UInt8]) throws(Failure) -> Picture {
        guard let handle = tjInitDecompress() else { throw .damaged("no decoder") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        var bytes = bytes
        let size = UInt(bytes.count)
        guard tjDecompressHeader3(handle, &bytes, size, &width, &height, &subsampling, &colorspace) == 0 else {
            throw .damaged(String(cString: tjGetErrorStr2(handle)))
        }
        try check(width: Int(width), height: Int(height))
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = tjDecompress2(handle, &bytes, size, &pixels, width, 0, height, TJPF_RGBA.rawValue, 0)
        // A warning (a truncated scan, say) still leaves a usable picture.
        if status != 0 && tjGetErrorCode(handle) != TJERR_WARNING.rawValue {
            throw .damaged(String(cString: tjGetErrorStr2(handle)))
        }
        return Picture(width: Int(width), height: Int(height), rgba: pixels)!
    }

    private static func decodePNG(_ bytes: [UInt8]) throws(Failure) -> Picture {
        var image = png_image()
        image.version = ss_PNG_IMAGE_VERSION
        guard png_image_begin_read_from_memory(&image, bytes, bytes.count) != 0 else {
            throw .damaged(message(of: image))
        }
        do throws(Failure) {
            try check(width: Int(image.width), height: Int(image.height))
        } catch {
            png_image_free(&image)
            throw error
        }
        image.format = ss_PNG_FORMAT_RGBA
        var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
        // finish_read frees the image's internals, whether it succeeds or not.
        guard png_image_finish_read(&image, nil, &pixels, 0, nil) != 0 else { throw .damaged(message(of: image)) }
        return Picture(width: Int(image.width), height: Int(image.height), rgba: pixels)!
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
