import Foundation
import StoreSearchCore
import StoreSearchWorkers
import TerminalUI

/// Carrying out what the update asks: each effect through the services,
/// each answer back as a message through the mailbox.
extension Program {
    func perform(_ effect: Effect) {
        let mailbox = self.mailbox
        let mail = services.mail
        let localizer = context.localizer
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
                services.work.startBlocking {
                    if let failure = history.record(term) { mailbox.post(.history(.notKept(failure))) }
                }
            }
        case .setFavourite(let result, let marked):
            guard let favourites = services.favourites else { return }
            services.work.startBlocking {
                mailbox.post(.shape(.favouritesChanged(favourites.set(result, favourite: marked), marked: marked)))
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
            // the program can end (a small file; a millisecond).
            let saved = mail.save(purpose == .autosave ? draft : withDiagnosticsOfNow(draft), replacing: path)
            switch (purpose, saved) {
            case (.beforeQuitting, .success(let path)):
                farewell.append(localizer(.mail(.draftKeptOnQuit(path: path))))
            case (.beforeQuitting, .failure(let failure)):
                // Nowhere on disk to keep it (a full disk, `ulimit -f`): the
                // text goes to standard error, which a terminal takes without a disk.
                farewell.append(localizer(.file(.mailTextFollows(reason: failure.reason))))
                unsavedText = draft.readable
            case (.requested, .success(let path)):
                mailbox.post(.compose(.finished(.draftSaved(path: path))))
            case (.kept, .success(let path)):
                mailbox.post(.compose(.finished(.draftKept(path: path))))
            case (.autosave, .success(let path)):
                // At once: a quit read next must replace this file, not write another.
                dispatch(.compose(.autosaved(path: path)))
            case (.autosave, .failure(let failure)):
                // Said when the user keeps or sends the message, which writes it again.
                services.log("autosave of the support mail: \(failure.reason)")
            case (.requested, .failure(let failure)), (.kept, .failure(let failure)):
                mailbox.post(
                    .compose(
                        .finished(
                            .failed(reason: localizer(.mail(.draftNotSaved(reason: failure.reason))), draftPath: nil))))
            }
        case .deliverMail(let draft, let path):
            let draft = withDiagnosticsOfNow(draft)
            // The draft first, on this thread; then the mail command on a thread of its own.
            let draftPath = try? mail.save(draft, replacing: path).get()
            let delivery = MailDelivery()
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
        case .openMailApp(let draft, let path):
            let draft = withDiagnosticsOfNow(draft)
            switch mail.save(draft, replacing: path) {
            case .failure(let failure):
                mailbox.post(
                    .compose(
                        .finished(
                            .failed(reason: localizer(.mail(.draftNotSaved(reason: failure.reason))), draftPath: nil))))
            case .success(let draftPath):
                guard let address = try? MailMessage.mailtoURL(draft), address.utf8.count <= Self.maximumMailtoBytes
                else {
                    mailbox.post(.compose(.finished(.mailAppNotOpened(tooLong: true, draftPath: draftPath))))
                    return
                }
                let open = services.openURL
                services.work.startBlocking {
                    let outcome: MailOutcome =
                        open(address)
                        ? .mailAppOpened
                        : .mailAppNotOpened(tooLong: false, draftPath: draftPath)
                    mailbox.post(.compose(.finished(outcome)))
                }
            }
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
    /// now: the message says how things are as it goes, not as the sheet opened.
    func withDiagnosticsOfNow(_ draft: MailDraft) -> MailDraft {
        guard draft.diagnostics != nil, let gather = services.diagnostics else { return draft }
        dispatch(.compose(.diagnosticsGathered(gather())))
        var draft = draft
        draft.diagnostics = state.diagnostics
        return draft
    }
}

/// A delivery under way on its own thread: quitting stops its mail command
/// and waits for the thread to say so.
final class MailDelivery: @unchecked Sendable {
    let cancellation = Cancellation()
    private let condition = NSCondition()
    private var isFinished = false

    func finish() {
        condition.withLock {
            isFinished = true
            condition.broadcast()
        }
    }

    /// Stops the command (its process group: SIGTERM, SIGKILL a second
    /// later) and waits until the delivery has ended, a few seconds at most.
    func cancelAndWait() {
        cancellation.cancel()
        let deadline = Date().addingTimeInterval(3)
        condition.withLock {
            while !isFinished && condition.wait(until: deadline) {}
        }
    }
}
