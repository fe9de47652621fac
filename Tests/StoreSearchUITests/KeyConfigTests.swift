import StoreSearchModel
import StoreSearchOptions
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// The config file's `bind` and `theme.ROLE` lines: what they change, and
/// each mistake said with its line, nothing half applied.
@Suite(.timeLimit(.minutes(1))) struct KeyConfigTests {
    private func bindings(_ lines: [String]) throws(BindingProblem) -> Bindings {
        try KeyConfig.bindings(
            lines.enumerated().map { ConfigLine(number: $0.offset + 3, key: "bind", value: $0.element) })
    }

    private func problem(_ lines: [String]) -> BindingProblem? {
        do throws(BindingProblem) {
            _ = try bindings(lines)
            return nil
        } catch {
            return error
        }
    }

    @Test func aBindingMovesAKeyToACommandWhereverItWorks() throws {
        let keys = try bindings(["alt-p: commands", "f7: preview", "ctrl-n: down in field, list"])
        #expect(keys.command(for: .alt("p"), in: .field) == .commands)
        #expect(keys.command(for: .alt("p"), in: .popup) == .commands)
        #expect(keys.command(for: .function(7), in: .popup) == .preview)
        #expect(keys.keys(for: .preview, in: .popup) == [.character("p"), .function(7)], "Alt-P went to the palette")
        #expect(keys.command(for: .control("n"), in: .list) == .down)
        #expect(keys.command(for: .control("n"), in: .menu) == nil, "only where it was bound")
        #expect(keys.command(for: .control("n"), in: .field) == .down, "taken from history-forward there")
        #expect(Bindings.standard.command(for: .control("n"), in: .field) == .historyForward)
    }

    @Test func noneFreesAKeyAndTheScreenFollows() throws {
        let keys = try bindings(["alt-s: none", "f9: order"])
        var screen = Screen(80, 24, bindings: keys)
        screen.type("pink")
        screen.press(.alt("s"))
        #expect(screen.state.shape.order == .relevance && screen.text.contains("Alt-S does nothing here"))
        screen.press(.function(9))
        #expect(screen.state.shape.order != .relevance)
        screen.press(.function(1))
        var help = screen.text
        for _ in 0..<8 {
            screen.press(.pageDown)
            help += screen.text
        }
        #expect(help.contains("F6  F9") && !help.contains("F6  Alt-S"), "help shows the keys in force")
        screen.press(.escape, .control("o"))
        screen.type("next ord")
        #expect(screen.lines.contains { $0.contains("Next order") && $0.contains("F6 F9") }, "and so does the palette")
    }

    @Test func mistakesNameTheirLine() {
        #expect(problem(["alt-p: prevew"]) == BindingProblem(line: 3, .unknownCommand("prevew", suggestion: "preview")))
        #expect(problem(["ctrl-o: commands", "hyper-x: quit"]) == BindingProblem(line: 4, .unknownKey("hyper-x")))
        #expect(
            problem(["alt-p: preview in popop"]) == BindingProblem(line: 3, .unknownPlace("popop", suggestion: "popup"))
        )
        #expect(problem(["alt-p preview"]) == BindingProblem(line: 3, .malformed("alt-p preview")))
        #expect(problem(["j: down"]) == BindingProblem(line: 3, .types(key: .character("j"), place: .field)))
        #expect(problem(["j: down in help"]) == nil, "a letter may move where nothing is typed")
        #expect(problem(["f7: send in field"]) == BindingProblem(line: 3, .notThere(command: .send, place: .field)))
        #expect(
            problem(["f7: preview", "f7: order"])
                == BindingProblem(line: 4, .clash(key: .function(7), place: .field, command: .preview, line: 3)))
        #expect(problem(["ctrl-c: none", "f10: none"]) == BindingProblem(line: 4, .noWayToQuit(place: .field)))
        #expect(problem(["ctrl-c: none", "f12: quit"]) == nil, "another key may quit")
        let text = BindingProblem(line: 3, .unknownCommand("prevew", suggestion: "preview")).text(in: .english)
        #expect(text == "config line 3: there is no command 'prevew' (did you mean 'preview'?)")
        #expect(BindingProblem(line: 3, .unknownKey("x")).text(in: .dutch).hasPrefix("instellingen regel 3: "))
    }

    /// Each place's keys are the table's, in its order, the first command
    /// that names a key there keeping it.
    @Test func eachPlaceHasTheTablesKeysTheFirstCommandKeepingAKey() {
        for context in KeyContext.allCases {
            var claimed: Set<Key> = []
            for command in KeyCommand.table {
                let kept = command.defaultKeys(in: context).filter { claimed.insert($0).inserted }
                #expect(Bindings.standard.keys(for: command.command, in: context) == kept, "\(command.name) \(context)")
                for key in kept { #expect(Bindings.standard.command(for: key, in: context) == command.command) }
            }
        }
    }

    /// The palette finds a command by the names of its keys in force: every
    /// key it has anywhere, as help lists them, with the config's and a
    /// layer's keys (storesearch pick's) in their places.
    @Test func theKeyNamesAreEachCommandsKeysAnywhere() throws {
        let rebound = try KeyConfig.bindings(
            [
                ConfigLine(number: 3, key: "bind", value: "f7: preview"),
                ConfigLine(number: 4, key: "bind", value: "q: none"),
            ],
            layers: KeyCommand.picking)
        for keys in [Bindings.standard, rebound] {
            let names = keys.keyNames
            #expect(names.count == Command.allCases.count)
            for command in Command.allCases {
                #expect(names[command] == keys.keys(for: command).map(\.label), "\(command)")
            }
        }
        #expect(rebound.keyNames[.preview]?.contains(Key.function(7).label) == true)
    }

    @Test func keyNamesReadBackAsWritten() {
        for command in KeyCommand.table {
            for key in Bindings.standard.keys(for: command.name) {
                #expect(Key(configName: key.configName) == key, "\(key.configName)")
            }
        }
        #expect(Key(configName: "Ctrl-O") == .control("o"))
        #expect(Key(configName: "alt-P") == Key(.character("P"), .alt))
        #expect(Key(configName: "shift-alt-p") == Key(.character("P"), .alt))
        #expect(Key(configName: "pagedown") == .pageDown && Key(configName: "F12") == .function(12))
        #expect(Key(configName: "ctrl-1") == nil && Key(configName: "f13") == nil && Key(configName: "") == nil)
    }

    @Test func printConfigListsEveryCommandAndTheLinesInForce() throws {
        let keys = try bindings(["f7: preview in popup"])
        let text = KeyConfig.configText(keys, in: .english)
        for command in KeyCommand.table {
            #expect(
                text.contains(": \(command.name)\n") || text.contains(": \(command.name) in "), "\(command.name)")
        }
        #expect(
            text.contains("\n# bind = p, alt-p: preview in categories, list, grid, detail, popup\n"),
            "defaults commented, the letter and the Alt chord, where they work")
        // Every default line, taken out of its comment, is a binding the config file takes.
        let defaults = text.split(separator: "\n").filter { $0.hasPrefix("# bind = ") && !$0.contains("KEY") }
            .map { String($0.dropFirst(9)) }
        #expect((try? bindings(defaults)) != nil, "the commented defaults read back")
        #expect(text.contains("\nbind = f7: preview in popup\n"), "the line in force, active")
        // Read back, the same bindings.
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("bind = ") }.map { String($0.dropFirst(7)) }
        let again = try bindings(lines)
        #expect(again.keys(for: .preview, in: .popup) == keys.keys(for: .preview, in: .popup))
    }

    /// Each default `bind` line --print-config writes, uncommented, is
    /// taken (a key that types in some places names where it acts: `q`
    /// closes help); all of them at once give the table's own keys.
    @Test func everyDefaultBindLineReadsBackAsTaken() throws {
        var all: [String] = []
        for command in KeyCommand.table {
            for line in KeyConfig.defaultLines(of: command) where !line.hasPrefix("bind = KEY:") {
                let value = String(line.dropFirst("bind = ".count))
                #expect(problem([value]) == nil, "\(line): \(problem([value]).map { $0.text(in: .english) } ?? "")")
                all.append(value)
            }
        }
        #expect(all.count >= KeyCommand.table.count / 2)
        let again = try bindings(all)
        for context in KeyContext.allCases {
            for command in KeyCommand.table {
                #expect(
                    again.keys(for: command.name, in: context)
                        == Bindings.standard.keys(for: command.name, in: context),
                    "\(command.name) in \(context.configName)")
            }
        }
        let printed = KeyConfig.configText(.standard, in: .english)
        for line in all { #expect(printed.contains("\n# bind = \(line)\n"), "\(line)") }
    }

    /// A key name the sanitiser would change (a bidi override after `alt-`)
    /// names no key: refused, so --print-config never echoes it.
    @Test func aKeyNameWithAFormatCharacterIsRefused() {
        #expect(problem(["alt-\u{202E}: quit"]) == BindingProblem(line: 3, .unknownKey("alt-")))
        #expect(problem(["alt-\u{2067}: quit"]) == BindingProblem(line: 3, .unknownKey("alt-")))
    }

    /// Each colour --print-config writes commented out, uncommented, is
    /// taken; and only digits make a number, `#` and six hex digits a colour.
    @Test func everyDefaultColourLineReadsBackAsTaken() throws {
        for name in ThemeName.allCases where name != .mono {
            let text = ThemeConfig.configText(theme: name, lines: [], in: .english)
            let lines = text.split(separator: "\n").filter { $0.hasPrefix("# theme.") }.map { $0.dropFirst(2) }
            #expect(lines.count == ThemeRole.allCases.count)
            for line in lines {
                let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
                #expect(throws: Never.self, "\(line)") {
                    try ThemeConfig.theme(named: name, lines: [ConfigLine(number: 1, key: parts[0], value: parts[1])])
                }
            }
        }
        #expect(ThemeConfig.configText(theme: .dark, lines: [], in: .english).contains("\n# theme.accent = 33\n"))
        #expect(ThemeConfig.configText(theme: .mono, lines: [], in: .english).contains("mono theme has no colours"))
        for refused in ["+5", "-0", " 5", "0x1f", "#+5faff", "#-5faff", "#5fafff0", "#5fafzz", "", "#"] {
            #expect(ThemeConfig.color(refused) == nil, "\(refused)")
        }
        #expect(ThemeConfig.color("#5FAFFF") == .rgb(0x5F, 0xAF, 0xFF) && ThemeConfig.color("007") == .ansi(7))
        for color in [Color.default, .ansi(3), .indexed(200), .rgb(0, 10, 255)] {
            #expect(ThemeConfig.color(ThemeConfig.text(of: color)) == color)
        }
    }

    @Test func themeLinesColourTheChosenTheme() throws {
        let lines = [
            ConfigLine(number: 2, key: "theme.accent", value: "#5fafff"),
            ConfigLine(number: 3, key: "theme.selection", value: "25"),
        ]
        let theme = try ThemeConfig.theme(named: .dark, lines: lines)
        #expect(theme.footerKey.foreground == .rgb(0x5F, 0xAF, 0xFF))
        #expect(theme.selectedRow.background == .indexed(25))
        #expect(theme.secondaryText == Theme.standard.secondaryText, "the rest is the theme's")
        #expect(try ThemeConfig.theme(named: .light, lines: []).background == .indexed(231))
        func mistake(_ key: String, _ value: String, _ name: ThemeName = .dark) -> ThemeProblem? {
            do throws(ThemeProblem) {
                _ = try ThemeConfig.theme(named: name, lines: [ConfigLine(number: 9, key: key, value: value)])
                return nil
            } catch { return error }
        }
        #expect(mistake("theme.acent", "75") == ThemeProblem(line: 9, .unknownRole("acent", suggestion: "accent")))
        #expect(mistake("theme.accent", "blue") == ThemeProblem(line: 9, .badColour("blue")))
        #expect(mistake("theme.accent", "256") == ThemeProblem(line: 9, .badColour("256")))
        #expect(mistake("theme.accent", "75", .mono) == ThemeProblem(line: 9, .monoHasNoColours))
    }

    @Test func theLightThemePaintsEveryCell() {
        var screen = Screen(80, 24, theme: .named(.light))
        screen.type("pink")
        let buffer = screen.frame.buffer
        for y in 0..<24 {
            for x in 0..<80 {
                #expect(buffer[x, y].style.background != .default, "\(x),\(y)")
                #expect(buffer[x, y].style.foreground != .default, "\(x),\(y)")
            }
        }
    }
}
