import StoreSearchCore
import TerminalKit

/// The one table of commands. Its order is help's, the palette's (for an
/// empty query) and the footer's within its two groups (what the place does,
/// then what works everywhere).
extension KeyCommand {
    public static let table: [KeyCommand] =
        everywhere + field + moving + history + item + pages + shaping + menu + compose

    /// A line of help for what is no command.
    public static let notes: [KeyNote] = [
        KeyNote(
            label: LocalizedText("a–z 0–9 …", dutch: "a–z 0–9 …"), section: .field,
            help: LocalizedText(
                "Type into the search field from anywhere on the search screen (focus moves there, at its end); results follow the typing. A key with Ctrl or Alt never types.",
                dutch:
                    "Typen gaat overal op het zoekscherm naar het zoekveld (de focus gaat mee, achteraan); de resultaten volgen. Een toets met Ctrl of Alt typt nooit."
            )),
        KeyNote(
            label: LocalizedText("a–z", dutch: "a–z"), section: .menu,
            help: LocalizedText(
                "In the menu: the underlined letter chooses its item",
                dutch: "In het menu: de onderstreepte letter kiest zijn item")),
        KeyNote(
            label: LocalizedText("Paste", dutch: "Plakken"), section: .everywhere,
            help: LocalizedText(
                "Pasted text goes into the search field, or the line being written, whole",
                dutch: "Geplakte tekst gaat in zijn geheel naar het zoekveld, of de regel die je schrijft")),
        KeyNote(
            label: LocalizedText("Mouse", dutch: "Muis"), section: .everywhere,
            help: LocalizedText(
                "A click focuses and chooses, the wheel scrolls, a click outside a pop-up or the menu closes it",
                dutch: "Klikken kiest, het wiel scrolt, klikken buiten een venster of het menu sluit het")),
    ]

    // MARK: Everywhere

    static let everywhere: [KeyCommand] = [
        KeyCommand(
            "next", .everywhere,
            LocalizedText(
                "Next: focus (field, categories, results, detail), button, field or row",
                dutch: "Volgende: focus (veld, categorieën, resultaten, details), knop, veld of rij"),
            in: KeyContext.main.union([.popup, .filters, .menu, .choice, .export, .palette, .historyList])
                .union(KeyContext.mail),
            keys: [.tab], [.only([.enter, .down], in: [.composeText, .ratingText, .ratingStars])],
            footer: { scene in
                switch scene.context {
                case .export: .format
                case .menu, .filters, .palette, .historyList, .tooSmall, .sheet, .alert: nil
                default: .next
                }
            },
            run: { step(1, $0) }),
        KeyCommand(
            "previous", .everywhere,
            LocalizedText("Previous: focus, button, field or row", dutch: "Vorige: focus, knop, veld of rij"),
            in: KeyContext.main.union([.popup, .filters, .menu, .choice, .export, .palette, .historyList])
                .union(KeyContext.mail),
            keys: [.backTab], [.only([.up], in: [.composeText, .ratingText, .ratingStars])], run: { step(-1, $0) }),
        KeyCommand(
            "close", .everywhere,
            LocalizedText(
                "Close what is on top (a mail is kept as a draft); on a page, back one page; on the search screen, back to the field. Esc never quits.",
                dutch:
                    "Sluiten wat bovenop ligt (een mail blijft als concept); op een pagina een pagina terug; op het zoekscherm terug naar het veld. Esc stopt nooit."
            ),
            in: KeyContext.usable, keys: [.escape],
            [
                .only([.enter, .character("q"), .character("?"), .function(1)], in: [.sheet, .alert]),
                .only([.character(" ")], in: [.alert]), .only([.control("g")], in: [.historyList]),
            ],
            footer: { KeyContext.main.contains($0.context) ? ($0.state.browse.top == nil ? nil : .back) : .close },
            run: { scene in
                switch scene.context {
                case .field, .categories, .list, .grid, .detailPane: [.screen(.escape)]
                case .menu: [.menu(.toggle)]
                case .composeText, .composeBody, .composeButtons: [.compose(.cancel)]
                case .ratingText, .ratingStars, .ratingButtons: [.rating(.cancel)]
                case .palette: [.palette(.close)]
                case .historyList: [.history(.closePicker)]
                case .popup, .choice, .sheet, .alert, .filters, .export, .tooSmall: [.alert(.dismiss)]
                }
            }),
        KeyCommand(
            "help", .everywhere,
            LocalizedText(
                "Help: the keys that work here, then every key", dutch: "Hulp: de toetsen die hier werken, dan alle"),
            in: KeyContext.searchScreen.union(KeyContext.mail).union([.menu, .filters, .export, .choice]),
            keys: [.function(1)], footer: .help, sends: [.alert(.showHelp)]),
        KeyCommand(
            "menu", .everywhere,
            LocalizedText(
                "The menu: support mail, rating, favourites, filters, order, saving, commands, About",
                dutch: "Het menu: supportmail, beoordelen, favorieten, filters, volgorde, bewaren, commando's, Over"),
            in: KeyContext.searchScreen.union([.sheet, .menu]), keys: [.function(2)],
            footer: { KeyContext.searchScreen.contains($0.context) ? .menu : nil },
            run: { $0.context == .sheet ? [.alert(.dismiss), .menu(.toggle)] : [.menu(.toggle)] }),
        KeyCommand(
            "commands", .everywhere,
            LocalizedText(
                "Every command, to find by name and run",
                dutch: "Alle commando's, om op naam te vinden en uit te voeren"),
            in: KeyContext.usable.subtracting([.choice]), keys: [.control("o")],
            footer: { KeyContext.searchScreen.contains($0.context) ? .commands : nil },
            run: { $0.context == .palette ? [.palette(.close)] : [.palette(.open)] }),
        KeyCommand(
            "all", .everywhere, LocalizedText("Category: All", dutch: "Categorie: Alles"), in: KeyContext.main,
            keys: [.alt("1")], run: { category(.all, $0) }),
        KeyCommand(
            "music", .everywhere, LocalizedText("Category: Music", dutch: "Categorie: Muziek"), in: KeyContext.main,
            keys: [.alt("2")], run: { category(.music, $0) }),
        KeyCommand(
            "software", .everywhere, LocalizedText("Category: Software", dutch: "Categorie: Software"),
            in: KeyContext.main, keys: [.alt("3")], run: { category(.software, $0) }),
        KeyCommand(
            "ebooks", .everywhere, LocalizedText("Category: E-books", dutch: "Categorie: E-boeken"),
            in: KeyContext.main, keys: [.alt("4")], run: { category(.ebooks, $0) }),
        KeyCommand(
            "thumbnails", .everywhere,
            LocalizedText("Artwork thumbnails in the list on or off", dutch: "Miniaturen in de lijst aan of uit"),
            in: KeyContext.main, keys: [.function(3), .alt("t")], sends: [.list(.toggleThumbnails)]),
        KeyCommand(
            "grid", .everywhere,
            LocalizedText(
                "The grid of artwork tiles at any size, or back to the list",
                dutch: "Het raster van hoezen bij elke grootte, of terug naar de lijst"),
            in: KeyContext.main, keys: [.function(4), .alt("v")], sends: [.list(.toggleGrid)]),
        KeyCommand(
            "redraw", .everywhere, LocalizedText("Draw the screen again", dutch: "Het scherm opnieuw tekenen"),
            in: KeyContext.everywhere, keys: [.control("l")], sends: [.screen(.redraw)]),
        KeyCommand(
            "suspend", .everywhere,
            LocalizedText("Suspend; 'fg' in the shell resumes", dutch: "Pauzeren; 'fg' in de shell gaat verder"),
            in: KeyContext.everywhere, keys: [.control("z")], sends: [.screen(.suspend)]),
        KeyCommand(
            "quit", .everywhere, LocalizedText("Quit", dutch: "Stoppen"), in: KeyContext.everywhere,
            keys: [.control("c"), .function(10)], footer: .quit, sends: [.screen(.quit)]),
    ]

    /// Tab and Shift-Tab: what is next here.
    private static func step(_ offset: Int, _ scene: KeyScene) -> [Message] {
        let state = scene.state
        switch scene.context {
        case .field, .categories, .list, .grid, .detailPane:
            return [.screen(offset > 0 ? .focusNext : .focusPrevious)]
        case .popup: return [.detail(.cycleButton(by: offset))]
        case .filters: return [.shape(.moveFilterFocus(by: offset))]
        case .menu: return [.menu(.move(by: offset))]
        case .choice: return [.alert(.moveChoice(by: offset))]
        case .composeText, .composeBody, .composeButtons:
            return [.compose(offset > 0 ? .focusNext : .focusPrevious)]
        case .ratingText, .ratingStars, .ratingButtons:
            return [.rating(offset > 0 ? .focusNext : .focusPrevious)]
        case .export: return [.export(.toggleFormat)]
        case .palette:
            let count = Palette.entries(for: scene).count
            return [.palette(.select(KeyActions.row(from: state.palette.selection, by: offset, count: count)))]
        case .historyList: return [.history(.pickerMove(by: offset))]
        case .sheet, .alert, .tooSmall: return []
        }
    }

    private static func category(_ category: StoreSearchCore.Category, _ scene: KeyScene) -> [Message] {
        [.search(.selectCategory(category))]
    }
}
