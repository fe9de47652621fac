import StoreSearchItems
import TestSupport
import Testing

/// `storesearch search --format tsv` and the TSV export.
@Suite struct ResultTableTests {
    /// A row is one line of eight columns whatever its fields hold: a tab
    /// or a line break inside one becomes a space, the rest stays as it is.
    @Test func aTabOrLineBreakInAFieldBecomesASpace() {
        let song = Fixtures.song(7, "Tab\there", artist: "Line\nbreak\r\nand é")
        let lines = ResultTable.tabSeparated([song]).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty, "a header, a row, and the last newline")
        #expect(lines[0] == Substring(ResultTable.tabSeparatedHeader))
        let columns = lines[1].split(separator: "\t", omittingEmptySubsequences: false)
        #expect(columns.count == 8)
        #expect(columns.first == "Tab here")
        #expect(columns.dropFirst().first == "Line break  and é")
        #expect(columns.last == "7")
    }
}
