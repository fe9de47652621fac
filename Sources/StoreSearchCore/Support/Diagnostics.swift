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
        case version, term, colours, size, mouse, clipboard, images, locale, language, source, catalog
        case config, cache, drafts, log, state, history, mail, support, opener, player, store
    }

    public var version = "0"
    public var term = ""
    /// Colours the terminal offers (from terminfo), nil when not known.
    public var colours: Int?
    public var colourEnabled = true
    /// Columns and rows when standard output is a terminal.
    public var columns: Int?
    public var rows: Int?
    public var mouse = true
    /// Whether copying by OSC 52 reaches the clipboard; nil: not known.
    public var clipboard: Bool?
    /// How pictures are drawn and why (`ImageDecision.words`); nil: not known.
    public var images: LocalizedText?
    /// `LANG=nl_NL.UTF-8`, or "C".
    public var locale = "C"
    public var language: Language = .english
    public var source = ""
    /// The catalog file in use, or nil when none was found.
    public var catalog: String?
    public var paths: [PathFact] = []
    /// The mail command as it will be run, or nil.
    public var mailTransport: String?
    /// A configured mail command that was not found.
    public var missingMailCommand: String?
    /// Where support mail goes (said to be a placeholder while it is the built-in one).
    public var supportAddress = SessionInfo.placeholderSupportAddress
    public var opener: String?
    public var player: String?
    public var storeURL = ""

    public init() {}
}

extension DiagnosticFacts {
    static let texts: [Label: LocalizedText] = [
        .version: LocalizedText("version", dutch: "versie"),
        .term: LocalizedText("TERM", dutch: "TERM"),
        .colours: LocalizedText("colours", dutch: "kleuren"),
        .size: LocalizedText("size", dutch: "grootte"),
        .mouse: LocalizedText("mouse", dutch: "muis"),
        .clipboard: LocalizedText("clipboard", dutch: "klembord"),
        .images: LocalizedText("pictures", dutch: "hoezen"),
        .locale: LocalizedText("locale", dutch: "locale"),
        .language: LocalizedText("language", dutch: "taal"),
        .source: LocalizedText("source", dutch: "bron"),
        .catalog: LocalizedText("catalog", dutch: "catalogus"),
        .config: LocalizedText("config", dutch: "instellingen"),
        .cache: LocalizedText("cache", dutch: "cache"),
        .drafts: LocalizedText("drafts", dutch: "concepten"),
        .log: LocalizedText("log", dutch: "logboek"),
        .state: LocalizedText("state", dutch: "toestand"),
        .history: LocalizedText("history", dutch: "geschiedenis"),
        .mail: LocalizedText("mail", dutch: "mail"),
        .support: LocalizedText("support", dutch: "support"),
        .opener: LocalizedText("URL opener", dutch: "URL-opener"),
        .player: LocalizedText("player", dutch: "speler"),
        .store: LocalizedText("store", dutch: "winkel"),
    ]

    static let words = (
        notATerminal: LocalizedText("not a terminal", dutch: "geen terminal"),
        off: LocalizedText("off", dutch: "uit"),
        on: LocalizedText("on", dutch: "aan"),
        unknown: LocalizedText("unknown", dutch: "onbekend"),
        none: LocalizedText("none found", dutch: "niet gevonden"),
        exists: LocalizedText("exists", dutch: "bestaat"),
        missing: LocalizedText("does not exist yet", dutch: "bestaat nog niet"),
        writable: LocalizedText("writable", dutch: "schrijfbaar"),
        notWritable: LocalizedText("not writable", dutch: "niet schrijfbaar"),
        notFound: LocalizedText("not found", dutch: "niet gevonden"),
        yesOSC52: LocalizedText("yes (OSC 52)", dutch: "ja (OSC 52)"),
        no: LocalizedText("no", dutch: "nee"),
        english: LocalizedText("English", dutch: "Engels"),
        dutch: LocalizedText("Dutch", dutch: "Nederlands"),
        placeholder: LocalizedText(
            "a placeholder: set support-address", dutch: "een voorbeeldadres: stel support-address in")
    )

    /// The facts as lines of "label: value", in `language`.
    public func text(in language: Language) -> String {
        func say(_ text: LocalizedText) -> String { text.text(in: language) }
        let height = self.rows ?? 0
        var rows: [(Label, String)] = [
            (.version, "storesearch \(version)"),
            (.term, term.isEmpty ? say(Self.words.unknown) : term),
            (
                .colours,
                !colourEnabled ? say(Self.words.off) : colours.map(String.init) ?? say(Self.words.unknown)
            ),
            (.size, columns.map { "\($0)x\(height)" } ?? say(Self.words.notATerminal)),
            (.mouse, mouse ? say(Self.words.on) : say(Self.words.off)),
            (
                .clipboard,
                clipboard.map { say($0 ? Self.words.yesOSC52 : Self.words.no) } ?? say(Self.words.unknown)
            ),
            (.images, images.map(say) ?? say(Self.words.unknown)),
            (.locale, locale),
            (.language, self.language == .dutch ? say(Self.words.dutch) : say(Self.words.english)),
            (.source, source),
            (.catalog, catalog ?? say(Self.words.none)),
        ]
        for fact in paths {
            let state = [
                say(fact.exists ? Self.words.exists : Self.words.missing),
                say(fact.writable ? Self.words.writable : Self.words.notWritable),
            ].joined(separator: ", ")
            rows.append((fact.label, "\(fact.path) (\(state))"))
        }
        let mail: String
        if let missingMailCommand {
            mail = "'\(missingMailCommand)' \(say(Self.words.notFound))"
        } else {
            mail = mailTransport ?? say(Self.words.none)
        }
        let support =
            supportAddress == SessionInfo.placeholderSupportAddress
            ? "\(supportAddress) (\(say(Self.words.placeholder)))" : supportAddress
        rows += [
            (.mail, mail),
            (.support, support),
            (.opener, opener ?? say(Self.words.none)),
            (.player, player ?? say(Self.words.none)),
            (.store, storeURL),
        ]
        let labels = rows.map { say(Self.texts[$0.0]!) + ":" }
        let width = labels.map(\.count).max() ?? 0
        return zip(labels, rows).map { label, row in
            label.padding(toLength: width + 1, withPad: " ", startingAt: 0) + Sanitizer.clean(row.1)
        }.joined(separator: "\n")
    }
}
