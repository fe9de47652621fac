import StoreSearchItems

// The services the program uses besides the search (`SearchService`): declared here,
// in the model, with the vocabulary of the model, and implemented in the service modules
// (StoreSearchMail, StoreSearchFiles, StoreSearchPrograms) or by stand-ins in tests.

/// Support mail on disk and on its way (see `Mailer` in the executable).
public protocol MailService: Sendable {
    /// Writes `draft` (replacing the draft at `path`, if any): its path, or why not.
    func save(_ draft: MailDraft, replacing path: String?) -> Result<String, DraftFailure>
    /// Hands `draft` to the mail command (blocking).
    func send(_ draft: MailDraft, cancellation: Cancellation) -> MailOutcome
    /// The newest unsent draft (reads the drafts folder).
    func findUnsent() -> UnsentDraft?
    func delete(_ path: String)
}

/// Plays an item's preview (the store's `previewUrl`: a short AAC or video
/// clip) with a program on this computer, out of sight: nothing it prints
/// reaches the screen and it never reads the keyboard.
public protocol PreviewPlayer: Sendable {
    /// Starts playing `url`, stopping any preview already playing (blocking only briefly).
    /// (`PlayerOutcome` lives in StoreSearchItems, so messages can carry it.)
    func play(_ url: String) -> PlayerOutcome
    /// Stops the preview playing, if any (and waits for it to end).
    func stop()
}

/// The searches typed in the interface, kept between runs (`HistoryFile` in
/// StoreSearchFiles). Blocking: call it from work, not from the loop.
public protocol HistoryService: Sendable {
    /// The searches, newest first, and whether the file had to be set aside.
    func load() -> StoredList<String>
    /// Adds `term` as the newest (merging with what other copies wrote);
    /// why it could not, if it could not.
    func record(_ term: String) -> FileFailure?
}

/// The items marked as favourites, kept between runs (`FavouritesFile` in
/// StoreSearchFiles). Blocking: call it from work, not from the loop.
public protocol FavouritesService: Sendable {
    /// The favourites, newest first, and whether the file had to be set aside.
    func load() -> StoredList<SearchResult>
    /// Marks or unmarks `results` (merging with other copies): the list the
    /// file holds after it, and why the change was not written, if it was not.
    func set(_ results: [SearchResult], favourite: Bool) -> StoredChange<SearchResult>
}

/// Runs the user's editor on a text (`EditorCommand` in StoreSearchPrograms): the
/// terminal is already out of the program's hands (`TerminalBackend.runOutside`).
/// Blocking, on the program's own thread: the editor owns the terminal.
public protocol BodyEditor: Sendable {
    func edit(_ text: String) -> ExternalEditOutcome
}

/// Writes results to a file (`FileExporter` in StoreSearchFiles). Blocking.
public protocol ResultExporter: Sendable {
    /// Writes `results` whole to `path` (`~/` expanded, relative to the
    /// current folder); an existing file is replaced only when `overwrite`.
    func export(_ results: [SearchResult], to path: String, format: ExportFormat, overwrite: Bool) -> ExportOutcome
}
