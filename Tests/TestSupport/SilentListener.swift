import Foundation

/// A TCP socket on 127.0.0.1 that accepts connections into its backlog and
/// never reads or writes.
public final class SilentListener {
    let fd: Int32
    public let port: UInt16

    public init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard fd >= 0, bound == 0, named == 0, listen(fd, 64) == 0 else {
            if fd >= 0 { close(fd) }
            throw POSIXError(.EADDRNOTAVAIL)
        }
        self.fd = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        close(fd)
    }

    /// How many connections to it are made (waiting in its backlog):
    /// those in /proc/net/tcp established to its port.
    public var connections: Int {
        // (Read to its end: the kernel writes the table a page at a time.)
        guard let file = FileHandle(forReadingAtPath: "/proc/net/tcp") else { return 0 }
        defer { try? file.close() }
        let table = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        let port = String(format: "%04X", self.port)
        return table.split(separator: "\n").dropFirst().filter { line in
            let fields = line.split(separator: " ")
            // remote address is "0100007F:PORT", the state "01" (established)
            return fields.count > 3 && fields[2].hasSuffix(":" + port) && fields[3] == "01"
        }.count
    }

    /// A port nothing listens on: a listener's, once it is gone.
    public static func closedPort() throws -> UInt16 {
        try SilentListener().port
    }
}
