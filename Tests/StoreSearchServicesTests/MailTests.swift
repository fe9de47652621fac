import Foundation
import Testing

@testable import StoreSearchItems
@testable import StoreSearchModel
@testable import StoreSearchText

@Suite(.timeLimit(.minutes(1))) struct MailMessageTests {
    let date = Date(timeIntervalSince1970: 1_795_960_000)

    private func build(_ draft: MailDraft, lineEnding: String = "\r\n") throws -> String {
        try MailMessage.build(
            draft, from: "me@host.example", date: date, messageID: "abc@host.example",
            lineEnding: lineEnding)
    }

    private func headers(_ message: String) -> [String: String] {
        var headers: [String: String] = [:]
        for line in message.components(separatedBy: "\r\n").prefix(while: { !$0.isEmpty }) {
            if let colon = line.firstIndex(of: ":") {
                headers[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingCharacters(
                    in: .whitespaces)
            }
        }
        return headers
    }

    @Test func aPlainMessageHasTheHeadersRFC5322Asks() throws {
        let message = try build(MailDraft(to: "support@example.com", subject: "Support Request", body: "Hello.\nBye."))
        let headers = headers(message)
        #expect(headers["From"] == "me@host.example")
        #expect(headers["To"] == "support@example.com")
        #expect(headers["Subject"] == "Support Request")
        #expect(headers["Date"] == "Sun, 29 Nov 2026 13:46:40 +0000")
        #expect(headers["Message-ID"] == "<abc@host.example>")
        #expect(headers["MIME-Version"] == "1.0")
        #expect(headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(headers["Content-Transfer-Encoding"] == "7bit")
        #expect(message.hasSuffix("\r\n\r\nHello.\r\nBye.\r\n"))
        #expect(!message.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
    }

    @Test func nonASCIIIsEncoded() throws {
        let message = try build(MailDraft(to: "a@b.example", subject: "Café — ça marche", body: "Ça marche très bien."))
        let headers = headers(message)
        #expect(headers["Subject"] == "=?UTF-8?B?Q2Fmw6kg4oCUIMOnYSBtYXJjaGU=?=")
        #expect(headers["Content-Transfer-Encoding"] == "quoted-printable")
        #expect(message.contains("=C3=87a marche tr=C3=A8s bien."))
    }

    @Test func longSubjectsFoldIntoEncodedWordsOfAtMost75() throws {
        let subject = String(repeating: "ü", count: 60)
        let message = try build(MailDraft(to: "a@b.example", subject: subject, body: "x"))
        let lines = message.components(separatedBy: "\r\n")
        let start = lines.firstIndex { $0.hasPrefix("Subject:") }!
        let words =
            [String(lines[start].dropFirst("Subject: ".count))]
            + lines[(start + 1)...].prefix(while: { $0.hasPrefix(" ") }).map { String($0.dropFirst()) }
        #expect(words.count > 1)
        #expect(words.allSatisfy { $0.count <= 75 && $0.hasPrefix("=?UTF-8?B?") && $0.hasSuffix("?=") })
        let decoded = words.map { word in
            String(decoding: Data(base64Encoded: String(word.dropFirst(10).dropLast(2)))!, as: UTF8.self)
        }.joined()
        #expect(decoded == subject)
    }

    /// Found by the fuzzer: an address or a plain subject long enough to make
    /// a header line longer than RFC 5322's 998 characters.
    @Test func noHeaderLineIsLongerThanTheRFCAllows() throws {
        let long = String(repeating: "x", count: 300) + "@example.com"
        #expect(throws: MailProblem.invalidAddress(long)) {
            try build(MailDraft(to: long, subject: "s", body: "b"))
        }
        let message = try build(
            MailDraft(to: "a@b.example", subject: String(repeating: "word ", count: 400), body: "b"))
        #expect(message.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 998 })
        #expect(message.contains("Subject: =?UTF-8?B?"), "a long plain subject becomes folded encoded-words")
    }

    @Test func longLinesAndTrailingSpacesStayIntactInQuotedPrintable() throws {
        let line = String(repeating: "word ", count: 40) + "end "
        let message = try build(MailDraft(to: "a@b.example", subject: "x", body: line))
        let body = message.components(separatedBy: "\r\n\r\n").dropFirst().joined()
        #expect(body.components(separatedBy: "\r\n").allSatisfy { $0.count <= 76 })
        let decoded = body.replacingOccurrences(of: "=\r\n", with: "").replacingOccurrences(of: "=20", with: " ")
        #expect(decoded.hasPrefix(line))
    }

    @Test func diagnosticsAreAnAttachment() throws {
        let message = try build(MailDraft(to: "a@b.example", subject: "x", body: "body", diagnostics: "storesearch 1"))
        #expect(headers(message)["Content-Type"] == #"multipart/mixed; boundary="storesearch-abc""#)
        #expect(
            message.contains("Content-Disposition: attachment; filename=\"diagnostics.txt\"\r\n\r\nstoresearch 1\r\n"))
        #expect(message.hasSuffix("--storesearch-abc--\r\n"))
    }

    @Test func sendmailGetsLocalLineEndings() throws {
        let message = try build(MailDraft(to: "a@b.example", subject: "x", body: "one\ntwo"), lineEnding: "\n")
        #expect(!message.contains("\r"))
        #expect(message.hasSuffix("\n\none\ntwo\n"))
    }

    @Test(arguments: [
        ("a@b.example\nBcc: victim@x.example", "Subject", MailProblem.lineBreakInHeader(field: "To")),
        ("a@b.example", "Hi\r\nBcc: victim@x.example", .lineBreakInHeader(field: "Subject")),
        ("a@b.example", "Hi\0", .lineBreakInHeader(field: "Subject")),
        ("not an address", "Hi", .invalidAddress("not an address")),
        ("a@b", "Hi", .invalidAddress("a@b")),
        ("<a@b.example>", "Hi", .invalidAddress("<a@b.example>")),
    ])
    func headerInjectionIsRefused(to: String, subject: String, problem: MailProblem) {
        #expect(throws: problem) { try build(MailDraft(to: to, subject: subject, body: "x")) }
        #expect(throws: problem) { try MailMessage.mailtoURL(MailDraft(to: to, subject: subject, body: "x")) }
    }

    @Test func mailtoFollowsRFC6068() throws {
        let url = try MailMessage.mailtoURL(
            MailDraft(
                to: "help@example.com", subject: "Café & more",
                body: "Line 1\nLine 2 = 100%", diagnostics: "v1"))
        #expect(
            url
                == "mailto:help@example.com?subject=Caf%C3%A9%20%26%20more&body=Line%201%0D%0ALine%202%20%3D%20100%25%0D%0A%0D%0Av1"
        )
    }
}

@Suite(.timeLimit(.minutes(1))) struct TextEditorTests {
    @Test func enterSplitsAndBackspaceJoins() {
        var editor = TextEditor("hello world")
        editor.apply(.line(.moveWordLeft))
        editor.apply(.newline)
        #expect(editor.lines.map(\.text) == ["hello ", "world"])
        #expect(editor.row == 1 && editor.column == 0)
        editor.apply(.line(.deleteBackward))
        #expect(editor.text == "hello world")
        #expect(editor.column == 6)
    }

    @Test func arrowsCrossLines() {
        var editor = TextEditor("ab\ncdef")
        #expect(editor.row == 1 && editor.column == 4)
        editor.apply(.moveUp)
        #expect(editor.row == 0 && editor.column == 2, "the column is kept within the shorter line")
        editor.apply(.line(.moveRight))
        #expect(editor.row == 1 && editor.column == 0)
        editor.apply(.line(.moveLeft))
        #expect(editor.row == 0 && editor.column == 2)
        editor.apply(.moveUp)
        #expect(editor.row == 0)
    }

    @Test func pastedTextKeepsItsLines() {
        var editor = TextEditor()
        editor.apply(.line(.insert("one\ntwo\n\nthree")))
        #expect(editor.lines.count == 4)
        #expect(editor.text == "one\ntwo\n\nthree")
    }

    @Test func killAndYankWorkAcrossLines() {
        var editor = TextEditor("first line\nsecond")
        editor.apply(.line(.killWordBackward))
        #expect(editor.text == "first line\n")
        editor.apply(.moveUp)
        editor.apply(.line(.moveToEnd))
        editor.apply(.line(.yank))
        #expect(editor.text == "first linesecond\n")
        editor.apply(.line(.killToEnd))
        #expect(editor.text == "first linesecond", "Ctrl-K at a line's end joins the next")
    }

    @Test func blankness() {
        #expect(TextEditor("  \n ").isBlank)
        #expect(!TextEditor("\nx").isBlank)
    }
}
