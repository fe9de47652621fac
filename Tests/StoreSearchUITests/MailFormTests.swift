import Foundation
import StoreSearchModel
import TestSupport
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// The support mail and "Rate this App" are one form in two looks
/// (issue 38, item 5): what a part is decides what keys and clicks do to
/// it and how it is drawn, so the same key does the same thing in both,
/// and a line looks the same in both.
@Suite(.timeLimit(.minutes(1))) struct MailFormTests {
    enum Sheet: String, CaseIterable {
        case compose, rating
    }

    /// The sheet open at 80x24, with a mail command and a real support address.
    private func open(_ sheet: Sheet) -> Screen {
        var screen = Screen(80, 24)
        screen.state.session.mailTransport = "/usr/sbin/sendmail -t"
        screen.state.session.supportAddress = "help@example.com"
        screen.send(.menu(.choose(sheet == .compose ? .sendSupportEmail : .rateThisApp)))
        // The rating needs stars before anything is sent.
        if sheet == .rating { screen.type("3") }
        return screen
    }

    private func focus(_ screen: Screen) -> String? {
        if let compose = screen.state.mail.compose { return "\(compose.focus)" }
        return screen.state.mail.rating.map { "\($0.focus)" }
    }

    @Test(arguments: Sheet.allCases)
    func toIsADimLabelAndAnUnderlinedLine(sheet: Sheet) throws {
        let screen = open(sheet)
        let label = try #require(screen.find("To:"), "\(screen.text)")
        let address = try #require(screen.find("help@example.com"))
        let buffer = screen.frame.buffer
        #expect(buffer[label.x, label.y].style == screen.context.theme.secondaryText, "the label, To unfocused")
        for x in address.x..<(address.x + 24) {
            #expect(buffer[x, address.y].style.attributes.contains(.underline), "the field at column \(x) in \(sheet)")
        }
    }

    /// The same keys, in the same order, in both sheets: a click on To,
    /// Down and Up between the parts, Enter on a line on to the next part,
    /// then Ctrl-S with an address that is not one: nothing sent, the sheet
    /// says why, and focus goes to To, where the fix is (the compose sheet
    /// used to leave focus where it was; the rating moved it).
    @Test(arguments: Sheet.allCases)
    func theSameKeysDoTheSameInBothSheets(sheet: Sheet) throws {
        var screen = open(sheet)
        let to = try #require(screen.find("To:"))
        screen.click(to.x, to.y)
        #expect(focus(screen) == "to")
        screen.press(.down)
        let next = focus(screen)
        #expect(next == (sheet == .compose ? "subject" : "stars"))
        screen.press(.up)
        #expect(focus(screen) == "to")
        screen.press(.control("u"))
        screen.type("nobody")
        screen.press(.enter)
        #expect(focus(screen) == next, "Enter on a line goes on to the next part, as Down does")
        screen.press(.control("s"))
        #expect(screen.state.topOverlay == (sheet == .compose ? .compose : .rating), "the sheet stays")
        #expect(screen.text.contains("nobody"), "and says why:\n\(screen.text)")
        #expect(focus(screen) == "to", "focus where the fix is")
    }

    /// Which parts a click presses and which it focuses, and Tab's order,
    /// come from each part's kind, the same table for both forms.
    @Test func bothFormsAreOneFormOfParts() {
        #expect(
            ComposeState.fields(canSend: true).map(ComposeState.part) == [
                .line, .line, .body, .checkbox, .button, .button, .button,
            ])
        #expect(RatingSheet.fields(canSend: true).map(RatingSheet.part) == [.line, .stars, .line, .button, .button])
        #expect(ComposeState.buttons(canSend: false) == [.editor, .cancel, .openMailApp, .saveDraft])
        #expect(RatingSheet.buttons(canSend: false) == [.cancel, .saveDraft])
        var rating = RatingSheet(to: "help@example.com")
        rating.focus = .to
        #expect(rating.take(.press(.to), canSend: true) == .nothing && rating.focus == .stars)
        #expect(rating.take(.press(.cancel), canSend: true) == .pressed(.cancel) && rating.focus == .cancel)
        var compose = ComposeState(to: "help@example.com", subject: "Hello")
        compose.focus = .to
        #expect(compose.take(.press(.to), canSend: true) == .nothing && compose.focus == .subject)
        #expect(compose.take(.edit(.insert("x")), canSend: true) == .changed && compose.subject.text == "Hellox")
        compose.focus = .cancel
        #expect(compose.take(.edit(.insert("x")), canSend: true) == .nothing, "a button holds no text")
    }
}
