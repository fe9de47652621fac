import StoreSearchCore
import TerminalKit

/// Moving and choosing: one command for each direction, which each place
/// takes in its own way (a row of the list, a tile, a line of a sheet, a
/// button), so that binding `down` to another key moves down everywhere.
extension KeyCommand {
    /// Lists that move with Ctrl-J and Ctrl-K as well as the arrows (fzf's keys).
    private static let pickers: Set<KeyContext> = [
        .field, .list, .grid, .detailPane, .menu, .filters, .palette, .historyList,
    ]

    static let moving: [KeyCommand] = [
        KeyCommand(
            "up", .moving,
            LocalizedText(
                "Up: the result above (from the field too, which keeps focus), a line, a row",
                dutch: "Omhoog: het resultaat erboven (ook vanuit het veld, dat de focus houdt), een regel, een rij"),
            in: pickers.union([
                .categories, .popup, .sheet, .alert, .choice, .composeBody, .composeButtons, .ratingButtons,
            ]),
            keys: [.up],
            [.only([.control("k")], in: pickers), .only([.character("k")], in: [.sheet])],
            footer: { moveVerb($0) }, run: { vertical(-1, $0) }),
        KeyCommand(
            "down", .moving,
            LocalizedText(
                "Down: the result below (from the field too, which keeps focus), a line, a row",
                dutch: "Omlaag: het resultaat eronder (ook vanuit het veld, dat de focus houdt), een regel, een rij"),
            in: pickers.union([
                .categories, .popup, .sheet, .alert, .choice, .composeBody, .composeButtons, .ratingButtons,
            ]),
            keys: [.down],
            [.only([.control("j")], in: pickers), .only([.character("j")], in: [.sheet])],
            footer: { moveVerb($0) }, run: { vertical(1, $0) }),
        KeyCommand(
            "left", .moving,
            LocalizedText(
                "Left: the tile, category, button or price range before; beside the list, back to it",
                dutch: "Links: de tegel, categorie, knop of prijsklasse ervoor; naast de lijst, terug ernaartoe"),
            in: [
                .categories, .grid, .popup, .detailPane, .filters, .choice, .composeButtons, .ratingStars,
                .ratingButtons,
            ],
            keys: [.left],
            footer: { scene in
                switch scene.context {
                case .categories: .category
                case .detailPane: .back
                case .grid: .move
                case .ratingStars: .stars
                default: nil
                }
            },
            run: { horizontal(-1, $0) }),
        KeyCommand(
            "right", .moving,
            LocalizedText(
                "Right: the tile, category, button or price range after; in the list, open the result",
                dutch: "Rechts: de tegel, categorie, knop of prijsklasse erna; in de lijst, het resultaat openen"),
            in: [.categories, .grid, .list, .popup, .filters, .choice, .composeButtons, .ratingStars, .ratingButtons],
            keys: [.right],
            footer: { scene in
                switch scene.context {
                case .categories: .category
                case .grid: .move
                case .ratingStars: .stars
                default: nil
                }
            },
            run: { horizontal(1, $0) }),
        KeyCommand(
            "page-up", .moving,
            LocalizedText("A page up (results, detail, help)", dutch: "Een pagina omhoog (resultaten, details, hulp)"),
            in: [.field, .list, .grid, .detailPane, .popup, .sheet, .alert, .choice, .palette, .historyList],
            keys: [.pageUp],
            [.only([.control("b")], in: [.list, .grid])], run: { page(-1, $0) }),
        KeyCommand(
            "page-down", .moving,
            LocalizedText(
                "A page down (results, detail, help); \"▼ more\" says there is more",
                dutch: "Een pagina omlaag (resultaten, details, hulp); \"▼ meer\" zegt dat er meer is"),
            in: [.field, .list, .grid, .detailPane, .popup, .sheet, .alert, .choice, .palette, .historyList],
            keys: [.pageDown],
            [.only([.control("f")], in: [.list, .grid]), .only([.character(" ")], in: [.sheet])],
            footer: { scene in
                switch scene.context {
                case .list, .grid: .page
                case .popup, .detailPane: .scroll
                default: nil
                }
            },
            run: { page(1, $0) }),
        KeyCommand(
            "first", .moving,
            LocalizedText("The first result or line", dutch: "Het eerste resultaat of de eerste regel"),
            in: [.list, .grid, .sheet], keys: [.home], [.only([.character("g")], in: [.sheet])],
            run: { $0.context == .sheet ? KeyActions.scrollSheet(by: Int.min / 2, $0) : KeyActions.move(.first, $0) }),
        KeyCommand(
            "last", .moving,
            LocalizedText("The last result or line", dutch: "Het laatste resultaat of de laatste regel"),
            in: [.list, .grid, .sheet], keys: [.end], [.only([.character("G")], in: [.sheet])],
            run: { $0.context == .sheet ? KeyActions.scrollSheet(by: Int.max / 2, $0) : KeyActions.move(.last, $0) }),
        KeyCommand(
            "open", .moving,
            LocalizedText(
                "Open the result: the pop-up, or the detail beside the list",
                dutch: "Het resultaat openen: het venster, of de details naast de lijst"),
            in: [.list, .grid], keys: [.enter], footer: .open,
            check: { $0.state.selectedResult == nil ? KeyActions.noItem : nil }, sends: [.list(.activate)]),
        KeyCommand(
            "press", .moving,
            LocalizedText(
                "Press the focused button: the store page, copy the link, the preview, the favourite, close",
                dutch: "De gekozen knop indrukken: de winkelpagina, link kopiëren, het fragment, favoriet, sluiten"),
            in: [.detailPane, .popup, .composeButtons], keys: [.enter],
            [.only([.character(" ")], in: [.composeButtons])],
            footer: { _ in .press },
            run: { scene in
                switch scene.context {
                case .composeButtons: return scene.state.mail.compose.map { [.compose(.press($0.focus))] } ?? []
                case .ratingButtons: return [.rating(.pressFocused)]
                default: return [.list(.activate)]
                }
            }),
        KeyCommand(
            "choose", .moving,
            LocalizedText(
                "Choose: the menu item, the command, the earlier search, the answer",
                dutch: "Kiezen: het menu-item, het commando, de eerdere zoekopdracht, het antwoord"),
            in: [.menu, .palette, .historyList, .choice], keys: [.enter], [.only([.character(" ")], in: [.choice])],
            footer: { _ in .choose }, run: { choose($0) }),
    ]

    private static func moveVerb(_ scene: KeyScene) -> Phrase.Action? {
        switch scene.context {
        case .field:
            !scene.state.results.isEmpty
                || scene.state.search.phase == .notSearchedYet && !scene.state.history.recent.isEmpty ? .move : nil
        case .list, .grid, .detailPane, .menu, .filters, .palette, .historyList, .categories: .move
        case .sheet, .alert, .choice: .scroll
        default: nil
        }
    }

    private static func vertical(_ step: Int, _ scene: KeyScene) -> [Message] {
        let state = scene.state
        switch scene.context {
        case .field, .list, .grid, .detailPane: return KeyActions.move(step < 0 ? .up : .down, scene)
        case .categories: return [.screen(.focus(step < 0 ? .searchField : .resultList))]
        case .popup: return KeyActions.scrollDetail(by: step, scene)
        case .sheet: return KeyActions.scrollSheet(by: step, scene)
        case .menu: return [.menu(.move(by: step))]
        case .filters: return [.shape(.moveFilterFocus(by: step))]
        case .composeBody: return [.compose(.moveLine(up: step < 0))]
        case .composeButtons, .composeText: return [.compose(step < 0 ? .focusPrevious : .focusNext)]
        case .ratingButtons: return [.rating(step < 0 ? .focusPrevious : .focusNext)]
        case .alert, .choice: return KeyActions.scrollSheet(by: step, scene)
        case .palette:
            let count = Palette.entries(for: scene).count
            return [.palette(.select(KeyActions.row(from: state.palette.selection, by: step, count: count)))]
        case .historyList: return [.history(.pickerMove(by: step))]
        case .export, .tooSmall, .ratingText, .ratingStars: return []
        }
    }

    private static func horizontal(_ step: Int, _ scene: KeyScene) -> [Message] {
        let state = scene.state
        switch scene.context {
        case .categories: return [.search(.moveCategory(by: step))]
        case .grid: return KeyActions.move(step < 0 ? .left : .right, scene)
        case .list: return step > 0 ? [.list(.activate)] : []
        case .popup: return [.detail(.cycleButton(by: step))]
        case .detailPane: return step < 0 ? [.screen(.focus(.resultList))] : []
        case .filters:
            return FilterRow.all[state.shape.filterFocus] == .price ? [.shape(.cyclePrice(by: step))] : []
        case .choice: return [.alert(.moveChoice(by: step))]
        case .composeButtons: return [.compose(step < 0 ? .focusPrevious : .focusNext)]
        case .ratingStars: return [.rating(.changeStars(by: step))]
        case .ratingButtons: return [.rating(step < 0 ? .focusPrevious : .focusNext)]
        default: return []
        }
    }

    private static func page(_ direction: Int, _ scene: KeyScene) -> [Message] {
        let state = scene.state
        switch scene.context {
        case .field, .list, .grid: return KeyActions.move(direction < 0 ? .pageUp : .pageDown, scene)
        case .detailPane, .popup: return KeyActions.scrollDetail(by: 10 * direction, scene)
        case .sheet, .alert, .choice: return KeyActions.scrollSheet(by: 10 * direction, scene)
        case .palette:
            let count = Palette.entries(for: scene).count
            return [.palette(.select(KeyActions.row(from: state.palette.selection, by: 10 * direction, count: count)))]
        case .historyList: return [.history(.pickerMove(by: 10 * direction))]
        default: return []
        }
    }

    private static func choose(_ scene: KeyScene) -> [Message] {
        let state = scene.state
        switch scene.context {
        case .menu: return [.menu(.choose(state.menuSelection))]
        case .palette: return Palette.run(state.palette.selection, scene)
        case .historyList: return state.history.pickerMatches.isEmpty ? [] : [.history(.pickerChoose)]
        case .choice:
            guard case .choice(let choice)? = state.topOverlay,
                choice.options.indices.contains(state.alerts.choiceFocus)
            else { return [] }
            return [.alert(.choose(choice.options[state.alerts.choiceFocus]))]
        default: return []
        }
    }
}
