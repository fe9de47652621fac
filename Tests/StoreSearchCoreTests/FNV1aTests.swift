import StoreSearchText
import Testing

@Suite(.timeLimit(.minutes(1))) struct FNV1aTests {
    /// The published FNV-1a 64 test vectors: cache file names depend on them staying put.
    @Test func knownValues() {
        #expect(FNV1a.hash("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar".utf8) == 0x8594_4171_f739_67e8)
    }
}
