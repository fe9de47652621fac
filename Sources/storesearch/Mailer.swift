import Foundation
import StoreSearchItems
import StoreSearchMail
import StoreSearchModel
import StoreSearchRuntime
import StoreSearchText
import StoreSearchWorkers

/// Support mail on disk and on its way: drafts written (and replaced) in the
/// drafts folder, the newest unsent one found again, and messages handed to
/// the transport. A message is always written as a draft before anything
/// else is tried, and its draft removed only once the transport took it.
struct Mailer: MailService {
    var transport: MailTransport?
    var drafts: DraftStore
    var from: String
    var timeout: TimeInterval
    /// A configured mail command that was not found: named when sending fails.
    var missingCommand: String? = nil

    private func message(_ draft: MailDraft, lineEnding: String = "\r\n", asDraft: Bool) throws(MailProblem) -> String {
        let messageID = "\(UUID().uuidString.lowercased())@\(hostName())"
        return try MailMessage.build(
            draft, from: from, date: Date(), messageID: messageID, lineEnding: lineEnding,
            asDraft: asDraft)
    }

    /// Writes `draft` (replacing the draft at `path`, if any): its path, or
    /// why it could not be written, in the system's words.
    func save(_ draft: MailDraft, replacing path: String?) -> Result<String, DraftFailure> {
        do {
            return .success(try drafts.save(try message(draft, asDraft: true), replacing: path))
        } catch {
            let reason = Self.reason(of: error)
            Log.write("could not save a draft: \(reason)")
            return .failure(DraftFailure(reason: reason))
        }
    }

    /// Hands `draft` to the transport (blocking: call it off the main thread).
    func send(_ draft: MailDraft, cancellation: Cancellation) -> MailOutcome {
        let piped: String
        do throws(MailProblem) {
            piped = try message(draft, lineEnding: "\n", asDraft: false)
        } catch {
            return .failed(reason: localizer(.mail(.mailProblem(error))), draftPath: nil)
        }
        guard let transport else {
            let phrase: Phrase =
                missingCommand.map { .mail(.mailCommandNotFound(Sanitizer.clean($0))) } ?? .mail(.cannotSendMail)
            return .failed(reason: localizer(phrase), draftPath: nil)
        }
        if let error = transport.deliver(piped, timeout: timeout, cancellation: cancellation) {
            Log.write("support mail not sent: \(error.reason)")
            return .failed(reason: error.reason, draftPath: nil)
        }
        Log.write("support mail sent with \(transport.description)")
        return .sent
    }

    /// The newest draft that reads as a support mail of ours (not a rating's).
    func findUnsent() -> UnsentDraft? {
        DraftReader.unsentSupportMail(in: drafts.newest())
    }

    func delete(_ path: String) {
        drafts.remove(path)
    }

    /// The system's words for why a file could not be written ("No space
    /// left on device", "Not a directory").
    static func reason(of error: any Error) -> String {
        if let problem = error as? MailProblem { return localizer(.mail(.mailProblem(problem))) }
        if let failure = error as? FileFailure { return localizer(.file(.reason(failure))) }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
