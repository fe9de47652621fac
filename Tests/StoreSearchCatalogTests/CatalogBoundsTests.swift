import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchCore

/// The catalog's bounds (`InputLimits`): what is read of a stream.
@Suite(.timeLimit(.minutes(1))) struct CatalogBoundsTests {
    /// A stream is held in memory to be indexed: read up to its bound and
    /// no further, and not at all past a first byte no catalog starts with.
    @Test func aStreamIsReadUpToItsBoundAndRefusedPastIt() throws {
        func load(_ bytes: [UInt8], limit: Int) -> Result<CatalogIndex, SearchFailure> {
            // A socket, like a pipe, but one whose writer is told (not
            // killed by SIGPIPE) when the reader stops early.
            var ends: [Int32] = [0, 0]
            #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
            defer { close(ends[0]) }
            let input = ends[1]
            let writer = Thread {
                _ = bytes.withUnsafeBytes { send(input, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(input)
            }
            writer.start()
            return CatalogIndex.load(descriptor: ends[0], streamLimit: limit).0
        }
        let piped = Array(StoreResponseEncoder.encode([Fixtures.song(1, "Piped")]))
        #expect(try load(piped, limit: piped.count).get().items.map(\.name) == ["Piped"], "the bound itself is read")
        #expect(throws: SearchFailure.catalogTooLarge(maximumBytes: piped.count - 1, isStream: true)) {
            try load(piped, limit: piped.count - 1).get()
        }
        #expect(throws: SearchFailure.catalogTooLarge(maximumBytes: 4096, isStream: true), "endless white space") {
            try load([UInt8](repeating: 0x20, count: 100_000), limit: 4096).get()
        }
        #expect(throws: SearchFailure.catalogNotInStoreShape, "NUL bytes (/dev/zero) are refused at once") {
            try load([UInt8](repeating: 0, count: 100_000), limit: 4096).get()
        }
    }

    /// The plain reader (most records of a big catalog) refuses a string
    /// past its bound as the full reader does, wherever it is in the record.
    @Test func thePlainReaderRefusesALongStringAsTheFullReaderDoes() {
        let long = String(repeating: "a", count: InputLimits.stringBytes + 1)
        let head = #"{"results": [{"kind": "song", "trackId": 1, "trackName": "#
        let expected = StoreResponseDecoder.Failure.damaged(
            offset: head.utf8.count, expected: "a string of at most 1 MB")
        for tail in [#"}]}"#, #", "unknown": 1}]}"#] {
            let bytes = Array((head + "\"" + long + "\"" + tail).utf8)
            #expect(throws: expected) {
                try bytes.withUnsafeBufferPointer { buffer in
                    try CatalogFileReader.read(buffer, plain: { _, _ in }) { _, _ in }
                }
            }
        }
    }
}
