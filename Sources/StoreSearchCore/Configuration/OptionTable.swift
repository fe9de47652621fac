/// Every option, config key and environment variable, declared once. The
/// command line parser, the config file reader, `--help` (English and
/// Dutch), `--print-config`, the man page's OPTIONS, ENVIRONMENT and FILES
/// sections, README's lists and the shell completions are all made from it
/// (`make docs` writes the generated files; `make test` fails when stale).

public enum OptionTable {
    // MARK: Values read and written

    static func yesNo(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "yes", "true", "on", "1": true
        case "no", "false", "off", "0": false
        default: nil
        }
    }

    static func yesNoText(_ flag: Bool) -> String { flag ? "yes" : "no" }

    static func isWebAddress(_ value: String) -> Bool {
        let lowered = value.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// "10", "2.5": seconds as the config file writes them.
    static func secondsText(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    static func seconds(_ value: String, max: Double) -> Double? {
        guard let seconds = Double(value), seconds > 0, seconds <= max else { return nil }
        return seconds
    }

    static let sizes = 1...10_000

    static func size(_ value: String) -> Int? {
        guard let number = Int(value), sizes.contains(number) else { return nil }
        return number
    }

    static let kindNames = [
        "song", "musicVideo", "film", "tvEpisode", "podcast", "app", "macApp", "ebook", "audiobook", "movie", "tv",
        "mac-app", "book",
    ]

    // MARK: The table

    /// Every option, in the order `--help`, the man page and the completions
    /// list them: the settings (OptionTable+Settings), then each command's
    /// own and the actions (OptionTable+Commands).
    public static let options: [OptionSpec] = settingOptions + commandOptions

    /// Environment variables that are not an option's.
    public static let environmentNotes: [EnvironmentNote] = [
        EnvironmentNote(
            names: ["LC_ALL", "LC_MESSAGES", "LANG"],
            help: LocalizedText(
                "the language of the interface (Dutch when it starts with nl, else English), and the store's country and language",
                dutch:
                    "de taal van de interface (Nederlands als hij met nl begint, anders Engels), en land en taal van de winkel"
            )),
        EnvironmentNote(
            names: ["LC_MONETARY", "LC_NUMERIC"],
            help: LocalizedText(
                "how prices and numbers are written", dutch: "hoe prijzen en getallen geschreven worden")),
        EnvironmentNote(
            names: ["NO_COLOR"],
            help: LocalizedText("when set and not empty: no colours", dutch: "gezet en niet leeg: geen kleuren")),
        EnvironmentNote(
            names: ["CI"],
            help: LocalizedText(
                "when set (and not false or 0): no animations", dutch: "gezet (en niet false of 0): geen animaties")),
        EnvironmentNote(
            names: ["STORESEARCH_RESOURCES"],
            help: LocalizedText(
                "the folder holding the bundled catalog.json, when it is not installed in PREFIX/share/storesearch",
                dutch: "de map met de meegeleverde catalog.json, als die niet in PREFIX/share/storesearch staat")),
        EnvironmentNote(
            names: BaseDirectory.allCases.map(\.rawValue),
            help: LocalizedText(
                "where the files below are kept (default ~/.config, ~/.cache, ~/.local/share, ~/.local/state)",
                dutch:
                    "waar de bestanden hieronder staan (standaard ~/.config, ~/.cache, ~/.local/share, ~/.local/state)")
        ),
    ]

    public static let files: [FileSpec] = [
        FileSpec(
            name: .config, base: .config, relative: "storesearch/config",
            help: LocalizedText(
                "settings as 'key = value' lines ('#' starts a comment); --print-config writes one; flags beat the environment, which beats this file",
                dutch:
                    "instellingen als 'sleutel = waarde' ('#' begint commentaar); --print-config schrijft er een; opties gaan voor de omgeving, die voor dit bestand gaat"
            ),
            manDetail:
                "A mistake in it is reported (naming the nearest key when the key is unknown) and skipped; the program still starts."
        ),
        FileSpec(
            name: .responses, base: .cache, relative: "storesearch/responses.sqlite",
            help: LocalizedText(
                "the store's answers of the last day, and the times of recent store searches",
                dutch: "de antwoorden van de winkel van de laatste dag, en wanneer er gezocht is"),
            manDetail: "A broken file is rebuilt."),
        FileSpec(
            name: .index, base: .cache, relative: "storesearch/index/",
            help: LocalizedText(
                "the index of each local catalog, built once and mapped by later runs",
                dutch: "de index van elke lokale catalogus, één keer gebouwd en daarna ingelezen"),
            manDetail:
                "Rebuilt when the catalog changes (its size, or its time and its content), or when the index is of an older format, truncated or fails its checksum; an index that shrinks under a running program is noticed before the next search and built again. While a catalog is first indexed, its items wait here in sorted runs, in a temporary file without a name (about the size of the index) that goes with the program; a full disk leaves the index in memory. Safe to delete."
        ),
        FileSpec(
            name: .artwork, base: .cache, relative: "storesearch/artwork/",
            help: LocalizedText("fetched artwork, 64 MB at most", dutch: "opgehaalde hoezen, hoogstens 64 MB"),
            manDetail: "The oldest files go first; a damaged file is fetched again. Safe to delete."),
        FileSpec(
            name: .drafts, base: .data, relative: "storesearch/drafts/",
            help: LocalizedText("support mail, as .eml drafts", dutch: "supportmail, als .eml-concepten"),
            manDetail:
                "Each message is written here before it is handed to the mail command or a mail program and removed once the command took it, so a failed send leaves it here; so do Cancel, quitting and any signal that ends the program with the compose sheet open. While a message is written it is saved here too, 1.5 s after a change, so a crash or kill -9 loses that much typing at most. The next Send Support Email offers the newest one. When no draft can be written here (a full disk, a file size limit), quitting writes the message (To, Subject and body) to standard error once the terminal is restored, to be copied."
        ),
        FileSpec(
            name: .favourites, base: .data, relative: "storesearch/favourites.json",
            help: LocalizedText(
                "the favourites, newest first, in the store's answer shape (--catalog reads it)",
                dutch: "de favorieten, nieuwste eerst, in de vorm van de winkel (--catalog leest het)"),
            manDetail:
                "Written whole (a temporary file renamed into place) under a lock on favourites.json.lock; a file that cannot be read is moved to favourites.json.bad and started afresh."
        ),
        FileSpec(
            name: .history, base: .state, relative: "storesearch/history",
            help: LocalizedText(
                "searches typed in the interface, a line each, newest last, 1,000 at most (none with --no-history)",
                dutch:
                    "zoekopdrachten uit de interface, een per regel, de nieuwste laatst, hoogstens 1.000 (geen met --no-history)"
            ),
            manDetail:
                "Searches that differ only in case or accents are kept once; control characters are never kept. Written whole under a lock on history.lock; a file that cannot be read is moved to history.bad and started afresh."
        ),
        FileSpec(
            name: .log, base: .state, relative: "storesearch/storesearch.log",
            help: LocalizedText(
                "the log, 1 MB at most (then storesearch.log.1); standard error while the interface is up",
                dutch: "het logboek, hoogstens 1 MB (dan storesearch.log.1); standaardfout zolang de interface draait"),
            manDetail:
                "Config file mistakes go there too (the first five, then how many more) and, should the program crash, a short report with a backtrace."
        ),
    ]

    public static func file(_ name: FileSpec.Name) -> FileSpec {
        files.first { $0.name == name }!
    }

    /// The commands a first word may name (`storesearch search TERM`, `storesearch lookup ID`).
    public static let commands = Subcommand.allCases.map(\.rawValue)

    // MARK: Look-ups

    /// The option spelt `name` on the command line (`--source`, `-h`, `--no-colour`).
    public static func option(named name: String) -> OptionSpec? {
        options.first { $0.names.contains(name) }
    }

    /// The option the config key `key` sets (`colour` too).
    public static func option(configKey key: String) -> OptionSpec? {
        options.first { $0.configKey == key || $0.configAliases.contains(key) }
    }

    /// The config key of key bindings.
    public static let bindKey = "bind"

    /// The options that have a config key, in the table's order.
    public static var configOptions: [OptionSpec] { options.filter { $0.configKey != nil } }

    /// The option a mistake's origin names: `--limit`, `config: mouse`, `STORESEARCH_RATE_LIMIT`.
    public static func option(origin: String) -> OptionSpec? {
        if origin.hasPrefix("config: ") { return option(configKey: String(origin.dropFirst("config: ".count))) }
        if origin.hasPrefix("-") { return option(named: origin) }
        return options.first { $0.environment == origin }
    }

    /// The nearest of `candidates` to `word`, when it is near enough to be
    /// a slip of the fingers ("catlog" → "catalog"); `--history` finds
    /// `--no-history`.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        // No name is long: a 3 MB config line is no slip of the fingers.
        guard word.utf8.count <= 64 else { return nil }
        let plain = word.drop { $0 == "-" }.lowercased()
        guard !plain.isEmpty else { return nil }
        let allowed = max(1, min(3, plain.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let other = candidate.drop { $0 == "-" }.lowercased()
            if other == "no-" + plain || plain == "no-" + other { return candidate }
            guard abs(other.count - plain.count) <= allowed else { continue }
            let distance = editDistance(Array(plain), Array(other))
            if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best, distance > 0 else { return nil }
        return distance <= allowed ? candidate : nil
    }

    /// Levenshtein distance, with a swap of neighbours counted as one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
