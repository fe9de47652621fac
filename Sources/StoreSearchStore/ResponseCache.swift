import CSQLite
import Foundation
import StoreSearchFiles
import StoreSearchItems

/// The store's answers, kept for a day in SQLite under
/// `$XDG_CACHE_HOME/storesearch/`, so the same search (term, entity,
/// country, language) is answered at once and costs no request.
///
/// The cache is a convenience, never a reason to fail: a file that is not a
/// database is replaced, a folder that cannot be written turns the cache off,
/// and either is noted in the log.
public actor ResponseCache {
    private let connection: Connection?
    private var database: OpaquePointer? { connection?.handle }
    private let maxAge: TimeInterval
    private let maxEntries: Int
    private let log: @Sendable (String) -> Void

    public static let fileName = "responses.sqlite"

    public init(
        directory: URL, maxAge: TimeInterval = 24 * 60 * 60, maxEntries: Int = 500,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.maxAge = maxAge
        self.maxEntries = maxEntries
        self.log = log
        connection = Self.open(directory: directory, log: log).map(Connection.init)
    }

    /// Whether answers are kept (false when the cache could not be opened).
    public var isEnabled: Bool { database != nil }

    /// The body stored for `key` within the last day, if any.
    public func answer(for key: String, now: Date = Date()) -> Data? {
        guard let database else { return nil }
        return withStatement("SELECT body FROM answers WHERE key = ?1 AND stored_at > ?2", in: database) { statement in
            ss_bind_text(statement, 1, key)
            sqlite3_bind_double(statement, 2, now.timeIntervalSince1970 - maxAge)
            guard sqlite3_step(statement) == SQLITE_ROW, let bytes = sqlite3_column_blob(statement, 0) else {
                return nil
            }
            return Data(bytes: bytes, count: Int(sqlite3_column_bytes(statement, 0)))
        } ?? nil
    }

    /// Keeps `body` as the answer for `key`, and forgets what is too old.
    public func store(_ body: Data, for key: String, now: Date = Date()) {
        guard let database else { return }
        let stored = withStatement(
            "INSERT OR REPLACE INTO answers (key, stored_at, body) VALUES (?1, ?2, ?3)", in: database
        ) { statement in
            ss_bind_text(statement, 1, key)
            sqlite3_bind_double(statement, 2, now.timeIntervalSince1970)
            _ = body.withUnsafeBytes { ss_bind_blob(statement, 3, $0.baseAddress, Int32($0.count)) }
            return sqlite3_step(statement) == SQLITE_DONE
        }
        if stored != true { note("could not store an answer: \(message(of: database))") }
        execute(
            """
            DELETE FROM answers WHERE stored_at <= \(now.timeIntervalSince1970 - maxAge)
               OR key NOT IN (SELECT key FROM answers ORDER BY stored_at DESC LIMIT \(maxEntries))
            """, in: database)
    }

    // MARK: Requests

    /// Whether a request to the store may go now.
    public enum Admission: Hashable, Sendable {
        case admitted
        case wait(seconds: Int)
    }

    /// Notes a request to the store at `now` unless `limit` were made in the
    /// last `window` seconds. Kept in the database so that separate runs (a
    /// script calling `storesearch search` in a loop) share the budget; nil
    /// when there is no database.
    public func admitRequest(limit: Int, window: TimeInterval, now: Date = Date()) -> Admission? {
        guard let database else { return nil }
        let since = now.timeIntervalSince1970 - window
        execute("DELETE FROM requests WHERE at <= \(since)", in: database)
        let times: [Double] =
            withStatement("SELECT at FROM requests ORDER BY at", in: database) { statement in
                var times: [Double] = []
                while sqlite3_step(statement) == SQLITE_ROW { times.append(sqlite3_column_double(statement, 0)) }
                return times
            } ?? []
        if times.count >= limit, let oldest = times.first {
            return .wait(seconds: max(1, Int((window - (now.timeIntervalSince1970 - oldest)).rounded(.up))))
        }
        execute("INSERT INTO requests (at) VALUES (\(now.timeIntervalSince1970))", in: database)
        return .admitted
    }

    // MARK: SQLite

    private static func open(directory: URL, log: @Sendable (String) -> Void) -> OpaquePointer? {
        do throws(FileFailure) {
            try SafeFile.makeFolders(directory.path)
        } catch {
            log("response cache off: cannot create \(directory.path): \(error.logText)")
            return nil
        }
        let path = directory.appendingPathComponent(fileName).path
        for attempt in 1...2 {
            // Made by us first, its owner's only (it holds search terms):
            // SQLite would make it 0644, and gives its journal the file's mode.
            switch SafeFile.open(path, flags: O_RDWR | O_CREAT) {
            case .success(let fd):
                close(fd)
            case .failure(let failure):
                log("response cache off: \(path): \(failure.logText)")
                return nil
            }
            var handle: OpaquePointer?
            let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
            if sqlite3_open_v2(path, &handle, flags, nil) == SQLITE_OK, let handle {
                sqlite3_busy_timeout(handle, 200)
                let schema = """
                    CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, stored_at REAL NOT NULL, body BLOB NOT NULL);
                    CREATE TABLE IF NOT EXISTS requests (at REAL NOT NULL);
                    """
                if sqlite3_exec(handle, schema, nil, nil, nil) == SQLITE_OK,
                    sqlite3_exec(handle, "SELECT count(*) FROM answers", nil, nil, nil) == SQLITE_OK
                {
                    return handle
                }
                log("response cache \(path) is unusable (\(String(cString: sqlite3_errmsg(handle)))); rebuilding it")
                sqlite3_close(handle)
            } else {
                log(
                    "response cache \(path) cannot be opened (\(handle.map { String(cString: sqlite3_errmsg($0)) } ?? "no memory"))"
                )
                sqlite3_close(handle)
            }
            guard attempt == 1 else { break }
            // Whatever is there is not our cache: start again.
            for suffix in ["", "-journal", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: path + suffix)
            }
        }
        log("response cache off")
        return nil
    }

    private func withStatement<T>(_ sql: String, in database: OpaquePointer, _ body: (OpaquePointer) -> T) -> T? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            note("cannot prepare a cache query: \(message(of: database))")
            return nil
        }
        defer { sqlite3_finalize(statement) }
        return body(statement)
    }

    private func execute(_ sql: String, in database: OpaquePointer) {
        if sqlite3_exec(database, sql, nil, nil, nil) != SQLITE_OK {
            note("cache upkeep failed: \(message(of: database))")
        }
    }

    private func message(of database: OpaquePointer) -> String {
        String(cString: sqlite3_errmsg(database))
    }

    private func note(_ text: String) {
        log("response cache: \(text)")
    }
}

/// An open database, closed when the cache goes away.
private final class Connection {
    let handle: OpaquePointer

    init(_ handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        sqlite3_close(handle)
    }
}
