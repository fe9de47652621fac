import StoreSearchOptions
import StoreSearchUI
import TerminalKit

/// The config file's key bindings and colours, read before the terminal is
/// taken: a mistake in either stops the program with the line's number and
/// status 2, so nothing is half applied.
func keysAndTheme(_ settings: LaunchSettings, layers: [KeyCommand] = []) -> (bindings: Bindings, theme: Theme) {
    switch readKeysAndTheme(settings, layers: layers) {
    case .success(let read): return read
    case .failure(let problem): failInConfig(problem.reason)
    }
}

/// Why the config file's keys or colours would stop the interface, said
/// by `--diagnose` (nil: they would not).
func keysAndThemeProblem(_ settings: LaunchSettings) -> String? {
    guard case .failure(let problem) = readKeysAndTheme(settings) else { return nil }
    return problem.reason
}

private struct KeysAndThemeProblem: Error {
    var reason: String
}

private func readKeysAndTheme(_ settings: LaunchSettings, layers: [KeyCommand] = []) -> Result<
    (bindings: Bindings, theme: Theme), KeysAndThemeProblem
> {
    do throws(BindingProblem) {
        let bindings = try KeyConfig.bindings(settings.keyBindings, layers: layers)
        do throws(ThemeProblem) {
            return .success((bindings, try ThemeConfig.theme(named: settings.theme, lines: settings.themeColors)))
        } catch {
            return .failure(KeysAndThemeProblem(reason: error.text(in: localizer.language)))
        }
    } catch {
        return .failure(KeysAndThemeProblem(reason: error.text(in: localizer.language)))
    }
}

/// "storesearch: config line 7: …" (with the file's path) and status 2.
private func failInConfig(_ reason: String) -> Never {
    StandardStreams.say("\(reason) (\(configPath))")
    end(2)
}

/// `--print-config`: the settings, then the keys and the theme's colours.
func configFileText(_ settings: LaunchSettings) -> String {
    let (bindings, _) = keysAndTheme(settings)
    var text = settings.configFileText(in: localizer.language)
    text += KeyConfig.configText(bindings, in: localizer.language)
    text += ThemeConfig.configText(theme: settings.theme, lines: settings.themeColors, in: localizer.language)
    return text
}
