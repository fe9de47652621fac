import Foundation
import Testing

@testable import StoreSearchItems
@testable import StoreSearchMail
@testable import StoreSearchModel

/// Drafts read back as they were written, so an unsent message can be continued.
@Suite(.timeLimit(.minutes(1))) struct DraftReaderTests {
    static let date = Date(timeIntervalSince1970: 1_700_000_000)

    static let drafts: [MailDraft] = [
        MailDraft(to: "help@example.com", subject: "Support Request", body: "Hello,\nit crashed.\n\nThanks"),
        MailDraft(
            to: "help@example.com",
            subject: "Grüße aus Köln ✓ — a subject long enough to fold into several encoded words, yes",
            body: "héllo ✓\n.leading dot\nFrom the start\ntrailing space \n"
                + String(repeating: "long line ", count: 30)),
        MailDraft(to: "a@b.nl", subject: "", body: ""),
        MailDraft(
            to: "a@b.nl", subject: "With diagnostics", body: "see below",
            diagnostics: "storesearch 0.3.0\nterminal: 80x24"),
        MailDraft(to: "a@b.nl", subject: "Equals = and =3D", body: "a=b\n=\n==\n= 3D"),
        MailDraft(to: "a@b.nl", subject: "Big", body: String(repeating: "word ", count: 8000)),
    ]

    @Test(arguments: drafts)
    func whatIsWrittenReadsBackTheSame(draft: MailDraft) throws {
        for lineEnding in ["\r\n", "\n"] {
            let message = try MailMessage.build(
                draft, from: "me@host", date: Self.date, messageID: "1234@host",
                lineEnding: lineEnding)
            let read = try #require(DraftReader.read(message))
            #expect(read.to == draft.to)
            #expect(read.subject == draft.subject)
            #expect(read.body == draft.body)
            #expect(read.attachesDiagnostics == (draft.diagnostics != nil))
        }
    }

    @Test func whatIsNotADraftIsNil() {
        #expect(DraftReader.read("") == nil)
        #expect(DraftReader.read("no headers at all") == nil)
        #expect(DraftReader.read("Subject: no recipient\r\n\r\nbody") == nil)
        #expect(
            DraftReader.read("To: a@b.nl\n\n=ZZ broken =4")
                == DraftReader.Draft(
                    to: "a@b.nl", subject: "",
                    body: "=ZZ broken =4",
                    attachesDiagnostics: false))
    }
}
