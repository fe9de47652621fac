import Foundation

/// A helper program the user named (`msmtp -a work`, `mpv --no-video`): its
/// words, split at spaces with quotes honoured, and its executable, found on
/// PATH. The mail command and the preview player are both found this way.
public enum ProgramPath {
    /// An executable file, not a folder (access(2) says X_OK for folders too).
    public static func isExecutableFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    /// `name` as PATH finds it (a name with a slash is taken as it is); nil when it is not there.
    public static func resolve(_ name: String, path: String) -> String? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") { return isExecutableFile(name) ? name : nil }
        return path.split(separator: ":").map { "\($0)/\(name)" }.first(where: isExecutableFile)
    }

    /// Splits a command line at spaces, honouring single and double quotes.
    public static func splitCommand(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var hasWord = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                hasWord = true
            } else if character == " " || character == "\t" {
                if hasWord || !current.isEmpty { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
            }
        }
        if hasWord || !current.isEmpty { words.append(current) }
        return words
    }
}
