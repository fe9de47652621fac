import StoreSearchText

/// What `storesearch --diagnose` prints and "Attach diagnostics" attaches:
/// the facts the executable gathered, said in the user's language. Pure:
/// the facts come in, the text goes out (values from the environment are
/// cleaned here, whoever gathered them).
public struct DiagnosticFacts: Hashable, Sendable {
    /// A file or folder and what the program may do with it.
    public struct PathFact: Hashable, Sendable {
        public var label: Label
        public var path: String
        public var exists: Bool
        public var writable: Bool
        public init(label: Label, path: String, exists: Bool, writable: Bool) {
            self.label = label
            self.path = path
            self.exists = exists
            self.writable = writable
        }
    }

    public enum Label: Hashable, Sendable, CaseIterable {
        case version, term, colours, size, mouse, alt, clipboard, images, locale, language, source, catalog
        case config, cache, drafts, log, state, history, mail, support, opener, player, store
    }

    public var version = "0"
    public var term = ""
    /// Colours the terminal offers (from terminfo), nil when not known.
    public var colours: Int?
    public var colourEnabled = true
    /// The terminal's columns and rows (nil: no terminal).
    public var columns: Int?
    public var rows: Int?
    public var mouse = true
    /// How Alt with a key arrives (one of the `alt…` phrases); nil: not known.
    public var alt: DiagnosticsPhrase?
    /// Whether copying by OSC 52 reaches the clipboard; nil: not known.
    public var clipboard: Bool?
    /// How pictures are drawn and why (`.pictures` or `.noPictures`); nil: not known.
    public var images: DiagnosticsPhrase?
    /// `LANG=nl_NL.UTF-8`, or "C".
    public var locale = "C"
    public var language: Language = .english
    public var source = ""
    /// The catalog file in use, or nil when none was found.
    public var catalog: String?
    public var paths: [PathFact] = []
    /// The config file's mistake that stops the interface at start (a `bind`
    /// or `theme.ROLE` line it cannot take), as it would say it; nil: none.
    public var configStopsInterface: String?
    /// The mail command as it will be run, or nil.
    public var mailTransport: String?
    /// A configured mail command that was not found.
    public var missingMailCommand: String?
    /// Where support mail goes (said to be a placeholder while it is the built-in one).
    /// The address the support mail goes to when none is configured (it reaches no one).
    public static let placeholderSupportAddress = "support@storesearch.example"

    public var supportAddress = DiagnosticFacts.placeholderSupportAddress
    public var opener: String?
    public var player: String?
    public var storeURL = ""

    public init() {}
}

extension DiagnosticFacts {
    /// The facts as lines of "label: value", in `language`.
    public func text(in language: Language) -> String {
        func say(_ phrase: DiagnosticsPhrase) -> String { phrase.text(in: language) }
        let height = self.rows ?? 0
        var rows: [(Label, String)] = [
            (.version, "storesearch \(version)"),
            (.term, term.isEmpty ? say(.unknown) : term),
            (.colours, !colourEnabled ? say(.off) : colours.map(String.init) ?? say(.unknown)),
            (.size, columns.map { "\($0)x\(height)" } ?? say(.notATerminal)),
            (.mouse, mouse ? say(.on) : say(.off)),
            (.alt, alt.map(say) ?? say(.unknown)),
            (.clipboard, clipboard.map { say($0 ? .yesOSC52 : .no) } ?? say(.unknown)),
            (.images, images.map(say) ?? say(.unknown)),
            (.locale, locale),
            (.language, say(.languageName(self.language))),
            (.source, source),
            (.catalog, catalog ?? say(.noneFound)),
        ]
        for fact in paths {
            let state = [say(fact.exists ? .exists : .missing), say(fact.writable ? .writable : .notWritable)]
                .joined(separator: ", ")
            var row = "\(fact.path) (\(state))"
            if fact.label == .config, let reason = configStopsInterface {
                row += "; " + say(.stopsTheInterface(reason))
            }
            rows.append((fact.label, row))
        }
        let mail: String
        if let missingMailCommand {
            mail = "'\(missingMailCommand)' \(say(.notFound))"
        } else {
            mail = mailTransport ?? say(.noneFound)
        }
        let support =
            supportAddress == DiagnosticFacts.placeholderSupportAddress
            ? "\(supportAddress) (\(say(.placeholder)))" : supportAddress
        rows += [
            (.mail, mail),
            (.support, support),
            (.opener, opener ?? say(.noneFound)),
            (.player, player ?? say(.noneFound)),
            (.store, storeURL),
        ]
        let labels = rows.map { say(.label($0.0)) + ":" }
        let width = labels.map(\.count).max() ?? 0
        return zip(labels, rows).map { label, row in
            label.padding(toLength: width + 1, withPad: " ", startingAt: 0) + Sanitizer.clean(row.1)
        }.joined(separator: "\n")
    }
}
