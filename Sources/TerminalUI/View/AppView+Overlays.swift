import StoreSearchCore

/// What lies over the screen: the pop-up, the menu, the sheets, alerts and
/// questions, each over the dimmed screen.
extension AppView {
    static func drawOverlay(
        _ overlay: Overlay, state: AppState, layout: ScreenLayout, on frame: inout Frame,
        context: RenderContext
    ) {
        let localizer = context.localizer
        let theme = context.theme
        let screen = frame.buffer.bounds
        let scroll = state.alerts.sheetScroll
        frame.buffer.restyle(screen, theme.dimmed)
        frame.cursor = nil
        frame.sheetScrollLimit = nil
        frame.addRegion(screen, .backdrop)
        switch overlay {
        case .detail(let result):
            DetailPopupWidget(
                result: result, buttons: state.detailButtons(for: result),
                disabled: state.disabledDetailButtons(for: result), focusedButton: state.detailButton,
                scroll: state.detailScrollLine(for: result), isPlaying: state.playingPreview == result.id,
                isFavourite: state.isFavourite(result)
            )
            .render(in: screen, on: &frame, context: context)
        case .help:
            InfoSheetWidget(
                title: localizer(.screen(.helpTitle)), rows: InfoSheetWidget.help(localizer: localizer), scroll: scroll
            )
            .render(in: screen, on: &frame, context: context)
        case .about:
            InfoSheetWidget(
                title: localizer(.menu(.aboutTitle)),
                rows: InfoSheetWidget.about(session: state.session, source: state.search.source, localizer: localizer),
                scroll: scroll
            )
            .render(in: screen, on: &frame, context: context)
        case .storeError(let failure):
            MessageSheetWidget.alert(
                title: localizer(.search(.whoops)), message: localizer(.search(.storeError)),
                reason: localizer(.search(.failureReason(failure))), button: localizer(.screen(.okButton)),
                theme: theme, scroll: scroll
            )
            .render(in: screen, on: &frame, context: context)
        case .address(let url, let reason):
            MessageSheetWidget.copyable(
                url, message: localizer(.detail(.addressReason(reason))), button: localizer(.screen(.okButton)),
                theme: theme, scroll: scroll
            )
            .render(in: screen, on: &frame, context: context)
        case .menu:
            // A popover beside the list in regular width; a sheet in compact width.
            let anchor = state.traits.horizontal == .regular ? actionButton(in: layout) : nil
            if let anchor {
                frame.buffer.write(actionButtonLabel, at: Point(x: anchor.x, y: anchor.y), style: theme.focusedButton)
            }
            MenuWidget(selection: state.menuSelection, anchor: anchor).render(in: screen, on: &frame, context: context)
        case .compose:
            guard let sheet = state.mail.compose else { return }
            ComposeWidget(
                sheet: sheet, canSend: state.session.mailTransport != nil, diagnostics: state.diagnostics,
                cannotSend: state.session.cannotSendMail,
                addressIsPlaceholder: sheet.to.text == SessionInfo.placeholderSupportAddress
            )
            .render(in: screen, on: &frame, context: context)
        case .rating:
            guard let sheet = state.mail.rating else { return }
            RatingWidget(
                sheet: sheet, canSend: state.session.mailTransport != nil,
                addressIsPlaceholder: sheet.to.text == SessionInfo.placeholderSupportAddress
            )
            .render(in: screen, on: &frame, context: context)
        case .filters:
            FilterSheetWidget(shape: state.shape).render(in: screen, on: &frame, context: context)
        case .export:
            guard let sheet = state.exportSheet else { return }
            ExportSheetWidget(sheet: sheet, count: state.results.count).render(in: screen, on: &frame, context: context)
        case .choice(let choice):
            ChoiceWidget(choice: choice, focus: state.alerts.choiceFocus, scroll: scroll).render(
                in: screen, on: &frame, context: context)
        case .mailOutcome(let outcome):
            mailOutcomeSheet(outcome, scroll: scroll, context: context)?.render(
                in: screen, on: &frame, context: context)
        }
    }

    /// How a mail ended, when there is more to say than a notice: where its draft is, and why.
    private static func mailOutcomeSheet(_ outcome: MailOutcome, scroll: Int, context: RenderContext)
        -> MessageSheetWidget?
    {
        let localizer = context.localizer
        let theme = context.theme
        let ok = localizer(.screen(.okButton))
        switch outcome {
        case .draftSaved(let path):
            return MessageSheetWidget.copyable(
                path, message: localizer(.mail(.draftSavedAt)), button: ok, theme: theme, scroll: scroll)
        case .failed(let reason, let draftPath):
            var paragraphs: [MessageSheetWidget.Paragraph] = [
                .init(text: localizer(.search(.whoops)), style: theme.alertTitle, alignment: .centered),
                .init(text: localizer(.mail(.sendFailed(reason: reason))), style: theme.text, alignment: .leading),
            ]
            if let draftPath {
                paragraphs += [
                    .init(text: localizer(.mail(.draftKeptAt)), style: theme.text, alignment: .leading),
                    .init(text: draftPath, style: theme.button, alignment: .leading, isPath: true),
                ]
            }
            return MessageSheetWidget(
                paragraphs: paragraphs, okButton: ok, preferredWidth: max(46, draftPath?.columnWidth ?? 0),
                scroll: scroll)
        case .mailAppNotOpened(let tooLong, let draftPath):
            return MessageSheetWidget(
                paragraphs: [
                    .init(
                        text: localizer(tooLong ? .mail(.mailtoTooLong) : .mail(.noMailProgram)), style: theme.text,
                        alignment: .leading),
                    .init(text: localizer(.mail(.openDraftYourself)), style: theme.text, alignment: .leading),
                    .init(text: draftPath, style: theme.button, alignment: .leading, isPath: true),
                ],
                okButton: ok, preferredWidth: max(46, draftPath.columnWidth), scroll: scroll)
        case .sent, .mailAppOpened, .draftKept:
            return nil
        }
    }
}
