import StoreSearchText

/// The folder Save Results proposes: the user's download folder, as the
/// XDG user-dirs spec names it (`XDG_DOWNLOAD_DIR` in
/// `$XDG_CONFIG_HOME/user-dirs.dirs`), else `~/Downloads`, else the home
/// folder; never the folder the program happened to be started from.
public enum DownloadFolder {
    /// The folder to propose. `userDirs` is the text of `user-dirs.dirs`
    /// (nil when there is none); `isFolder` says whether a path is a folder
    /// that is there. A candidate that is not a folder, or whose name the
    /// screen could not show as it is, is passed over.
    public static func choose(userDirs: String?, home: String, isFolder: (String) -> Bool) -> String {
        var candidates: [String] = []
        if let userDirs, let named = downloadDirectory(in: userDirs, home: home) { candidates.append(named) }
        candidates.append(join(home, "Downloads"))
        for candidate in candidates where Sanitizer.cleanKeepingSpaces(candidate) == candidate && isFolder(candidate) {
            return candidate
        }
        return home
    }

    /// `XDG_DOWNLOAD_DIR` in a `user-dirs.dirs` text: `"$HOME/…"` or an
    /// absolute path in double quotes (the only forms the spec allows),
    /// the last line that sets it winning, as the shell would.
    public static func downloadDirectory(in text: String, home: String) -> String? {
        var found: String?
        // The file is small; a longer one is not the spec's and is not read past this.
        for rawLine in text.prefix(64 * 1024).split(whereSeparator: \.isNewline) {
            let line = String(rawLine).trimmingSpaces
            guard line.hasPrefix("XDG_DOWNLOAD_DIR=") else { continue }
            var value = Substring(line.dropFirst("XDG_DOWNLOAD_DIR=".count))
            guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { continue }
            value = value.dropFirst().dropLast()
            // "\$" and "\"" are the spec's escapes; a path with them is rare enough to pass over.
            guard !value.contains("\\") else { continue }
            if value == "$HOME" || value == "$HOME/" {
                // The spec's way of saying "no download folder": the home folder.
                found = home
            } else if value.hasPrefix("$HOME/") {
                found = join(home, String(value.dropFirst("$HOME/".count)))
            } else if value.hasPrefix("/") {
                found = String(value)
            }
        }
        return found.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
