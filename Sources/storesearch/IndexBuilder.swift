import Foundation
import StoreSearchCatalog
import StoreSearchPrograms
import StoreSearchWorkers

/// The index of a large catalog that a first `storesearch search` answered
/// without (`CatalogScan`): built into the cache by a process of its own,
/// so the search's answer and its prompt come back at once. The process
/// is this program again, named `storesearch-index` (its `argv[0]`), in a
/// session of its own, its standard streams on /dev/null; it gives way to
/// the user's other work (nice 10) and builds only when no other process
/// is building the same index (`CatalogIndex.buildAlone`).
enum IndexBuilder {
    /// The builder's `argv[0]`: how the program knows it is one.
    static let programName = "storesearch-index"

    /// Whether this process is a builder: `storesearch-index CATALOG`.
    static var isBuilder: Bool {
        CommandLine.arguments.count == 2
            && URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent == programName
    }

    /// Starts a builder for the catalog at `path` (said in the log when it
    /// cannot be: the next search builds the index itself).
    static func start(catalog path: String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        do throws(POSIXError) {
            let pid = try Spawn.start(
                "/proc/self/exe", arguments: [path], actions: &actions, separation: .session, name: programName)
            Log.write("catalog \(path): its index is built by process \(pid)")
        } catch {
            Log.write("catalog \(path): no process could build its index: \(error.localizedDescription)")
        }
    }

    /// The builder's work: the index built and cached, said in the log as
    /// a search's build is, with the process's peak memory; then the end.
    static func run(environment: [String: String]) -> Never {
        let path = CommandLine.arguments[1]
        _ = Log.open(inDirectory: Paths.stateDirectory(environment: environment))
        // Before any thread is made: the ones the build makes inherit it.
        OwnThread.giveWay(niceness: 10)
        guard
            let (index, report) = CatalogIndex.buildAlone(
                file: URL(fileURLWithPath: path), cacheDirectory: ChosenSource.indexCache(environment))
        else { exit(0) }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let failure = if case .failure(let failure) = index { " (\(failure))" } else { "" }
        Log.write(
            "catalog \(path): indexed in \(String(format: "%.1f", report.milliseconds)) ms"
                + (report.phases.map { " (\($0.summary))" } ?? "") + (report.cacheNote.map { "; \($0)" } ?? "")
                + "; by a process of its own, peak memory \(usage.ru_maxrss / 1024) MB" + failure)
        exit(0)
    }
}
