import Foundation
import Testing

@testable import StoreSearchArtwork
@testable import StoreSearchUI
@testable import TerminalKit

/// The test picture: red and green above, blue and white below.
enum TestPictures {
    static let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255], white: [UInt8] = [255, 255, 255, 255]

    static func quadrants(_ side: Int) -> Picture {
        var rgba: [UInt8] = []
        for y in 0..<side {
            for x in 0..<side {
                rgba += y < side / 2 ? (x < side / 2 ? red : green) : (x < side / 2 ? blue : white)
            }
        }
        return Picture(width: side, height: side, rgba: rgba)!
    }

    /// The same picture as files: a 4x4 PNG and a 16x16 JPEG (made with
    /// the end-to-end tests' PNG writer and cjpeg -quality 95).
    static let png = Data(
        base64Encoded: """
            iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAGElEQVR4nGP4z8AARAz/kRCMAtMQgMIBAO5TF+nsKTSDAAAAAElFTkSuQmCC
            """)!
    static let jpeg = Data(
        base64Encoded: """
            /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/\
            2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAQABADASIAAhEBAxEB/8QAHwAA\
            AQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJico\
            KSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi\
            4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKR\
            obHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0\
            tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD4vr9KK/Buv7iKPpMfQZ/4hx/ZX/GQe39v7f8A5hOTl5PY/wDUTO9+\
            fytbrfRfTB4l/wCJ0f7E/df2V/ZX1n7X1r2v1r6v5Yfk5Pq/9/m5/s8vvf/Z
            """, options: .ignoreUnknownCharacters)!

    /// A PNG whose header claims 60,000 x 60,000 pixels (14 GB decoded).
    static let hugePNG: Data = {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        bytes += [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60, 8, 6, 0, 0, 0]
        bytes += crc32(Array(bytes[12...]))
        // The start of image data (never reached: the size is refused first).
        let data: [UInt8] = Array("IDAT".utf8) + [0x78, 0x9C]
        bytes += [0, 0, 0, 2] + data + crc32(data)
        return Data(bytes)
    }()

    static func crc32(_ bytes: [UInt8]) -> [UInt8] {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        return [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
    }
}

@Suite(.timeLimit(.minutes(1))) struct ArtRendererTests {
    /// Two cells, each the upper half block: the top pixels as foreground,
    /// the bottom ones as background, in every colour depth.
    @Test(arguments: [
        (ColorDepth.ansi8, [Color.ansi(1), .ansi(2)], [Color.ansi(4), .ansi(7)]),
        (.ansi16, [.ansi(9), .ansi(10)], [.ansi(12), .ansi(15)]),
        (.palette256, [.indexed(160), .indexed(46)], [.indexed(21), .indexed(254)]),
        (.direct, [.rgb(220, 18, 18), .rgb(34, 235, 18)], [.rgb(34, 18, 236), .rgb(219, 235, 236)]),
    ])
    func theTestPictureInTwoCells(depth: ColorDepth, tops: [Color], bottoms: [Color]) {
        let cells = ArtRenderer.render(TestPictures.quadrants(4), size: Size(columns: 2, rows: 1), depth: depth)
        for x in 0..<2 {
            #expect(cells[x, 0].character == "▀")
            #expect(cells[x, 0].style.foreground == tops[x])
            #expect(cells[x, 0].style.background == bottoms[x])
        }
    }

    /// The 4x4 picture in 2x2 cells at 256 colours: the characters and colours chafa 1.12 chooses.
    @Test func theTestPictureInFourCells() {
        let cells = ArtRenderer.render(TestPictures.quadrants(4), size: Size(columns: 2, rows: 2), depth: .palette256)
        let expected: [(Character, Color, Color)] = [
            ("▂", .indexed(125), .indexed(196)), ("▎", .indexed(70), .indexed(46)),
            ("▊", .indexed(21), .indexed(63)), ("▎", .indexed(147), .indexed(255)),
        ]
        for (index, (character, foreground, background)) in expected.enumerated() {
            let cell = cells[index % 2, index / 2]
            #expect(
                cell.character == character && cell.style.foreground == foreground
                    && cell.style.background == background, "cell \(index): \(cell)")
        }
    }

    @Test func withoutColourOnlyShapesAreDrawn() {
        let cells = ArtRenderer.render(TestPictures.quadrants(16), size: Size(columns: 8, rows: 4), depth: .none)
        #expect(cells.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        #expect(cells.cells.contains { $0.character != " " }, "the picture still shows, in shapes")
    }

    @Test(arguments: ColorDepth.allCases)
    func everyCellIsOneColumnWide(depth: ColorDepth) {
        let cells = ArtRenderer.render(TestPictures.quadrants(64), size: Size(columns: 20, rows: 10), depth: depth)
        #expect(cells.cells.allSatisfy { $0.character.columnWidth == 1 && !$0.isContinuation })
    }
}

@Suite(.timeLimit(.minutes(1))) struct ImageDecoderTests {
    @Test func readsAPNG() throws {
        let picture = try ImageDecoder.decode(TestPictures.png)
        #expect(picture == TestPictures.quadrants(4))
    }

    @Test func readsAJPEG() throws {
        let picture = try ImageDecoder.decode(TestPictures.jpeg)
        #expect(picture.width == 16 && picture.height == 16)
        // Lossy, but each quadrant keeps its colour.
        func pixel(_ x: Int, _ y: Int) -> [Int] { picture.rgba[(y * 16 + x) * 4..<(y * 16 + x) * 4 + 3].map(Int.init) }
        for (point, colour) in [
            ((2, 2), [255, 0, 0]), ((13, 2), [0, 255, 0]), ((2, 13), [0, 0, 255]),
            ((13, 13), [255, 255, 255]),
        ] {
            let got = pixel(point.0, point.1)
            #expect(zip(got, colour).allSatisfy { abs($0 - $1) < 24 }, "\(point): \(got)")
        }
    }

    @Test func refusesWhatIsNotAPicture() {
        #expect(throws: ImageDecoder.Failure.unknownFormat) { try ImageDecoder.decode(Data("GIF89a......".utf8)) }
        #expect(throws: ImageDecoder.Failure.unknownFormat) { try ImageDecoder.decode(Data("<html>".utf8)) }
        #expect(throws: ImageDecoder.Failure.tooLarge(width: 0, height: 0)) { try ImageDecoder.decode(Data()) }
    }

    @Test func refusesBrokenPictures() {
        let brokenPNG = Data(TestPictures.png.prefix(8)) + Data("not a picture at all".utf8)
        #expect(throws: ImageDecoder.Failure.self) { try ImageDecoder.decode(brokenPNG) }
        let truncatedPNG = TestPictures.png.prefix(40)
        #expect(throws: ImageDecoder.Failure.self) { try ImageDecoder.decode(truncatedPNG) }
        let brokenJPEG = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 0x42, count: 300)
        #expect(throws: ImageDecoder.Failure.self) { try ImageDecoder.decode(brokenJPEG) }
    }

    @Test func refusesHugePicturesBeforeDecodingThem() {
        #expect(throws: ImageDecoder.Failure.tooLarge(width: 60000, height: 60000)) {
            try ImageDecoder.decode(TestPictures.hugePNG)
        }
    }

    @Test func largePicturesAreKeptSmall() {
        let picture = TestPictures.quadrants(400).fitting(side: 100)
        #expect(picture.width == 100 && picture.height == 100)
        #expect(Array(picture.rgba[0..<4]) == TestPictures.red)
        let averaged = TestPictures.quadrants(2).fitting(side: 1)
        #expect(Array(averaged.rgba) == [127, 127, 127, 255], "each pixel the average of those it covers")
        #expect(TestPictures.quadrants(8).fitting(side: 64) == TestPictures.quadrants(8), "small ones stay")
    }
}
