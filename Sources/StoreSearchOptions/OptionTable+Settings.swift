import StoreSearchModel
import StoreSearchText
import StoreSearchUI

/// The settings: what the command line, the environment and the config
/// file set in `LaunchSettings`, each described by a key path and its kind.
extension OptionTable {
    /// Where results come from, the store and its cache, the order, mail
    /// and previews.
    static let settings: [OptionSpec] = [
        OptionSpec(
            long: "--source", placeholder: LocalizedText("WHERE", dutch: "WAAR"), configKey: "source",
            defaultValue: "auto", scope: .both,
            help: LocalizedText(
                "where results come from: the live store, falling back to the bundled catalog when it cannot be reached (auto); the store only (itunes); the bundled catalog only (catalog)",
                dutch:
                    "waar de resultaten vandaan komen: de winkel, met de meegeleverde catalogus als hij onbereikbaar is (auto); alleen de winkel (itunes); alleen de catalogus (catalog)"
            ),
            summary: LocalizedText("where results come from", dutch: "waar de resultaten vandaan komen"),
            effect: .choice(\.source)),
        OptionSpec(
            long: "--catalog", placeholder: LocalizedText("FILE", dutch: "BESTAND"), configKey: "catalog",
            environment: "STORESEARCH_CATALOG", scope: .both,
            help: LocalizedText(
                "search FILE, in the store's answer shape, instead of the bundled catalog; a pipe or <(command) is read whole; '-' is standard input (storesearch search only)",
                dutch:
                    "doorzoek BESTAND, in de vorm van de winkel, in plaats van de meegeleverde catalogus; een pijp of <(opdracht) wordt helemaal gelezen; '-' is standaardinvoer (alleen storesearch search)"
            ),
            summary: LocalizedText(
                "search FILE (the store's answer shape) instead", dutch: "doorzoek BESTAND (de vorm van de winkel)"),
            manDetail:
                "It must hold the iTunes Search API's answer shape: a JSON object with a results array. A pipe, <(command), a FIFO or /dev/stdin is read to its end and indexed in memory (only a regular file's index is cached). A file that cannot be read is named with the system's reason, such as \"Is a directory\".",
            effect: .text(\.catalogPath, .file)),
        OptionSpec(
            long: "--store-url", placeholder: LocalizedText("URL", dutch: "URL"), configKey: "store-url",
            environment: "STORESEARCH_STORE_URL", defaultValue: "https://itunes.apple.com",
            scope: .both,
            help: LocalizedText("the store's address", dutch: "het adres van de winkel"),
            effect: .text(\.storeURL, .webAddress)),
        OptionSpec(
            long: "--country", placeholder: LocalizedText("CC", dutch: "CC"), configKey: "country", scope: .both,
            help: LocalizedText(
                "the storefront, such as US or NL (from the locale when not given)",
                dutch: "de winkel van een land, zoals US of NL (uit de locale als hij niet gegeven is)"),
            summary: LocalizedText("the storefront, such as US or NL", dutch: "de winkel van een land, zoals US of NL"),
            effect: .text(\.country, .countryCode)),
        OptionSpec(
            long: "--lang", placeholder: LocalizedText("ll_cc", dutch: "ll_cc"), configKey: "lang", scope: .both,
            help: LocalizedText(
                "the store's language, such as en_us (from the locale when not given)",
                dutch: "de taal van de winkel, zoals nl_nl (uit de locale als hij niet gegeven is)"),
            effect: .text(\.lang, .storeLanguage)),
        OptionSpec(
            long: "--no-cache", switchValue: "no", configKey: "cache", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "do not answer from, or keep answers in, the response cache",
                dutch: "geen antwoorden uit of in de cache van antwoorden"),
            effect: .yesNo(\.cache)),
        OptionSpec(
            long: "--no-history", switchValue: "no", configKey: "history", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "neither read nor keep the history of searches",
                dutch: "geen geschiedenis van zoekopdrachten lezen of bewaren"),
            effect: .yesNo(\.history)),
        OptionSpec(
            long: "--sort", placeholder: LocalizedText("ORDER", dutch: "VOLGORDE"),
            configKey: "sort", defaultValue: "relevance", scope: .both,
            help: LocalizedText(
                "the order: the best match first (relevance: the live store's own order; locally the name that is the search, then the artist that is, then whole words); by name; by artist; cheapest first (price); newest first (released). In the interface F6 cycles, and the last order chosen is kept for the next run",
                dutch:
                    "de volgorde: de beste treffer eerst (relevance: de eigen volgorde van de winkel; lokaal de naam die de zoekopdracht is, dan de artiest die het is, dan hele woorden); op naam; op artiest; goedkoopste eerst (price); nieuwste eerst (released). In de interface wisselt F6, en de laatst gekozen wordt onthouden"
            ),
            summary: LocalizedText("the order", dutch: "de volgorde"),
            manDetail:
                "Relevance keeps the live store's order (the store ranks its own answer); a local catalog puts the item whose name is the search first (case, accents and spacing aside), then the items whose artist is, then those where every word of the search is a whole word of the name, of the name and the artist, of the album too, of the genre too, then the same for words only begun; ties go by name. This departs from the iOS StoreSearch book, which sorts by name: a newcomer's obvious hit is otherwise buried (GarageBand at row 21 of the store's answer for garageband). Names sort with numbers by value (\"Track 2\" before \"Track 10\"); artist puts items without an artist last; price puts free first and items without a price last (prices in different currencies compare by amount); released puts undated items last. Ties go by name.",
            effect: .choice(\.sort, ignoringCase: true, chosen: \.sortIsChosen)),
        OptionSpec(
            long: "--timeout", placeholder: LocalizedText("SECONDS", dutch: "SECONDEN"), configKey: "timeout",
            defaultValue: "10", scope: .both,
            help: LocalizedText(
                "how long a store search may take, connection included",
                dutch: "hoe lang een zoekopdracht in de winkel mag duren, verbinden inbegrepen"),
            effect: .seconds(\.timeout, max: 600)),
        OptionSpec(
            configKey: "rate-limit", environment: "STORESEARCH_RATE_LIMIT", defaultValue: "20",
            scope: .both,
            help: LocalizedText(
                "store searches allowed a minute, counted across runs",
                dutch: "zoekopdrachten per minuut in de winkel, over alle keren samen"),
            effect: .integer(\.rateLimit, in: sizes)),
        OptionSpec(
            long: "--mail-command", placeholder: LocalizedText("CMD", dutch: "OPDR"), configKey: "mail-command",
            environment: "STORESEARCH_MAIL_COMMAND", scope: .both,
            help: LocalizedText(
                "a sendmail-compatible command for support mail, such as 'msmtp -t' (default: sendmail on PATH or in /usr/sbin; 'none' saves drafts only; empty is the default)",
                dutch:
                    "een sendmail-achtige opdracht voor supportmail, zoals 'msmtp -t' (standaard: sendmail in PATH of in /usr/sbin; 'none' bewaart alleen concepten; leeg is de standaard)"
            ),
            manDetail:
                "Without it, sendmail is looked for on PATH, then in /usr/sbin and /usr/lib. A command that is not found is named when support mail is sent.",
            effect: .text(\.mailCommand, .command, emptyIsUnset: true)),
        OptionSpec(
            long: "--support-address", placeholder: LocalizedText("ADDR", dutch: "ADRES"), configKey: "support-address",
            environment: "STORESEARCH_SUPPORT_ADDRESS",
            defaultValue: SessionInfo.placeholderSupportAddress, scope: .both,
            help: LocalizedText(
                "where support mail and ratings go", dutch: "waar supportmail en beoordelingen heen gaan"),
            manDetail:
                "Until it is set, mail goes to a placeholder from the documentation domain, and the compose sheet, About and --diagnose say so; the compose sheet's To can be written over.",
            effect: .text(\.supportAddress, .mailAddress)),
        OptionSpec(
            configKey: "mail-from", environment: "STORESEARCH_MAIL_FROM", scope: .both,
            help: LocalizedText(
                "the From address of support mail (the login name at this host)",
                dutch: "het afzenderadres van supportmail (de inlognaam op deze computer)"),
            effect: .text(\.mailFrom, .mailAddress)),
        OptionSpec(
            configKey: "mail-timeout", environment: "STORESEARCH_MAIL_TIMEOUT",
            defaultValue: "30", scope: .both,
            help: LocalizedText(
                "seconds the mail command may take; one that takes longer is stopped and the draft kept",
                dutch:
                    "seconden die de mailopdracht mag duren; een die langer duurt wordt gestopt en het concept bewaard"),
            effect: .seconds(\.mailTimeout, max: 3600)),
        OptionSpec(
            long: "--player", placeholder: LocalizedText("CMD", dutch: "OPDR"), configKey: "player",
            scope: .both,
            help: LocalizedText(
                "the command that plays previews, the address added last, such as 'mpv --no-video' (default: mpv, ffplay or cvlc on PATH; 'none' plays none)",
                dutch:
                    "de opdracht die fragmenten afspeelt, met het adres als laatste, zoals 'mpv --no-video' (standaard: mpv, ffplay of cvlc in PATH; 'none' speelt niets af)"
            ),
            summary: LocalizedText(
                "what plays previews, such as 'mpv --no-video'",
                dutch: "wat fragmenten afspeelt, zoals 'mpv --no-video'"),
            manDetail:
                "It is split into words as a shell would (single and double quotes). The player runs in a session of its own, its output thrown away, and is stopped with everything it started when another preview starts and when the program ends.",
            effect: .text(\.player, .command)),
    ]

    /// How the interface looks and behaves, and the config lines it reads itself.
    static let interfaceSettings: [OptionSpec] = [
        OptionSpec(
            long: "--regular-width", placeholder: LocalizedText("N", dutch: "N"), configKey: "regular-width",
            environment: "STORESEARCH_REGULAR_WIDTH", defaultValue: "100", scope: .both,
            help: LocalizedText(
                "columns from which the width is regular (the split view)",
                dutch: "kolommen vanaf waar de breedte normaal is (het gesplitste scherm)"),
            effect: .integer(\.regularWidth, in: sizes)),
        OptionSpec(
            long: "--regular-height", placeholder: LocalizedText("N", dutch: "N"), configKey: "regular-height",
            environment: "STORESEARCH_REGULAR_HEIGHT", defaultValue: "20", scope: .both,
            help: LocalizedText(
                "rows from which the height is regular", dutch: "rijen vanaf waar de hoogte normaal is"),
            effect: .integer(\.regularHeight, in: sizes)),
        OptionSpec(
            long: "--no-animation", switchValue: "no", configKey: "animation", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "no motion: the pop-up, the list pane, the grid's pages and the menu appear at once, the spinner stands (also when CI is set)",
                dutch:
                    "geen beweging: het venster, het lijstpaneel, de pagina's van het raster en het menu verschijnen meteen, de spinner staat stil (ook als CI gezet is)"
            ),
            summary: LocalizedText("no motion (as when CI is set)", dutch: "geen beweging (zoals als CI gezet is)"),
            manDetail:
                "Motion is also off on TERM=linux, on terminals without colours, and once the output turns out to be slow (ncurses' baud rate under 19200, or more than 16 KB still waiting for the terminal after a frame). A motion lasts at most 150 ms, two frames 50 ms apart and the final one, and ends at once when a key is pressed; off, the program draws the final frames only, byte for byte.",
            effect: .yesNo(\.animation)),
        OptionSpec(
            long: "--no-artwork", switchValue: "no", configKey: "artwork", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "fetch no artwork (placeholders and generated covers)",
                dutch: "geen hoezen ophalen (plaatshouders en gemaakte hoezen)"),
            effect: .yesNo(\.artwork)),
        OptionSpec(
            long: "--images", placeholder: LocalizedText("HOW", dutch: "HOE"), configKey: "images",
            defaultValue: "auto",
            scope: .interface,
            help: LocalizedText(
                "how pictures are drawn: auto, kitty, sixel, iterm, symbols (character cells) or off",
                dutch: "hoe hoezen getekend worden: auto, kitty, sixel, iterm, symbols (tekens) of off"),
            summary: LocalizedText("pictures", dutch: "hoezen"),
            manDetail:
                "auto asks the terminal at start-up (Primary DA for sixel, the kitty graphics query, the cell size in pixels) and reads its environment (KITTY_WINDOW_ID, TERM_PROGRAM, KONSOLE_VERSION); the answers never reach the search field, and a terminal that answers nothing is drawn with symbols until it does. Inside tmux or screen pictures are drawn as symbols. A picture is drawn as pixels only where nothing covers it and nothing moves; a pop-up, menu or sheet over it shows the symbols, dimmed. off draws placeholders and generated covers and fetches nothing. --diagnose says what was chosen and why.",
            effect: .choice(\.images)),
        OptionSpec(
            long: "--no-mouse", switchValue: "no", configKey: "mouse", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "leave the mouse to the terminal, for selecting text",
                dutch: "laat de muis aan de terminal, om tekst te selecteren"),
            effect: .yesNo(\.mouse)),
        OptionSpec(
            long: "--no-color", aliases: ["--no-colour"], switchValue: "no", configKey: "color",
            configAliases: ["colour"], defaultValue: "yes", scope: .both,
            help: LocalizedText(
                "no colours, only bold, dim, underline and reverse (also when NO_COLOR is set)",
                dutch: "geen kleuren, alleen vet, gedimd, onderstreept en omgekeerd (ook als NO_COLOR gezet is)"),
            effect: .yesNo(\.color)),
        OptionSpec(
            long: "--theme", placeholder: LocalizedText("NAME", dutch: "NAAM"), configKey: "theme",
            environment: "STORESEARCH_THEME", defaultValue: "dark", scope: .interface,
            help: LocalizedText(
                "the colours: dark (the default), light, high-contrast, or mono (no colours)",
                dutch: "de kleuren: dark (de standaard), light, high-contrast, of mono (geen kleuren)"),
            summary: LocalizedText("the colours", dutch: "de kleuren"),
            manDetail:
                "Every built-in theme's text reaches a contrast of at least 4.5:1 against its background (WCAG AA). Without colours (NO_COLOR, --no-color, a mono terminal) the mono theme is used whatever this says.",
            effect: .choice(\.theme)),
        OptionSpec(
            configKey: "theme.ROLE", scope: .interface,
            help: LocalizedText(
                "a colour of the theme, over the chosen one; ROLE is one of "
                    + ThemeRole.allCases.map(\.rawValue).joined(separator: ", "),
                dutch: "een kleur van het thema, over het gekozen; ROLE is een van "
                    + ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")),
            manDetail:
                "For example 'theme.accent = #5fafff' or 'theme.selection = 25'. A mistake stops the program with the line's number and status 2.",
            effect: .readByTheInterface(.themeColor)),
        OptionSpec(
            configKey: OptionTable.bindKey, scope: .interface,
            help: LocalizedText(
                "a key for a command, in every place the command works or only in those named; 'none' frees a key; as many lines as wanted",
                dutch:
                    "een toets voor een commando, overal waar het werkt of alleen op de genoemde plekken; 'none' maakt een toets vrij; zoveel regels als nodig"
            ),
            manDetail:
                "For example 'bind = alt-p: preview', 'bind = f7, ctrl-g: commands', 'bind = ctrl-n: down in field, list' or 'bind = alt-s: none'. Commands and places are listed in KEYS and by --print-config. A key without Ctrl or Alt cannot be bound where it types; an unknown key, command or place, two lines giving one key two commands in one place, or leaving no key to quit stops the program with the line's number and status 2, and nothing of the file's bindings is used.",
            effect: .readByTheInterface(.keyBinding)),
    ]
}
