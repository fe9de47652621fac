import Foundation
import StoreSearchModel
import StoreSearchText
import TestSupport
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// The Rate sheet, the mail sheets' footers and alerts say what their keys
/// do (issue 39, item 10).
@Suite(.timeLimit(.minutes(1))) struct MailSheetFooterTests {
    /// A letter on the stars is no command and types nothing; its notice
    /// names the way to the comment, where it would type.
    @Test(arguments: [Language.english, .dutch])
    func aLetterOnTheStarsNamesTheWayToTheComment(language: Language) {
        var screen = Screen(80, 24, language: language)
        screen.send(.menu(.choose(.rateThisApp)))
        #expect(screen.state.place == .ratingStars, "the sheet opens on the stars")
        screen.type("g")
        #expect(screen.state.mail.rating?.comment.text == "", "the letter typed nothing")
        #expect(screen.state.place == .ratingStars, "and moved nothing")
        let words =
            language == .english
            ? "g does nothing here · Tab writes a comment" : "g doet hier niets · Tab schrijft een opmerking"
        #expect(screen.text.contains(words), "\(screen.text)")
        screen.press(.tab)
        screen.type("g")
        #expect(screen.state.mail.rating?.comment.text == "g", "Tab, then it types")
    }

    /// Without a mail command Ctrl-S only writes a draft: the footer says
    /// so, in the rating and the compose sheet.
    @Test(arguments: [MenuItem.rateThisApp, .sendSupportEmail])
    func ctrlSSaysSaveDraftWhenNoMailCanBeSent(item: MenuItem) {
        var screen = Screen(80, 24)
        #expect(screen.state.session.mailTransport == nil)
        screen.send(.menu(.choose(item)))
        let footer = screen.lines.last ?? ""
        #expect(footer.contains("Ctrl-S Save draft"), "\(footer)")
        #expect(!footer.contains("Send"), "\(footer)")
        screen.state.session.mailTransport = "/usr/sbin/sendmail -t -oi"
        #expect(screen.lines.last?.contains("Ctrl-S Send") == true, "with a mail command: \(screen.lines.last ?? "")")
    }

    /// An alert's footer names what Enter does, beside Esc.
    @Test(arguments: [(80, 24), (40, 10)])
    func anAlertSaysWhatEnterDoes(columns: Int, rows: Int) {
        var screen = Screen(columns, rows)
        screen.state.overlays.append(.mailOutcome(.draftSaved(path: "/tmp/d.eml")))
        #expect(screen.state.place == .alert)
        let footer = screen.lines.last ?? ""
        #expect(footer.contains("Esc/Enter Close"), "\(footer)")
        screen.press(.enter)
        #expect(screen.state.overlays.isEmpty, "and Enter does close it")
    }
}
