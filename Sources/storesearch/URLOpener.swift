import Foundation

/// Opens a web page with the desktop's opener: `$BROWSER` (a colon-separated
/// list, `%s` standing for the address), else `xdg-open`, else `open`.
enum URLOpener {
    /// Whether an opener took the address. Blocks: call off the main thread.
    static func open(_ address: String, environment: [String: String]) -> Bool {
        for command in commands(environment: environment) {
            if run(command, address: address) { return true }
        }
        return false
    }

    private static func commands(environment: [String: String]) -> [[String]] {
        var commands: [[String]] = []
        if let browser = environment["BROWSER"], !browser.isEmpty {
            commands += browser.split(separator: ":").map { $0.split(separator: " ").map(String.init) }
        }
        commands += [["xdg-open"], ["open"]]
        return commands
    }

    private static func run(_ command: [String], address: String, timeout: TimeInterval = 10) -> Bool {
        guard let name = command.first, let executable = findExecutable(name) else { return false }
        var arguments = Array(command.dropFirst())
        if arguments.contains(where: { $0.contains("%s") }) {
            arguments = arguments.map { $0.replacingOccurrences(of: "%s", with: address) }
        } else {
            arguments.append(address)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // The opener must never draw over the interface or read its keys.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Log.write("could not start \(executable): \(error)")
            return false
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { return true }
        return process.terminationStatus == 0
    }

    static func findExecutable(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
