import Foundation
import StoreSearchModel
import StoreSearchUI
import StoreSearchWorkers
import TerminalKit

/// Carrying out what the update asks: each effect through the services,
/// each answer back as a message through the mailbox.
extension Program {
    func perform(_ effect: Effect) {
        let mailbox = self.mailbox
        let mail = services.mail
        switch effect {
        case .search:
            performSearch(effect)
        case .cancelSearch:
            cancelSearch()
        case .lookup(let request, let generation):
            // One page is looked up at a time: a newer one takes over.
            lookupWork?.cancel()
            let (service, log) = (services.search, services.log)
            lookupWork = services.work.start {
                let result = await service.lookup(request)
                if case .failure(let failure) = result, !Task.isCancelled { log("lookup failed: \(failure)") }
                mailbox.post(.browse(.loaded(generation: generation, result)))
            }
        case .cancelLookup:
            lookupWork?.cancel()
            lookupWork = nil
        case .schedule(let message, let milliseconds):
            schedule(message, after: .milliseconds(milliseconds))
        case .openURL(let address):
            let open = services.openURL
            services.work.startBlocking { mailbox.post(.detail(.urlOpened(address, success: open(address)))) }
        case .copyToClipboard(let text):
            // Where the terminal surely cannot take it, the text is shown instead.
            let delivered = services.clipboard() != .unsupported
            if delivered { backend.copyToClipboard(text) }
            mailbox.post(.detail(.copied(text, delivered: delivered)))
        case .playPreview(let url, let itemID):
            guard let player = services.player else {
                mailbox.post(.detail(.previewStarted(itemID: itemID, .noPlayer)))
                return
            }
            services.work.startBlocking { mailbox.post(.detail(.previewStarted(itemID: itemID, player.play(url)))) }
        case .recordSearch(let term):
            if let history = services.history {
                stateWrites.start {
                    if let failure = history.record(term) { mailbox.post(.history(.notKept(failure))) }
                }
            }
        case .setFavourites(let results, let marked):
            guard let favourites = services.favourites else { return }
            stateWrites.start {
                let change = favourites.set(results, favourite: marked)
                mailbox.post(.shape(.favouritesChanged(change, marked: marked, count: results.count)))
            }
        case .export(let results, let path, let format, let overwrite):
            guard let exporter = services.exporter else {
                mailbox.post(.export(.finished(.failed(.system("not available")))))
                return
            }
            services.work.startBlocking {
                let outcome = exporter.export(results, to: path, format: format, overwrite: overwrite)
                mailbox.post(.export(.finished(outcome)))
            }
        case .rememberOrder(let order):
            services.rememberOrder?(order)
        case .stopPreview:
            if let player = services.player { services.work.startBlocking { player.stop() } }
        case .gatherDiagnostics:
            // On this thread: a few files and PATH looked at, a millisecond.
            if let gather = services.diagnostics { dispatch(.compose(.diagnosticsGathered(gather()))) }
        case .saveDraft(let draft, let path, let purpose):
            // On this thread, before anything else: a draft is on disk before
            // the program can end (a small file; a millisecond). What follows
            // from it is the update's (`compose(.draftWritten)`).
            let draft = purpose == .autosave ? draft : withDiagnosticsOfNow(draft)
            dispatch(.compose(.draftWritten(draft, purpose, mail.save(draft, replacing: path))))
        case .deliverMail(let draft, let draftPath):
            // The mail command on a thread of its own; the draft was written first.
            let delivery = MailDelivery(clock: clock)
            mailInFlight = delivery
            services.work.startBlocking {
                var outcome = mail.send(draft, cancellation: delivery.cancellation)
                switch outcome {
                case .sent:
                    if let draftPath { mail.delete(draftPath) }
                case .failed(let reason, _):
                    outcome = .failed(reason: reason, draftPath: draftPath)
                default:
                    break
                }
                mailbox.post(.compose(.finished(outcome)))
                delivery.finish()
            }
        case .openMailApp(let address, let draftPath):
            let open = services.openURL
            services.work.startBlocking {
                let opened = open(address)
                mailbox.post(
                    .compose(
                        .finished(opened ? .mailAppOpened : .mailAppNotOpened(tooLong: false, draftPath: draftPath))))
            }
        case .log(let line):
            services.log(line)
        case .deleteDraft(let path):
            mail.delete(path)
        case .findUnsentDraft:
            services.work.startBlocking { mailbox.post(.compose(.unsentDraftFound(mail.findUnsent()))) }
        case .cancelMail:
            // The command and all it started are ended; its draft stays.
            mailInFlight?.cancelAndWait()
            mailInFlight = nil
        case .editExternally(let text):
            var outcome = ExternalEditOutcome.notStarted(reason: "not available")
            if let editor = services.editor {
                backend.runOutside { outcome = editor.edit(text) }
                relayout(to: backend.size)
                forgetLastFrame()
            }
            // At once, before anything that waited (a signal to quit), so
            // the quit's draft holds what the editor saved.
            dispatch(.compose(.externallyEdited(outcome)))
        case .suspend:
            backend.suspend()
            relayout(to: backend.size)
            forgetLastFrame()
        case .redraw:
            backend.invalidate()
            // The frame is the same as the last; drawn again it must be, whole.
            forgetLastFrame()
        case .quit:
            break
        }
    }
}

extension Program {
    /// `draft` with its diagnostics, when it attaches them, gathered again
    /// now: the message says how things are as it goes, not as the sheet
    /// opened. The state hears of them after the effects under way.
    func withDiagnosticsOfNow(_ draft: MailDraft) -> MailDraft {
        guard draft.diagnostics != nil, let gather = services.diagnostics else { return draft }
        let facts = gather()
        dispatch(.compose(.diagnosticsGathered(facts)))
        var draft = draft
        draft.diagnostics = state.diagnostics(with: facts)
        return draft
    }
}

/// A delivery under way on its own thread: quitting stops its mail command
/// and waits for the thread to say so.
final class MailDelivery: Sendable {
    let cancellation = Cancellation()
    private let finished = Later<Void>()
    /// The program's clock (monotonic): a wall clock set back while waiting
    /// would make the wait last as long again.
    private let clock: any ProgramClock

    init(clock: any ProgramClock) {
        self.clock = clock
    }

    func finish() {
        finished.give(())
    }

    /// How long quitting waits for a mail command to end.
    static let patience: Duration = .seconds(3)

    /// Stops the command (its process group: SIGTERM, SIGKILL a second
    /// later) and waits until the delivery has ended, `patience` at most.
    func cancelAndWait() {
        cancellation.cancel()
        let deadline = clock.now + Self.patience
        while finished.answer == nil {
            let left = deadline - clock.now
            guard left > .zero else { return }
            // A short wait at a time, each measured on the program's clock.
            _ = finished.wait(before: .now + min(left, .milliseconds(50)))
        }
    }
}
