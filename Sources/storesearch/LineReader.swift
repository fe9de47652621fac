import Glibc
import SystemCalls

/// The lines of a file descriptor (`search --batch`'s standard input), each
/// at most `limit` bytes: a longer one, or an endless one (`/dev/zero`), is
/// said as such once `limit` bytes of it were read, never held whole. Lines
/// end in "\n" (or "\r\n"); the last may have no line break. Each line is
/// handed over as soon as its line break is read.
struct LineReader {
    enum Line: Equatable {
        case text(String)
        /// The line is longer than `limit`; nothing after it is read.
        case tooLong
        /// The input ended (or could not be read).
        case end
    }

    let descriptor: Int32
    let limit: Int
    /// Bytes read and not yet handed over: at most `limit` and one read more.
    private var pending: [UInt8] = []
    private var ended = false

    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
    }

    mutating func next() -> Line {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                var line = pending[..<newline]
                if line.last == 0x0D { line = line.dropLast() }
                guard line.count <= limit else { return .tooLong }
                defer { pending.removeSubrange(...newline) }
                return .text(String(decoding: line, as: UTF8.self))
            }
            guard pending.count <= limit else { return .tooLong }
            if ended {
                guard !pending.isEmpty else { return .end }
                defer { pending.removeAll() }
                return .text(String(decoding: pending, as: UTF8.self))
            }
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            let count = retryingInterrupted { read(descriptor, &chunk, chunk.count) }
            if count <= 0 {
                ended = true
            } else {
                pending.append(contentsOf: chunk[..<count])
            }
        }
    }
}
