import StoreSearchItems
import StoreSearchText

/// The support mail: the compose sheet, drafts, sending.
public enum MailPhrase: LocalizedPhrase {
    case supportRequest
    case toLabel
    case subjectLabel
    case attachDiagnostics
    case composeButton(ComposeField)
    case cannotSendMail
    /// The support address is the built-in placeholder (no support-address is set).
    case placeholderAddress
    /// The configured mail command (its first word) was not found.
    case mailCommandNotFound(String)
    /// The size classes as the message is written, after `--diagnose`'s text.
    case sizeClasses(horizontal: SizeClass, vertical: SizeClass)
    case mailProblem(MailProblem)
    /// A draft could not be written (the system's reason follows).
    case draftNotSaved(reason: String)
    case continueDraftQuestion
    case draftWritten(date: String, to: String)
    case quitWhileSendingQuestion
    case quitWhileSendingDetail
    case choiceOption(ChoiceOption)
    case mailtoTooLong
    case noMailProgram
    case openDraftYourself
    /// Said on standard error after quitting with the compose sheet open.
    case draftKeptOnQuit(path: String)
    case draftSavedAt
    case sendFailed(reason: String)
    case draftKeptAt
    case diagnostics(
        version: String, source: String, columns: Int, rows: Int, term: String,
        horizontal: SizeClass, vertical: SizeClass, locale: String)
    // Rate this App
    case ratingLabel
    case commentLabel
    /// "4 of 5", or that none are given yet (0).
    case starsGiven(Int)
    case ratingHint
    case ratingButton(RatingField)
    case ratingProblem(RatingProblem)
    /// Without a mail command the rating is kept as a draft.
    case ratingSavedAsDraft
    case ratingSubject(stars: Int)
    case ratingBody(stars: Int, comment: String, version: String)
}

extension MailPhrase {
    /// "★★★★☆": the stars given, of five.
    public static func starLine(_ stars: Int) -> String {
        let given = min(max(0, stars), 5)
        return String(repeating: "★", count: given) + String(repeating: "☆", count: 5 - given)
    }

    /// "regular" or "compact", as the diagnostics say a size class.
    private static func sizeClass(_ sizeClass: SizeClass) -> LocalizedText {
        sizeClass == .regular ? LocalizedText("regular", dutch: "normaal") : LocalizedText("compact", dutch: "compact")
    }

    public var words: LocalizedText {
        switch self {
        case .supportRequest: LocalizedText("Support Request", dutch: "Ondersteuningsverzoek")
        case .toLabel: LocalizedText("To:", dutch: "Aan:")
        case .subjectLabel: LocalizedText("Subject:", dutch: "Onderwerp:")
        case .attachDiagnostics: LocalizedText("Attach diagnostics", dutch: "Diagnose bijvoegen")
        case .composeButton(let field):
            switch field {
            case .cancel: LocalizedText("Cancel", dutch: "Annuleren")
            case .send: LocalizedText("Send", dutch: "Versturen")
            case .saveDraft: LocalizedText("Save Draft", dutch: "Concept bewaren")
            case .openMailApp: LocalizedText("Open in Mail App", dutch: "Openen in mailprogramma")
            case .editor: LocalizedText("Edit in $EDITOR", dutch: "Bewerken in $EDITOR")
            case .to, .subject, .body, .attachDiagnostics: LocalizedText("", dutch: "")
            }
        case .mailCommandNotFound(let command):
            LocalizedText(
                "This computer cannot send mail: the mail command '\(command)' (mail-command) was not found. Save the message as a draft, or open it in your mail program.",
                dutch:
                    "Deze computer kan geen mail versturen: de mailopdracht '\(command)' (mail-command) is niet gevonden. Bewaar het bericht als concept, of open het in je mailprogramma."
            )
        case .sizeClasses(let horizontal, let vertical):
            LocalizedText(
                "size classes: horizontal \(Self.sizeClass(horizontal).english), vertical \(Self.sizeClass(vertical).english)",
                dutch:
                    "grootteklassen: horizontaal \(Self.sizeClass(horizontal).dutch), verticaal \(Self.sizeClass(vertical).dutch)"
            )
        case .placeholderAddress:
            LocalizedText(
                "A placeholder address: write the one to use, or set support-address.",
                dutch: "Een voorbeeldadres: schrijf het adres dat je wilt, of stel support-address in.")
        case .cannotSendMail:
            LocalizedText(
                "This computer cannot send mail: no sendmail command was found (see mail-command in --help). Save the message as a draft, or open it in your mail program.",
                dutch:
                    "Deze computer kan geen mail versturen: er is geen sendmail-opdracht gevonden (zie mail-command in --help). Bewaar het bericht als concept, of open het in je mailprogramma."
            )
        case .mailProblem(let problem):
            switch problem {
            case .lineBreakInHeader(let field):
                LocalizedText(
                    "Line breaks are not allowed in \(field).", dutch: "Regeleinden zijn niet toegestaan in \(field).")
            case .invalidAddress(let address):
                LocalizedText("'\(address)' is not an e-mail address.", dutch: "'\(address)' is geen e-mailadres.")
            }
        case .draftNotSaved(let reason):
            LocalizedText(
                "The draft could not be saved (\(reason)).", dutch: "Het concept kon niet worden bewaard (\(reason)).")
        case .continueDraftQuestion:
            LocalizedText("Continue your unsent message?", dutch: "Verder met je niet-verstuurde bericht?")
        case .draftWritten(let date, let to):
            LocalizedText("Written \(date), to \(to):", dutch: "Geschreven \(date), aan \(to):")
        case .quitWhileSendingQuestion:
            LocalizedText(
                "Your message is still being sent. Quit anyway?", dutch: "Je bericht wordt nog verstuurd. Toch stoppen?"
            )
        case .quitWhileSendingDetail:
            LocalizedText(
                "The mail command is stopped; the message stays in your drafts and is offered again next time.",
                dutch:
                    "De mailopdracht wordt gestopt; het bericht blijft bij je concepten en wordt de volgende keer weer aangeboden."
            )
        case .choiceOption(let option):
            switch option {
            case .continueDraft: LocalizedText("Continue", dutch: "Verder schrijven")
            case .newMessage: LocalizedText("New Message", dutch: "Nieuw bericht")
            case .deleteDraft: LocalizedText("Delete Draft", dutch: "Concept weggooien")
            case .keepWaiting: LocalizedText("Keep Waiting", dutch: "Blijven wachten")
            case .quitNow: LocalizedText("Quit", dutch: "Stoppen")
            }
        case .mailtoTooLong:
            LocalizedText(
                "The message is too long to hand to a mail program as a mailto: link.",
                dutch: "Het bericht is te lang om als mailto:-link aan een mailprogramma te geven.")
        case .noMailProgram:
            LocalizedText("No mail program could be started.", dutch: "Er kon geen mailprogramma worden gestart.")
        case .openDraftYourself:
            LocalizedText(
                "It is saved as a draft; open it in your mail program:",
                dutch: "Het is als concept bewaard; open het in je mailprogramma:")
        case .draftKeptOnQuit(let path):
            LocalizedText(
                "your unsent message was kept as a draft: \(path)",
                dutch: "je niet-verstuurde bericht is als concept bewaard: \(path)")
        case .draftSavedAt:
            LocalizedText("The message was saved as a draft:", dutch: "Het bericht is bewaard als concept:")
        case .sendFailed(let reason):
            LocalizedText(
                "The message could not be sent: \(reason)", dutch: "Het bericht kon niet worden verstuurd: \(reason)")
        case .draftKeptAt: LocalizedText("The draft is kept at:", dutch: "Het concept staat in:")
        case .diagnostics(
            let version, let source, let columns, let rows, let term, let horizontal, let vertical,
            let locale):
            LocalizedText(
                """
                storesearch \(version)
                source: \(source)
                terminal: \(columns)x\(rows), TERM=\(term)
                size classes: horizontal \(Self.sizeClass(horizontal).english), \
                vertical \(Self.sizeClass(vertical).english)
                locale: \(locale)
                """,
                dutch: """
                    storesearch \(version)
                    bron: \(source)
                    terminal: \(columns)x\(rows), TERM=\(term)
                    grootteklassen: horizontaal \(Self.sizeClass(horizontal).dutch), \
                    verticaal \(Self.sizeClass(vertical).dutch)
                    taal: \(locale)
                    """)
        case .ratingLabel: LocalizedText("Rating:", dutch: "Beoordeling:")
        case .commentLabel: LocalizedText("Comment:", dutch: "Opmerking:")
        case .starsGiven(let stars):
            stars == 0
                ? LocalizedText("no stars yet", dutch: "nog geen sterren")
                : LocalizedText("\(stars) of 5", dutch: "\(stars) van 5")
        case .ratingHint:
            LocalizedText(
                "← → or 1–5 give stars; the comment is optional.",
                dutch: "← → of 1–5 geven sterren; de opmerking mag leeg blijven.")
        case .ratingButton(let field):
            switch field {
            case .cancel: LocalizedText("Cancel", dutch: "Annuleren")
            case .send: LocalizedText("Send Rating", dutch: "Beoordeling versturen")
            case .saveDraft: LocalizedText("Save Draft", dutch: "Concept bewaren")
            case .to, .stars, .comment: LocalizedText("", dutch: "")
            }
        case .ratingProblem(let problem):
            switch problem {
            case .noStars: LocalizedText("Give one to five stars first.", dutch: "Geef eerst een tot vijf sterren.")
            case .mail(let problem): MailPhrase.mailProblem(problem).words
            }
        case .ratingSavedAsDraft:
            LocalizedText(
                "This computer cannot send mail: the rating is saved as a draft to send later.",
                dutch:
                    "Deze computer kan geen mail versturen: de beoordeling wordt als concept bewaard om later te versturen."
            )
        case .ratingSubject(let stars):
            LocalizedText("StoreSearch rating: \(stars) of 5", dutch: "StoreSearch-beoordeling: \(stars) van 5")
        case .ratingBody(let stars, let comment, let version):
            LocalizedText(
                "Rating: \(MailPhrase.starLine(stars)) (\(stars) of 5)\n\n\(comment.isEmpty ? "(no comment)" : comment)\n\nstoresearch \(version)",
                dutch:
                    "Beoordeling: \(MailPhrase.starLine(stars)) (\(stars) van 5)\n\n\(comment.isEmpty ? "(geen opmerking)" : comment)\n\nstoresearch \(version)"
            )
        }
    }
}
