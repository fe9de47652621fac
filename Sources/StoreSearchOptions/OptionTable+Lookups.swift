import StoreSearchUI

/// How a name the user wrote finds its option, and the nearest name when
/// it finds none.
extension OptionTable {
    /// The option spelt `name` on the command line (`--source`, `-h`, `--no-colour`).
    public static func option(named name: String) -> OptionSpec? {
        options.first { $0.names.contains(name) }
    }

    /// The option the config key `key` sets (`colour` too).
    public static func option(configKey key: String) -> OptionSpec? {
        byConfigKey[key]
    }

    /// Every config key and alias to its option: a config file of a
    /// million lines asks once a line.
    private static let byConfigKey: [String: OptionSpec] = {
        var keys: [String: OptionSpec] = [:]
        for option in options {
            for key in (option.configKey.map { [$0] } ?? []) + option.configAliases where keys[key] == nil {
                keys[key] = option
            }
        }
        return keys
    }()

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
