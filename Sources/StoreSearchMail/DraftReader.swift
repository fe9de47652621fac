import Foundation
import StoreSearchModel

/// Reads back the drafts `MailMessage.build` writes, so that an unsent
/// message can be continued: To, Subject (RFC 2047 encoded-words decoded),
/// the body (7bit or quoted-printable), and whether diagnostics were
/// attached. Pure; anything it cannot read is nil, never a crash.
public enum DraftReader {
    public struct Draft: Hashable, Sendable {
        public var to: String
        public var subject: String
        public var body: String
        public var attachesDiagnostics: Bool
        /// Written by the Rate sheet (`MailDraft.isRating`).
        public var isRating = false
    }

    /// The header that marks a rating's draft.
    public static let kindHeader = "X-StoreSearch-Draft"

    /// The newest of `drafts` (newest first) that is a support mail to go
    /// on with: a rating's draft is the Rate sheet's, never offered under
    /// Send Support Email; what cannot be read is passed over.
    public static func unsentSupportMail(in drafts: [(path: String, text: String, written: Date)]) -> UnsentDraft? {
        for (path, text, written) in drafts {
            guard let read = read(text), !read.isRating else { continue }
            return UnsentDraft(
                path: path, to: read.to, subject: read.subject, body: read.body,
                attachesDiagnostics: read.attachesDiagnostics, savedAt: written)
        }
        return nil
    }

    public static func read(_ text: String) -> Draft? {
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
        guard let (headers, body) = split(normalized) else { return nil }
        guard let to = headers["to"] else { return nil }
        let subject = headers["subject"].map(decodeEncodedWords) ?? ""
        let contentType = headers["content-type"] ?? "text/plain"
        let isRating = headers[kindHeader.lowercased()]?.lowercased() == "rating"
        if contentType.lowercased().hasPrefix("multipart/"), let boundary = parameter("boundary", of: contentType) {
            let parts = multipartParts(body, boundary: boundary)
            guard let first = parts.first, let (partHeaders, partBody) = split(first) else { return nil }
            return Draft(
                to: to, subject: subject,
                body: decodeBody(partBody, encoding: partHeaders["content-transfer-encoding"]),
                attachesDiagnostics: parts.count > 1, isRating: isRating)
        }
        return Draft(
            to: to, subject: subject, body: decodeBody(body, encoding: headers["content-transfer-encoding"]),
            attachesDiagnostics: false, isRating: isRating)
    }

    /// Headers (names lowercased, folded lines joined) and the body after the first empty line.
    private static func split(_ text: String) -> (headers: [String: String], body: String)? {
        guard let blank = text.range(of: "\n\n") ?? (text.hasPrefix("\n") ? text.range(of: "\n") : nil) else {
            return nil
        }
        var headers: [String: String] = [:]
        var last: String?
        for line in text[..<blank.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first == " " || first == "\t", let name = last {
                headers[name, default: ""] += " " + line.drop { $0 == " " || $0 == "\t" }
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            last = name
        }
        return (headers, String(text[blank.upperBound...]))
    }

    private static func parameter(_ name: String, of header: String) -> String? {
        for piece in header.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0].lowercased() == name {
                return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return nil
    }

    private static func multipartParts(_ body: String, boundary: String) -> [String] {
        var parts: [String] = []
        var current: [Substring]?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "--\(boundary)" || line == "--\(boundary)--" {
                if let current { parts.append(current.joined(separator: "\n")) }
                current = line == "--\(boundary)--" ? nil : []
                continue
            }
            current?.append(line)
        }
        return parts
    }

    private static func decodeBody(_ body: String, encoding: String?) -> String {
        // The builder ends the text with a line break of its own.
        let text = body.hasSuffix("\n") ? String(body.dropLast()) : body
        guard encoding?.lowercased() == "quoted-printable" else { return text }
        var bytes: [UInt8] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            var utf8 = Array(line.utf8)[...]
            let soft = utf8.last == UInt8(ascii: "=")
            if soft { utf8 = utf8.dropLast() }
            var index = utf8.startIndex
            while index < utf8.endIndex {
                if utf8[index] == UInt8(ascii: "="), index + 2 < utf8.endIndex,
                    let value = hexByte(utf8[index + 1], utf8[index + 2])
                {
                    bytes.append(value)
                    index += 3
                } else {
                    bytes.append(utf8[index])
                    index += 1
                }
            }
            if !soft && !lines.isEmpty { bytes.append(0x0A) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexByte(_ high: UInt8, _ low: UInt8) -> UInt8? {
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case 0x30...0x39: digit - 0x30
            case 0x41...0x46: digit - 0x41 + 10
            case 0x61...0x66: digit - 0x61 + 10
            default: nil
            }
        }
        guard let high = value(high), let low = value(low) else { return nil }
        return high << 4 | low
    }

    /// "=?UTF-8?B?…?=" words (and adjacent ones, whose folding space is not text) as text.
    static func decodeEncodedWords(_ value: String) -> String {
        let words = value.split(separator: " ")
        guard !words.isEmpty, words.allSatisfy({ $0.hasPrefix("=?") && $0.hasSuffix("?=") }) else { return value }
        var bytes: [UInt8] = []
        for word in words {
            let pieces = word.dropFirst(2).dropLast(2).split(separator: "?", omittingEmptySubsequences: false)
            guard pieces.count == 3, pieces[1].uppercased() == "B", let data = Data(base64Encoded: String(pieces[2]))
            else {
                return value
            }
            bytes += data
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
