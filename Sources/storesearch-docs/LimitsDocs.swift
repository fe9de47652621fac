import StoreSearchText
import StoreSearchUI

/// `InputLimits` (and `TerminalLimits`) as documentation: the man page's
/// LIMITS section. The bounds and their wording stay beside the code that
/// keeps them; only the roff is made here.
enum LimitsDocs {
    /// The man page's LIMITS section (without its `.SH` line).
    static func manPage() -> String {
        (InputLimits.documented + TerminalLimits.documented).flatMap {
            [".TP", "\\fB\(DocumentText.roff($0.input))\\fR", DocumentText.roff($0.bound)]
        }
        .joined(separator: "\n")
    }
}

extension LimitsDocs {
    /// The guide's list of bounds (docs/guide/troubleshooting.md).
    static func markdown() -> String {
        (InputLimits.documented + TerminalLimits.documented).map { "- **\($0.input)**: \($0.bound)" }
            .joined(separator: "\n")
    }
}
