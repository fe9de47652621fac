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
            Log.write("could not save a draft before sending: \(error.localizedDescription)")
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
        do {
            let message = try MailMessage.build(draft, from: from, date: Date(), messageID: messageID)
            return .draftSaved(path: try drafts.save(message))
        } catch {
            return .failed(reason: error.localizedDescription, draftPath: nil)
        }
    }
}
