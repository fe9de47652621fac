import Foundation
import StoreSearchModel
import StoreSearchText
import StoreSearchUI
import TerminalKit
import TestSupport
import Testing

@testable import StoreSearchRuntime

/// Whole screens, text and styles, for every layout and state the
/// end-to-end suite visits, in English and Dutch: the program run through
/// `Program` and `TestBackend`, reached by the bytes a terminal would send,
/// and compared with `Goldens/*.screen`. `make goldens` rewrites the files
/// (`STORESEARCH_UPDATE_GOLDENS=1`); a difference is shown row by row.
@Suite(.timeLimit(.minutes(2))) struct GoldenScreenTests {
    static let sizes = [
        Size(columns: 40, rows: 10), Size(columns: 80, rows: 24), Size(columns: 160, rows: 48),
        Size(columns: 140, rows: 16), Size(columns: 90, rows: 16),
    ]

    /// Each state, and how a user gets there.
    enum Scene: String, CaseIterable {
        case empty, loading, results, nothingFound, whoops, detail, overlay, grid, menu, compose, help, about
        case filters, history, favourites, palette, moving
        case rating, export, draftQuestion, mailFailed, address
        /// A typing mistake forgiven, and said so over the list; then the
        /// words exactly as typed (Alt-Enter), and the correction offered.
        case forgiven, didYouMean
        /// Two results marked (`m`): the mark column and the count on the rule.
        case marks
        /// storesearch pick --multi: its words searched, two marked with Tab.
        case pick

        /// The program the scene is played on: pick's own words and keys.
        func harness(_ size: Size, language: Language) -> Harness {
            guard self == .pick else {
                return Harness(
                    size.columns, size.rows, language: language,
                    history: ["money", "pink floyd time", "time", "pinkerton"],
                    favourites: [Fixtures.catalog[7], Fixtures.catalog[0]])
            }
            return Harness(
                size.columns, size.rows, language: language, favourites: [Fixtures.catalog[0]],
                bindings: try! Bindings(rules: [], layers: KeyCommand.picking + KeyCommand.pickingMany),
                pick: PickState(markLimit: 1_000), words: "t")
        }

        func play(on app: Harness) {
            switch self {
            case .empty:
                break
            case .loading:
                app.work.holds = true
                app.type("t")
                app.advance(.milliseconds(loadingIndicatorDelayMilliseconds))
            case .results:
                app.type("t")
            case .nothingFound:
                app.type("zzz")
            case .whoops:
                app.type("whoops")
            case .detail:
                app.type("t")
                app.send("\r")
                app.send("\r")
            case .overlay:
                // Where the detail hides the list (a wide, short terminal), "‹ Search"
                // lays the list over it; elsewhere the detail as it is.
                Scene.detail.play(on: app)
                if let back = app.backend.find("‹ Search") {
                    app.send("\u{1B}[<0;\(back.x + 2);\(back.y + 1)M\u{1B}[<0;\(back.x + 2);\(back.y + 1)m")
                }
            case .grid:
                app.type("t")
                if !app.state.showsGrid { app.send("\u{1B}OS") }  // F4
            case .menu:
                app.send("\u{1B}OQ")  // F2
            case .compose:
                app.send("\u{1B}OQ")
                app.send("\r")
                app.type("Hello")
            case .help:
                app.send("\u{1B}OP")  // F1
            case .filters:
                app.type("t")
                app.send("\u{1B}[15~")  // F5
                app.send(" ")  // free only
                app.send("\u{1B}[B\u{1B}[C")  // Down to the price, Right: the first range
            case .history:
                app.send("\u{12}")  // Ctrl-R
                app.type("ti")
            case .favourites:
                app.send("\u{1B}[19~")  // F8
            case .palette:
                app.type("t")
                app.send("\u{0F}")  // Ctrl-O
                app.type("fav")
            case .moving:
                // Down and Ctrl-J move the selection while the field keeps focus.
                app.type("t")
                app.send("\u{1B}[B\n")
            case .about:
                app.send("\u{1B}OQ")
                app.send("\u{1B}[A")  // from the first item up: the last, About
                app.send("\r")
            case .rating:
                app.send("\u{1B}OQ")
                app.send("\u{1B}[B")  // down from the first, Send Support Email: Rate this App
                app.send("\r")
                #expect(app.state.topOverlay == .rating, "the rating sheet is open")
                app.type("4")  // four stars
                app.send("\t")
                app.type("Nice")
            case .export:
                app.type("t")
                app.send("\u{1B}OQ")
                app.send("\u{1B}[B\u{1B}[B")  // Save Results…
                app.send("\r")
            case .draftQuestion:
                app.mail.unsent.withLock {
                    $0 = UnsentDraft(
                        path: "/drafts/1.eml", to: "help@example.com", subject: "Support Request",
                        body: "The search is quick.\nBut the grid\nskips a row\nat the end.", attachesDiagnostics: true,
                        savedAt: Date(timeIntervalSince1970: 1_700_000_000))
                }
                // The drafts were looked at before the draft was there: again, as after a change.
                app.program.dispatch(.compose(.lookForUnsentDraft))
                app.send("\u{1B}OQ")
                app.send("\r")
            case .mailFailed:
                app.mail.outcome.withLock {
                    $0 = .failed(
                        reason:
                            "/usr/sbin/sendmail exited with status 75: sendmail: cannot connect\nsendmail: try again later",
                        draftPath: nil)
                }
                app.send("\u{1B}OQ")
                app.send("\r")
                app.type("It broke")
                app.send("\u{13}")  // Ctrl-S
            case .address:
                app.type("things")
                app.send("\r")
                app.send("\u{1B}o")  // Alt-O: no browser takes the page
            case .forgiven:
                app.type("mony")
            case .didYouMean:
                app.type("mony")
                app.send("\u{1B}\r")  // Alt-Enter
            case .marks:
                app.type("t")
                app.send("\r")  // to the results
                app.send("mjm")  // the first marked, then the third
            case .pick:
                app.send("\t\u{1B}[B\t")  // Tab, Down, Tab
            }
        }

        /// The character just before the cursor of the focused field, where the scene types one.
        var lastTyped: Character? {
            switch self {
            case .loading, .results, .grid, .filters: "t"
            case .nothingFound: "z"
            case .compose: "o"
            case .history: "i"
            case .palette: "v"
            case .rating: "e"
            default: nil
            }
        }
    }

    /// The focused field's cursor is on screen, clear of the footer, and
    /// just after what was typed: the sheet scrolled to it.
    static func checkCursor(_ app: Harness, scene: Scene, name: String) {
        let typing = KeyContext.lineEditing
        guard typing.contains(app.state.place) else { return }
        guard let cursor = app.backend.cursor else {
            Issue.record("\(name): a field has focus, but no cursor is shown")
            return
        }
        let size = app.backend.size
        #expect(cursor.x < size.columns && cursor.y < size.rows - 1, "\(name): the cursor at \(cursor) is on screen")
        if let typed = scene.lastTyped, cursor.x > 0 {
            #expect(
                app.backend.screen[cursor.x - 1, cursor.y].character == typed,
                "\(name): the cursor follows what was typed")
        }
    }

    static let cases: [(Size, Scene, Language)] = sizes.flatMap { size in
        Scene.allCases.flatMap { scene in [Language.english, .dutch].map { (size, scene, $0) } }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    @Test(arguments: cases)
    func theScreenIsAsRecorded(size: Size, scene: Scene, language: Language) throws {
        let app = scene.harness(size, language: language)
        scene.play(on: app)
        let name = "\(size.columns)x\(size.rows)-\(scene.rawValue)-\(language == .english ? "en" : "nl")"
        Self.checkCursor(app, scene: scene, name: name)
        try GoldenScreen.check(app.backend, name: name, title: "\(scene.rawValue) at \(size), \(language)")
    }

    @Test func everyGoldenIsStillMade() throws {
        let made = Set(
            Self.cases.map { "\($0.0.columns)x\($0.0.rows)-\($0.1.rawValue)-\($0.2 == .english ? "en" : "nl").screen" }
                + ThemeGoldenTests.cases.map { "\($0.0.columns)x\($0.0.rows)-theme-\($0.1.rawValue).screen" }
                + MotionTests.cases.map {
                    "\($0.0.size.columns)x\($0.0.size.rows)-motion-\($0.0.rawValue)-\($0.1).screen"
                }
                + DetailGoldenTests.cases.map {
                    "\($0.0.columns)x\($0.0.rows)-detail-\(DetailGoldenTests.kinds[$0.1])-\($0.2 == .english ? "en" : "nl").screen"
                } + PageGoldenTests.cases.map { PageGoldenTests.name($0.0, $0.1, $0.2) + ".screen" }
                + PageGoldenTests.kindCases.map { PageGoldenTests.kindsName($0.0, $0.1, $0.2) + ".screen" }
                + MarkGoldenTests.cases.map { MarkGoldenTests.name($0.0, $0.1) + ".screen" })
        let files = Set(
            try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".screen") })
        #expect(
            files == made, "stale: \(files.subtracting(made).sorted()), missing: \(made.subtracting(files).sorted())")
    }

    /// A theme role has one letter in every golden file of the standard
    /// theme (`f` is the accent's bold keys everywhere), so a review of a
    /// change reads the letters that changed and nothing else.
    @Test func aRoleHasOneLetterInEveryFile() throws {
        var letterOf: [String: (letter: Substring, file: String)] = [:]
        var disagreements: [String] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        for file in files.sorted() where file.hasSuffix(".screen") && !file.contains("-theme-") {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            guard let legend = text.components(separatedBy: "--- legend\n").last else { continue }
            for line in legend.split(separator: "\n") {
                // "f: focusedBorder, button, footerKey: fg 256 33 bold"
                let parts = line.split(separator: ": ", maxSplits: 2)
                guard parts.count == 3, parts[0].first!.isLowercase else { continue }
                for role in parts[1].split(separator: ", ") {
                    if let earlier = letterOf[String(role)], earlier.letter != parts[0] {
                        disagreements.append("\(role): \(earlier.letter) in \(earlier.file), \(parts[0]) in \(file)")
                    }
                    letterOf[String(role)] = letterOf[String(role)] ?? (parts[0], file)
                }
            }
        }
        #expect(letterOf.count >= 8, "the roles are named in the legends")
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5).joined(separator: "\n"))")
    }
}

/// A screen as a golden file: its text, a letter a cell for its style, and
/// the letters' legend. A style the theme gives a role has that role's
/// letter in every file (`a` text, `b` secondary text, ... in the order
/// `Theme` declares them; roles with one look share the first one's), so a
/// new style never re-letters a file; any other style (a blend while
/// motion runs, a picture's colours) takes an upper-case letter, in the
/// order it first appears.
enum GoldenScreen {
    /// Compares what `backend` shows with the golden file `name` (under
    /// `make goldens`, writes it instead).
    static func check(_ backend: TestBackend, name: String, title: String, theme: Theme = .standard) throws {
        let actual = describe(backend, title: title, theme: theme)
        let file = GoldenScreenTests.folder.appendingPathComponent(name + ".screen")
        if ProcessInfo.processInfo.environment["STORESEARCH_UPDATE_GOLDENS"] != nil {
            try FileManager.default.createDirectory(at: GoldenScreenTests.folder, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if actual != expected {
            let difference = difference(expected: expected, actual: actual)
            Issue.record("\(name) differs from its golden (make goldens renews it):\n\(difference)")
        }
    }

    /// The theme's roles in declaration order, each with its style.
    static func roles(of theme: Theme) -> [(name: String, style: Style)] {
        Mirror(reflecting: theme).children.compactMap { child in
            guard let name = child.label, let style = child.value as? Style else { return nil }
            return (name, style)
        }
    }

    static func describe(_ backend: TestBackend, title: String, theme: Theme = .standard) -> String {
        let screen = backend.screen
        let lower = Array("abcdefghijklmnopqrstuvwxyz")
        let upper = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        // Each style of the theme: the letter of the first role that has it, and every role's name.
        var roleLetters: [Style: Character] = [:]
        var roleNames: [Style: [String]] = [:]
        for (index, role) in roles(of: theme).enumerated() {
            if roleLetters[role.style] == nil { roleLetters[role.style] = index < lower.count ? lower[index] : "?" }
            roleNames[role.style, default: []].append(role.name)
        }
        var others: [Style: Character] = [:]
        var used: [Character: Style] = [:]
        var styleRows: [String] = []
        for y in 0..<screen.size.rows {
            var row = ""
            for x in 0..<screen.size.columns {
                let style = screen[x, y].style
                let letter: Character
                if let known = roleLetters[style] ?? others[style] {
                    letter = known
                } else {
                    letter = others.count < upper.count ? upper[others.count] : "?"
                    others[style] = letter
                }
                used[letter] = style
                row.append(letter)
            }
            styleRows.append(row)
        }
        // The legend: the letters used, roles first, each with what it looks like.
        let legend = used.keys.sorted {
            ($0.isUppercase || $0.isNumber ? 1 : 0, $0) < ($1.isUppercase || $1.isNumber ? 1 : 0, $1)
        }
        .map { letter -> String in
            let style = used[letter]!
            let names = roleLetters[style] == letter ? (roleNames[style] ?? []).joined(separator: ", ") + ": " : ""
            return "\(letter): \(names)\(describe(style))"
        }
        let cursor = backend.cursor.map { "\($0.x),\($0.y)" } ?? "hidden"
        return
            (["storesearch golden screen: \(title)", "cursor: \(cursor)", "--- text"] + backend.lines
            + ["--- styles"] + styleRows + ["--- legend"] + legend).joined(separator: "\n") + "\n"
    }

    static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if style.foreground != .default { parts.append("fg \(describe(style.foreground))") }
        if style.background != .default { parts.append("bg \(describe(style.background))") }
        let names: [(Style.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"),
            (.underline, "underline"), (.italic, "italic"),
        ]
        parts += names.filter { style.attributes.contains($0.0) }.map(\.1)
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }

    static func describe(_ color: Color) -> String {
        switch color {
        case .default: "default"
        case .ansi(let number): "ansi \(number)"
        case .indexed(let number): "256 \(number)"
        case .rgb(let red, let green, let blue): "rgb \(red),\(green),\(blue)"
        }
    }

    /// The rows that differ, expected above actual.
    static func difference(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let was = index < old.count ? old[index] : "(none)"
            let now = index < new.count ? new[index] : "(none)"
            if was != now { out += ["line \(index + 1):", "  - \(was)", "  + \(now)"] }
        }
        return out.prefix(60).joined(separator: "\n")
    }
}

extension Size: CustomTestStringConvertible {
    public var testDescription: String { "\(columns)x\(rows)" }
}

/// The detail of each kind as the store answers it (`Fixtures.oneOfEachKind`),
/// in the pop-up (80x24), the pane (160x48) and the overlay split view
/// (140x16), in English and Dutch: what each kind shows, and where.
@Suite(.timeLimit(.minutes(2))) struct DetailGoldenTests {
    static let sizes = [
        Size(columns: 40, rows: 10), Size(columns: 80, rows: 24), Size(columns: 160, rows: 48),
        Size(columns: 140, rows: 16),
    ]
    static let kinds = ["song", "movie", "episode", "app", "ebook", "audiobook", "podcast"]
    /// A word that finds each item alone.
    static let searches = ["stairway", "knives", "baltar", "things", "pride", "hail", "daily"]

    static let cases: [(Size, Int, Language)] = sizes.flatMap { size in
        kinds.indices.flatMap { kind in [Language.english, .dutch].map { (size, kind, $0) } }
    }

    @Test(arguments: cases)
    func theDetailIsAsRecorded(size: Size, kind: Int, language: Language) throws {
        let app = Harness(size.columns, size.rows, language: language, catalog: Fixtures.oneOfEachKind)
        app.type(Self.searches[kind])
        app.send("\r")
        app.send("\r")
        #expect(app.state.shownDetail?.name != nil, "a detail is open")
        let name = "\(size.columns)x\(size.rows)-detail-\(Self.kinds[kind])-\(language == .english ? "en" : "nl")"
        try GoldenScreen.check(app.backend, name: name, title: "\(Self.kinds[kind]) detail at \(size), \(language)")
    }
}

/// The built-in themes other than the default, drawn where most of their
/// roles show: the results behind the pop-up (80x24) and the split view with
/// the menu open (160x48).
@Suite(.timeLimit(.minutes(2))) struct ThemeGoldenTests {
    static let cases: [(Size, ThemeName)] = [Size(columns: 80, rows: 24), Size(columns: 160, rows: 48)].flatMap {
        size in
        [ThemeName.light, .highContrast, .mono].map { (size, $0) }
    }

    @Test(arguments: cases)
    func theThemeIsAsRecorded(size: Size, theme: ThemeName) throws {
        let app = Harness(
            size.columns, size.rows, history: ["time"], favourites: [Fixtures.catalog[0]], theme: .named(theme))
        app.type("t")
        app.send("\u{1B}[B\r")  // the second result, opened from the field
        if size.columns >= 100 { app.send("\u{1B}OQ") }  // F2: the menu over the split view
        let name = "\(size.columns)x\(size.rows)-theme-\(theme.rawValue)"
        try GoldenScreen.check(
            app.backend, name: name, title: "the \(theme.rawValue) theme at \(size)", theme: app.theme)
    }
}
