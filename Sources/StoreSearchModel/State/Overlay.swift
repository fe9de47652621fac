import StoreSearchItems

/// A thing drawn over everything else, taking all input until dismissed.
/// Kept in a stack: Esc closes the top one. Everything an overlay is to the
/// keys is declared here, next to its case: the place keys land in while it
/// is on top (what each command does there is the place's), whether a
/// click outside closes it, and whether it only shows something (`/` and
/// the menu pass over it).
public enum Overlay: Hashable, Sendable {
    /// The compact-width detail pop-up.
    case detail(SearchResult)
    case help
    /// The "Whoops..." alert, saying what went wrong.
    case storeError(SearchFailure)
    /// A web address shown so it can be copied, and why.
    case address(String, AddressReason)
    /// The popover menu (a centred sheet in compact width).
    case menu
    /// The support-mail compose sheet; its contents are `MailState.compose`.
    case compose
    /// "Rate this App"; its contents are `MailState.rating`.
    case rating
    case about
    /// How a support mail ended, when there is more to say than a notice.
    case mailOutcome(MailOutcome)
    /// A question with buttons (an unsent draft to continue, quitting while sending).
    case choice(Choice)
    /// The filter sheet (its focus is `ShapeState.filterFocus`).
    case filters
    /// "Save Results…" (its contents are `AppState.exportSheet`).
    case export
    /// The command palette (its query and selection are `AppState.palette`).
    case palette
    /// Ctrl-R: earlier searches as a list to pick from (`HistoryState.picker`).
    case historyList
}

extension Overlay {
    /// Where keys land while it is on top.
    func place(in state: AppState) -> KeyContext {
        switch self {
        case .detail: .popup
        case .help, .about: .sheet
        case .storeError, .address, .mailOutcome: .alert
        case .menu: .menu
        case .choice: .choice
        case .filters: .filters
        case .export: .export
        case .palette: .palette
        case .historyList: .historyList
        case .rating:
            switch state.mail.rating?.focus {
            case .to?, .comment?: .ratingText
            case .stars?: .ratingStars
            case .cancel?, .send?, .saveDraft?, nil: .ratingButtons
            }
        case .compose:
            switch state.mail.compose?.focus {
            case .to?, .subject?: .composeText
            case .body?: .composeBody
            case .attachDiagnostics?, .editor?, .cancel?, .openMailApp?, .saveDraft?, .send?: .composeButtons
            case nil: .alert
            }
        }
    }

    /// Whether it only shows something and holds no work: `/` closes it
    /// on the way to the search field.
    var onlyShows: Bool {
        switch self {
        case .detail, .help, .about, .storeError, .address, .mailOutcome, .menu: true
        case .compose, .rating, .choice, .filters, .export, .palette, .historyList: false
        }
    }

    /// Whether a click outside it closes it (a sheet with work in it is not
    /// thrown away by a stray click).
    var closesByClickOutside: Bool {
        switch self {
        case .compose, .rating, .choice(.quitWhileSending): false
        default: true
        }
    }
}
