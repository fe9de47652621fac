/// A decoded picture: RGBA, 8 bits a channel, rows top to bottom.
public struct Picture: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public let rgba: [UInt8]

    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The bytes it holds in memory.
    public var byteCount: Int { rgba.count }

    /// At most `side` pixels on its longer side, each new pixel the average
    /// of the ones it covers. Art is drawn in a few dozen cells: keeping
    /// more pixels than that only costs memory.
    public func fitting(side: Int) -> Picture {
        guard max(width, height) > side else { return self }
        let scale = Double(max(width, height)) / Double(side)
        let newWidth = max(1, Int((Double(width) / scale).rounded()))
        let newHeight = max(1, Int((Double(height) / scale).rounded()))
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        rgba.withUnsafeBufferPointer { source in
            for y in 0..<newHeight {
                let top = y * height / newHeight
                let bottom = max(top + 1, (y + 1) * height / newHeight)
                for x in 0..<newWidth {
                    let left = x * width / newWidth
                    let right = max(left + 1, (x + 1) * width / newWidth)
                    var sums = (0, 0, 0, 0)
                    for row in top..<bottom {
                        var index = (row * width + left) * 4
                        for _ in left..<right {
                            sums.0 += Int(source[index])
                            sums.1 += Int(source[index + 1])
                            sums.2 += Int(source[index + 2])
                            sums.3 += Int(source[index + 3])
                            index += 4
                        }
                    }
                    let count = (bottom - top) * (right - left)
                    let target = (y * newWidth + x) * 4
                    out[target] = UInt8(sums.0 / count)
                    out[target + 1] = UInt8(sums.1 / count)
                    out[target + 2] = UInt8(sums.2 / count)
                    out[target + 3] = UInt8(sums.3 / count)
                }
            }
        }
        return Picture(width: newWidth, height: newHeight, rgba: out)!
    }
}
