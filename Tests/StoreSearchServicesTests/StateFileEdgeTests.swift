import Foundation
import TestSupport
import Testing

@testable import StoreSearchFiles
@testable import StoreSearchItems

/// Issue 39's smaller defects of the program's own files.
@Suite(.timeLimit(.minutes(1))) struct StateFileEdgeTests {
    private func folder() -> String {
        Scratch.folder("edges").path
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    private func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Save Results wrote 0644 (0666 under umask 000) where README
    /// promises 0600: results name what was searched, as the history does.
    /// (Under umask 000: the end-to-end umask test; a umask here would be
    /// every parallel test's.)
    @Test func savedResultsAreTheOwnersOnlyWhateverTheUmask() {
        let base = folder()
        let exporter = FileExporter(home: base, currentDirectory: base)
        let song = SearchResult(id: 1, name: "Dogs", artistName: "Pink Floyd", kind: .song)
        #expect(
            exporter.export([song], to: "out.json", format: .json, overwrite: false)
                == .written(path: base + "/out.json"))
        #expect(mode(base + "/out.json") == 0o600)
        FileManager.default.createFile(
            atPath: base + "/theirs.tsv", contents: Data("x".utf8), attributes: [.posixPermissions: 0o644])
        #expect(
            exporter.export([song], to: "theirs.tsv", format: .tsv, overwrite: true)
                == .written(path: base + "/theirs.tsv"))
        #expect(mode(base + "/theirs.tsv") == 0o600)
    }

    /// A history written with CRLF line ends (edited on Windows) was read as
    /// one search, "a b c", and written back so.
    @Test func aHistoryWithCRLFLineEndsIsOneSearchALine() throws {
        let path = folder() + "/history"
        try Data("time\r\nmoney\r\nus and them\r\n".utf8).write(to: URL(fileURLWithPath: path))
        let history = HistoryFile(path: path)
        #expect(history.load().items == ["us and them", "money", "time"])
        history.record("brain damage")
        #expect(text(path) == "time\nmoney\nus and them\nbrain damage\n")
    }

    /// A FIFO at `history.lock` was reported as the history being a FIFO:
    /// the notice names the lock.
    @Test func aFIFOAtTheLockIsSaidToBeTheLock() {
        let base = folder()
        FileManager.default.createFile(atPath: base + "/history", contents: Data("time\n".utf8))
        mkfifo(base + "/history.lock", 0o600)
        let loaded = HistoryFile(path: base + "/history").load()
        #expect(loaded.notUsed == .notAFile(.fifo) && loaded.notUsedPath == base + "/history.lock")
        mkfifo(base + "/favourites.json", 0o600)
        let favourites = FavouritesFile(path: base + "/favourites.json").load()
        #expect(favourites.notUsed == .notAFile(.fifo) && favourites.notUsedPath == base + "/favourites.json")
    }
}
