/// The support mail: the compose sheet, drafts, sending.
public enum MailPhrase: Hashable, Sendable {
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
    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .dutch: dutch
        }
    }

    /// "★★★★☆": the stars given, of five.
    public static func starLine(_ stars: Int) -> String {
        let given = min(max(0, stars), 5)
        return String(repeating: "★", count: given) + String(repeating: "☆", count: 5 - given)
    }

    private var english: String {
        switch self {
        case .supportRequest: "Support Request"
        case .toLabel: "To:"
        case .subjectLabel: "Subject:"
        case .attachDiagnostics: "Attach diagnostics"
        case .composeButton(let field):
            switch field {
            case .cancel: "Cancel"
            case .send: "Send"
            case .saveDraft: "Save Draft"
            case .openMailApp: "Open in Mail App"
            case .editor: "Edit in $EDITOR"
            case .to, .subject, .body, .attachDiagnostics: ""
            }
        case .mailCommandNotFound(let command):
            "This computer cannot send mail: the mail command '\(command)' (mail-command) was not found. Save the message as a draft, or open it in your mail program."
        case .sizeClasses(let horizontal, let vertical):
            "size classes: horizontal \(horizontal == .regular ? "regular" : "compact"), vertical \(vertical == .regular ? "regular" : "compact")"
        case .placeholderAddress: "A placeholder address: write the one to use, or set support-address."
        case .cannotSendMail:
            "This computer cannot send mail: no sendmail command was found (see mail-command in --help). Save the message as a draft, or open it in your mail program."
        case .mailProblem(let problem):
            switch problem {
            case .lineBreakInHeader(let field): "Line breaks are not allowed in \(field)."
            case .invalidAddress(let address): "'\(address)' is not an e-mail address."
            }
        case .draftNotSaved(let reason): "The draft could not be saved (\(reason))."
        case .continueDraftQuestion: "Continue your unsent message?"
        case .draftWritten(let date, let to): "Written \(date), to \(to):"
        case .quitWhileSendingQuestion: "Your message is still being sent. Quit anyway?"
        case .quitWhileSendingDetail:
            "The mail command is stopped; the message stays in your drafts and is offered again next time."
        case .choiceOption(let option):
            switch option {
            case .continueDraft: "Continue"
            case .newMessage: "New Message"
            case .deleteDraft: "Delete Draft"
            case .keepWaiting: "Keep Waiting"
            case .quitNow: "Quit"
            }
        case .mailtoTooLong: "The message is too long to hand to a mail program as a mailto: link."
        case .noMailProgram: "No mail program could be started."
        case .openDraftYourself: "It is saved as a draft; open it in your mail program:"
        case .draftKeptOnQuit(let path): "your unsent message was kept as a draft: \(path)"
        case .draftSavedAt: "The message was saved as a draft:"
        case .sendFailed(let reason): "The message could not be sent: \(reason)"
        case .draftKeptAt: "The draft is kept at:"
        case .diagnostics(
            let version, let source, let columns, let rows, let term, let horizontal, let vertical,
            let locale):
            """
            storesearch \(version)
            source: \(source)
            terminal: \(columns)x\(rows), TERM=\(term)
            size classes: horizontal \(horizontal == .regular ? "regular" : "compact"), \
            vertical \(vertical == .regular ? "regular" : "compact")
            locale: \(locale)
            """
        case .ratingLabel: "Rating:"
        case .commentLabel: "Comment:"
        case .starsGiven(let stars): stars == 0 ? "no stars yet" : "\(stars) of 5"
        case .ratingHint: "← → or 1–5 give stars; the comment is optional."
        case .ratingButton(let field):
            switch field {
            case .cancel: "Cancel"
            case .send: "Send Rating"
            case .saveDraft: "Save Draft"
            case .to, .stars, .comment: ""
            }
        case .ratingProblem(let problem):
            switch problem {
            case .noStars: "Give one to five stars first."
            case .mail(let problem): MailPhrase.mailProblem(problem).english
            }
        case .ratingSavedAsDraft: "This computer cannot send mail: the rating is saved as a draft to send later."
        case .ratingSubject(let stars): "StoreSearch rating: \(stars) of 5"
        case .ratingBody(let stars, let comment, let version):
            "Rating: \(MailPhrase.starLine(stars)) (\(stars) of 5)\n\n\(comment.isEmpty ? "(no comment)" : comment)\n\nstoresearch \(version)"
        }
    }

    private var dutch: String {
        switch self {
        case .supportRequest: "Ondersteuningsverzoek"
        case .toLabel: "Aan:"
        case .subjectLabel: "Onderwerp:"
        case .attachDiagnostics: "Diagnose bijvoegen"
        case .composeButton(let field):
            switch field {
            case .cancel: "Annuleren"
            case .send: "Versturen"
            case .saveDraft: "Concept bewaren"
            case .openMailApp: "Openen in mailprogramma"
            case .editor: "Bewerken in $EDITOR"
            case .to, .subject, .body, .attachDiagnostics: ""
            }
        case .mailCommandNotFound(let command):
            "Deze computer kan geen mail versturen: de mailopdracht '\(command)' (mail-command) is niet gevonden. Bewaar het bericht als concept, of open het in je mailprogramma."
        case .sizeClasses(let horizontal, let vertical):
            "grootteklassen: horizontaal \(horizontal == .regular ? "normaal" : "compact"), verticaal \(vertical == .regular ? "normaal" : "compact")"
        case .placeholderAddress: "Een voorbeeldadres: schrijf het adres dat je wilt, of stel support-address in."
        case .cannotSendMail:
            "Deze computer kan geen mail versturen: er is geen sendmail-opdracht gevonden (zie mail-command in --help). Bewaar het bericht als concept, of open het in je mailprogramma."
        case .mailProblem(let problem):
            switch problem {
            case .lineBreakInHeader(let field): "Regeleinden zijn niet toegestaan in \(field)."
            case .invalidAddress(let address): "'\(address)' is geen e-mailadres."
            }
        case .draftNotSaved(let reason): "Het concept kon niet worden bewaard (\(reason))."
        case .continueDraftQuestion: "Verder met je niet-verstuurde bericht?"
        case .draftWritten(let date, let to): "Geschreven \(date), aan \(to):"
        case .quitWhileSendingQuestion: "Je bericht wordt nog verstuurd. Toch stoppen?"
        case .quitWhileSendingDetail:
            "De mailopdracht wordt gestopt; het bericht blijft bij je concepten en wordt de volgende keer weer aangeboden."
        case .choiceOption(let option):
            switch option {
            case .continueDraft: "Verder schrijven"
            case .newMessage: "Nieuw bericht"
            case .deleteDraft: "Concept weggooien"
            case .keepWaiting: "Blijven wachten"
            case .quitNow: "Stoppen"
            }
        case .mailtoTooLong: "Het bericht is te lang om als mailto:-link aan een mailprogramma te geven."
        case .noMailProgram: "Er kon geen mailprogramma worden gestart."
        case .openDraftYourself: "Het is als concept bewaard; open het in je mailprogramma:"
        case .draftKeptOnQuit(let path): "je niet-verstuurde bericht is als concept bewaard: \(path)"
        case .draftSavedAt: "Het bericht is bewaard als concept:"
        case .sendFailed(let reason): "Het bericht kon niet worden verstuurd: \(reason)"
        case .draftKeptAt: "Het concept staat in:"
        case .diagnostics(
            let version, let source, let columns, let rows, let term, let horizontal, let vertical,
            let locale):
            """
            storesearch \(version)
            bron: \(source)
            terminal: \(columns)x\(rows), TERM=\(term)
            grootteklassen: horizontaal \(horizontal == .regular ? "normaal" : "compact"), \
            verticaal \(vertical == .regular ? "normaal" : "compact")
            taal: \(locale)
            """
        case .ratingLabel: "Beoordeling:"
        case .commentLabel: "Opmerking:"
        case .starsGiven(let stars): stars == 0 ? "nog geen sterren" : "\(stars) van 5"
        case .ratingHint: "← → of 1–5 geven sterren; de opmerking mag leeg blijven."
        case .ratingButton(let field):
            switch field {
            case .cancel: "Annuleren"
            case .send: "Beoordeling versturen"
            case .saveDraft: "Concept bewaren"
            case .to, .stars, .comment: ""
            }
        case .ratingProblem(let problem):
            switch problem {
            case .noStars: "Geef eerst een tot vijf sterren."
            case .mail(let problem): MailPhrase.mailProblem(problem).dutch
            }
        case .ratingSavedAsDraft:
            "Deze computer kan geen mail versturen: de beoordeling wordt als concept bewaard om later te versturen."
        case .ratingSubject(let stars): "StoreSearch-beoordeling: \(stars) van 5"
        case .ratingBody(let stars, let comment, let version):
            "Beoordeling: \(MailPhrase.starLine(stars)) (\(stars) van 5)\n\n\(comment.isEmpty ? "(geen opmerking)" : comment)\n\nstoresearch \(version)"
        }
    }
}
