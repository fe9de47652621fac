import Foundation
import StoreSearchFiles
import StoreSearchItems
import StoreSearchModel
import StoreSearchOptions
import Synchronization

/// Where the program keeps its files, after the XDG base directory spec,
/// as `OptionTable.files` declares them (the man page and --help say the same).
enum Paths {
    static func file(_ name: FileSpec.Name, environment: [String: String]) -> String {
        OptionTable.file(name).path(environment: environment, home: environment["HOME"] ?? NSHomeDirectory())
    }

    static func configFile(environment: [String: String]) -> String { file(.config, environment: environment) }

    static func stateDirectory(environment: [String: String]) -> String {
        (file(.log, environment: environment) as NSString).deletingLastPathComponent
    }

    static func draftsDirectory(environment: [String: String]) -> String { file(.drafts, environment: environment) }

    /// The search history: state, like the log (`--no-history` keeps none).
    /// One for the store, one for local catalogs: a search the store answered
    /// is no search to offer where only the catalog is searched.
    static func historyFile(for source: SourceKind, environment: [String: String]) -> String {
        switch source {
        case .store: file(.history, environment: environment)
        case .bundledCatalog, .catalogFile: file(.catalogHistory, environment: environment)
        }
    }

    /// The favourites: data the user made, like the drafts.
    static func favouritesFile(environment: [String: String]) -> String {
        file(.favourites, environment: environment)
    }

    static func cacheDirectory(environment: [String: String]) -> String {
        (file(.responses, environment: environment) as NSString).deletingLastPathComponent
    }

    static func logFile(environment: [String: String]) -> String { file(.log, environment: environment) }

    /// Where Save Results proposes to write: `XDG_DOWNLOAD_DIR` from
    /// `$XDG_CONFIG_HOME/user-dirs.dirs`, else `~/Downloads`, else home.
    static func downloadFolder(environment: [String: String]) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let userDirsPath = BaseDirectory.config.path(environment: environment, home: home) + "/user-dirs.dirs"
        let userDirs = (try? SafeFile.read(userDirsPath, limit: 64 * 1024, followingLinks: true)?.get()).map {
            String(decoding: $0, as: UTF8.self)
        }
        return DownloadFolder.choose(userDirs: userDirs, home: home) { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// The bundled catalog: `STORESEARCH_RESOURCES`, then an install prefix's
    /// `share/storesearch`, then the source tree this binary was built from.
    static func bundledCatalog(environment: [String: String]) -> String? {
        var candidates: [String] = []
        if let resources = environment["STORESEARCH_RESOURCES"], !resources.isEmpty {
            candidates += [resources + "/catalog.json", resources + "/catalog/catalog.json"]
        }
        // Plain string work and access(2): this runs before the first frame.
        func parent(_ path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "." }
            return slash == path.startIndex ? "/" : String(path[..<slash])
        }
        var executable = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &executable, executable.count - 1)
        let binary =
            length > 0
            ? String(decoding: executable.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        candidates.append(parent(parent(binary)) + "/share/storesearch/catalog.json")
        candidates.append(parent(parent(parent(#filePath))) + "/Resources/catalog/catalog.json")
        return candidates.first { access($0, R_OK) == 0 }
    }
}

/// The log: a file, because anything written to the terminal while the
/// interface is up would corrupt the screen, and `storesearch search`'s
/// standard error belongs to the script that runs it. It keeps itself
/// small (see `LogFile`: 1 MB, then `storesearch.log.1`).
enum Log {
    private struct State: ~Copyable {
        var file: LogFile?
        /// Whether standard error is the log now (the interface is up), so
        /// that a rotation moves standard error to the new file too.
        var capturesStandardError = false
    }

    private static let state = Mutex(State())

    /// Opens `storesearch.log` in `directory` for appending (readable by its
    /// owner only: it names searches, as is its folder); why not, when it
    /// cannot be (nothing is logged then).
    static func open(inDirectory directory: String) -> FileFailure? {
        do throws(FileFailure) {
            try SafeFile.makeFolders(directory)
            let file = try LogFile.open(path: directory + "/storesearch.log").get()
            state.withLock { $0.file = file }
            return nil
        } catch {
            return error
        }
    }

    /// Sends standard error to the log too (while the interface is up);
    /// returns a descriptor of the old standard error to put back with `restore`.
    static func captureStandardError() -> Int32? {
        state.withLock { state in
            guard let file = state.file else { return nil }
            let saved = dup(STDERR_FILENO)
            dup2(file.descriptor, STDERR_FILENO)
            state.capturesStandardError = true
            return saved
        }
    }

    static func restore(_ saved: Int32?) {
        guard let saved else { return }
        state.withLock { state in
            state.capturesStandardError = false
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
    }

    /// Appends `line` after the time in UTC. One `write` a line, so lines
    /// from several processes never interleave.
    static func write(_ line: String) {
        let text = "\(timestamp()) \(line)"
        state.withLock { state in
            guard let file = state.file else { return }
            let before = file.descriptor
            file.append(text)
            if state.capturesStandardError && file.descriptor != before { dup2(file.descriptor, STDERR_FILENO) }
        }
    }

    /// `2026-11-29T15:05:03Z`, without a date formatter (which loads the
    /// time zone database and ICU: milliseconds at start-up).
    private static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var text = [CChar](repeating: 0, count: 32)
        let length = strftime(&text, text.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
        return String(decoding: text.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The process's environment, read from `environ` as ProcessInfo reads it
/// (a later duplicate wins), without making ProcessInfo: its first use
/// costs a start about 0.1 ms.
func environmentVariables() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
        let text = String(cString: pointer)
        if let equals = text.firstIndex(of: "=") {
            variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        entry += 1
    }
    return variables
}

/// The machine's name, for a message's sender and ID, as ProcessInfo's
/// `hostName` gives it ("localhost" when there is none), without making
/// ProcessInfo.
func hostName() -> String {
    var name = [CChar](repeating: 0, count: 256)
    guard gethostname(&name, name.count - 1) == 0, name[0] != 0 else { return "localhost" }
    return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
