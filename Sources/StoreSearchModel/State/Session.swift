import Foundation
import StoreSearchDiagnostics
import StoreSearchText

/// Facts about this run that menus and mail show: set once at start.
public struct SessionInfo: Hashable, Sendable {
    public var version: String
    /// The language the interface speaks (and a support mail's subject).
    public var language: Language
    /// The terminal type (`TERM`), sanitised.
    public var term: String
    /// The POSIX locale the user runs in (`LANG=nl_NL.UTF-8`).
    public var locale: String
    /// Where support mail goes.
    public var supportAddress: String
    /// The command that delivers mail, shown to the user; nil when this
    /// computer cannot send mail (the analogue of iOS's `canSendMail()`).
    public var mailTransport: String?
    /// The live store's address, for About.
    public var storeURL: String
    public var configPath: String
    public var cachePath: String
    public var draftsPath: String
    /// The search history's file; nil with `--no-history`.
    public var historyPath: String?
    public var favouritesPath: String
    public var logPath: String
    /// A configured mail command that was not found (said by name).
    public var missingMailCommand: String? = nil
    /// `storesearch --diagnose`'s facts, gathered when the compose sheet
    /// opens and again when its mail is sent or saved: what "Attach
    /// diagnostics" attaches, with the window's size as it is then (nil:
    /// the short built-in summary).
    public var diagnostics: DiagnosticFacts? = nil
    /// Every command's keys in force, by name ("Alt-P", "p"): typing one
    /// in the palette finds its command (set from the bindings at start).
    public var commandKeys: [Command: [String]] = [:]
    /// The folder Save Results proposes (`DownloadFolder.choose`), whole.
    public var exportFolder: String = "~"

    /// Why this computer cannot send mail, naming a configured command that is missing.
    public var cannotSendMail: Phrase {
        missingMailCommand.map { .mail(.mailCommandNotFound($0)) } ?? .mail(.cannotSendMail)
    }

    public init(
        version: String = "0",
        language: Language = .english,
        term: String = "xterm-256color",
        locale: String = "C.UTF-8",
        supportAddress: String = SessionInfo.placeholderSupportAddress,
        mailTransport: String? = nil,
        storeURL: String = "https://itunes.apple.com",
        configPath: String = "~/.config/storesearch/config",
        cachePath: String = "~/.cache/storesearch",
        draftsPath: String = "~/.local/share/storesearch/drafts",
        historyPath: String? = "~/.local/state/storesearch/history",
        favouritesPath: String = "~/.local/share/storesearch/favourites.json",
        logPath: String = "~/.local/state/storesearch/storesearch.log"
    ) {
        self.version = version
        self.language = language
        self.term = term
        self.locale = locale
        self.supportAddress = supportAddress
        self.mailTransport = mailTransport
        self.storeURL = storeURL
        self.configPath = configPath
        self.cachePath = cachePath
        self.draftsPath = draftsPath
        self.historyPath = historyPath
        self.favouritesPath = favouritesPath
        self.logPath = logPath
    }

    /// Until a support address is configured, mail goes to a placeholder
    /// from the documentation domain, which the user sees and can change.
    public static let placeholderSupportAddress = DiagnosticFacts.placeholderSupportAddress
}

/// The popover menu's items, in order.
public enum MenuItem: CaseIterable, Hashable, Sendable {
    case sendSupportEmail
    case rateThisApp
    case favourites
    case filters
    case nextOrder
    case saveResults
    /// The command palette.
    case commands
    case about
}

/// The parts of the compose sheet that take focus, in Tab order.
public enum ComposeField: CaseIterable, Hashable, Sendable {
    case to, subject, body, attachDiagnostics
    /// "Edit in $EDITOR": the body in the user's own editor.
    case editor
    case cancel, openMailApp, saveDraft, send
}

/// The support-mail compose sheet.
public struct ComposeState: Hashable, Sendable {
    public var to: LineEditor
    public var subject: LineEditor
    public var body = TextEditor()
    public var attachDiagnostics = true
    public var focus: ComposeField = .body
    /// Why the last Send was refused, shown in the sheet.
    public var problem: MailProblem?
    /// The draft file this message is kept in, once it has been written:
    /// saving again replaces it, so a message is one draft however often it is kept.
    public var draftPath: String?
    /// Whether `draftPath` is only this sheet's own autosave: nothing the
    /// user chose to keep, so a sheet emptied again keeps no draft.
    public var draftIsAutosave = false
    /// Changes to the message since the sheet opened, and how many of them
    /// the last autosave held.
    public var changes = 0
    public var autosavedChanges = 0
    /// Whether an autosave is due (one at a time, however fast the typing).
    public var autosaveDue = false
    /// What To and Subject said when the sheet opened, to tell whether anything was written.
    private let startingTo: String
    private let startingSubject: String

    public init(to: String, subject: String) {
        self.to = LineEditor(to, maximumLength: MailMessage.maximumAddressLength)
        self.subject = LineEditor(subject, maximumLength: MailMessage.maximumSubjectLength)
        startingTo = to
        startingSubject = subject
    }

    /// The sheet with an unsent draft in it, to go on writing.
    public init(continuing draft: UnsentDraft) {
        self.init(to: draft.to, subject: draft.subject)
        body = TextEditor(draft.body)
        attachDiagnostics = draft.attachesDiagnostics
        draftPath = draft.path
    }

    /// Whether there is anything to keep: a body, another address or
    /// subject, or a draft this came from.
    public var hasUserText: Bool {
        !body.isBlank || to.text != startingTo || subject.text != startingSubject
            || (draftPath != nil && !draftIsAutosave)
    }

    /// The fields and buttons, in Tab order: Send when mail can be sent,
    /// otherwise the two ways to keep the message.
    public static func fields(canSend: Bool) -> [ComposeField] {
        canSend
            ? [.to, .subject, .body, .attachDiagnostics, .editor, .cancel, .send]
            : [.to, .subject, .body, .attachDiagnostics, .editor, .cancel, .openMailApp, .saveDraft]
    }
}

/// The newest support mail in the drafts folder that was not sent.
public struct UnsentDraft: Hashable, Sendable {
    public var path: String
    public var to: String
    public var subject: String
    public var body: String
    public var attachesDiagnostics: Bool
    public var savedAt: Date

    public init(path: String, to: String, subject: String, body: String, attachesDiagnostics: Bool, savedAt: Date) {
        self.path = path
        self.to = to
        self.subject = subject
        self.body = body
        self.attachesDiagnostics = attachesDiagnostics
        self.savedAt = savedAt
    }
}

/// A question answered with buttons, over everything else.
public enum Choice: Hashable, Sendable {
    /// Send Support Email found an unsent message.
    case continueDraft(UnsentDraft)
    /// Quit was asked for while a message is being sent.
    case quitWhileSending

    public var options: [ChoiceOption] {
        switch self {
        case .continueDraft: [.continueDraft, .newMessage, .deleteDraft]
        case .quitWhileSending: [.keepWaiting, .quitNow]
        }
    }
}

public enum ChoiceOption: CaseIterable, Hashable, Sendable {
    case continueDraft, newMessage, deleteDraft
    case keepWaiting, quitNow
}

/// Why a draft is being written.
public enum DraftPurpose: Hashable, Sendable {
    /// Save Draft was pressed: the path is shown.
    case requested
    /// Cancel: the message is kept, and a notice says so.
    case kept
    /// The program is quitting with the sheet open: written before it ends.
    case beforeQuitting
    /// Written a moment after the user typed, so that a crash or a
    /// `kill -9` loses a second of it at most; nothing is shown.
    case autosave
    /// Send: written first, so a message the mail command loses is still
    /// on disk; then handed to the mail command (sent too when it cannot
    /// be written, and said so).
    case beforeSending
    /// Open in Mail App: written first (the link may be too long to carry
    /// the message); then opened as a `mailto:` link.
    case beforeOpeningMailApp
}

/// How a support mail ended.
public enum MailOutcome: Hashable, Sendable {
    case sent
    /// Save Draft wrote it here.
    case draftSaved(path: String)
    /// Cancel kept it here.
    case draftKept(path: String)
    /// The transport failed; the draft stays at `draftPath` (nil when even
    /// the draft could not be written: then the sheet opens again).
    case failed(reason: String, draftPath: String?)
    case mailAppOpened
    /// No mail program took it (or a `mailto:` link would be too long to
    /// hand over whole); it is a draft at `draftPath`.
    case mailAppNotOpened(tooLong: Bool, draftPath: String)
}
