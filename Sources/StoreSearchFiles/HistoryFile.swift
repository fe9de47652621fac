import Foundation
import StoreSearchItems
import StoreSearchText
import Synchronization

/// The searches typed in the interface, kept in
/// `$XDG_STATE_HOME/storesearch/history`.
///
/// The file is UTF-8 text, one search a line, the newest LAST (like a
/// shell's history; `load` gives them newest first). A search is kept as
/// `Sanitizer.clean` leaves it: no control characters, a line break or tab
/// a space, spaces collapsed and trimmed, at most `maximumTermLength`
/// characters. Searches that fold alike (`TextFolding.fold`: case and
/// accents) are one: searching again moves it to the newest place, spelt
/// the new way. At most `limit` are kept, the oldest dropped.
///
/// A file that is not UTF-8 text (or holds a NUL byte) is set aside as
/// `history.bad` (see `StateFile`); lines read are sanitised again.
public final class HistoryFile: Sendable {
    /// The most searches kept.
    public static let limit = InputLimits.historyEntries
    /// The longest search kept, in characters; the rest is cut.
    public static let maximumTermLength = InputLimits.historyTermCharacters

    public let file: StateFile
    /// A set-aside file found by `record`, said by the next `load`.
    private let unreported = Mutex<String?>(nil)

    public init(path: String, log: @escaping @Sendable (String) -> Void = { _ in }) {
        file = StateFile(path: path, maximumBytes: InputLimits.historyFileBytes, log: log)
    }

    public var path: String { file.path }

    /// The searches, newest first, and whether the file had to be set aside.
    public func load() -> StoredList<String> {
        let reading = file.read(empty: [], parse: Self.parse)
        let earlier = unreported.withLock { value in
            defer { value = nil }
            return value
        }
        return StoredList(
            items: reading.value, setAside: reading.setAside ?? earlier, notUsed: reading.refused,
            notUsedPath: reading.refusedPath)
    }

    /// Adds `term` as the newest search (merging with what other copies
    /// wrote since); why it could not be, if it could not (the log says it
    /// too). A term that is empty once cleaned is not kept.
    @discardableResult
    public func record(_ term: String) -> FileFailure? {
        let cleaned = Self.clean(term)
        guard !cleaned.isEmpty else { return nil }
        let result = file.update(
            empty: [], parse: Self.parse, change: { Self.add(cleaned, to: &$0) }, serialize: Self.serialize)
        switch result {
        case .success(let reading):
            if let setAside = reading.setAside { unreported.withLock { $0 = setAside } }
            return nil
        case .failure(let failure):
            return failure
        }
    }

    /// `term` as it is kept.
    static func clean(_ term: String) -> String {
        let cleaned = Sanitizer.clean(term)
        guard cleaned.count > maximumTermLength else { return cleaned }
        return Sanitizer.clean(String(cleaned.prefix(maximumTermLength)))
    }

    /// `term` first, any search that folds alike removed, at most `limit`.
    static func add(_ term: String, to searches: inout [String]) {
        let key = TextFolding.fold(term)
        searches.removeAll { TextFolding.fold($0) == key }
        searches.insert(term, at: 0)
        if searches.count > limit { searches.removeLast(searches.count - limit) }
    }

    /// The file's searches, newest first (cleaned, folded duplicates
    /// dropped, at most `limit`); nil when the file is not text.
    static func parse(_ data: Data) -> [String]? {
        guard !data.contains(0), let text = String(validating: data, as: UTF8.self) else { return nil }
        var searches: [String] = []
        var seen: Set<String> = []
        // Any line break ends a line: "\r\n" (a file edited on Windows) is one
        // Character to Swift, which splitting on "\n" alone would not see.
        for line in text.split(whereSeparator: \.isNewline).reversed() {
            let term = clean(String(line))
            guard !term.isEmpty, seen.insert(TextFolding.fold(term)).inserted else { continue }
            searches.append(term)
            if searches.count == limit { break }
        }
        return searches
    }

    /// Newest last, a line each.
    static func serialize(_ searches: [String]) -> Data {
        Data(searches.reversed().map { $0 + "\n" }.joined().utf8)
    }
}
