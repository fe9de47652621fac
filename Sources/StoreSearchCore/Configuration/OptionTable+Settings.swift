extension OptionTable {
    /// The settings: the interface's and those every command takes, each
    /// with its flag, config key and environment variable where it has them.
    static let settingOptions: [OptionSpec] = [
        OptionSpec(
            long: "--source", rule: .choice(SourceChoice.allCases.map(\.rawValue)), configKey: "source",
            defaultValue: "auto", scope: .both,
            help: LocalizedText(
                "where results come from: the live store, falling back to the bundled catalog when it cannot be reached (auto); the store only (itunes); the bundled catalog only (catalog)",
                dutch:
                    "waar de resultaten vandaan komen: de winkel, met de meegeleverde catalogus als hij onbereikbaar is (auto); alleen de winkel (itunes); alleen de catalogus (catalog)"
            ),
            effect: .setting(
                set: { settings, value in
                    guard let choice = SourceChoice(rawValue: value) else { return false }
                    settings.source = choice
                    return true
                }, get: { $0.source.rawValue })),
        OptionSpec(
            long: "--catalog", placeholder: LocalizedText("FILE", dutch: "BESTAND"), rule: .file,
            configKey: "catalog", environment: "STORESEARCH_CATALOG", scope: .both,
            help: LocalizedText(
                "search FILE, in the store's answer shape, instead of the bundled catalog; a pipe or <(command) is read whole; '-' is standard input (storesearch search only)",
                dutch:
                    "doorzoek BESTAND, in de vorm van de winkel, in plaats van de meegeleverde catalogus; een pijp of <(opdracht) wordt helemaal gelezen; '-' is standaardinvoer (alleen storesearch search)"
            ),
            manDetail:
                "It must hold the iTunes Search API's answer shape: a JSON object with a results array. A pipe, <(command), a FIFO or /dev/stdin is read to its end and indexed in memory (only a regular file's index is cached). A file that cannot be read is named with the system's reason, such as \"Is a directory\".",
            effect: .setting(
                set: { settings, value in
                    settings.catalogPath = value
                    return true
                }, get: { $0.catalogPath })),
        OptionSpec(
            long: "--store-url", placeholder: LocalizedText("URL", dutch: "URL"), rule: .webAddress,
            configKey: "store-url", environment: "STORESEARCH_STORE_URL", defaultValue: "https://itunes.apple.com",
            scope: .both,
            help: LocalizedText("the store's address", dutch: "het adres van de winkel"),
            effect: .setting(
                set: { settings, value in
                    guard isWebAddress(value) else { return false }
                    settings.storeURL = value
                    return true
                }, get: { $0.storeURL })),
        OptionSpec(
            long: "--country", placeholder: LocalizedText("CC", dutch: "CC"), rule: .countryCode,
            configKey: "country", scope: .both,
            help: LocalizedText(
                "the storefront, such as US or NL (from the locale when not given)",
                dutch: "de winkel van een land, zoals US of NL (uit de locale als hij niet gegeven is)"),
            effect: .setting(
                set: { settings, value in
                    guard value.count == 2, value.allSatisfy(\.isLetter) else { return false }
                    settings.country = value.uppercased()
                    return true
                }, get: { $0.country })),
        OptionSpec(
            long: "--lang", placeholder: LocalizedText("ll_cc", dutch: "ll_cc"), rule: .storeLanguage,
            configKey: "lang", scope: .both,
            help: LocalizedText(
                "the store's language, such as en_us (from the locale when not given)",
                dutch: "de taal van de winkel, zoals nl_nl (uit de locale als hij niet gegeven is)"),
            effect: .setting(
                set: { settings, value in
                    guard (2...12).contains(value.count), value.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "-" })
                    else { return false }
                    settings.lang = String(value.lowercased().map { $0 == "-" ? "_" : $0 })
                    return true
                }, get: { $0.lang })),
        OptionSpec(
            long: "--no-cache", rule: .yesNo, switchValue: "no", configKey: "cache", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "do not answer from, or keep answers in, the response cache",
                dutch: "geen antwoorden uit of in de cache van antwoorden"),
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.cache = flag
                    return true
                }, get: { yesNoText($0.cache) })),
        OptionSpec(
            long: "--no-history", rule: .yesNo, switchValue: "no", configKey: "history", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "neither read nor keep the history of searches",
                dutch: "geen geschiedenis van zoekopdrachten lezen of bewaren"),
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.history = flag
                    return true
                }, get: { yesNoText($0.history) })),
        OptionSpec(
            long: "--sort", placeholder: LocalizedText("ORDER", dutch: "VOLGORDE"),
            rule: .choice(SortOrder.allCases.map(\.rawValue)), configKey: "sort", defaultValue: "name", scope: .both,
            help: LocalizedText(
                "the order: by name; exact names and whole words first (relevance); by artist; cheapest first (price); newest first (released). In the interface F6 cycles, and the last order used is kept for the next run",
                dutch:
                    "de volgorde: op naam; exacte namen en hele woorden eerst (relevance); op artiest; goedkoopste eerst (price); nieuwste eerst (released). In de interface wisselt F6, en de laatst gebruikte wordt onthouden"
            ),
            manDetail:
                "Names sort with numbers by value (\"Track 2\" before \"Track 10\"); relevance puts a name that is the search, word for word, first, then every word of the search a whole word before any only begun, and words in the name before the artist or album, then the genre; artist puts items without an artist last; price puts free first and items without a price last (prices in different currencies compare by amount); released puts undated items last. Ties go by name.",
            effect: .setting(
                set: { settings, value in
                    guard let order = SortOrder(rawValue: value.lowercased()) else { return false }
                    settings.sort = order
                    settings.sortIsChosen = true
                    return true
                    // Unchosen, the order used last is taken: not written.
                }, get: { $0.sortIsChosen ? $0.sort.rawValue : nil })),
        OptionSpec(
            long: "--timeout", placeholder: LocalizedText("SECONDS", dutch: "SECONDEN"), rule: .seconds(max: 600),
            configKey: "timeout", defaultValue: "10", scope: .both,
            help: LocalizedText(
                "how long a store search may take, connection included",
                dutch: "hoe lang een zoekopdracht in de winkel mag duren, verbinden inbegrepen"),
            effect: .setting(
                set: { settings, value in
                    guard let seconds = seconds(value, max: 600) else { return false }
                    settings.timeout = seconds
                    return true
                }, get: { secondsText($0.timeout) })),
        OptionSpec(
            rule: .integer(sizes), configKey: "rate-limit", environment: "STORESEARCH_RATE_LIMIT", defaultValue: "20",
            scope: .both,
            help: LocalizedText(
                "store searches allowed a minute, counted across runs",
                dutch: "zoekopdrachten per minuut in de winkel, over alle keren samen"),
            effect: .setting(
                set: { settings, value in
                    guard let number = size(value) else { return false }
                    settings.rateLimit = number
                    return true
                }, get: { String($0.rateLimit) })),
        OptionSpec(
            long: "--mail-command", placeholder: LocalizedText("CMD", dutch: "OPDR"), rule: .command,
            configKey: "mail-command", environment: "STORESEARCH_MAIL_COMMAND", scope: .both,
            help: LocalizedText(
                "a sendmail-compatible command for support mail, such as 'msmtp -t' (default: sendmail on PATH or in /usr/sbin; 'none' saves drafts only; empty is the default)",
                dutch:
                    "een sendmail-achtige opdracht voor supportmail, zoals 'msmtp -t' (standaard: sendmail in PATH of in /usr/sbin; 'none' bewaart alleen concepten; leeg is de standaard)"
            ),
            manDetail:
                "Without it, sendmail is looked for on PATH, then in /usr/sbin and /usr/lib. A command that is not found is named when support mail is sent.",
            effect: .setting(
                set: { settings, value in
                    // Empty is unset: sendmail is looked for, as without the option.
                    settings.mailCommand = value.trimmingSpaces.isEmpty ? nil : value
                    return true
                }, get: { $0.mailCommand })),
        OptionSpec(
            long: "--support-address", placeholder: LocalizedText("ADDR", dutch: "ADRES"), rule: .mailAddress,
            configKey: "support-address", environment: "STORESEARCH_SUPPORT_ADDRESS",
            defaultValue: SessionInfo.placeholderSupportAddress, scope: .both,
            help: LocalizedText(
                "where support mail and ratings go", dutch: "waar supportmail en beoordelingen heen gaan"),
            manDetail:
                "Until it is set, mail goes to a placeholder from the documentation domain, and the compose sheet, About and --diagnose say so; the compose sheet's To can be written over.",
            effect: .setting(
                set: { settings, value in
                    guard (try? MailMessage.validatedAddress(value)) != nil else { return false }
                    settings.supportAddress = value
                    return true
                }, get: { $0.supportAddress })),
        OptionSpec(
            rule: .mailAddress, configKey: "mail-from", environment: "STORESEARCH_MAIL_FROM", scope: .both,
            help: LocalizedText(
                "the From address of support mail (the login name at this host)",
                dutch: "het afzenderadres van supportmail (de inlognaam op deze computer)"),
            effect: .setting(
                set: { settings, value in
                    guard (try? MailMessage.validatedAddress(value)) != nil else { return false }
                    settings.mailFrom = value
                    return true
                }, get: { $0.mailFrom })),
        OptionSpec(
            rule: .seconds(max: 3600), configKey: "mail-timeout", environment: "STORESEARCH_MAIL_TIMEOUT",
            defaultValue: "30", scope: .both,
            help: LocalizedText(
                "seconds the mail command may take; one that takes longer is stopped and the draft kept",
                dutch:
                    "seconden die de mailopdracht mag duren; een die langer duurt wordt gestopt en het concept bewaard"),
            effect: .setting(
                set: { settings, value in
                    guard let seconds = seconds(value, max: 3600) else { return false }
                    settings.mailTimeout = seconds
                    return true
                }, get: { secondsText($0.mailTimeout) })),
        OptionSpec(
            long: "--player", placeholder: LocalizedText("CMD", dutch: "OPDR"), rule: .command, configKey: "player",
            scope: .both,
            help: LocalizedText(
                "the command that plays previews, the address added last, such as 'mpv --no-video' (default: mpv, ffplay or cvlc on PATH; 'none' plays none)",
                dutch:
                    "de opdracht die fragmenten afspeelt, met het adres als laatste, zoals 'mpv --no-video' (standaard: mpv, ffplay of cvlc in PATH; 'none' speelt niets af)"
            ),
            manDetail:
                "It is split into words as a shell would (single and double quotes). The player runs in a session of its own, its output thrown away, and is stopped with everything it started when another preview starts and when the program ends.",
            effect: .setting(
                set: { settings, value in
                    settings.player = value
                    return true
                }, get: { $0.player })),
        OptionSpec(
            long: "--regular-width", placeholder: LocalizedText("N", dutch: "N"), rule: .integer(sizes),
            configKey: "regular-width", environment: "STORESEARCH_REGULAR_WIDTH", defaultValue: "100", scope: .both,
            help: LocalizedText(
                "columns from which the width is regular (the split view)",
                dutch: "kolommen vanaf waar de breedte normaal is (het gesplitste scherm)"),
            effect: .setting(
                set: { settings, value in
                    guard let number = size(value) else { return false }
                    settings.regularWidth = number
                    return true
                }, get: { String($0.regularWidth) })),
        OptionSpec(
            long: "--regular-height", placeholder: LocalizedText("N", dutch: "N"), rule: .integer(sizes),
            configKey: "regular-height", environment: "STORESEARCH_REGULAR_HEIGHT", defaultValue: "20", scope: .both,
            help: LocalizedText(
                "rows from which the height is regular", dutch: "rijen vanaf waar de hoogte normaal is"),
            effect: .setting(
                set: { settings, value in
                    guard let number = size(value) else { return false }
                    settings.regularHeight = number
                    return true
                }, get: { String($0.regularHeight) })),
        OptionSpec(
            long: "--no-animation", rule: .yesNo, switchValue: "no", configKey: "animation", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "no motion: the pop-up, the list pane, the grid's pages and the menu appear at once, the spinner stands (also when CI is set)",
                dutch:
                    "geen beweging: het venster, het lijstpaneel, de pagina's van het raster en het menu verschijnen meteen, de spinner staat stil (ook als CI gezet is)"
            ),
            manDetail:
                "Motion is also off on TERM=linux, on terminals without colours, and once the output turns out to be slow (ncurses' baud rate under 19200, or more than 16 KB still waiting for the terminal after a frame). A motion lasts at most 150 ms, two frames 50 ms apart and the final one, and ends at once when a key is pressed; off, the program draws the final frames only, byte for byte.",
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.animation = flag
                    return true
                }, get: { yesNoText($0.animation) })),
        OptionSpec(
            long: "--no-artwork", rule: .yesNo, switchValue: "no", configKey: "artwork", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "fetch no artwork (placeholders and generated covers)",
                dutch: "geen hoezen ophalen (plaatshouders en gemaakte hoezen)"),
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.artwork = flag
                    return true
                }, get: { yesNoText($0.artwork) })),
        OptionSpec(
            long: "--images", rule: .choice(ImageMode.allCases.map(\.rawValue)), configKey: "images",
            defaultValue: "auto", scope: .interface,
            help: LocalizedText(
                "how pictures are drawn: auto, kitty, sixel, iterm, symbols (character cells) or off",
                dutch: "hoe hoezen getekend worden: auto, kitty, sixel, iterm, symbols (tekens) of off"),
            manDetail:
                "auto asks the terminal at start-up (Primary DA for sixel, the kitty graphics query, the cell size in pixels) and reads its environment (KITTY_WINDOW_ID, TERM_PROGRAM, KONSOLE_VERSION); the answers never reach the search field, and a terminal that answers nothing is drawn with symbols until it does. Inside tmux or screen pictures are drawn as symbols. A picture is drawn as pixels only where nothing covers it and nothing moves; a pop-up, menu or sheet over it shows the symbols, dimmed. off draws placeholders and generated covers and fetches nothing. --diagnose says what was chosen and why.",
            effect: .setting(
                set: { settings, value in
                    guard let mode = ImageMode(rawValue: value) else { return false }
                    settings.images = mode
                    return true
                }, get: { $0.images.rawValue })),
        OptionSpec(
            long: "--no-mouse", rule: .yesNo, switchValue: "no", configKey: "mouse", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "leave the mouse to the terminal, for selecting text",
                dutch: "laat de muis aan de terminal, om tekst te selecteren"),
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.mouse = flag
                    return true
                }, get: { yesNoText($0.mouse) })),
        OptionSpec(
            long: "--no-color", aliases: ["--no-colour"], rule: .yesNo, switchValue: "no", configKey: "color",
            configAliases: ["colour"], defaultValue: "yes", scope: .both,
            help: LocalizedText(
                "no colours, only bold, dim, underline and reverse (also when NO_COLOR is set)",
                dutch: "geen kleuren, alleen vet, gedimd, onderstreept en omgekeerd (ook als NO_COLOR gezet is)"),
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.color = flag
                    return true
                }, get: { yesNoText($0.color) })),
        OptionSpec(
            long: "--theme", rule: .choice(ThemeName.allCases.map(\.rawValue)), configKey: "theme",
            environment: "STORESEARCH_THEME", defaultValue: "dark", scope: .interface,
            help: LocalizedText(
                "the colours: dark (the default), light, high-contrast, or mono (no colours)",
                dutch: "de kleuren: dark (de standaard), light, high-contrast, of mono (geen kleuren)"),
            manDetail:
                "Every built-in theme's text reaches a contrast of at least 4.5:1 against its background (WCAG AA). Without colours (NO_COLOR, --no-color, a mono terminal) the mono theme is used whatever this says.",
            effect: .setting(
                set: { settings, value in
                    guard let theme = ThemeName(rawValue: value) else { return false }
                    settings.theme = theme
                    return true
                }, get: { $0.theme.rawValue })),
        OptionSpec(
            rule: .themeColor, configKey: "theme.ROLE", scope: .interface,
            help: LocalizedText(
                "a colour of the theme, over the chosen one; ROLE is one of "
                    + ThemeRole.allCases.map(\.rawValue).joined(separator: ", "),
                dutch: "een kleur van het thema, over het gekozen; ROLE is een van "
                    + ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")),
            manDetail:
                "For example 'theme.accent = #5fafff' or 'theme.selection = 25'. A mistake stops the program with the line's number and status 2.",
            effect: .setting(set: { _, _ in false }, get: { _ in nil })),
        OptionSpec(
            rule: .keyBinding, configKey: OptionTable.bindKey, scope: .interface,
            help: LocalizedText(
                "a key for a command, in every place the command works or only in those named; 'none' frees a key; as many lines as wanted",
                dutch:
                    "een toets voor een commando, overal waar het werkt of alleen op de genoemde plekken; 'none' maakt een toets vrij; zoveel regels als nodig"
            ),
            manDetail:
                "For example 'bind = alt-p: preview', 'bind = f7, ctrl-g: commands', 'bind = ctrl-n: down in field, list' or 'bind = alt-s: none'. Commands and places are listed in KEYS and by --print-config. A key without Ctrl or Alt cannot be bound where it types; an unknown key, command or place, two lines giving one key two commands in one place, or leaving no key to quit stops the program with the line's number and status 2, and nothing of the file's bindings is used.",
            effect: .setting(set: { _, _ in false }, get: { _ in nil })),
    ]
}
