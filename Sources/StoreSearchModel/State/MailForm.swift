/// The support mail and "Rate this App" are one form in two configurations:
/// the same kinds of parts in Tab order, ending in the buttons (Send where
/// mail can be sent, else the ways to keep it), one focus, and a problem
/// that says why it was not sent and sits where the fix is. What keys and
/// clicks do to a part depends on its kind alone (`FormPart`), so the same
/// key does the same thing in both; `MailForm.take` is that one behaviour,
/// and each sheet adds only what its own parts do when pressed (toggle the
/// diagnostics, open the editor, keep or send the message).
import StoreSearchText

public enum FormPart: Hashable, Sendable {
    /// One line of text: To, Subject, the rating's comment.
    case line
    /// Lines of text: the support mail's message.
    case body
    /// One to five stars.
    case stars
    /// On or off: attach the diagnostics.
    case checkbox
    /// Cancel, Send, Save Draft, Open Mail App, Edit in $EDITOR.
    case button
}

/// A mail sheet as a form: its configuration (which fields, of which kind,
/// in which order) and the state every form has.
public protocol MailForm: Hashable, Sendable {
    associatedtype Field: Hashable, Sendable
    associatedtype Problem: Hashable, Sendable

    /// The fields and buttons, in Tab order: Send when mail can be sent,
    /// otherwise the ways to keep the message.
    static func fields(canSend: Bool) -> [Field]
    /// What kind of part `field` is.
    static func part(of field: Field) -> FormPart

    var focus: Field { get set }
    /// Why the last Send was refused, shown in the sheet until the next edit.
    var problem: Problem? { get set }
    /// Whether anything typed would be lost by closing the sheet.
    var hasUserText: Bool { get }

    /// Applies a line edit to `field`'s text; false where it holds none.
    mutating func apply(_ edit: LineEditor.Edit, to field: Field) -> Bool
}

/// What the keys ask of whichever mail form has them: the same in both.
public enum FormCommand: Hashable, Sendable {
    case edit(LineEditor.Edit)
    case focusNext
    case focusPrevious
    /// Enter or Space on a button or the checkbox.
    case pressFocused
    /// Ctrl-S: send (or save, where mail cannot be sent).
    case send
    /// Esc: closes the sheet; what was written is kept as a draft.
    case cancel
}

/// A step of a form, as both sheets take it.
public enum FormStep<Field: Hashable & Sendable>: Hashable, Sendable {
    case edit(LineEditor.Edit)
    case focus(Field)
    case focusNext
    case focusPrevious
    case press(Field)
}

/// What a step leaves to the sheet: nothing, a change to its text, or a
/// button (or the checkbox) pressed.
public enum FormOutcome<Field: Hashable & Sendable>: Hashable, Sendable {
    case nothing
    case changed
    case pressed(Field)
}

extension MailForm {
    /// Takes `step`: an edit goes to the focused part if it holds text (and
    /// clears the problem), focus moves among the fields in force, Enter on
    /// a line or the stars goes on to the next part, and a button or the
    /// checkbox takes focus and is handed back as pressed.
    public mutating func take(_ step: FormStep<Field>, canSend: Bool) -> FormOutcome<Field> {
        let fields = Self.fields(canSend: canSend)
        switch step {
        case .edit(let edit):
            guard apply(edit, to: focus) else { return .nothing }
            problem = nil
            return .changed
        case .focus(let field):
            if fields.contains(field) { focus = field }
        case .focusNext:
            focus = fields.after(focus)
        case .focusPrevious:
            focus = fields.before(focus)
        case .press(let field):
            guard fields.contains(field) else { return .nothing }
            switch Self.part(of: field) {
            case .line, .stars: focus = fields.after(field)
            case .body: focus = field
            case .checkbox, .button:
                focus = field
                return .pressed(field)
            }
        }
        return .nothing
    }

    /// A Send refused: the problem said, and focus where the fix is.
    public mutating func refuse(_ problem: Problem, at field: Field) {
        self.problem = problem
        focus = field
    }

    /// The buttons, in Tab order (the parts that are neither text, stars nor the checkbox).
    public static func buttons(canSend: Bool) -> [Field] {
        fields(canSend: canSend).filter { part(of: $0) == .button }
    }
}

extension AppState {
    /// `command` for the mail form that has the keys in `place` (none elsewhere).
    func formMessage(_ command: FormCommand, in place: KeyContext) -> [Message] {
        if KeyContext.compose.contains(place) { return [.compose(ComposeMessage(command))] }
        if KeyContext.rating.contains(place) { return [.rating(RatingMessage(command))] }
        return []
    }
}

extension ComposeMessage {
    init(_ command: FormCommand) {
        switch command {
        case .edit(let edit): self = .edit(edit)
        case .focusNext: self = .focusNext
        case .focusPrevious: self = .focusPrevious
        case .pressFocused: self = .pressFocused
        case .send: self = .send
        case .cancel: self = .cancel
        }
    }
}

extension RatingMessage {
    init(_ command: FormCommand) {
        switch command {
        case .edit(let edit): self = .edit(edit)
        case .focusNext: self = .focusNext
        case .focusPrevious: self = .focusPrevious
        case .pressFocused: self = .pressFocused
        case .send: self = .send
        case .cancel: self = .cancel
        }
    }
}

/// The support mail: To, Subject, the message, the diagnostics' checkbox,
/// the editor's button and the buttons that send or keep it.
extension ComposeState: MailForm {
    public static func part(of field: ComposeField) -> FormPart {
        switch field {
        case .to, .subject: .line
        case .body: .body
        case .attachDiagnostics: .checkbox
        case .editor, .cancel, .openMailApp, .saveDraft, .send: .button
        }
    }

    public mutating func apply(_ edit: LineEditor.Edit, to field: ComposeField) -> Bool {
        switch field {
        case .to: to.apply(edit)
        case .subject: subject.apply(edit)
        case .body: body.apply(.line(edit))
        case .attachDiagnostics, .editor, .cancel, .openMailApp, .saveDraft, .send: return false
        }
        return true
    }
}

/// The rating: To, the stars, a comment, and the buttons.
extension RatingSheet: MailForm {
    public static func part(of field: RatingField) -> FormPart {
        switch field {
        case .to, .comment: .line
        case .stars: .stars
        case .cancel, .send, .saveDraft: .button
        }
    }

    public mutating func apply(_ edit: LineEditor.Edit, to field: RatingField) -> Bool {
        switch field {
        case .to: to.apply(edit)
        case .comment: comment.apply(edit)
        case .stars, .cancel, .send, .saveDraft: return false
        }
        return true
    }
}
