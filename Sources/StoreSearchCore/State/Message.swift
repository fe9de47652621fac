/// Everything that can happen to the model: what the user meant (already
/// translated from keys and clicks by the terminal UI), what the layout
/// learned about the screen, and what came back from work done elsewhere.
public enum Message: Hashable, Sendable {
    // The search field
    case edit(LineEditor.Edit)
    case submit

    // Focus and navigation
    case focus(Focus)
    case focusNext
    case focusPrevious
    /// Esc: close the top-most overlay, else go back to the search field
    /// (on the field, say that Esc does not quit).
    case escape
    case showPrimaryPane

    // Categories
    case selectCategory(Category)
    case moveCategory(by: Int)

    // The list and the grid
    case moveSelection(ListMovement)
    case scrollList(by: Int)
    /// Thumbnails in the list rows on or off.
    case toggleThumbnails
    /// The landscape grid at any size, or back to what the size shows.
    case toggleGrid
    /// Shows page `page` of the grid.
    case showGridPage(Int)
    /// Enter on the focused control.
    case activate
    /// A click on a result row.
    case clickResult(Int)

    // Details and overlays
    case cycleDetailButton
    case pressDetailButton(DetailButton)
    case showHelp
    /// Scrolls the help or About sheet so `line` is its first.
    case scrollSheet(to: Int)
    case dismissOverlay

    // The popover menu
    /// F2 or the action button: opens the menu, or closes it when open.
    case toggleMenu
    case moveMenuSelection(by: Int)
    case chooseMenuItem(MenuItem)

    // The compose sheet
    case composeEdit(LineEditor.Edit)
    case composeNewline
    case composeMoveLine(up: Bool)
    case composeFocus(ComposeField)
    case composeFocusNext
    case composeFocusPrevious
    /// Enter or a click on a compose button (or Space on the checkbox).
    case composePress(ComposeField)
    /// Ctrl-S: send, or save the draft when mail cannot be sent.
    case composeSend
    /// Esc or Cancel in the sheet: closes it, keeping what was written as a draft.
    case composeCancel
    case mailFinished(MailOutcome)
    /// The newest unsent draft on disk (nil: none), looked for at start and after every change.
    case unsentDraftFound(UnsentDraft?)

    // Questions with buttons
    case moveChoice(by: Int)
    case choose(ChoiceOption)

    // The screen
    case layoutChanged(LayoutMetrics)
    /// Ctrl-Z: hand the terminal back to the shell until `fg`.
    case suspend
    /// Ctrl-L: draw the whole screen again.
    case redraw
    /// Ctrl-C or F10: quit (asking first while a message is being sent).
    case quit
    /// A signal ends the program: no questions, but what was written is kept.
    case terminate

    // Answers
    case searchCompleted(generation: Int, Result<SearchAnswer, SearchFailure>)
    case loadingIndicatorDue(generation: Int)
    case catalogLoaded(itemCount: Int)
    /// The local catalog cannot be searched at all: the program ends and says why.
    case catalogFailed(SearchFailure)
    case urlOpened(String, success: Bool)
    /// Shows a notice (the config file's mistakes, at start-up).
    case showNotice(Notice)
    /// The time of notice `serial` is up.
    case noticeExpired(serial: Int)
    /// A picture arrived (or failed): the screen that shows it changes.
    case artworkChanged
    /// The loading spinner turns a step.
    case spinnerTick
}

public enum ListMovement: Hashable, Sendable {
    case up, down, pageUp, pageDown, first, last
    /// In the grid: the tile before or after.
    case left, right
}

/// Work the model asks the outside world to do; answers come back as messages.
public enum Effect: Hashable, Sendable {
    case search(SearchRequest, generation: Int)
    case cancelSearch
    case schedule(Message, afterMilliseconds: Int)
    case openURL(String)
    /// Writes the draft (replacing the file at `path`, if any), then hands
    /// it to the mail transport.
    case deliverMail(MailDraft, path: String?)
    /// Writes the draft (replacing the file at `path`, if any).
    case saveDraft(MailDraft, path: String?, purpose: DraftPurpose)
    /// Writes the draft, then opens it as a `mailto:` URL with the desktop's opener.
    case openMailApp(MailDraft, path: String?)
    case deleteDraft(path: String)
    /// Looks for the newest unsent draft; answers `unsentDraftFound`.
    case findUnsentDraft
    /// Stops the mail command under way (the program is quitting); the draft stays.
    case cancelMail
    case suspend
    case redraw
    case quit
}
