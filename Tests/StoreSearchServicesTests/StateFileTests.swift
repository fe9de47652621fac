import Foundation
import Synchronization
import TestSupport
import Testing

@testable import StoreSearchFiles
@testable import StoreSearchFormats
@testable import StoreSearchItems

/// The history, the favourites and exports: written whole, merged under a
/// lock, an unreadable file set aside once.
@Suite(.timeLimit(.minutes(1))) struct StateFileTests {
    /// A new folder that does not exist yet (the stores make it).
    private func folder() -> String {
        Scratch.location("state").path
    }

    private func made(_ path: String) -> String {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    private func song(_ id: Int, _ name: String) -> SearchResult {
        SearchResult(
            id: id, name: name, artistName: "Pink Floyd", collectionName: "Animals", kind: .song, genre: "Rock",
            price: Price(amount: Decimal(string: "1.29")!, currency: "USD"),
            storeURL: "https://music.apple.com/us/album/\(id)")
    }

    // MARK: - History

    @Test func historyIsNewestFirstAndTheFileNewestLastInPrivateFolders() throws {
        let base = folder()
        let history = HistoryFile(path: base + "/state/storesearch/history")
        #expect(history.load() == StoredList(items: []), "no file: empty, nothing set aside")
        #expect(!FileManager.default.fileExists(atPath: base), "reading makes nothing")
        for term in ["time", "money", "us and them"] { history.record(term) }
        #expect(history.load().items == ["us and them", "money", "time"])
        #expect(text(history.path) == "time\nmoney\nus and them\n")
        #expect(names(base + "/state/storesearch") == ["history", "history.lock"], "no temporary file left")
        #expect(mode(history.path) == 0o600 && mode(history.path + ".lock") == 0o600)
        #expect(mode(base + "/state") == 0o700 && mode(base + "/state/storesearch") == 0o700)
    }

    @Test func aSearchAgainMovesToTheFrontFoldedAlikeIsOne() {
        let history = HistoryFile(path: folder() + "/history")
        for term in ["Pink Floyd", "voce", "Beyoncé", "pink floyd", "beyonce"] { history.record(term) }
        #expect(history.load().items == ["beyonce", "pink floyd", "voce"], "the newest spelling kept")
    }

    @Test func controlCharactersAreNeverStored() {
        let history = HistoryFile(path: folder() + "/history")
        history.record("two\nlines\u{1B}]0;title\u{07} and\ttab")
        history.record("  \n\u{1B}[31m ")
        #expect(history.load().items == ["two lines and tab"], "a blank term is not kept")
        #expect(text(history.path) == "two lines and tab\n")
    }

    @Test func linesReadAreSanitised() throws {
        let path = made(folder()) + "/history"
        try Data("plain\n\u{1B}[2Jcleared\u{9B}31m red\n\n   \n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(HistoryFile(path: path).load().items == ["cleared red", "plain"])
    }

    @Test func atMostAThousandAreKeptTheOldestDropped() throws {
        let path = made(folder()) + "/history"
        let old = (1...1_005).map { "term \($0)\n" }.joined()
        try Data(old.utf8).write(to: URL(fileURLWithPath: path))
        let history = HistoryFile(path: path)
        #expect(history.load().items.count == HistoryFile.limit)
        #expect(history.load().items.first == "term 1005" && history.load().items.last == "term 6")
        history.record("newest")
        let items = history.load().items
        #expect(items.count == 1_000 && items.first == "newest" && items.last == "term 7")
        #expect(text(path)?.split(separator: "\n").count == 1_000)
    }

    @Test func anUnreadableHistoryIsSetAsideOnceThenEmpty() throws {
        let path = made(folder()) + "/history"
        let lines = Mutex<[String]>([])
        let history = HistoryFile(path: path, log: { line in lines.withLock { $0.append(line) } })
        try Data("older bad".utf8).write(to: URL(fileURLWithPath: path + ".bad"))
        let garbage = Data([0x66, 0x6F, 0xFF, 0xFE, 0x00, 0x0A])
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(history.load() == StoredList(items: [], setAside: path + ".bad"))
        #expect(FileManager.default.contents(atPath: path + ".bad") == garbage, "the newest bad file kept")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(history.load() == StoredList(items: []), "said once")
        #expect(lines.withLock { $0.count } == 1 && lines.withLock { $0[0].contains("history.bad") })
    }

    @Test func anUnreadableHistoryFoundWhileRecordingIsSaidByTheNextLoad() throws {
        let path = made(folder()) + "/history"
        try Data([0xC3, 0x28]).write(to: URL(fileURLWithPath: path))
        let history = HistoryFile(path: path)
        history.record("fresh")
        #expect(history.load() == StoredList(items: ["fresh"], setAside: path + ".bad"))
        #expect(history.load() == StoredList(items: ["fresh"]))
    }

    @Test func aFolderWhereTheFileShouldBeIsSetAside() throws {
        let path = made(folder()) + "/history"
        _ = made(path)
        let history = HistoryFile(path: path)
        #expect(history.load().setAside == path + ".bad")
        history.record("works")
        #expect(history.load().items == ["works"])
    }

    /// Two copies of the program (two stores, each opening the lock file
    /// itself, so flock treats them as strangers) adding at once.
    @Test func twoWritersAtOnceLoseNothing() async {
        let path = folder() + "/history"
        let perWriter = 60
        await onThreadsOfTheirOwn(2) { writer in
            let history = HistoryFile(path: path)
            for number in 0..<perWriter { history.record("writer \(writer) term \(number)") }
        }
        let items = HistoryFile(path: path).load().items
        #expect(items.count == 2 * perWriter)
        #expect(Set(items).count == 2 * perWriter)
        #expect(names((path as NSString).deletingLastPathComponent) == ["history", "history.lock"])
    }

    // MARK: - Favourites

    @Test func favouritesAreNewestFirstOneAnIdAndReadByTheDecoder() throws {
        let base = folder()
        let path = base + "/share/storesearch/favourites.json"
        let favourites = FavouritesFile(path: path)
        #expect(favourites.load() == StoredList(items: []))
        #expect(favourites.set(song(1, "Dogs"), favourite: true).items == [song(1, "Dogs")])
        #expect(favourites.set(song(2, "Pigs"), favourite: true).items.map(\.id) == [2, 1])
        var renamed = song(1, "Dogs")
        renamed.details.trackNumber = 2
        renamed.price = Price(amount: 0.99, currency: "USD")
        #expect(
            favourites.set(renamed, favourite: true).items == [renamed, song(2, "Pigs")], "replaced, moved to the front"
        )
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(try StoreResponseDecoder.decode(data) == [renamed, song(2, "Pigs")])
        #expect(favourites.load().items == [renamed, song(2, "Pigs")])
        #expect(favourites.set(song(2, "Pigs"), favourite: false).items == [renamed])
        #expect(favourites.set(song(9, "never marked"), favourite: false).items == [renamed])
        #expect(names(base + "/share/storesearch") == ["favourites.json", "favourites.json.lock"])
        #expect(mode(path) == 0o600)
    }

    /// Issue 27: items that share an id are each their own favourite.
    @Test func itemsSharingAnIdAreFavouritesApart() throws {
        let favourites = FavouritesFile(path: folder() + "/favourites.json")
        _ = favourites.set(song(1, "Dogs"), favourite: true)
        #expect(favourites.set(song(1, "Pigs"), favourite: true).items.map(\.name) == ["Pigs", "Dogs"])
        #expect(favourites.set(song(1, "Dogs"), favourite: false).items.map(\.name) == ["Pigs"])
        #expect(favourites.load().items.map(\.name) == ["Pigs"])
    }

    @Test func favouritesNotInTheStoreShapeAreSetAsideOnce() throws {
        let path = made(folder()) + "/favourites.json"
        try Data("{\"results\": [".utf8).write(to: URL(fileURLWithPath: path))
        let favourites = FavouritesFile(path: path)
        #expect(favourites.set(song(3, "Sheep"), favourite: true).items == [song(3, "Sheep")])
        #expect(favourites.load() == StoredList(items: [song(3, "Sheep")], setAside: path + ".bad"))
        #expect(favourites.load().setAside == nil)
        #expect(text(path + ".bad") == "{\"results\": [")
    }

    @Test func anEmptyFavouritesFileIsEmptyNotBad() throws {
        let path = made(folder()) + "/favourites.json"
        try Data("\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(FavouritesFile(path: path).load() == StoredList(items: []))
    }

    @Test func twoCopiesMarkingAtOnceLoseNothing() async {
        let path = folder() + "/favourites.json"
        await onThreadsOfTheirOwn(2) { writer in
            let favourites = FavouritesFile(path: path)
            for number in 0..<30 { _ = favourites.set(song(writer * 1_000 + number, "song"), favourite: true) }
        }
        #expect(FavouritesFile(path: path).load().items.count == 60)
    }

    @Test func aFavouriteThatCannotBeWrittenIsNotMade() throws {
        let base = made(folder())
        try Data().write(to: URL(fileURLWithPath: base + "/file"))
        let lines = Mutex<[String]>([])
        let favourites = FavouritesFile(
            path: base + "/file/favourites.json", log: { line in lines.withLock { $0.append(line) } })
        let change = favourites.set(song(1, "Dogs"), favourite: true)
        #expect(change.items == [] && change.failure == .system("Not a directory"))
    }

    // MARK: - Links, FIFOs, devices

    /// Issue 27: a history that was a symbolic link had its target's lines
    /// imported (and would have been replaced by a file). It is not used.
    @Test func aLinkedHistoryIsNeitherReadNorReplaced() throws {
        let base = made(folder())
        try Data("their secret\n".utf8).write(to: URL(fileURLWithPath: base + "/target"))
        symlink(base + "/target", base + "/history")
        let history = HistoryFile(path: base + "/history")
        #expect(
            history.load() == StoredList(items: [], notUsed: .notAFile(.symbolicLink), notUsedPath: base + "/history"))
        #expect(history.record("mine") == .notAFile(.symbolicLink))
        #expect(text(base + "/target") == "their secret\n")
        var info = stat()
        #expect(lstat(base + "/history", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "still the link")
    }

    @Test func aFIFOWhereTheHistoryIsNeverWaitedFor() throws {
        let base = made(folder())
        mkfifo(base + "/history", 0o600)
        let history = HistoryFile(path: base + "/history")
        #expect(history.load().notUsed == .notAFile(.fifo))
        #expect(history.record("mine") == .notAFile(.fifo))
        var info = stat()
        #expect(lstat(base + "/history", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still the FIFO")
    }

    /// Issue 27: with a symbolic link as favourites.json.lock, Alt-M said
    /// "Added to your favourites" and nothing was written. The change says
    /// it was not written, and why; the list is what the file holds.
    @Test func aLinkAsTheLockMakesNoFavouriteAndSaysWhy() throws {
        let base = made(folder())
        symlink(base + "/elsewhere", base + "/favourites.json.lock")
        let favourites = FavouritesFile(path: base + "/favourites.json")
        let change = favourites.set(song(1, "Dogs"), favourite: true)
        #expect(change == StoredChange(items: [], failure: .notAFile(.symbolicLink)))
        #expect(!FileManager.default.fileExists(atPath: base + "/favourites.json"))
        #expect(!FileManager.default.fileExists(atPath: base + "/elsewhere"), "the link is not followed")
    }

    /// Issue 27: Save Results over a FIFO (or a device, as root) after
    /// "Enter again replaces it" made it a regular file. Such a name, a
    /// link, or a folder (`dir/`) is refused before anything is written.
    @Test func savingNeverReplacesAFIFOALinkOrAFolder() throws {
        let base = made(folder())
        let exporter = FileExporter(home: base, currentDirectory: base)
        mkfifo(base + "/fifo.json", 0o600)
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: base + "/target"))
        symlink(base + "/target", base + "/link.json")
        for overwrite in [false, true] {
            #expect(
                exporter.export([song(1, "Dogs")], to: "fifo.json", format: .json, overwrite: overwrite)
                    == .failed(.notAFile(.fifo)))
            #expect(
                exporter.export([song(1, "Dogs")], to: "link.json", format: .json, overwrite: overwrite)
                    == .failed(.notAFile(.symbolicLink)))
        }
        var info = stat()
        #expect(lstat(base + "/fifo.json", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still the FIFO")
        #expect(lstat(base + "/link.json", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "still the link")
        #expect(text(base + "/target") == "theirs")
        _ = made(base + "/dir")
        #expect(
            exporter.export([song(1, "Dogs")], to: "dir/", format: .json, overwrite: false)
                == .failed(.notAFile(.folder)))
        #expect(names(base) == ["dir", "fifo.json", "link.json", "target"], "no temporary file left")
    }

    // MARK: - Export

    @Test func exportsAreWholeAndReadBack() throws {
        let base = made(folder())
        let exporter = FileExporter(home: base, currentDirectory: base)
        let results = [song(1, "Dogs"), song(2, "Pigs (Three Different Ones)")]
        #expect(
            exporter.export(results, to: "out.json", format: .json, overwrite: false)
                == .written(path: base + "/out.json"))
        let data = try #require(FileManager.default.contents(atPath: base + "/out.json"))
        #expect(try StoreResponseDecoder.decode(data) == results)
        #expect(
            exporter.export(results, to: base + "/out.tsv", format: .tsv, overwrite: false)
                == .written(path: base + "/out.tsv"))
        #expect(text(base + "/out.tsv") == ResultTable.tabSeparated(results))
        #expect(
            text(base + "/out.tsv")?.hasPrefix(
                "name\tartist\tkind\tgenre\tprice\tcurrency\turl\tid\nDogs\tPink Floyd\tsong\tRock\t1.29\tUSD\t")
                == true)
        #expect(names(base) == ["out.json", "out.tsv"], "no temporary file left")
    }

    @Test func anExistingFileIsReplacedOnlyWhenAsked() throws {
        let base = made(folder())
        let exporter = FileExporter(home: base, currentDirectory: base)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: base + "/keep.tsv"))
        #expect(
            exporter.export([song(1, "Dogs")], to: "keep.tsv", format: .tsv, overwrite: false)
                == .exists(path: base + "/keep.tsv"))
        #expect(text(base + "/keep.tsv") == "mine")
        #expect(names(base) == ["keep.tsv"])
        #expect(
            exporter.export([song(1, "Dogs")], to: "keep.tsv", format: .tsv, overwrite: true)
                == .written(path: base + "/keep.tsv"))
        #expect(text(base + "/keep.tsv")?.contains("Dogs") == true)
        #expect(names(base) == ["keep.tsv"])
    }

    @Test func theHomeAndTheCurrentFolderAreApplied() {
        let home = made(folder())
        let current = made(folder())
        let exporter = FileExporter(home: home, currentDirectory: current)
        #expect(exporter.resolve("~/x.json") == home + "/x.json")
        #expect(exporter.resolve("a/x.json") == current + "/a/x.json")
        #expect(exporter.resolve("/tmp/x.json") == "/tmp/x.json")
        #expect(exporter.resolve("~other/x.json") == current + "/~other/x.json")
        #expect(exporter.resolve("") == nil && exporter.resolve("~") == nil && exporter.resolve("dir/") == nil)
        #expect(
            exporter.export([song(1, "Dogs")], to: "~/dogs.json", format: .json, overwrite: false)
                == .written(path: home + "/dogs.json"))
        #expect(FileManager.default.fileExists(atPath: home + "/dogs.json"))
    }

    @Test func exportsThatCannotBeWrittenSayWhy() {
        let base = made(folder())
        let exporter = FileExporter(home: base, currentDirectory: base)
        #expect(
            exporter.export([], to: "missing/out.json", format: .json, overwrite: false)
                == .failed(.system("No such file or directory")))
        _ = made(base + "/folder")
        #expect(exporter.export([], to: "folder", format: .json, overwrite: true) == .failed(.notAFile(.folder)))
        #expect(names(base) == ["folder"])
    }
}
