import Foundation
import StoreSearchCore
import StoreSearchServices

/// Delivers support mail: the message is written to the drafts folder
/// first, handed to the transport, and its draft removed only once the
/// transport took it. Blocking: runs off the main thread.
struct Mailer: Sendable {
    var transport: MailTransport?
    var drafts: DraftStore
    var from: String
    var timeout: TimeInterval

    func deliver(_ draft: MailDraft) -> MailOutcome {
        let messageID = "\(UUID().uuidString.lowercased())@\(ProcessInfo.processInfo.hostName)"
        let date = Date()
        let file: String
        let piped: String
        do throws(MailProblem) {
            file = try MailMessage.build(draft, from: from, date: date, messageID: messageID)
            piped = try MailMessage.build(draft, from: from, date: date, messageID: messageID, lineEnding: "\n")
        } catch {
            return .failed(reason: localizer(.mailProblem(error)), draftPath: nil)
        }
        var draftPath: String?
        do {
            draftPath = try drafts.save(file)
        } catch {
            Log.write("could not save a draft before sending: \(Self.reason(of: error))")
        }
        guard let transport else {
            return .failed(reason: localizer(.cannotSendMail), draftPath: draftPath)
        }
        if let error = transport.deliver(piped, timeout: timeout) {
            Log.write("support mail not sent: \(error.reason); draft: \(draftPath ?? "none")")
            return .failed(reason: error.reason, draftPath: draftPath)
        }
        Log.write("support mail sent with \(transport.description)")
        if let draftPath { drafts.remove(draftPath) }
        return .sent
    }

    func save(_ draft: MailDraft) -> MailOutcome {
        let messageID = "\(UUID().uuidString.lowercased())@\(ProcessInfo.processInfo.hostName)"
        let message: String
        do throws(MailProblem) {
            message = try MailMessage.build(draft, from: from, date: Date(), messageID: messageID)
        } catch {
            return .failed(reason: localizer(.mailProblem(error)), draftPath: nil)
        }
        do {
            return .draftSaved(path: try drafts.save(message))
        } catch {
            // Not saved: the compose sheet comes back with the message in it.
            Log.write("could not save a draft: \(Self.reason(of: error))")
            return .failed(reason: localizer(.draftNotSaved(reason: Self.reason(of: error))), draftPath: nil)
        }
    }

    /// The system's words for why a file could not be written ("No space
    /// left on device", "Not a directory").
    static func reason(of error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
