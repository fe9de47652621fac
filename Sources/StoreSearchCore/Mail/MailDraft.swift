import Foundation

/// What the user wrote in the compose sheet.
public struct MailDraft: Hashable, Sendable {
    public var to: String
    public var subject: String
    public var body: String
    /// The diagnostics block, when "Attach diagnostics" is checked.
    public var diagnostics: String?
    /// A rating (the Rate sheet's), not a support mail: its draft is marked
    /// so, and Send Support Email never offers it to continue.
    public var isRating: Bool

    public init(to: String, subject: String, body: String, diagnostics: String? = nil, isRating: Bool = false) {
        self.to = to
        self.subject = subject
        self.body = body
        self.diagnostics = diagnostics
        self.isRating = isRating
    }
}

extension MailDraft {
    /// The message as a person reads it, to be copied: To, Subject, a blank
    /// line and the body (each line cleaned of what could steer a terminal,
    /// its spaces kept), for when no draft of it could be written.
    public var readable: String {
        let body = body.split(separator: "\n", omittingEmptySubsequences: false).map {
            Sanitizer.cleanKeepingSpaces(String($0))
        }
        return (["To: " + Sanitizer.clean(to), "Subject: " + Sanitizer.clean(subject), ""] + body).joined(
            separator: "\n")
            + "\n"
    }
}

/// Why a draft could not be written, in the system's words ("No space left on device").
public struct DraftFailure: Error, Hashable, Sendable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}

/// Why a draft cannot become a message.
public enum MailProblem: Error, Hashable, Sendable {
    /// A line break or NUL in To or Subject: it could add headers (injection).
    case lineBreakInHeader(field: String)
    /// To is not one plain address.
    case invalidAddress(String)
}

/// Builds RFC 5322 messages and RFC 6068 `mailto:` URLs from drafts.
/// Pure: the date, the message id and the sender are given.
public enum MailMessage {
    /// The longest address, as SMTP allows (RFC 5321), so the To line stays short.
    public static let maximumAddressLength = 254
    /// The longest subject the compose sheet takes (a subject is a line, not a letter).
    public static let maximumSubjectLength = 250
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

    /// `mailto:` with the subject and body, percent-encoded UTF-8, line
    /// breaks as %0D%0A (RFC 6068).
    public static func mailtoURL(_ draft: MailDraft) throws(MailProblem) -> String {
        let to = try validatedAddress(draft.to)
        try refuseLineBreaks(in: draft.subject, field: "Subject")
        var body = draft.body
        if let diagnostics = draft.diagnostics { body += "\n\n" + diagnostics }
        let crlf = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
        return
            "mailto:\(percentEncode(to, keeping: "@"))?subject=\(percentEncode(draft.subject))&body=\(percentEncode(crlf))"
    }

    // MARK: Headers

    /// A header value on one line: line breaks and NULs become spaces.
    static func oneLine(_ value: String) -> String {
        String(
            String.UnicodeScalarView(
                value.unicodeScalars.map {
                    "\r\n\0\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) ? " " : $0
                }))
    }

    static func refuseLineBreaks(in value: String, field: String) throws(MailProblem) {
        if value.unicodeScalars.contains(where: {
            $0 == "\r" || $0 == "\n" || $0 == "\0" || $0 == "\u{85}"
                || $0 == "\u{2028}" || $0 == "\u{2029}"
        }) {
            throw .lineBreakInHeader(field: field)
        }
    }

    static func validatedAddress(_ address: String) throws(MailProblem) -> String {
        try refuseLineBreaks(in: address, field: "To")
        let trimmed = address.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard trimmed.utf8.count <= maximumAddressLength, parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
            trimmed.unicodeScalars.allSatisfy({
                $0.value > 0x20 && $0.value < 0x7F && !"<>(),;:\"[]\\".unicodeScalars.contains($0)
            })
        else { throw .invalidAddress(address) }
        return trimmed
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

    static func percentEncode(_ text: String, keeping extra: String = "") -> String {
        var encoded = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-._~".unicodeScalars.contains(scalar) || extra.unicodeScalars.contains(scalar)
            {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded += String(format: "%%%02X", byte)
            }
        }
        return encoded
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

/// How writing the body in the user's editor ($VISUAL, $EDITOR) ended.
public enum ExternalEditOutcome: Hashable, Sendable {
    /// The editor exited 0 and the file holds text: the new body.
    case saved(String)
    /// The editor exited 0 but left the file empty (or blank).
    case empty
    /// The editor exited with `status` (`editor` as the user set it, sanitised).
    case failed(editor: String, status: Int)
    /// The shell found no such command (it exited 127).
    case notFound(editor: String)
    /// The temporary file or the shell could not be made or started (the system's reason).
    case notStarted(reason: String)
}
