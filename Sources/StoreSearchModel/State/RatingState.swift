import StoreSearchText

/// The parts of the rating sheet that take focus, in Tab order.
public enum RatingField: CaseIterable, Hashable, Sendable {
    case to, stars, comment
    case cancel, send, saveDraft
}

/// Why the rating sheet did not send.
public enum RatingProblem: Hashable, Sendable {
    /// No stars were given yet.
    case noStars
    case mail(MailProblem)
}

/// "Rate this App": one to five stars and a line, which go to the support
/// address by the same way as support mail (sent, or kept as a draft).
public struct RatingSheet: Hashable, Sendable {
    public var to: LineEditor
    /// The stars given, 1 to 5; 0 until some are.
    public var stars = 0
    public var comment = LineEditor(maximumLength: RatingSheet.maximumCommentLength)
    public var focus: RatingField = .stars
    public var problem: RatingProblem?

    /// A comment is a line, not a letter (that is what support mail is for).
    public static let maximumCommentLength = 500
    public static let maximumStars = 5

    public init(to: String) {
        self.to = LineEditor(to, maximumLength: MailMessage.maximumAddressLength)
    }

    /// The fields and buttons, in Tab order: Send when mail can be sent, else Save Draft.
    public static func fields(canSend: Bool) -> [RatingField] {
        [.to, .stars, .comment, .cancel, canSend ? .send : .saveDraft]
    }

    /// Whether anything typed would be lost by closing the sheet.
    public var hasUserText: Bool { !comment.isBlank }
}

/// What can happen to the rating sheet.
public enum RatingMessage: Hashable, Sendable {
    /// A line edit of the focused field (To, or the comment).
    case edit(LineEditor.Edit)
    case setStars(Int)
    /// One star more (1) or less (-1).
    case changeStars(by: Int)
    case focus(RatingField)
    case focusNext
    case focusPrevious
    /// Enter or a click on a button (or the focused one).
    case press(RatingField)
    case pressFocused
    /// Ctrl-S: send (or save, where mail cannot be sent).
    case send
    /// Esc or Cancel: closes the sheet; a comment written is kept as a draft.
    case cancel
}
