import Foundation
import StoreSearchModel
import StoreSearchText
import StoreSearchUI
import Synchronization
import TerminalKit
import Testing

@testable import StoreSearchDiagnostics
@testable import StoreSearchRuntime

/// Support mail through the whole program: the effects reach the mail
/// service, and what it answers reaches the screen.
@Suite(.timeLimit(.minutes(1))) struct ProgramMailTests {
    /// F2, Send Support Email, a body typed.
    func composing(_ app: Harness, _ body: String) {
        app.send("\u{1B}OQ")
        app.send("\r")
        app.type(body)
    }

    @Test func ctrlSSendsAndTheDraftGoes() {
        let app = Harness()
        composing(app, "it works")
        app.send("\u{13}")
        #expect(app.mail.sent.withLock { $0.map(\.body) } == ["it works"])
        #expect(app.mail.deleted.withLock { $0 } == ["/drafts/1.eml"], "the draft written first is gone once sent")
        #expect(app.text.contains("Your message was sent."))
    }

    @Test func diagnosticsAreGatheredAsTheSheetOpensAndAgainAsTheMailGoes() throws {
        let gathered = Mutex(0)
        let app = Harness(
            diagnostics: {
                gathered.withLock { $0 += 1 }
                var facts = DiagnosticFacts()
                facts.version = "9.9"
                // What a gatherer of the start would have said: the window's size is the program's.
                facts.columns = 1
                facts.rows = 1
                return facts
            })
        #expect(gathered.withLock { $0 } == 0, "nothing is gathered before it is used")
        app.backend.resize(to: Size(columns: 160, rows: 48))
        app.program.runUntilIdle()
        composing(app, "after a resize")
        #expect(gathered.withLock { $0 } == 1, "when the sheet opens")
        #expect(app.text.contains("size: 160x48"), "the preview says the window as it is")
        app.backend.resize(to: Size(columns: 100, rows: 40))
        app.program.runUntilIdle()
        app.send("\u{13}")
        #expect(gathered.withLock { $0 } == 2, "and again as the mail goes")
        let attached = try #require(app.mail.sent.withLock { $0.first?.diagnostics })
        #expect(attached.contains("100x40") && !attached.contains("160x48") && !attached.contains("1x1"))
    }

    @Test func atTheSmallestSizeEachFieldIsInViewWithItsCursor() throws {
        let app = Harness(40, 10, mailTransport: nil, supportAddress: SessionInfo.placeholderSupportAddress)
        composing(app, "Hi")
        func cursorFollows(_ text: String) throws -> Bool {
            let cursor = try #require(app.backend.cursor, "\(app.text)")
            return app.backend.lines[cursor.y].prefix(cursor.x).hasSuffix(text)
        }
        #expect(try cursorFollows("Hi"), "the body")
        app.send("\u{1B}[Z")  // Shift-Tab: Subject
        #expect(try cursorFollows("Support Request"), "\(app.text)")
        app.send("\u{1B}[Z")  // To, under the notes: the sheet scrolls back to it
        #expect(try cursorFollows("storesearch.example"), "\(app.text)")
        #expect(app.text.contains("A placeholder address"), "the note over To shows with it: \(app.text)")
        app.send("\t\t\t\t\t")  // Subject, body, checkbox, editor, Cancel
        #expect(app.state.mail.compose?.focus == .cancel && app.text.contains("[ Cancel ]"), "\(app.text)")
        app.send("\t\t")
        #expect(app.state.mail.compose?.focus == .saveDraft && app.text.contains("[ Save Draft ]"), "\(app.text)")
    }

    @Test func aFailedSendSaysWhyAndWhereTheDraftIs() {
        let app = Harness()
        app.mail.outcome.withLock { $0 = .failed(reason: "sendmail: exit status 75", draftPath: nil) }
        composing(app, "it fails")
        app.send("\u{13}")
        #expect(app.text.contains("could not be sent: sendmail: exit"))
        #expect(app.text.contains("/drafts/1.eml") && app.mail.deleted.withLock { $0.isEmpty })
    }

    @Test func escKeepsTheMessageWithoutAsking() {
        let app = Harness()
        composing(app, "to keep")
        app.send("\u{1B}")
        app.advance(KeyDecoder.escapeDelay)
        #expect(app.state.mail.compose == nil && app.state.overlays.isEmpty, "no question")
        #expect(app.mail.saved.withLock { $0.map(\.0.body) } == ["to keep"])
        #expect(app.text.contains("kept as a draft; Send Support Email offers it again"))
    }

    @Test func withoutAMailCommandTheMailAppGetsIt() {
        let app = Harness(mailTransport: nil, opensURLs: true)
        composing(app, "by mail app")
        app.send("\t\t\t\t")  // from the body: Attach, Edit in $EDITOR, Cancel, Open in Mail App
        #expect(app.state.mail.compose?.focus == .openMailApp)
        app.send("\r")
        #expect(app.state.mail.compose == nil && app.mail.saved.withLock { $0.count } == 1, "a draft as well")
        #expect(app.text.contains("mail program"), "\(app.text)")
    }

    @Test func aMessageTooLongForAMailtoLinkStaysADraft() {
        let app = Harness(mailTransport: nil, opensURLs: true)
        composing(app, "")
        app.send("\u{1B}[200~" + String(repeating: "long ", count: 8_000) + "\u{1B}[201~")
        app.send("\t\t\t\t\r")
        #expect(app.text.contains("/drafts/1.eml"), "\(app.text)")
    }

    @Test func aDraftThatCannotBeWrittenLeavesTheSheetOpen() {
        let app = Harness(mailTransport: nil)
        app.mail.savingFails.withLock { $0 = true }
        composing(app, "no room")
        app.send("\t\t\t\t\t\r")  // Save Draft
        #expect(app.text.contains("No space left on device"), "\(app.text)")
        #expect(app.mail.saved.withLock { $0.isEmpty })
    }

    /// Issue 27: Ctrl-C in the compose sheet with no draft writable (a full
    /// disk, `ulimit -f`) quit saying "could not be saved", and the text was
    /// gone. The program still quits (a signal or a hangup cannot be
    /// asked), and the text goes to standard error once the terminal is the
    /// shell's again: writing to a terminal needs no disk.
    @Test func quittingWhenNoDraftCanBeWrittenHandsTheTextOver() {
        let app = Harness()
        app.mail.savingFails.withLock { $0 = true }
        composing(app, "Every  word kept")
        app.send("\u{03}")
        #expect(app.state.isQuitting)
        #expect(
            app.program.farewell.contains { $0.contains("could not be saved as a draft (No space left on device)") })
        let text = app.program.unsavedText ?? ""
        #expect(text.contains("To: help@example.com\n") && text.hasSuffix("\n\nEvery  word kept\n"), "\(text)")
    }

    @Test func quittingWhileSendingAsksAndQuitStopsTheCommand() {
        let app = Harness()
        composing(app, "slow")
        app.work.holds = true
        app.mail.sendingHangs.withLock { $0 = true }
        app.send("\u{13}")
        // The mail command runs on a thread of its own, and hangs.
        let work = app.work
        let sender = Thread { work.runHeld() }
        sender.start()
        app.send("\u{03}")
        #expect(app.text.contains("still being sent. Quit anyway?") && !app.state.isQuitting)
        app.send("\t\r")  // Quit
        #expect(app.state.isQuitting, "\(app.text)")
        #expect(app.mail.sawCancellation.withLock { $0 }, "the command was stopped, not left behind")
    }
}

/// An editor that answers as a test says, and remembers what it was given.
final class FakeEditor: BodyEditor, Sendable {
    let given = Mutex<[String]>([])
    let answer: @Sendable (String) -> ExternalEditOutcome

    init(_ answer: @escaping @Sendable (String) -> ExternalEditOutcome) {
        self.answer = answer
    }

    func edit(_ text: String) -> ExternalEditOutcome {
        given.withLock { $0.append(text) }
        return answer(text)
    }
}

/// Alt-E and "Edit in $EDITOR" through the whole program: the terminal is
/// handed over, the editor's answer reaches the sheet, the screen is drawn whole.
@Suite(.timeLimit(.minutes(1))) struct ProgramEditorTests {
    func composing(_ app: Harness, _ body: String) {
        app.send("\u{1B}OQ")
        app.send("\r")
        app.type(body)
    }

    @Test func altEHandsTheBodyOverAndTakesTheSavedTextBack() {
        let editor = FakeEditor { .saved($0.uppercased() + "\nfrom the editor\n") }
        let app = Harness(editor: editor)
        composing(app, "draft")
        let invalidations = app.backend.invalidations
        app.send("\u{1B}e")
        #expect(editor.given.withLock { $0 } == ["draft"])
        #expect(app.backend.outsideRuns == 1)
        #expect(app.backend.invalidations > invalidations, "the screen is drawn whole after")
        #expect(app.state.mail.compose?.body.text == "DRAFT\nfrom the editor")
        #expect(app.text.contains("from the editor") && app.text.contains("Edit in $EDITOR"))
        app.type("!")
        #expect(app.state.mail.compose?.body.text == "DRAFT\nfrom the editor!", "typing goes on at the end")
    }

    @Test func theButtonDoesTheSame() {
        let editor = FakeEditor { _ in .saved("by the button") }
        let app = Harness(editor: editor)
        composing(app, "x")
        app.send("\t\t")  // Attach diagnostics, Edit in $EDITOR
        #expect(app.state.mail.compose?.focus == .editor)
        app.send("\r")
        #expect(app.state.mail.compose?.body.text == "by the button")
    }

    @Test func aFailingEditorKeepsTheBodyAndSaysSo() {
        let app = Harness(editor: FakeEditor { _ in .failed(editor: "false", status: 1) })
        composing(app, "keep me")
        app.send("\u{1B}e")
        #expect(app.state.mail.compose?.body.text == "keep me")
        #expect(app.text.contains("false ended with status 1; your text is kept."), "\(app.text)")
    }

    @Test func aSignalDuringTheEditKeepsTheEditorsTextInTheDraft() {
        let later = LaterBackend()
        let app = Harness(
            editor: FakeEditor { _ in
                // SIGTERM while the editor runs: noted, handled once it is done.
                later.backend?.signal(15)
                return .saved("written in the editor")
            })
        later.backend = app.backend
        composing(app, "before")
        app.send("\u{1B}e")
        #expect(app.state.isQuitting)
        #expect(app.mail.saved.withLock { $0.map(\.0.body) } == ["written in the editor"])
    }
}

/// The backend, for an editor made before it. (The editor runs on the
/// program's own thread, in the turn of the loop that starts it.)
private final class LaterBackend: Sendable {
    nonisolated(unsafe) var backend: TestBackend?
}
