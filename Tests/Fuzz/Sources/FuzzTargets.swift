import Foundation
import StoreSearchFormats
import StoreSearchItems
import StoreSearchMail
import StoreSearchModel
import StoreSearchOptions
import StoreSearchText
import StoreSearchUI
import TerminalKit

/// What the fuzzer feeds: each target takes any bytes and checks what must
/// hold for every input, stopping the process (`check`) when it does not.
/// Built with libFuzzer (`make fuzz`, `-DFUZZING`) they are explored for
/// new inputs; built plainly, `storesearch-fuzz TARGET FILES...` replays
/// the committed corpus (`make test` does both).
enum FuzzTarget: String, CaseIterable {
    case storeAnswer = "store-answer"
    case keyDecoder = "key-decoder"
    case lineEditor = "line-editor"
    case sanitizer
    case folding
    case mail

    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .storeAnswer: Self.storeAnswer(bytes)
        case .keyDecoder: Self.keyDecoder(bytes)
        case .lineEditor: Self.lineEditor(bytes)
        case .sanitizer: Self.sanitizer(bytes)
        case .folding: Self.folding(bytes)
        case .mail: Self.mail(bytes)
        }
    }
}

/// Stops the process when an invariant fails, saying which: libFuzzer keeps
/// the input that did it.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data("invariant failed: \(message())\n".utf8))
        abort()
    }
}

/// Two spaces in a row, scalar by scalar (a Character-wise search misses a
/// space that a combining mark leans on).
func hasDoubleSpace(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if byte == 0x20 && previous == 0x20 { return true }
        previous = byte
    }
    return false
}

/// Nothing that can steer a terminal: the sanitiser's promise for every text from outside.
func isSafeToDraw(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0xFEFF: false
        default: true
        }
    }
}

/// Whether every character of `text` is drawn as the layout counts it: as
/// glyphs that are a spacing character and at most four zero-width marks,
/// whose widths add up to the character's, with nothing a terminal joins
/// or widens cells by (joiners, variation selectors, tags; no regional
/// indicator, which terminals pair across cells), and that reduce to
/// themselves.
func drawsAsCounted(_ text: String) -> Bool {
    func joinsOrWidens(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0000...0xE007F, 0xE0100...0xE01EF, 0x1F1E6...0x1F1FF: true
        default: false
        }
    }
    return text.unicodeScalars.allSatisfy(\.isASCII)
        || text.allSatisfy { character in
            if character.isASCII { return true }
            let glyphs = character.glyphs
            guard glyphs.reduce(0, { $0 + $1.width }) == character.columnWidth else { return false }
            return glyphs.allSatisfy { glyph in
                let scalars = Array(glyph.character.unicodeScalars)
                return scalars.count <= 5 && scalars[0].columnWidth == glyph.width && glyph.width > 0
                    && scalars.dropFirst().allSatisfy { $0.columnWidth == 0 && !joinsOrWidens($0) }
                    && !joinsOrWidens(scalars[0]) && glyph.character.glyphs == [glyph]
            }
        }
}

extension FuzzTarget {
    // MARK: The store's answers

    /// Any bytes as a store answer (or a catalog file: one reader serves
    /// both): it reads or refuses, every text it lets through is safe to
    /// draw, ids and names are there, and what is written back in the
    /// answer shape (`--format json`) reads back the same, and the plain
    /// reader (straight from the bytes, used for catalog files) reads what
    /// the full one reads.
    static func storeAnswer(_ bytes: UnsafeBufferPointer<UInt8>) {
        var viaPlain: [SearchResult] = []
        let plainRead = Result { () throws(StoreResponseDecoder.Failure) in
            try CatalogFileReader.read(
                bytes, plain: { item, _ in viaPlain.append(item.searchResult(in: bytes)) }
            ) { result, _ in viaPlain.append(result) }
        }
        guard let decoded = try? StoreResponseDecoder.decode(Data(buffer: bytes)) else {
            check((try? plainRead.get()) == nil, "the plain reader read what the full one refused")
            return
        }
        check(viaPlain == decoded, "the plain reader differs: \(viaPlain) vs \(decoded)")
        for result in decoded {
            check(!result.name.isEmpty, "a result without a name")
            for text in [result.name, result.artistName, result.collectionName, result.genre].compactMap({ $0 }) {
                check(isSafeToDraw(text) && !hasDoubleSpace(text), "unsafe text \(text.debugDescription)")
            }
            let details = result.details
            let detailTexts =
                [
                    details.composer, details.contentRating, details.version, details.seller, details.minimumOSVersion,
                    details.narrator, details.license, details.mediaType, details.copyright,
                ].compactMap { $0 } + (details.languages ?? []) + (details.subjects ?? [])
            for text in detailTexts {
                check(isSafeToDraw(text) && !hasDoubleSpace(text), "unsafe detail \(text.debugDescription)")
            }
            for url in [
                result.storeURL, result.artworkURL60, result.artworkURL100, details.website, details.previewURL,
                details.feedURL,
            ].compactMap({ $0 }) {
                check(url.lowercased().hasPrefix("http"), "not a web address: \(url.debugDescription)")
            }
        }
        let again = try? StoreResponseDecoder.decode(StoreResponseEncoder.encode(decoded))
        check(again == decoded, "written and read back: \(String(describing: again)) vs \(decoded)")
    }

    // MARK: The line editor

    /// Bytes as a sequence of edits: the cursor stays in the text, killing
    /// then yanking puts the text back, and moves never change the text.
    ///
    /// The first byte picks the editor: the search field's (at most
    /// `SearchState.maximumTermLength` characters, never exceeded) or the
    /// message body's lines, which have no cap; for that one the run stops once the
    /// text passes `uncappedLimit`, since kills and yanks in turn grow a text
    /// geometrically and the checks below copy it at every step.
    static func lineEditor(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first else { return }
        let maximum = first % 2 == 0 ? SearchState.maximumTermLength : nil
        var editor = LineEditor(maximumLength: maximum)
        var index = 1
        while index < bytes.count && editor.characters.count <= uncappedLimit {
            let byte = bytes[index]
            index += 1
            let edit: LineEditor.Edit
            switch byte % 20 {
            case 0, 1, 2, 3:
                // Text to insert: the next few bytes, as UTF-8 (invalid sequences repaired).
                let length = min(Int(byte / 20) % 8 + 1, bytes.count - index)
                edit = .insert(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self))
                index += length
            case 4: edit = .deleteBackward
            case 5: edit = .deleteForward
            case 6: edit = .moveLeft
            case 7: edit = .moveRight
            case 8: edit = .moveWordLeft
            case 9: edit = .moveWordRight
            case 10: edit = .moveToStart
            case 11: edit = .moveToEnd
            case 12: edit = .killToEnd
            case 13: edit = .killToStart
            case 14: edit = .killWordBackward
            case 15: edit = .killWordForward
            case 16: edit = .yank
            case 17: edit = .transpose
            default: edit = .moveTo(Int(Int8(bitPattern: byte)) * 3)
            }
            let before = editor
            let changed = editor.apply(edit)
            check(
                editor.cursor >= 0 && editor.cursor <= editor.characters.count,
                "cursor \(editor.cursor) outside the text")
            check(editor.characters.count <= maximum ?? .max, "\(editor.characters.count) characters, over the cap")
            check(changed == (editor.characters != before.characters), "apply said \(changed) for \(edit)")
            switch edit {
            case .moveLeft, .moveRight, .moveWordLeft, .moveWordRight, .moveToStart, .moveToEnd, .moveTo:
                check(editor.characters == before.characters, "a move changed the text")
            case .killToEnd, .killToStart, .killWordBackward, .killWordForward:
                // (A kill of nothing keeps the last kill for Ctrl-Y, as readline does.)
                guard changed else { break }
                var undo = editor
                undo.apply(.yank)
                check(
                    undo.text == before.text,
                    "kill then yank: \(undo.text.debugDescription) vs \(before.text.debugDescription)")
            default:
                break
            }
        }
    }

    static let uncappedLimit = 10_000

    // MARK: The sanitiser

    /// Any text: what comes out is safe to draw, on one line, with single
    /// spaces, and cleaning it again changes nothing.
    static func sanitizer(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        let cleaned = Sanitizer.clean(text)
        check(isSafeToDraw(cleaned), "unsafe: \(cleaned.debugDescription)")
        check(!hasDoubleSpace(cleaned), "double space: \(cleaned.debugDescription)")
        check(cleaned.first != " " && cleaned.last != " ", "space at an end: \(cleaned.debugDescription)")
        check(Sanitizer.clean(cleaned) == cleaned, "not idempotent: \(cleaned.debugDescription)")
        check(drawsAsCounted(cleaned), "not drawn as counted: \(cleaned.unicodeScalars.map(\.value))")
        check(cleaned.unicodeScalars.count <= text.unicodeScalars.count, "it grew")
    }

    // MARK: Folding

    /// Any bytes, as the index folds them: the whole text folded is each of
    /// its scalars folded on its own, one after the other (a fold longer
    /// than its letter must not run past the folder's buffer, which the
    /// address sanitiser sees), the bytes read as the text they repair to,
    /// and every word is folded text.
    static func folding(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        var folder = Folder()
        var whole: [UInt8] = []
        folder.appendFolded(bytes, to: &whole)
        var pieces: [UInt8] = []
        var each = Folder()
        for scalar in text.unicodeScalars { each.appendFolded(String(scalar), to: &pieces) }
        check(whole == pieces, "folded whole \(whole) is not folded a scalar at a time \(pieces)")
        var words: [UInt8] = []
        folder.forEachWord(in: bytes) { word in
            check(!word.isEmpty, "an empty word")
            words += word
        }
        check(words.count <= whole.count, "the words hold more than the folded text")
    }

    // MARK: Mail

    /// Bytes as To, Subject, body and diagnostics (split at zero bytes): a
    /// message is refused, or it is 7-bit, in CRLF lines of at most 998
    /// characters, with no header but ours; the mailto address is URL-safe.
    static func mail(_ bytes: UnsafeBufferPointer<UInt8>) {
        let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
            .map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
        let field = { (index: Int) in index < parts.count ? parts[index] : "" }
        let draft = MailDraft(
            to: field(0), subject: field(1), body: field(2),
            diagnostics: parts.count > 3 ? field(3) : nil)
        if let message = try? MailMessage.build(
            draft, from: "user@example.org", date: Date(timeIntervalSince1970: 0),
            messageID: "fuzz@example.org")
        {
            check(message.utf8.allSatisfy { $0 < 0x80 }, "not 7-bit")
            check(message.hasSuffix("\r\n"), "no final line break")
            let lines = message.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            for line in lines {
                check(line.last == UInt8(ascii: "\r"), "a bare line feed")
                check(!line.dropLast().contains(UInt8(ascii: "\r")), "a bare carriage return")
                check(line.count - 1 <= 998, "a line of \(line.count - 1) characters")
            }
            let allowed: Set<String> = [
                "From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "X-Mailer",
                "Content-Type", "Content-Transfer-Encoding",
            ]
            for line in lines.map({ String(decoding: $0.dropLast(), as: UTF8.self) }) {
                if line.isEmpty { break }
                if line.first == " " || line.first == "\t" { continue }
                let name = String(line.prefix { $0 != ":" })
                check(allowed.contains(name), "a header that is not ours: \(line.debugDescription)")
            }
        }
        if let url = try? MailMessage.mailtoURL(draft) {
            let safe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~%@?=&:")
            check(url.allSatisfy { safe.contains($0) }, "mailto with \(url.debugDescription)")
        }
    }
}
