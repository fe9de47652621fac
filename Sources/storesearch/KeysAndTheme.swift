import StoreSearchCore
import StoreSearchUI
import TerminalKit

/// The config file's key bindings and colours, read before the terminal is
/// taken: a mistake in either stops the program with the line's number and
/// status 2, so nothing is half applied.
func keysAndTheme(_ settings: LaunchSettings) -> (bindings: Bindings, theme: Theme) {
    do throws(BindingProblem) {
        let bindings = try KeyConfig.bindings(settings.keyBindings)
        do throws(ThemeProblem) {
            let theme = try ThemeConfig.theme(named: settings.theme, lines: settings.themeColors)
            return (bindings, theme)
        } catch {
            failInConfig(error.text(in: localizer.language))
        }
    } catch {
        failInConfig(error.text(in: localizer.language))
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
    text += "\n" + localizer(.config(.coloursHeader)) + "\n"
    for role in ThemeRole.allCases {
        if let line = settings.themeColors.last(where: { $0.key == ThemeRole.configPrefix + role.rawValue }) {
            text += "\(line.key) = \(Sanitizer.clean(line.value))\n"
        } else {
            text += "# \(ThemeRole.configPrefix)\(role.rawValue) =\n"
        }
    }
    return text
}
