import Foundation
import StoreSearchModel

/// Builds RFC 5322 messages from drafts. Pure: the date, the message id and
/// the sender are given.
extension MailMessage {
    /// The message text. `lineEnding` is "\r\n" for `.eml` files (RFC 5322)
    /// and "\n" for a sendmail command, which expects local line endings.
    public static func build(
        _ draft: MailDraft,
        from: String,
        date: Date,
        messageID: String,
        lineEnding: String = "\r\n",
        asDraft: Bool = false
    ) throws(MailProblem) -> String {
        // A draft keeps whatever was written, a wrong address or a line
        // break included (as one line): it is the user's text to go on with.
        // A message to send must be right.
        let to = asDraft ? oneLine(draft.to) : try validatedAddress(draft.to)
        let subject = asDraft ? oneLine(draft.subject) : draft.subject
        if !asDraft {
            try refuseLineBreaks(in: draft.subject, field: "Subject")
            try refuseLineBreaks(in: from, field: "From")
        }
        var headers = [
            "From: \(asDraft ? oneLine(from) : from)",
            "To: \(to)",
            "Subject: \(encodedHeader(subject, lineEnding: lineEnding))",
            "Date: \(rfc5322Date(date))",
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
            "X-Mailer: storesearch",
        ]
        if asDraft && draft.isRating { headers.append("\(DraftReader.kindHeader): rating") }
        var lines: [String]
        let body = TextPart(draft.body)
        if let diagnostics = draft.diagnostics {
            let boundary = "storesearch-\(messageID.prefix(while: { $0 != "@" }))"
            headers.append("Content-Type: multipart/mixed; boundary=\"\(boundary)\"")
            let attachment = TextPart(diagnostics)
            lines =
                ["This is a multi-part message in MIME format.", "", "--\(boundary)"]
                + body.headers() + [""] + body.encodedLines
                + ["--\(boundary)"]
                + attachment.headers(attachmentName: "diagnostics.txt") + [""] + attachment.encodedLines
                + ["--\(boundary)--"]
        } else {
            headers += TextPart(draft.body).headers()
            lines = body.encodedLines
        }
        return (headers + [""] + lines).joined(separator: lineEnding) + lineEnding
    }

    /// The header value as is when it is plain ASCII, else RFC 2047
    /// encoded-words of at most 75 characters, folded onto new lines.
    static func encodedHeader(_ value: String, lineEnding: String = "\r\n") -> String {
        // Plain ASCII stays as it is, unless it is too long for one header
        // line (998 characters): encoded-words fold onto as many as it needs.
        guard !value.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) || value.utf8.count > 900 else {
            return value
        }
        var words: [String] = []
        var chunk = ""
        for character in value {
            let candidate = chunk + String(character)
            // "=?UTF-8?B?" + base64 + "?=" within 75: at most 45 bytes of text.
            if Data(candidate.utf8).count > 45 {
                words.append(chunk)
                chunk = String(character)
            } else {
                chunk = candidate
            }
        }
        if !chunk.isEmpty { words.append(chunk) }
        return words.map { "=?UTF-8?B?\(Data($0.utf8).base64EncodedString())?=" }.joined(separator: lineEnding + " ")
    }

    static func rfc5322Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter.string(from: date)
    }

}

/// A text/plain part: 7bit when it is short-lined ASCII, quoted-printable
/// otherwise (UTF-8 text stays readable in the source, lines stay short).
private struct TextPart {
    let encodedLines: [String]
    let isQuotedPrintable: Bool

    init(_ text: String) {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        let plain = lines.allSatisfy { line in
            line.utf8.count <= 76 && line.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
                && !(line.hasPrefix(".") || line.hasPrefix("From ")) && line.last != " "
        }
        isQuotedPrintable = !plain
        encodedLines = plain ? lines.map(String.init) : lines.flatMap { Self.quotedPrintable(String($0)) }
    }

    func headers(attachmentName: String? = nil) -> [String] {
        var headers = [
            "Content-Type: text/plain; charset=utf-8"
                + (attachmentName.map { "; name=\"\($0)\"" } ?? "")
        ]
        headers.append("Content-Transfer-Encoding: \(isQuotedPrintable ? "quoted-printable" : "7bit")")
        if let attachmentName { headers.append("Content-Disposition: attachment; filename=\"\(attachmentName)\"") }
        return headers
    }

    /// One line of text as quoted-printable lines of at most 76 characters.
    static func quotedPrintable(_ line: String) -> [String] {
        let bytes = Array(line.utf8)
        var tokens: [String] = []
        for (index, byte) in bytes.enumerated() {
            let isLast = index == bytes.count - 1
            let safe =
                (byte >= 33 && byte <= 126 && byte != UInt8(ascii: "="))
                || ((byte == 0x20 || byte == 0x09) && !isLast)
            // A leading "." or "From " could be taken for something else by mail software.
            let leading =
                index == 0 && (byte == UInt8(ascii: ".") || (byte == UInt8(ascii: "F") && line.hasPrefix("From ")))
            tokens.append(safe && !leading ? String(UnicodeScalar(byte)) : String(format: "=%02X", byte))
        }
        var output: [String] = []
        var current = ""
        for token in tokens {
            if current.count + token.count > 75 {
                output.append(current + "=")
                current = ""
            }
            current += token
        }
        output.append(current)
        return output
    }
}
