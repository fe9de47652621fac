import Foundation
import Synchronization
import Testing

@testable import StoreSearchArtwork
@testable import TerminalKit

/// Pictures made ready for each protocol: the PNG kitty and iTerm2 get
/// decodes back to the picture's pixels at the size asked; a sixel picture
/// is cut to its cells' height, however many six-pixel bands that takes.
@Suite(.timeLimit(.minutes(1))) struct PixelEncoderTests {
    /// Red grows rightwards, green downwards, blue 128.
    static let ramp: Picture = {
        var rgba: [UInt8] = []
        for y in 0..<64 { for x in 0..<64 { rgba += [UInt8(x * 4), UInt8(y * 4), 128, 255] } }
        return Picture(width: 64, height: 64, rgba: rgba)!
    }()

    @Test func kittyGetsAPNGOfThePictureAtItsCellsPixels() throws {
        let encoded = PixelEncoder.encode(
            Self.ramp, pixels: Size(columns: 40, rows: 40), cells: Size(columns: 4, rows: 2), as: .kitty)
        guard case .png(let file)? = encoded else {
            Issue.record("no PNG")
            return
        }
        let decoded = try ImageDecoder.decode(Data(file))
        #expect(decoded.width == 40 && decoded.height == 40)
        // The pixel at (30, 10) comes from the source's (48, 16): red 192, green 64.
        let pixel = (10 * 40 + 30) * 4
        #expect(abs(Int(decoded.rgba[pixel]) - 192) <= 8 && abs(Int(decoded.rgba[pixel + 1]) - 64) <= 8)
        #expect(decoded.rgba[pixel + 2] == 128)
    }

    @Test func itermGetsAnInlineFileOfItsCells() throws {
        let encoded = PixelEncoder.encode(
            Self.ramp, pixels: Size(columns: 40, rows: 40), cells: Size(columns: 4, rows: 2), as: .iterm)
        guard case .sequence(let bytes)? = encoded else {
            Issue.record("no sequence")
            return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;size="))
        #expect(text.contains(";width=4;height=2;preserveAspectRatio=0:") && text.hasSuffix("\u{07}"))
        let base64 = text.split(separator: ":", maxSplits: 1)[1].dropLast()
        let file = try #require(Data(base64Encoded: String(base64)))
        #expect(try ImageDecoder.decode(file).width == 40)
    }

    @Test(arguments: [(13, 26), (14, 28), (20, 40), (12, 24)])
    func aSixelPictureIsCutToItsCellsHeight(cellHeight: Int, height: Int) {
        let encoded = PixelEncoder.encode(
            Self.ramp, pixels: Size(columns: 28, rows: height), cells: Size(columns: 4, rows: 2), as: .sixel)
        guard case .sequence(let bytes)? = encoded else {
            Issue.record("no sixel")
            return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"1;1;28;\(height)#"), "raster attributes say \(height) rows")
        let bands = bytes.filter { $0 == UInt8(ascii: "-") }.count + 1
        #expect(bands == (height + 5) / 6, "\(bands) bands for \(height) rows")
        // The last band's sixels set no bit below the height.
        let lastBand = text.dropLast(2).split(separator: "-").last!  // without ST
        let allowed = (1 << (height - (bands - 1) * 6)) - 1
        for scalar in lastBand.unicodeScalars where (0x3F...0x7E).contains(scalar.value) {
            #expect(Int(scalar.value - 0x3F) & ~allowed == 0)
        }
    }

    /// Issue 39: a picture was encoded on the caller's thread, the event
    /// loop's (at a 3000x1500 cell size, thumbnails of 6000x6000 pixels
    /// held Ctrl-C for 54 s). The encoding is started elsewhere: the
    /// caller gets nil at once, is told when it is done, and gets it then.
    @Test func aPictureIsEncodedElsewhereAndTheCallerToldWhenItIsReady() async {
        let ready = Mutex(0)
        let images = PixelImages(onReady: { ready.withLock { $0 += 1 } }, pictures: { _ in Self.ramp })
        let pixels = Size(columns: 40, rows: 40)
        let cells = Size(columns: 4, rows: 2)
        #expect(images.encode("ramp", pixels: pixels, cells: cells, as: .kitty) == nil, "nothing on this thread")
        await images.waitUntilIdle()
        #expect(ready.withLock { $0 } == 1 && images.finished == 1)
        guard case .png? = images.encode("ramp", pixels: pixels, cells: cells, as: .kitty) else {
            Issue.record("the picture, once encoded")
            return
        }
        #expect(ready.withLock { $0 } == 1, "encoded once")
    }
}
