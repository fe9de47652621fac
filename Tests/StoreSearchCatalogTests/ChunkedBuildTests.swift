import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchModel
@testable import StoreSearchText

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Everything the reader reads, each plain record as the result it stands for.
private func readBothWays(_ data: Data) throws -> (full: [SearchResult], plain: [SearchResult], plainCount: Int) {
    try data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        var full: [SearchResult] = []
        try CatalogFileReader.read(bytes) { result, _ in full.append(result) }
        var mixed: [SearchResult] = []
        var plainCount = 0
        try CatalogFileReader.read(
            bytes,
            plain: { item, _ in
                plainCount += 1
                mixed.append(item.searchResult(in: bytes))
            }
        ) { result, _ in mixed.append(result) }
        return (full, mixed, plainCount)
    }
}

/// The plain reader (straight from the bytes) against the full one.
@Suite(.timeLimit(.minutes(2))) struct PlainReaderTests {
    @Test func aGeneratedCatalogReadsTheSameBothWays() async throws {
        try await onAThreadOfItsOwn {
            let (full, plain, plainCount) = try readBothWays(try GeneratedCatalog.json(items: 20_000, oddEvery: 7))
            #expect(full.count > 19_000)
            #expect(plain == full)
            // Most records are plain, and the odd ones are not.
            #expect(plainCount > full.count * 3 / 4)
            #expect(plainCount < full.count)
        }
    }

    @Test(arguments: ["Resources/catalog/catalog.json", "Tests/EndToEnd/fixtures/one_of_each_kind.json"])
    func aCatalogReadsTheSameBothWays(path: String) throws {
        let (full, plain, _) = try readBothWays(try Data(contentsOf: root.appendingPathComponent(path)))
        #expect(!full.isEmpty)
        #expect(plain == full)
    }

    /// Every input the fuzzer ever kept: the same results, or the same error.
    @Test func theFuzzCorpusReadsTheSameBothWays() throws {
        let folder = root.appendingPathComponent("Tests/Fuzz/corpus/store-answer")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count > 5)
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let full = Result { try readBothWays(data) }
            switch full {
            case .success(let (full, plain, _)): #expect(plain == full, "\(file)")
            case .failure:
                // Both ways fail alike: the plain reader falls back on the full one at any doubt.
                #expect(throws: StoreResponseDecoder.Failure.self, "\(file)") { try readBothWays(data) }
            }
        }
    }
}

/// The index built in two halves at once against the one built by one reader.
@Suite(.timeLimit(.minutes(3))) struct ChunkedBuildTests {
    private static func build(_ data: Data, split: CatalogIndex.Split) -> Result<CatalogIndex, SearchFailure> {
        data.withUnsafeBytes { raw in
            CatalogIndex.build(raw.bindMemory(to: UInt8.self), size: UInt64(raw.count), modified: 0, split: split)
                .map(CatalogIndex.init(storage:))
        }
    }

    /// `count` searches of `index`: a few fixed ones, then the beginnings
    /// of one or two of its names' words.
    static func queries(for index: CatalogIndex, count: Int) -> [String] {
        var random = SplitMix(seed: 7)
        let words = Array(Set(index.items.prefix(5000).flatMap { TextFolding.words($0.name) })).sorted()
        var queries = ["a", "the", "love", "pink floyd", "zzqqxx", "você", "cafe", "bjork", "1", "spaced out", "rock"]
        while queries.count < count {
            let picked = (0..<(1 + Int(random.next() % 2))).map { _ in
                let word = words[Int(random.next() % UInt64(words.count))]
                return String(word.prefix(1 + Int(random.next() % UInt64(word.count))))
            }
            queries.append(picked.joined(separator: " "))
        }
        return queries
    }

    /// The chunked build against the index as it was built before it
    /// (`ReferenceIndex`), on a generated catalog: in one chunk, in chunks
    /// of 64 KB (dozens of runs to merge), and those runs spilled to a file
    /// (read back through a buffer smaller than some entries) with the
    /// postings placed in groups of 40,000 (a dozen groups, spilled too).
    @Test func theChunkedBuildAnswersAsTheReferenceDoes() async throws {
        try await onAThreadOfItsOwn {
            var data = try GeneratedCatalog.json(items: 50_000, oddEvery: 40)
            // One record longer than a run reader's buffer, in a run of its own.
            let long = String(repeating: "A long description. ", count: 5_000)
            let marker = Data("{\"trackId\": 10000007,".utf8)
            let at = try #require(data.range(of: marker))
            data.replaceSubrange(at, with: Data("{\"longDescription\": \"\(long)\", \"trackId\": 10000007,".utf8))
            let results = try data.withUnsafeBytes { raw in
                var results: [SearchResult] = []
                try CatalogFileReader.read(raw.bindMemory(to: UInt8.self)) { result, _ in results.append(result) }
                return results
            }
            let reference = ReferenceIndex.of(results)
            let folder = Scratch.folder("spill")
            let spill = try #require(SpillFile(in: folder))
            let small = BuildLimits(chunkBytes: 64 << 10, groupPostings: 40_000)
            let builds: [(String, CatalogIndex)] = try [
                ("one chunk", (nil, BuildLimits.standard)), ("64 KB chunks", (nil, small)),
                ("64 KB chunks and postings in groups, spilled", (spill, small)),
            ].map { name, setting in
                let built = try data.withUnsafeBytes { raw in
                    try CatalogIndex.build(
                        raw.bindMemory(to: UInt8.self), size: UInt64(raw.count), modified: 0, spill: setting.0,
                        limits: setting.1
                    ).get()
                }
                return (name, CatalogIndex(storage: built))
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "the spill has no name")
            #expect(reference.items.contains { ($0.details.description?.count ?? 0) > 90_000 }, "one long record")
            let filters = [
                ResultFilter(), ResultFilter(freeOnly: true), ResultFilter(hidesExplicit: true),
                ResultFilter(priceRange: 5_000...20_000), ResultFilter(kinds: [.song, .ebook]),
            ]
            for (name, index) in builds {
                #expect(index.items == reference.items, "\(name)")
            }
            for (number, query) in Self.queries(for: reference, count: 300).enumerated() {
                let filter = filters[number % filters.count]
                let category = Category.allCases[number % Category.allCases.count]
                for order in StoreSearchItems.SortOrder.allCases {
                    let expected = reference.search(query, in: category, order: order, filter: filter)
                    for (name, index) in builds {
                        #expect(
                            index.search(query, in: category, order: order, filter: filter) == expected,
                            "\(name): \(query) \(order) \(category)")
                    }
                }
            }
        }
    }

    @Test func twoHalvesAnswerAsOneReaderDoes() async throws {
        try await onAThreadOfItsOwn {
            let data = try GeneratedCatalog.json(items: 50_000)
            let single = try Self.build(data, split: .none).get()
            let halves = try Self.build(data, split: .middle).get()
            #expect(halves.count == single.count)
            #expect(halves.items == single.items)
            let filters = [
                ResultFilter(), ResultFilter(freeOnly: true), ResultFilter(hidesExplicit: true),
                ResultFilter(priceRange: 5_000...20_000), ResultFilter(kinds: [.song, .ebook]),
            ]
            for (number, query) in Self.queries(for: single, count: 300).enumerated() {
                for order in StoreSearchItems.SortOrder.allCases {
                    let filter = filters[number % filters.count]
                    let category = Category.allCases[number % Category.allCases.count]
                    #expect(
                        halves.search(query, in: category, order: order, filter: filter)
                            == single.search(query, in: category, order: order, filter: filter),
                        "\(query) \(order) \(category)")
                }
            }
        }
    }

    /// Every item comes back from the index as the full reader read it:
    /// details kept as facts (a date, explicitness) and details kept as JSON.
    @Test func theIndexGivesBackWhatWasRead() throws {
        let data = try GeneratedCatalog.json(items: 5_000, oddEvery: 7)
        let (full, _, _) = try readBothWays(data)
        let index = try Self.build(data, split: .middle).get()
        func ordered(_ results: [SearchResult]) -> [SearchResult] {
            results.sorted { ($0.id, $0.name, $0.artistName ?? "") < ($1.id, $1.name, $1.artistName ?? "") }
        }
        #expect(index.count == full.count)
        #expect(ordered(index.items) == ordered(full))
        #expect(full.contains { $0.details.releaseDate != nil && $0.details.isExplicit == false })
    }

    /// Every way a search is answered (one word merged, more words asked
    /// of cursors, a sorted list intersected, a bitset) against every item
    /// checked one by one: in name order the same first items, limits 1,
    /// 200 and all; in price order the same items; filters and categories.
    @Test func searchesAnswerAsEveryItemCheckedDoes() async throws {
        try await onAThreadOfItsOwn {
            let index = try Self.build(try GeneratedCatalog.json(items: 20_000), split: .none).get()
            let items = index.items
            let words = items.map { item in
                Set(
                    [item.name, item.artistName, item.collectionName, item.genre].compactMap { $0 }
                        .flatMap(WordTokenizer.words))
            }
            let filters = [ResultFilter(), ResultFilter(hidesExplicit: true), ResultFilter(kinds: [.ebook])]
            var longest = 0
            for (number, query) in Self.queries(for: index, count: 150).enumerated() {
                let filter = filters[number % filters.count]
                let category = Category.allCases[number % Category.allCases.count]
                let queryWords = WordTokenizer.words(query)
                let expected = items.indices.filter { position in
                    !queryWords.isEmpty
                        && queryWords.allSatisfy { word in words[position].contains { $0.starts(with: word) } }
                        && category.includes(items[position].kind) && filter.admits(items[position])
                }.map { items[$0] }
                for limit in [1, 200, 20_000] {
                    #expect(
                        index.search(query, in: category, filter: filter, limit: limit)
                            == Array(expected.prefix(limit)),
                        "\(query) \(category) \(limit)")
                }
                let byPrice = index.search(query, in: category, order: .price, filter: filter, limit: 20_000)
                #expect(Set(byPrice.map(\.id)) == Set(expected.map(\.id)), "\(query) \(category) by price")
                longest = max(longest, expected.count)
            }
            #expect(longest > 5_000)
        }
    }

    /// A spill file that gives back less than it took (cut short under
    /// the build) fails the index, which the loader then builds in
    /// memory: no crash, no index made of what could be read.
    @Test func aSpillCutShortFailsTheIndexNotTheProgram() throws {
        let data = try GeneratedCatalog.json(items: 20_000)
        let folder = Scratch.folder("cut")
        let spill = try #require(SpillFile(in: folder))
        let written = try data.withUnsafeBytes { raw in
            try CatalogIndex.readCatalog(
                raw.bindMemory(to: UInt8.self), isMapped: false, progress: nil, spill: spill,
                limits: BuildLimits(chunkBytes: 64 << 10), contentHash: { 0 }
            ) { assembly, hash -> Bool in
                ftruncate(spill.fd, 4096)
                let output = IndexOutput(inMemory: assembly.layout)
                return assembly.write(to: output, sourceSize: 0, sourceModified: 0, contentHash: hash)
                    || output.error != EIO
            }.get()
        }
        #expect(!written, "refused, with EIO")
    }

    /// Postings in groups: the first placed as the merge meets the items,
    /// the others spilled and placed after it, two at once on two threads.
    /// They come out in rank order, each token's positions in the order
    /// met; a spill that cannot give a block back fails the write, on
    /// either thread, and ends it (no thread left waiting).
    @Test func groupsPlacedTwoAtOnceComeOutInRankOrder() throws {
        let tokens = 1_000
        // Item i holds tokens i % 1000 and (7i + 3) % 1000 (one, when they are the same).
        var byRank = [[UInt32]](repeating: [], count: tokens)
        var pairs: [UInt64] = []
        for item in 0..<200_000 {
            for rank in Set([item % tokens, (item * 7 + 3) % tokens]).sorted() {
                pairs.append(UInt64(rank) << 32 | UInt64(item))
                byRank[rank].append(UInt32(item))
            }
        }
        var starts: [UInt32] = [0]
        for positions in byRank { starts.append(starts.last! + UInt32(positions.count)) }
        let folder = Scratch.folder("groups")
        let layout = IndexLayout(
            itemCount: 0, stringCount: 0, stringBytes: 0, tokenCount: tokens, tokenBytes: 0,
            postingCount: pairs.count)
        for cutShort in [false, true] {
            let spill = try #require(SpillFile(in: folder))
            // Ten groups of 40,000 postings: more than a block each (32K
            // pairs), so some of each group's pairs are in the spill file.
            var placer = PostingPlacer(starts: starts, spill: spill, groupLimit: 40_000)
            pairs.withUnsafeBufferPointer { placer.place($0.baseAddress!, count: $0.count) }
            if cutShort { ftruncate(spill.fd, 0) }
            let fd = open(folder.appendingPathComponent("index-\(cutShort)").path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
            defer { close(fd) }
            let output = try IndexOutput(file: fd, layout)
            var writer = output.writer(.postings)
            let written = placer.write(to: &writer)
            writer.finish()
            #expect(written == !cutShort)
            #expect(
                output.finish(sourceSize: 0, sourceModified: 0, contentHash: 0) == !cutShort,
                "an index with postings missing is never finished")
            guard !cutShort else { continue }
            var found = [UInt32](repeating: 0, count: pairs.count)
            let read = pread(fd, &found, pairs.count * 4, off_t(layout.offsets[IndexLayout.Section.postings.rawValue]))
            #expect(read == pairs.count * 4)
            #expect(found == byRank.flatMap { $0 }, "in rank order, each token's positions as met")
        }
    }

    /// The progress bar moves through the reading and then through the
    /// merge and the writing: it never goes back, its items are the
    /// catalog's once read, and it is full only once the index is written.
    @Test func progressGoesOnThroughTheMergeToTheEnd() async throws {
        try await onAThreadOfItsOwn {
            let folder = Scratch.folder("progress")
            let file = folder.appendingPathComponent("catalog.json")
            try GeneratedCatalog.json(items: 40_000).write(to: file)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
            let reports = LoggedLines()
            let (index, _) = CatalogIndex.load(file: file, cacheDirectory: folder.appendingPathComponent("index")) {
                done, total, items in reports.add("\(done) \(total) \(items)")
            }
            let count = try index.get().count
            let seen = reports.all.map { $0.split(separator: " ").map { Int($0)! } }
            #expect(seen.count > 10)
            #expect(zip(seen, seen.dropFirst()).allSatisfy { $0[0] <= $1[0] && $0[1] == $1[1] }, "never back")
            #expect(seen.last == [seen[0][1], seen[0][1], count], "full at the end, with every item")
            let merging = seen.filter { $0[0] > size }
            #expect(merging.count >= 2, "some of the bar is the merge's")
            #expect(merging.allSatisfy { $0[2] == count })
            #expect(seen.filter { $0[0] >= $0[1] }.count == 1, "full only once")
        }
    }

    /// A wrong guess (in a string, in the middle of a record, the very start
    /// or end) costs time, never a different index.
    @Test func aWrongGuessStillGivesTheSameIndex() async throws {
        try await onAThreadOfItsOwn {
            let data = try GeneratedCatalog.json(items: 3_000)
            let single = try Self.build(data, split: .none).get()
            let text = Array(data)
            let inName = text.indices.first { $0 > text.count / 2 && text[$0] == UInt8(ascii: "\"") }! + 2
            let recordStart = text.withUnsafeBufferPointer { CatalogIndex.elementStart(in: $0, after: text.count / 3) }!
            for offset in [0, 1, inName, recordStart, recordStart + 1, text.count - 3, text.count, text.count + 10] {
                let index = try Self.build(data, split: .at(offset)).get()
                #expect(index.items == single.items, "split at \(offset)")
                #expect(index.search("a", in: .all, order: .price) == single.search("a", in: .all, order: .price))
            }
        }
    }

    /// A guess that looks like a record start inside a name (`,{` in text).
    @Test func aRecordStartInsideTextIsNotTakenForOne() throws {
        let tricky = #"{"trackId": 2, "kind": "song", "trackName": "Odd ,{\"trackId\": 9, \"trackName\": \"Fake\"}"}"#
        let records = (0..<200).map { #"{"trackId": \#(100 + $0), "kind": "song", "trackName": "Song \#($0)"}"# }
        let json = "{\"results\": [" + (records[..<100] + [tricky] + records[100...]).joined(separator: ",") + "]}"
        let data = Data(json.utf8)
        let fake = Array(data).indices.first { index in
            index > 0 && data[index] == UInt8(ascii: "{") && data[index - 1] == UInt8(ascii: ",")
                && json.utf8.dropFirst(index).starts(with: #"{\"trackId\": 9"#.utf8)
        }
        let single = try Self.build(data, split: .none).get()
        let guessed = try Self.build(data, split: .at(fake ?? 0)).get()
        #expect(fake != nil)
        #expect(guessed.items == single.items)
        #expect(guessed.items.contains { $0.name == #"Odd ,{"trackId": 9, "trackName": "Fake"}"# })
        #expect(!guessed.items.contains { $0.name == "Fake" })
    }

    /// Items without an id in the second half: their ids are their places,
    /// which only the first reader knows; it reads them itself.
    @Test func itemsWithoutIdsAreNumberedAsOneReaderWould() throws {
        let records = (0..<400).map { index in
            index >= 300
                ? #"{"kind": "song", "trackName": "Nameless \#(index)"}"#
                : #"{"trackId": \#(1000 + index), "kind": "song", "trackName": "Song \#(index)"}"#
        }
        let data = Data(("{\"results\": [" + records.joined(separator: ",\n") + "]}").utf8)
        let single = try Self.build(data, split: .none).get()
        let halves = try Self.build(data, split: .middle).get()
        #expect(halves.items == single.items)
        #expect(halves.items.contains { $0.id == -301 })
    }

    /// Damage in the second half is reported where one reader would see it,
    /// counting the items before it in both halves; damage in the first
    /// half is reported without waiting for the second.
    @Test(arguments: [0.25, 0.8])
    func damageIsReportedAsOneReaderReportsIt(at share: Double) throws {
        var text = Array(try GeneratedCatalog.json(items: 4_000))
        let at = text.withUnsafeBufferPointer {
            CatalogIndex.elementStart(in: $0, after: Int(Double(text.count) * share))
        }!
        text.replaceSubrange(at..<(at + 5), with: Array("#####".utf8))
        let data = Data(text)
        guard case .failure(let one) = Self.build(data, split: .none),
            case .failure(let two) = Self.build(data, split: .middle)
        else {
            Issue.record("a damaged catalog was indexed")
            return
        }
        #expect(two == one)
        guard case .catalogDamaged(let offset, _, let itemsBefore) = one else {
            Issue.record("\(one)")
            return
        }
        #expect(offset == at)
        #expect(itemsBefore > 0)
    }
}

/// The log line's phases, which `make bench` reads back (phases.py): each
/// phase's milliseconds in the threads' order, up to the last that took any.
@Suite struct IndexPhasesTests {
    /// A clock holding `milliseconds` of `phase` (taken from a phase left unshown).
    private func clock(_ milliseconds: Double, of phase: IndexPhases.Phase) -> PhaseClock {
        var clock = PhaseClock()
        clock.restart()
        clock.move(milliseconds / 1000, from: phase == .fsync ? .parse : .fsync, to: phase)
        return clock
    }

    @Test func eachPhaseSaysItsThreadsInOrder() {
        let recorder = PhaseRecorder()
        recorder.record(clock(14.6, of: .postings), on: .first)
        recorder.record(clock(67.3, of: .postings), on: .placer)
        recorder.record(clock(28.0, of: .write), on: .writer)
        recorder.record(clock(190.5, of: .parse), on: .first)
        recorder.record(clock(188.25, of: .parse), on: .second)
        #expect(
            recorder.recorded.summary == "parse 190.5+188.2 ms, postings 14.6+0.0+0.0+67.3 ms, write 0.0+0.0+28.0 ms")
    }
}
