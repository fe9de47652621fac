import Foundation
import StoreSearchItems
import StoreSearchText

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

/// The rules a mail's fields are held to, and RFC 6068 `mailto:` URLs from
/// drafts. The message itself (RFC 5322) is built in StoreSearchMail
/// (`MailMessage.build`). Pure.
public enum MailMessage {
    /// The longest address, as SMTP allows (RFC 5321), so the To line stays short.
    public static let maximumAddressLength = 254
    /// The longest subject the compose sheet takes (a subject is a line, not a letter).
    public static let maximumSubjectLength = 250
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
    public static func oneLine(_ value: String) -> String {
        String(
            String.UnicodeScalarView(
                value.unicodeScalars.map {
                    "\r\n\0\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) ? " " : $0
                }))
    }

    public static func refuseLineBreaks(in value: String, field: String) throws(MailProblem) {
        if value.unicodeScalars.contains(where: {
            $0 == "\r" || $0 == "\n" || $0 == "\0" || $0 == "\u{85}"
                || $0 == "\u{2028}" || $0 == "\u{2029}"
        }) {
            throw .lineBreakInHeader(field: field)
        }
    }

    public static func validatedAddress(_ address: String) throws(MailProblem) -> String {
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

    public static func percentEncode(_ text: String, keeping extra: String = "") -> String {
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
