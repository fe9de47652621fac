/// "Rate this App": the rating sheet, and its mail, which takes support
/// mail's way (the same effects, outcomes and drafts).

extension AppState {
    mutating func openRating() {
        mail.rating = RatingSheet(to: session.supportAddress)
        overlays.append(.rating)
    }

    mutating func updateRating(_ message: RatingMessage) -> [Effect] {
        guard var sheet = mail.rating, topOverlay == .rating else { return [] }
        defer { if topOverlay == .rating { mail.rating = sheet } }
        let canSend = session.mailTransport != nil
        switch message {
        case .edit(let edit):
            _ = sheet.take(.edit(edit), canSend: canSend)
        case .setStars(let stars):
            sheet.stars = min(max(1, stars), RatingSheet.maximumStars)
            sheet.focus = .stars
            sheet.problem = nil
        case .changeStars(let step):
            sheet.stars = min(max(1, sheet.stars + step), RatingSheet.maximumStars)
            sheet.problem = nil
        case .focus(let field):
            _ = sheet.take(.focus(field), canSend: canSend)
        case .focusNext:
            _ = sheet.take(.focusNext, canSend: canSend)
        case .focusPrevious:
            _ = sheet.take(.focusPrevious, canSend: canSend)
        case .press(let field):
            return press(field, on: &sheet, canSend: canSend)
        case .pressFocused:
            return press(sheet.focus, on: &sheet, canSend: canSend)
        case .send:
            return finishRating(&sheet, sending: canSend)
        case .cancel:
            return cancelRating(sheet)
        }
        return []
    }

    /// A part of the sheet pressed (Enter, Space, a click): the form moves
    /// on from a field; a button does what it says.
    private mutating func press(_ field: RatingField, on sheet: inout RatingSheet, canSend: Bool) -> [Effect] {
        guard case .pressed(let pressed) = sheet.take(.press(field), canSend: canSend) else { return [] }
        switch pressed {
        case .cancel: return cancelRating(sheet)
        case .send, .saveDraft: return finishRating(&sheet, sending: pressed == .send && canSend)
        case .to, .stars, .comment: return []
        }
    }

    /// Sends the rating (or saves it as a draft): stars are needed, and to
    /// send, an address. A refused rating stays open, saying why, with focus
    /// where the fix is.
    private mutating func finishRating(_ sheet: inout RatingSheet, sending: Bool) -> [Effect] {
        guard sheet.stars > 0 else {
            sheet.refuse(.noStars, at: .stars)
            return []
        }
        if sending {
            do throws(MailProblem) {
                _ = try MailMessage.validatedAddress(sheet.to.text)
            } catch {
                sheet.refuse(.mail(error), at: .to)
                return []
            }
        }
        let draft = ratingDraft(from: sheet)
        closeRating()
        // Kept until the outcome is known: a draft that cannot be written brings the sheet back.
        mail.ratingOutbox = sheet
        guard sending else { return [.saveDraft(draft, path: nil, purpose: .requested)] }
        alerts.notice = .sendingMail
        mail.isSending = true
        return [.saveDraft(draft, path: nil, purpose: .beforeSending)]
    }

    /// Cancel closes the sheet; a comment written is kept as a draft, never thrown away.
    private mutating func cancelRating(_ sheet: RatingSheet) -> [Effect] {
        closeRating()
        guard sheet.hasUserText else { return [] }
        mail.ratingOutbox = sheet
        return [.saveDraft(ratingDraft(from: sheet), path: nil, purpose: .kept)]
    }

    private mutating func closeRating() {
        if topOverlay == .rating { overlays.removeLast() }
        mail.rating = nil
    }

    /// The rating as a message to the support address, in the user's language.
    func ratingDraft(from sheet: RatingSheet) -> MailDraft {
        let language = session.language
        return MailDraft(
            to: sheet.to.text, subject: Phrase.mail(.ratingSubject(stars: sheet.stars)).text(in: language),
            body: Phrase.mail(
                .ratingBody(stars: sheet.stars, comment: sheet.comment.text.trimmingSpaces, version: session.version)
            ).text(in: language), isRating: true)
    }
}
