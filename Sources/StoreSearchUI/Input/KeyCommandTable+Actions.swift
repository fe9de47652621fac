import StoreSearchCore
import TerminalKit

/// What acts on an item, shapes the answer, opens the menu's sheets and
/// writes the support mail.
extension KeyCommand {
    static let item: [KeyCommand] = [
        act(
            "open-page", .openPage, "Open the item's store page in the browser (the item shown, else the selected one)",
            "De winkelpagina van het item in de browser openen (het getoonde, anders het gekozen)", key: .alt("o"),
            check: {
                $0.storeURL == nil
                    ? LocalizedText("This item has no store page", dutch: "Dit item heeft geen winkelpagina") : nil
            }),
        act(
            "copy-link", .copyLink, "Copy the item's link to the clipboard (OSC 52; shown when the terminal cannot)",
            "De link van het item naar het klembord kopiëren (OSC 52; getoond als de terminal dat niet kan)",
            key: .alt("c"),
            check: {
                $0.storeURL == nil ? LocalizedText("This item has no link", dutch: "Dit item heeft geen link") : nil
            }),
        act(
            "preview", .playPreview, "Play the item's preview with the player command; again: stop it",
            "Het fragment van het item afspelen met de speler; nogmaals: stoppen", key: .alt("p"),
            check: {
                $0.details.previewURL == nil
                    ? LocalizedText("This item has no preview", dutch: "Dit item heeft geen fragment") : nil
            },
            playing: true),
        act(
            "favourite", .favourite, "Mark the item (shown, else selected) as a favourite, or unmark it",
            "Het item (getoond, anders gekozen) als favoriet markeren, of niet meer", key: .alt("m"),
            check: { _ in nil }),
    ]

    /// A key acting on the item shown, else the selected one.
    private static func act(
        _ name: CommandName, _ action: ItemAction, _ english: String, _ dutch: String, key: Key,
        check: @escaping @Sendable (SearchResult) -> LocalizedText?, playing: Bool = false
    ) -> KeyCommand {
        KeyCommand(
            name, .item, LocalizedText(english, dutch: dutch), in: KeyContext.searchScreen, keys: [key],
            check: { scene in
                guard let item = KeyActions.item(scene) else { return KeyActions.noItem }
                // A preview that plays can always be stopped.
                if playing && scene.state.playingPreview == item.id { return nil }
                return check(item)
            },
            run: {
                KeyActions.item($0) == nil
                    ? [] : [action == .favourite ? .shape(.toggleFavourite) : .detail(.act(action))]
            })
    }

    // MARK: Order, filters, favourites, saving

    static let shaping: [KeyCommand] = [
        KeyCommand(
            "order", .shaping,
            LocalizedText(
                "The next order: best match first (relevance), by name, artist, price, newest first (kept for next time)",
                dutch:
                    "De volgende volgorde: beste treffer eerst (relevantie), op naam, artiest, prijs, nieuwste eerst (onthouden)"
            ),
            in: KeyContext.main, keys: [.function(6), .alt("s")], sends: [.shape(.cycleOrder)]),
        KeyCommand(
            "filters", .shaping,
            LocalizedText(
                "Filters: free only, price, kinds, explicit hidden; again: close them",
                dutch: "Filters: alleen gratis, prijs, soorten, expliciet verborgen; nogmaals: sluiten"),
            in: KeyContext.main.union([.filters]), keys: [.function(5)], sends: [.shape(.showFilters)]),
        KeyCommand(
            "clear-filters", .shaping, LocalizedText("Clear every filter", dutch: "Alle filters uitzetten"),
            in: KeyContext.main.union([.filters]), keys: [.alt("x")],
            check: {
                $0.state.shape.filter.isActive
                    ? nil : LocalizedText("No filter is on", dutch: "Er staat geen filter aan")
            },
            sends: [.shape(.clearFilters)]),
        KeyCommand(
            "toggle", .shaping,
            LocalizedText(
                "In the filters: turn one on or off (on Price: the next range)",
                dutch: "In de filters: er een aan- of uitzetten (op Prijs: het volgende bereik)"),
            in: [.filters], keys: [.character(" "), .enter], footer: { _ in .toggle },
            run: { scene in
                let rows = FilterRow.all
                return [.shape(.toggleFilter(rows[min(scene.state.shape.filterFocus, rows.count - 1)]))]
            }),
        KeyCommand(
            "favourites", .shaping,
            LocalizedText(
                "The favourites instead of the results, or back",
                dutch: "De favorieten in plaats van de resultaten, of terug"),
            in: KeyContext.main, keys: [.function(8)], sends: [.shape(.toggleFavouritesView)]),
        KeyCommand(
            "save-results", .shaping,
            LocalizedText(
                "Save the results shown to a file (JSON or TSV)",
                dutch: "De getoonde resultaten in een bestand bewaren (JSON of TSV)"),
            in: KeyContext.searchScreen, sends: [.menu(.choose(.saveResults))]),
        KeyCommand(
            "save", .shaping,
            LocalizedText(
                "In Save Results: save (Enter again replaces a file that is there)",
                dutch: "In Resultaten bewaren: bewaren (nogmaals Enter vervangt een bestaand bestand)"),
            in: [.export], keys: [.enter], footer: .save, sends: [.export(.save)]),
    ]

    // MARK: The menu's items

    static let menu: [KeyCommand] = [
        menuItem("support-mail", .sendSupportEmail, "Write to support", "Support een mail sturen"),
        menuItem("rate", .rateThisApp, "Rate this app", "Deze app beoordelen"),
        menuItem(
            "about", .about, "About storesearch: version, files, every key",
            "Over storesearch: versie, bestanden, alle toetsen"),
    ]

    private static func menuItem(_ name: CommandName, _ item: MenuItem, _ english: String, _ dutch: String)
        -> KeyCommand
    {
        KeyCommand(
            name, .menu, LocalizedText(english, dutch: dutch), in: KeyContext.searchScreen.union([.menu]),
            sends: [.menu(.choose(item))])
    }

    // MARK: The support mail

    static let compose: [KeyCommand] = [
        KeyCommand(
            "send", .compose,
            LocalizedText(
                "Send the mail (save it as a draft when no mail command exists)",
                dutch: "De mail versturen (als concept bewaren zonder mailopdracht)"),
            in: KeyContext.mail, keys: [.control("s")], footer: { _ in .send },
            run: { KeyContext.rating.contains($0.context) ? [.rating(.send)] : [.compose(.send)] }),
        KeyCommand(
            "editor", .compose,
            LocalizedText(
                "Write the message in your own editor ($VISUAL, else $EDITOR, else vi); its saved text comes back",
                dutch:
                    "Het bericht in je eigen editor schrijven ($VISUAL, anders $EDITOR, anders vi); de bewaarde tekst komt terug"
            ),
            in: KeyContext.compose, keys: [.alt("e")], sends: [.compose(.editExternally)]),
        KeyCommand(
            "newline", .compose, LocalizedText("In the message: a new line", dutch: "In het bericht: een nieuwe regel"),
            in: [.composeBody], keys: [.enter], sends: [.compose(.newline)]),
        KeyCommand(
            "stars", .compose,
            LocalizedText("In the rating: that many stars", dutch: "In de beoordeling: zoveel sterren"),
            in: [.ratingStars], keys: (1...5).map { Key.character(Character(String($0))) },
            run: { scene in
                guard let key = scene.key, case .character(let digit) = key.code, let stars = digit.wholeNumberValue
                else { return [] }
                return [.rating(.setStars(stars))]
            }),
    ]
}
