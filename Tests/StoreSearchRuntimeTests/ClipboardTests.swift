import Foundation
import TerminalKit
import Testing

@testable import StoreSearchRuntime

@Suite(.timeLimit(.minutes(1))) struct ClipboardTests {
    @Test func theSequenceCarriesTheTextInBase64() {
        let bytes = ClipboardSequence.osc52("https://apps.apple.com/app/id1")
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}]52;c;aHR0cHM6Ly9hcHBzLmFwcGxlLmNvbS9hcHAvaWQx\u{07}")
        #expect(ClipboardSequence.osc52("") == [0x1B, 0x5D, 0x35, 0x32, 0x3B, 0x63, 0x3B, 0x07])
    }

    @Test func nonASCIITextIsSentAsItsUTF8() {
        let text = "https://music.apple.com/nl/album/café-☕/1?i=2 夜に駆ける"
        let bytes = ClipboardSequence.osc52(text)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "\u{1B}]52;c;aHR0cHM6Ly9tdXNpYy5hcHBsZS5jb20vbmwvYWxidW0vY2Fmw6kt4piVLzE/aT0yIOWknOOBq+mnhuOBkeOCiw==\u{07}"
        )
        // Only printable ASCII between the introducer and BEL: nothing for a terminal to act on.
        #expect(bytes.dropFirst(7).dropLast().allSatisfy { (0x21..<0x7F).contains($0) })
    }

    @Test func aLongURLIsSentWhole() {
        let url = "https://itunes.apple.com/search?term=" + String(repeating: "a", count: 10_000) + "&entity=song"
        let bytes = ClipboardSequence.osc52(url)
        let payload = String(decoding: bytes.dropFirst(7).dropLast(), as: UTF8.self)
        #expect(payload.count == (url.utf8.count + 2) / 3 * 4)
        #expect(Data(base64Encoded: payload).map { String(decoding: $0, as: UTF8.self) } == url)
        #expect(bytes.last == 0x07)
    }

    @Test func theTestBackendRecordsWhatWasCopied() {
        let backend = TestBackend(size: .init(columns: 80, rows: 24))
        backend.copyToClipboard("https://a.example/1")
        backend.copyToClipboard("é")
        #expect(backend.copiedTexts == ["https://a.example/1", "é"])
        #expect(
            backend.clipboardBytes == [
                ClipboardSequence.osc52("https://a.example/1"), Array("\u{1B}]52;c;w6k=\u{07}".utf8),
            ])
    }

    @Test(arguments: [
        (["TERM": "linux"], ClipboardSupport.unsupported),
        (["TERM": "vt100"], .unsupported),
        (["TERM": "vt220"], .unsupported),
        (["TERM": "dumb"], .unsupported),
        ([:], .unsupported),
        (["TERM": "screen-256color", "STY": "1234.pts-0.host"], .unsupported),
        (["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"], .supported),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1", "VTE_VERSION": "7600"], .supported),
        (["TERM": "alacritty"], .supported),
        (["TERM": "foot"], .supported),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .supported),
        (["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"], .supported),
        (["TERM": "xterm-256color", "WT_SESSION": "abc"], .supported),
        (["TERM": "xterm-256color", "VTE_VERSION": "7600"], .unsupported),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"], .unsupported),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .unknown),
        (["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"], .unknown),
        (["TERM": "xterm-256color"], .unknown),
    ])
    func theGuessOutsideTmux(environment: [String: String], expected: ClipboardSupport) {
        #expect(ClipboardSupport.guess(environment: environment, tmuxSetClipboard: nil) == expected)
        // What tmux would say does not matter outside it.
        #expect(ClipboardSupport.guess(environment: environment, tmuxSetClipboard: "on") == expected)
    }

    @Test(arguments: [
        (String?("on\n"), ClipboardSupport.supported),
        ("external\n", .unsupported),
        ("off", .unsupported),
        (nil, .unknown),
        ("", .unknown),
    ])
    func insideTmuxItsSetClipboardDecides(answer: String?, expected: ClipboardSupport) {
        let environment = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux"]
        #expect(ClipboardSupport.guess(environment: environment, tmuxSetClipboard: answer) == expected)
        // The terminal around tmux is not what receives the sequence first.
        #expect(
            ClipboardSupport.guess(
                environment: environment.merging(["KITTY_WINDOW_ID": "1"]) { $1 }, tmuxSetClipboard: answer)
                == expected)
    }
}
