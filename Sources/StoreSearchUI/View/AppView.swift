import StoreSearchModel
import StoreSearchText
import TerminalKit

/// The whole screen for a state and a size: `view(state, size) -> frame`.
/// Pure, so every screen can be drawn and checked without a terminal.
public enum AppView {
    /// A frame, and what the layout learned drawing it that the model
    /// clamps by: how far the detail and the sheet on screen can scroll.
    public struct Drawing {
        public var frame: Frame
        public var scrollLimits: ScrollLimits
    }

    public static func render(_ state: AppState, size: Size, context: RenderContext) -> Frame {
        drawing(state, size: size, context: context).frame
    }

    public static func drawing(_ state: AppState, size: Size, context: RenderContext) -> Drawing {
        guard let motion = state.motion else { return still(state, size: size, context: context) }
        // The first still a motion draws is its final screen: its limits are the state's.
        var limits: ScrollLimits?
        let frame = MotionFrames.frame(of: motion, state: state, context: context) {
            let drawn = still($0, size: size, context: context)
            if limits == nil { limits = drawn.scrollLimits }
            return drawn.frame
        }
        return Drawing(frame: frame, scrollLimits: limits ?? ScrollLimits())
    }

    /// The screen with nothing moving: what every motion ends on.
    private static func still(_ state: AppState, size: Size, context: RenderContext) -> Drawing {
        var frame = Frame(size: size)
        var limits = ScrollLimits()
        let layout = ScreenLayout(
            size: size, traits: state.traits, isPrimaryPaneHidden: state.screen.isPrimaryPaneHidden)
        let localizer = context.localizer
        if layout.mode == .tooSmall {
            TooSmallWidget().render(in: frame.buffer.bounds, on: &frame, context: context)
            context.theme.paint(&frame.buffer)
            return Drawing(frame: frame, scrollLimits: limits)
        }
        switch layout.mode {
        case .splitView, .overlaySplitView:
            limits.detail = drawSplitView(state, layout: layout, on: &frame, context: context)
        default:
            drawPrimaryControls(
                state, layout: layout, fieldTitle: localizer(.screen(.appName)),
                badge: badge(for: state, localizer: localizer), on: &frame, context: context)
        }
        for overlay in state.overlays {
            let drawn = drawOverlay(overlay, state: state, layout: layout, on: &frame, context: context)
            limits.sheet = drawn.sheet
            if let detail = drawn.detail { limits.detail = detail }
        }
        // The footer says what the keys do now, so it is never dimmed, and a
        // notice has a line of its own over it: the keys stay in view.
        frame.buffer.fill(layout.footer)
        let hints = KeyMap.footerHints(for: state, bindings: context.bindings)
        func words(_ hints: [KeyMap.FooterHint]) -> [FooterWidget.Hint] {
            hints.map { (key: $0.key, action: localizer(.action($0.action)), verb: $0.action) }
        }
        FooterWidget(specific: words(hints.specific), general: words(hints.general))
            .render(in: layout.footer, on: &frame, context: context)
        if let notice = state.alerts.notice, layout.footer.y > 0 {
            let line = Rect(x: 0, y: layout.footer.y - 1, width: size.columns, height: 1)
            NoticeWidget(text: HelpWords.notice(notice, place: state.place, context: context)).render(
                in: line, on: &frame, context: context)
        }
        frame.dropCoveredImages()
        context.theme.paint(&frame.buffer)
        return Drawing(frame: frame, scrollLimits: limits)
    }

    // MARK: Panes

    private static func drawPrimaryControls(
        _ state: AppState, layout: ScreenLayout, fieldTitle: String?,
        badge: String?, crumbsAbove: Bool = false, on frame: inout Frame, context: RenderContext
    ) {
        let localizer = context.localizer
        // On a page the breadcrumb is the field's title, where it has one.
        let crumbsInTitle = fieldTitle != nil && state.browse.top != nil && layout.searchField.height >= 3
        SearchFieldWidget(
            editor: state.search.field,
            placeholder: state.shape.showsFavourites
                ? localizer(ShapingPhrase.filterFavourites) : localizer(SearchPhrase.searchPlaceholder),
            isFocused: state.focus == .searchField && state.overlays.isEmpty,
            title: crumbsInTitle ? nil : fieldTitle, badge: badge
        )
        .render(in: layout.searchField, on: &frame, context: context)
        let crumbs = BreadcrumbWidget.crumbs(for: state, localizer: localizer)
        if crumbsInTitle {
            let field = layout.searchField
            let badgeRoom = badge.map { " \($0) ".columnWidth + 3 } ?? 0
            BreadcrumbWidget(crumbs: crumbs, padded: true).render(
                in: Rect(x: field.x + 2, y: field.y, width: max(0, field.width - 4 - badgeRoom), height: 1), on: &frame,
                context: context)
        }
        var emptyNote: String?
        var emptyTitle: String?
        if state.shape.showsFavourites, state.favourites.isEmpty {
            // Nothing was searched for, so nothing was "not found": say what the screen is.
            emptyTitle = localizer(ShapingPhrase.noFavouritesTitle)
            emptyNote = localizer(ShapingWords.noFavourites(context.bindings, place: state.place))
        } else if state.shape.filter.isActive {
            emptyNote = localizer(ShapingWords.filtersHidEverything(context.bindings, place: state.place))
        }
        // What hides some of the shown list: further typing (a live
        // answer), or the field's words and the filters (the favourites).
        let hidden =
            state.narrowing.map { ShapingWords.narrowed($0.shown, of: $0.of, localizer: localizer) }
            ?? state.hiddenFavourites.map {
                ShapingWords.favouritesShown(
                    $0.shown, of: $0.of, matching: $0.term,
                    filtered: state.shape.filter.isActive, localizer: localizer)
            }
        if let hidden, state.results.isEmpty { emptyNote = hidden }
        let narrowing = hidden
        if state.showsCategories {
            CategoryControlWidget(selected: state.search.category, isFocused: state.focus == .categoryControl)
                .render(in: layout.categoryControl, on: &frame, context: context)
        } else if crumbsInTitle || crumbsAbove {
            // A page has no categories: their row says what the field's words are.
            let row = layout.categoryControl
            let term = Sanitizer.clean(state.search.field.text)
            let long = localizer(SearchPhrase.fieldOnAPage(term: term))
            let note =
                !term.isEmpty && long.columnWidth <= row.width - 2
                ? long : localizer(SearchPhrase.fieldOnAPageShort)
            frame.buffer.writeCentered(
                note.truncated(toWidth: max(0, row.width - 2)), in: row, style: context.theme.secondaryText)
        } else {
            // No title to hold the breadcrumb: the categories' row does (a page has no categories).
            let row = layout.categoryControl
            BreadcrumbWidget(crumbs: crumbs).render(
                in: Rect(x: row.x + 1, y: row.y, width: max(0, row.width - 2), height: row.height), on: &frame,
                context: context)
        }
        let shapeLabel =
            state.browse.top.map {
                // The grid heads its kinds on the rule, which then need not say "by kind".
                PageWords.summary(
                    of: $0, shape: state.shape, headed: state.showsGrid && state.kindGroups != nil,
                    localizer: localizer)
            }
            ?? ShapingWords.summary(of: state.shape, localizer: localizer)
        ResultListWidget(
            search: state.shownSearch, list: state.list, showsGrid: state.showsGrid,
            // A result moved to while typing stands out as Enter will open it.
            hasFocus: state.focus == .resultList || state.focus == .detail || state.focus == .searchField,
            separator: layout.listSeparator,
            shapeLabel: shapeLabel, countLabel: narrowing,
            favourites: Set(state.favourites.map(\.identity)), marks: Set(state.list.marks.map(\.identity)),
            markCount: state.list.marks.count, emptyTitle: emptyTitle, emptyNote: emptyNote,
            recent: Array(state.history.recent), recentSelection: state.history.recentSelection,
            offer: state.offeredSearch,
            isPage: state.browse.top != nil, numbersTracks: state.browse.top?.request.link == .album,
            kindGroups: state.kindGroups
        )
        .render(in: layout.resultList, on: &frame, context: context)
    }

    /// The split view; returns how far the detail beside the list can scroll.
    private static func drawSplitView(
        _ state: AppState, layout: ScreenLayout, on frame: inout Frame,
        context: RenderContext
    ) -> Int? {
        var limit: Int?
        let theme = context.theme
        let localizer = context.localizer
        // The secondary pane first: in the overlay split view the primary pane lies over it.
        if let content = layout.secondaryContent {
            frame.addRegion(content, .detailPane)
            // Under the overlaid list pane the detail is laid out in what is
            // left beside it: whole lines, never the ends of covered ones.
            var shown = content
            if layout.mode == .overlaySplitView(primaryVisible: true), let divider = layout.divider {
                shown = Rect(x: divider.maxX, y: content.y, width: content.maxX - divider.maxX, height: content.height)
            }
            if let result = state.detailPaneResult {
                frame.buffer.fill(content)
                limit = DetailWidget(
                    result: result, presentation: .pane, buttons: state.detailButtons(for: result),
                    disabled: state.disabledDetailButtons(for: result),
                    focusedButton: state.focus == .detail ? state.detailButton : nil,
                    scroll: state.detailScrollLine(for: result), isPlaying: state.playingPreview == result.id,
                    isFavourite: state.isFavourite(result), keys: itemKeys(state, context: context)
                )
                .draw(in: shown, on: &frame, context: context)
            } else {
                PatternWidget().render(in: content, on: &frame, context: context)
            }
            // Under the overlaid list pane the detail is dimmed, as a
            // covered view is.
            if layout.mode == .overlaySplitView(primaryVisible: true) {
                frame.buffer.restyle(content, theme.dimmed)
            }
        }
        if let title = layout.secondaryTitle {
            let button = actionButton(in: layout)!
            frame.buffer.write(
                Self.actionButtonLabel, at: Point(x: button.x, y: button.y),
                style: state.topOverlay == .menu ? theme.focusedButton : theme.button)
            frame.addRegion(button, .menuButton)
            let shown = " \(badge(for: state, localizer: localizer)) "
            let badgeX = max(title.x, button.x - shown.columnWidth - 1)
            frame.buffer.write(shown, at: Point(x: badgeX, y: title.y), style: theme.badge, clip: title)
            // The name centred in what the badge leaves, clear of "‹ Search"
            // (as wide as it is in the language on screen); on a page, the breadcrumb.
            let back = "‹ \(listTitle(state, localizer: localizer))"
            let backButton = Rect(x: title.x + 1, y: title.y, width: back.columnWidth, height: 1)
            let leftEdge =
                switch layout.mode {
                case .overlaySplitView(primaryVisible: true): layout.primaryPane.maxX + 1
                case .overlaySplitView(primaryVisible: false): backButton.maxX + 1
                default: title.x
                }
            let middle = Rect(x: leftEdge, y: title.y, width: max(0, badgeX - leftEdge - 1), height: 1)
            if state.browse.top != nil {
                BreadcrumbWidget(crumbs: BreadcrumbWidget.crumbs(for: state, localizer: localizer), centered: true)
                    .render(in: middle, on: &frame, context: context)
            } else {
                frame.buffer.writeCentered(localizer(.screen(.appName)), in: middle, style: theme.title)
            }
            if !layout.showsPrimaryPane {
                frame.buffer.write(back, at: backButton.origin, style: theme.button)
                frame.addRegion(backButton, .showPrimaryPane)
            }
        }
        if let rule = layout.titleRule { frame.buffer.drawRule(rule, style: theme.border) }
        guard layout.showsPrimaryPane else { return limit }
        let primaryBody = Rect(
            x: layout.primaryPane.x, y: layout.primaryPane.y + 2,
            width: layout.primaryPane.width, height: layout.primaryPane.height - 2)
        frame.buffer.fill(primaryBody)
        if let title = layout.primaryTitle {
            frame.buffer.fill(title)
            frame.buffer.writeCentered(listTitle(state, localizer: localizer), in: title, style: theme.title)
        }
        // The split view's title bar holds the breadcrumb.
        drawPrimaryControls(
            state, layout: layout, fieldTitle: nil, badge: nil, crumbsAbove: layout.titleRule != nil, on: &frame,
            context: context)
        if let divider = layout.divider, let rule = layout.titleRule {
            frame.buffer.write("┬", at: Point(x: divider.x, y: rule.y), style: theme.border)
            for y in divider.y..<divider.maxY {
                frame.buffer.write("│", at: Point(x: divider.x, y: y), style: theme.border)
            }
        }
        return limit
    }

    // MARK: Overlays

    /// Draws an overlay over the dimmed screen; returns how far what it
    /// shows can scroll (a detail, a sheet's words).
    private static func drawOverlay(
        _ overlay: Overlay, state: AppState, layout: ScreenLayout, on frame: inout Frame,
        context: RenderContext
    ) -> (detail: Int?, sheet: Int?) {
        let localizer = context.localizer
        let theme = context.theme
        frame.buffer.restyle(frame.buffer.bounds, theme.dimmed)
        frame.cursor = nil
        frame.addRegion(frame.buffer.bounds, .backdrop)
        let area = frame.buffer.bounds
        switch overlay {
        case .detail(let result):
            let limit = DetailPopupWidget(
                result: result, buttons: state.detailButtons(for: result),
                disabled: state.disabledDetailButtons(for: result), focusedButton: state.detailButton,
                scroll: state.detailScrollLine(for: result), isPlaying: state.playingPreview == result.id,
                isFavourite: state.isFavourite(result), keys: itemKeys(state, context: context)
            )
            .draw(in: area, on: &frame, context: context)
            return (limit, nil)
        case .help:
            let limit = InfoSheetWidget(
                title: localizer(.screen(.helpTitle)),
                rows: InfoSheetWidget.help(for: state, bindings: context.bindings, localizer: localizer),
                scroll: state.alerts.sheetScroll
            )
            .draw(in: area, on: &frame, context: context)
            return (nil, limit)
        case .about:
            let limit = InfoSheetWidget(
                title: localizer(.menu(.aboutTitle)),
                rows: InfoSheetWidget.about(state: state, bindings: context.bindings, localizer: localizer),
                scroll: state.alerts.sheetScroll
            )
            .draw(in: area, on: &frame, context: context)
            return (nil, limit)
        case .storeError(let failure):
            let limit = MessageSheetWidget.alert(
                title: localizer(SearchPhrase.whoops), message: localizer(SearchPhrase.storeError),
                reason: localizer(SearchPhrase.failureReason(failure)), button: localizer(.screen(.okButton)),
                theme: theme, scroll: state.alerts.sheetScroll
            )
            .draw(in: area, on: &frame, context: context)
            return (nil, limit)
        case .address(let url, let reason):
            let limit = MessageSheetWidget.copyable(
                url, message: localizer(DetailPhrase.addressReason(reason)), button: localizer(.screen(.okButton)),
                theme: theme, scroll: state.alerts.sheetScroll
            )
            .draw(in: area, on: &frame, context: context)
            return (nil, limit)
        case .menu:
            // A popover beside the list in regular width; a sheet in compact width.
            let anchor = state.traits.horizontal == .regular ? actionButton(in: layout) : nil
            if let anchor {
                frame.buffer.write(actionButtonLabel, at: Point(x: anchor.x, y: anchor.y), style: theme.focusedButton)
            }
            MenuWidget(selection: state.menuSelection, anchor: anchor, language: state.session.language).render(
                in: area, on: &frame, context: context)
        case .compose:
            guard let sheet = state.mail.compose else { return (nil, nil) }
            MailFormWidget.compose(
                sheet, canSend: state.session.mailTransport != nil, diagnostics: state.diagnostics,
                cannotSend: state.session.cannotSendMail,
                addressIsPlaceholder: sheet.to.text == SessionInfo.placeholderSupportAddress
            )
            .render(in: area, on: &frame, context: context)
        case .rating:
            guard let sheet = state.mail.rating else { return (nil, nil) }
            MailFormWidget.rating(
                sheet, canSend: state.session.mailTransport != nil,
                addressIsPlaceholder: sheet.to.text == SessionInfo.placeholderSupportAddress
            )
            .render(in: area, on: &frame, context: context)
        case .palette:
            PaletteWidget(state: state).render(in: area, on: &frame, context: context)
        case .historyList:
            HistoryListWidget(history: state.history).render(in: area, on: &frame, context: context)
        case .filters:
            FilterSheetWidget(
                shape: state.shape,
                hidesEverything: state.shape.filter.isActive && state.results.isEmpty && state.search.pending == nil
            ).render(in: area, on: &frame, context: context)
        case .export:
            guard let sheet = state.exportSheet else { return (nil, nil) }
            ExportSheetWidget(sheet: sheet, count: state.resultsToSave.count, marked: !state.list.marks.isEmpty).render(
                in: area, on: &frame, context: context)
        case .choice(let choice):
            let limit = ChoiceWidget(choice: choice, focus: state.alerts.choiceFocus, scroll: state.alerts.sheetScroll)
                .draw(in: area, on: &frame, context: context)
            return (nil, limit)
        case .mailOutcome(let outcome):
            switch outcome {
            case .draftSaved(let path):
                let limit = MessageSheetWidget.copyable(
                    path, message: localizer(.mail(.draftSavedAt)), button: localizer(.screen(.okButton)),
                    theme: theme, scroll: state.alerts.sheetScroll
                )
                .draw(in: area, on: &frame, context: context)
                return (nil, limit)
            case .failed(let reason, let draftPath):
                var paragraphs: [MessageSheetWidget.Paragraph] = [
                    .init(text: localizer(SearchPhrase.whoops), style: theme.alertTitle, alignment: .centered),
                    .init(text: localizer(.mail(.sendFailed(reason: reason))), style: theme.text, alignment: .leading),
                ]
                if let draftPath {
                    paragraphs += [
                        .init(text: localizer(.mail(.draftKeptAt)), style: theme.text, alignment: .leading),
                        .init(text: draftPath, style: theme.button, alignment: .leading, isPath: true),
                    ]
                }
                let limit = MessageSheetWidget(
                    paragraphs: paragraphs, okButton: localizer(.screen(.okButton)),
                    preferredWidth: max(46, draftPath?.columnWidth ?? 0), scroll: state.alerts.sheetScroll
                )
                .draw(in: area, on: &frame, context: context)
                return (nil, limit)
            case .mailAppNotOpened(let tooLong, let draftPath):
                let limit = MessageSheetWidget(
                    paragraphs: [
                        .init(
                            text: localizer(tooLong ? .mail(.mailtoTooLong) : .mail(.noMailProgram)), style: theme.text,
                            alignment: .leading),
                        .init(text: localizer(.mail(.openDraftYourself)), style: theme.text, alignment: .leading),
                        .init(text: draftPath, style: theme.button, alignment: .leading, isPath: true),
                    ],
                    okButton: localizer(.screen(.okButton)), preferredWidth: max(46, draftPath.columnWidth),
                    scroll: state.alerts.sheetScroll
                ).draw(in: area, on: &frame, context: context)
                return (nil, limit)
            case .sent, .mailAppOpened, .draftKept:
                break
            }
        }
        return (nil, nil)
    }

    /// The keys in force that act on the item in a detail, as its buttons show them.
    private static func itemKeys(_ state: AppState, context: RenderContext) -> [DetailButton: Key] {
        let place: KeyContext = state.topOverlay == nil ? .detailPane : .popup
        var keys: [DetailButton: Key] = [:]
        let commands: [(DetailButton, Command)] = [
            (.price, .openPage), (.copyLink, .copyLink), (.preview, .preview), (.favourite, .favourite),
            (.albumPage, .album), (.artistPage, .artist),
        ]
        for (button, command) in commands {
            keys[button] = context.bindings.keys(for: command, in: place).first { $0.typedCharacter != nil }
        }
        return keys
    }

    /// The action button that opens the menu, at the right of the secondary
    /// pane's title bar (regular width only).
    static let actionButtonLabel = "[≡]"

    static func actionButton(in layout: ScreenLayout) -> Rect? {
        guard let title = layout.secondaryTitle else { return nil }
        let width = actionButtonLabel.columnWidth
        return Rect(x: title.maxX - width - 1, y: title.y, width: width, height: 1)
    }

    // MARK: Header

    /// The list pane's title: "Search", or the page's name.
    static func listTitle(_ state: AppState, localizer: Localizer) -> String {
        state.browse.top?.title ?? localizer(.screen(.searchTitle))
    }

    /// Who answered: the catalog's name, "iTunes Store", "cached" or
    /// "offline catalog".
    static func badge(for state: AppState, localizer: Localizer) -> String {
        if state.shape.showsFavourites { return "★ " + localizer(ShapingPhrase.favourites) }
        switch state.shownSearch.answerOrigin {
        case .cache: return localizer(.screen(.badge(.cached)))
        case .offlineCatalog: return localizer(.screen(.badge(.offlineCatalog)))
        case .store, .catalog, nil: break
        }
        switch state.search.source {
        case .bundledCatalog: return localizer(.screen(.badge(.bundledCatalog)))
        case .catalogFile(let name): return name
        case .store: return localizer(.screen(.badge(.store)))
        }
    }
}
