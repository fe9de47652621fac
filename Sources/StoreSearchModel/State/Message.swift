import StoreSearchDiagnostics
import StoreSearchItems
import StoreSearchText

/// Everything that can happen to the model, by the part of the screen it
/// belongs to: what the user meant (already translated from keys and clicks
/// by the terminal UI), what the layout learned about the screen, and what
/// came back from work done elsewhere. Each feature has its own update
/// (`AppState.update` routes); no case is listed twice.
public enum Message: Hashable, Sendable {
    case search(SearchMessage)
    case list(ListMessage)
    case detail(DetailMessage)
    case menu(MenuMessage)
    case compose(ComposeMessage)
    case rating(RatingMessage)
    case alert(AlertMessage)
    case screen(ScreenMessage)
    case shape(ShapeMessage)
    case history(HistoryMessage)
    case export(ExportMessage)
    case palette(PaletteMessage)
    case browse(BrowseMessage)
    /// A key (or the palette, or the menu) asks for a command by name:
    /// whether it can act here and now, and what it does, are decided in
    /// `AppState.update` (`updateCommand`), never by the key layer.
    case command(Command)
    /// A printable key: it types where a line is edited; elsewhere it
    /// chooses a menu item or the stars, or does nothing and says so.
    case typed(String)
    /// Pasted text: into the line being edited, or the search field from the
    /// search screen.
    case pasted(String)
}

/// The search field, the categories, and the search's answers.
public enum SearchMessage: Hashable, Sendable {
    case edit(LineEditor.Edit)
    case submit
    case selectCategory(Category)
    case moveCategory(by: Int)
    case completed(generation: Int, Result<SearchAnswer, SearchFailure>)
    case loadingIndicatorDue(generation: Int)
    /// The loading spinner turns a step.
    case spinnerTick
    case catalogLoaded(itemCount: Int)
    /// How far the local catalog's indexing has come (its first open).
    case indexing(IndexProgress)
    /// The local catalog cannot be searched at all: the program ends and says why.
    case catalogFailed(SearchFailure)
    /// The search the screen offers beside the answer (`AppState.offeredSearch`):
    /// the words exactly as typed after a correction, or the correction
    /// offered under "Nothing Found".
    case takeOffer
    /// One of the other corrections offered beside a forgiven search's
    /// ("also: teen"): put in the field and searched.
    case takeAlternative(String)
}

/// The answer's order and filters, the favourites and their view.
public enum ShapeMessage: Hashable, Sendable {
    /// The next order (relevance, name, artist, price, released).
    case cycleOrder
    /// The filter sheet opens (or closes).
    case showFilters
    case moveFilterFocus(by: Int)
    /// A row of the filter sheet toggled (the price row: the next range).
    case toggleFilter(FilterRow)
    /// The price row: the previous (-1) or next (1) range.
    case cyclePrice(by: Int)
    case clearFilters
    /// The favourites instead of the search's answer, or back.
    case toggleFavouritesView
    /// The item shown (or selected) marked or unmarked.
    case toggleFavourite
    /// The favourites as the file has them after marking (`marked`) or
    /// unmarking `count` items (other copies' changes included), and why
    /// the change was not written, if it was not.
    case favouritesChanged(StoredChange<SearchResult>, marked: Bool, count: Int = 1)
}

/// Searches that were run: the walk through them and the reverse search.
public enum HistoryMessage: Hashable, Sendable {
    /// An older (previous) or newer (next) search into the field.
    case previous
    case next
    /// Ctrl-R: the list of earlier searches opens.
    case openPicker
    /// What is typed in the list to find a search.
    case pickerEdit(LineEditor.Edit)
    /// The highlighted row of the list moves (by rows; clamped to the matches).
    case pickerMove(by: Int)
    /// The highlighted search goes into the field and is run.
    case pickerChoose
    /// A row of the list clicked: it is highlighted (clamped to the matches).
    case pickerSelect(Int)
    case closePicker
    /// On the empty screen, the highlight moves through the recent searches
    /// (by rows; above the first it leaves them).
    case moveRecent(by: Int)
    /// A recent search chosen on the empty screen (a click, or Enter on the highlighted one).
    case choose(String)
    /// The search just made could not be added to the history file.
    case notKept(FileFailure)
}

/// The command palette. Running a command is the command's own messages,
/// sent after `close` (the palette knows nothing of what commands do).
public enum PaletteMessage: Hashable, Sendable {
    case open
    case edit(LineEditor.Edit)
    /// The highlighted row (clamped to the rows the palette shows).
    case select(Int)
    /// The highlighted row moves by rows (clamped).
    case move(by: Int)
    /// Enter: the highlighted command runs where the user was (the palette
    /// closes first), or says why it cannot.
    case choose
    case close
}

/// Saving the shown results to a file.
public enum ExportMessage: Hashable, Sendable {
    /// "Save Results…": the sheet opens.
    case open
    case edit(LineEditor.Edit)
    case toggleFormat
    case save
    case finished(ExportOutcome)
}

/// Pages opened from a detail (an artist's, an album's) and the way back.
public enum BrowseMessage: Hashable, Sendable {
    /// The page of the item shown (else the selected one) opens over the results.
    case open(PageLink)
    /// Back one page (Esc, Alt-Left).
    case back
    /// Back to the page at `depth` (a crumb of the breadcrumb clicked; 0: the search).
    case backTo(depth: Int)
    case loaded(generation: Int, Result<SearchAnswer, SearchFailure>)
    case loadingIndicatorDue(generation: Int)
}

/// The result list and the grid.
public enum ListMessage: Hashable, Sendable {
    case move(ListMovement)
    /// The selection moves while focus stays where it is: in the search
    /// field, as pickers do while one types (fzf, telescope).
    case select(ListMovement)
    case scroll(by: Int)
    /// Thumbnails in the list rows on or off.
    case toggleThumbnails
    /// The landscape grid at any size, or back to what the size shows.
    case toggleGrid
    /// Shows page `page` of the grid.
    case showGridPage(Int)
    /// Enter on the focused control (the list, the categories, the detail pane).
    case activate
    /// A click on a result row.
    case clickResult(Int)
    /// The selected result (else the first) marked or unmarked; the
    /// selection then moves on to the next (`forward`) or the one before.
    case mark(forward: Bool)
    case clearMarks
    /// A favourite or Copy Link for every marked item at once.
    case actOnMarks(ItemAction)
    /// `storesearch pick`'s Enter: the marks (else the selected result) chosen, and the end.
    case accept
}

/// The detail: the pop-up in compact width, the pane beside the list in regular width.
public enum DetailMessage: Hashable, Sendable {
    /// The next (or previous) button of the detail.
    case cycleButton(by: Int)
    case pressButton(DetailButton)
    /// A key acting on the item shown (or selected).
    case act(ItemAction)
    /// The detail shows from `line` on (clamped to what it holds as drawn).
    case scroll(to: Int)
    /// The detail scrolls by lines (the wheel; clamped).
    case scrollBy(Int)
    /// How starting a preview ended.
    case previewStarted(itemID: Int, PlayerOutcome)
    /// The link was handed to the terminal's clipboard, or, where the
    /// terminal cannot take it, was not (and is shown instead).
    case copied(String, delivered: Bool)
    /// In the overlay split view: the list pane comes back.
    case showPrimaryPane
    case urlOpened(String, success: Bool)
}

/// The popover menu.
public enum MenuMessage: Hashable, Sendable {
    /// F2 or the action button: opens the menu, or closes it when open.
    case toggle
    case move(by: Int)
    case choose(MenuItem)
}

/// The support-mail compose sheet, and how its mail ended.
public enum ComposeMessage: Hashable, Sendable {
    case edit(LineEditor.Edit)
    case newline
    case moveLine(up: Bool)
    case focus(ComposeField)
    case focusNext
    case focusPrevious
    /// Enter or a click on a button (or Space on the checkbox).
    case press(ComposeField)
    /// Enter or Space: the focused button (or the checkbox) pressed.
    case pressFocused
    /// Ctrl-S: send, or save the draft when mail cannot be sent.
    case send
    /// Esc or Cancel: closes the sheet, keeping what was written as a draft.
    case cancel
    /// Alt-E or "Edit in $EDITOR": the body goes to the user's editor.
    case editExternally
    /// The editor has ended: the body it saved, or why the old one stays.
    case externallyEdited(ExternalEditOutcome)
    case finished(MailOutcome)
    /// The newest unsent draft on disk (nil: none), looked for at start and after every change.
    case unsentDraftFound(UnsentDraft?)
    /// Looks for the newest unsent draft on disk (at start).
    case lookForUnsentDraft
    /// The autosave's moment has come: what changed since the last is written.
    case autosave
    /// A draft was written (its path) for `purpose`, or why not: what
    /// follows (send, open, a notice, the farewell) is the update's to decide.
    case draftWritten(MailDraft, DraftPurpose, Result<String, DraftFailure>)
    /// `--diagnose`'s facts, gathered as the sheet opened (or a mail was sent or saved).
    case diagnosticsGathered(DiagnosticFacts)
}

/// Help and About, alerts, questions with buttons, and notices.
public enum AlertMessage: Hashable, Sendable {
    case showHelp
    /// Scrolls the help or About sheet so `line` is its first (clamped to what it holds as drawn).
    case scrollSheet(to: Int)
    /// Scrolls the sheet by lines (the wheel; clamped).
    case scrollSheetBy(Int)
    case dismiss
    /// A click outside what is on top: it closes (a pop-up fades rather
    /// than slides), unless it holds work (`Overlay.closesByClickOutside`).
    case dismissOutside
    case moveChoice(by: Int)
    case choose(ChoiceOption)
    /// Shows a notice (the config file's mistakes, at start-up).
    case showNotice(Notice)
    /// The time of notice `serial` is up.
    case noticeExpired(serial: Int)
}

/// Focus, the screen's size, and the program's life.
public enum ScreenMessage: Hashable, Sendable {
    case focus(Focus)
    case focusNext
    case focusPrevious
    /// Esc: back one level: the top-most overlay closes, else a page goes
    /// back, else the favourites close, else focus goes to the search field
    /// (on the field, it says that Esc does not quit).
    case escape
    /// `/`: the overlays that only show something close, and the search
    /// field takes focus with the cursor at the end of the query.
    case toField
    /// How far the detail and the sheet on screen can scroll, as drawn
    /// (the layout's report; scrolls are clamped to it).
    case scrollLimits(ScrollLimits)
    case layoutChanged(LayoutMetrics)
    /// A picture arrived (or failed): the screen that shows it changes.
    case artworkChanged
    /// Ctrl-Z: hand the terminal back to the shell until `fg`.
    case suspend
    /// Ctrl-L: draw the whole screen again.
    case redraw
    /// Ctrl-C or F10: quit (asking first while a message is being sent).
    case quit
    /// A signal ends the program: no questions, but what was written is kept.
    case terminate
    /// The next frame of motion `serial` is due.
    case motionTick(serial: Int)
    /// A key or click came during a motion: it ends at once, its final frame stands.
    case endMotion
    /// The terminal's output is slow (a low baud rate, a write backlog): no more motion.
    case outputIsSlow
}

/// How far the detail and the sheet (help, About, an alert) on screen can
/// scroll, as the layout last drew them; nil: not known (nothing clamps).
public struct ScrollLimits: Hashable, Sendable {
    public var detail: Int?
    public var sheet: Int?

    public init(detail: Int? = nil, sheet: Int? = nil) {
        self.detail = detail
        self.sheet = sheet
    }
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
    /// Looks a page up; answers `browse(.loaded)`.
    case lookup(LookupRequest, generation: Int)
    /// Stops the lookup under way (its page was left).
    case cancelLookup
    case schedule(Message, afterMilliseconds: Int)
    case openURL(String)
    /// Hands `text` to the terminal's clipboard (OSC 52).
    case copyToClipboard(String)
    /// Plays `url` through the player command (stopping any other preview);
    /// answers `previewStarted`.
    case playPreview(String, itemID: Int)
    case stopPreview
    /// Adds a search that was run to the history file.
    case recordSearch(String)
    /// Marks or unmarks items in the favourites file; answers `favouritesChanged`.
    case setFavourites([SearchResult], Bool)
    /// Writes results to a file; answers `export(.finished)`.
    case export([SearchResult], path: String, format: ExportFormat, overwrite: Bool)
    /// Remembers the order for the next run.
    case rememberOrder(SortOrder)
    /// Hands the draft (written to `draftPath` already, nil when it could
    /// not be) to the mail command; answers `compose(.finished)`.
    case deliverMail(MailDraft, draftPath: String?)
    /// Writes the draft (replacing the file at `path`, if any, with the
    /// diagnostics of now); answers `compose(.draftWritten)`.
    case saveDraft(MailDraft, path: String?, purpose: DraftPurpose)
    /// Opens `address` (a `mailto:` link of the draft at `draftPath`) with
    /// the desktop's opener; answers `compose(.finished)`.
    case openMailApp(address: String, draftPath: String)
    /// A line for the log file.
    case log(String)
    case deleteDraft(path: String)
    /// Looks for the newest unsent draft; answers `unsentDraftFound`.
    case findUnsentDraft
    /// Gathers `--diagnose`'s facts now; answers `compose(.diagnosticsGathered)`.
    case gatherDiagnostics
    /// Stops the mail command under way (the program is quitting); the draft stays.
    case cancelMail
    /// Hands the terminal to the user's editor ($VISUAL, $EDITOR) on a
    /// temporary file holding `text`; answers `compose(.externallyEdited)`.
    case editExternally(String)
    case suspend
    case redraw
    case quit
}
