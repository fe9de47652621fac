/// Whether a message comes from the user (a key, a click, a paste) or from
/// the program's own work (an answer, a timer, a file written). A message
/// from the user clears the notice on screen; one from the program never
/// does, or a notice would vanish under a spinner's tick.
///
/// Every switch below names every case, with no `default`: a new message
/// does not compile until someone decides where it comes from.

extension Message {
    var isUserInput: Bool {
        switch self {
        case .search(let message): message.isUserInput
        case .list(let message): message.isUserInput
        case .detail(let message): message.isUserInput
        case .menu(let message): message.isUserInput
        case .compose(let message): message.isUserInput
        case .rating(let message): message.isUserInput
        case .alert(let message): message.isUserInput
        case .screen(let message): message.isUserInput
        case .shape(let message): message.isUserInput
        case .history(let message): message.isUserInput
        case .export(let message): message.isUserInput
        case .palette(let message): message.isUserInput
        case .browse(let message): message.isUserInput
        case .command, .typed, .pasted: true
        }
    }
}

extension SearchMessage {
    var isUserInput: Bool {
        switch self {
        case .edit, .submit, .selectCategory, .moveCategory, .takeOffer, .takeAlternative: true
        case .completed, .loadingIndicatorDue, .spinnerTick, .catalogLoaded, .indexing, .catalogFailed: false
        }
    }
}

extension DetailMessage {
    var isUserInput: Bool {
        switch self {
        case .cycleButton, .pressButton, .act, .scroll, .scrollBy, .showPrimaryPane: true
        case .previewStarted, .copied, .urlOpened: false
        }
    }
}

extension ComposeMessage {
    var isUserInput: Bool {
        switch self {
        case .edit, .newline, .moveLine, .focus, .focusNext, .focusPrevious, .press, .pressFocused, .send, .cancel,
            .editExternally:
            true
        case .externallyEdited, .finished, .unsentDraftFound, .lookForUnsentDraft, .autosave, .draftWritten,
            .diagnosticsGathered:
            false
        }
    }
}

extension AlertMessage {
    var isUserInput: Bool {
        switch self {
        case .showHelp, .scrollSheet, .scrollSheetBy, .dismiss, .dismissOutside, .moveChoice, .choose: true
        case .showNotice, .noticeExpired: false
        }
    }
}

extension ScreenMessage {
    var isUserInput: Bool {
        switch self {
        case .focus, .focusNext, .focusPrevious, .escape, .toField, .suspend, .quit: true
        case .scrollLimits, .layoutChanged, .artworkChanged, .redraw, .terminate, .motionTick, .endMotion,
            .outputIsSlow:
            false
        }
    }
}

extension ShapeMessage {
    var isUserInput: Bool {
        switch self {
        case .cycleOrder, .showFilters, .moveFilterFocus, .toggleFilter, .cyclePrice, .clearFilters,
            .toggleFavouritesView, .toggleFavourite:
            true
        case .favouritesChanged: false
        }
    }
}

extension HistoryMessage {
    var isUserInput: Bool {
        switch self {
        case .previous, .next, .openPicker, .pickerEdit, .pickerMove, .pickerChoose, .pickerSelect, .closePicker,
            .moveRecent, .choose:
            true
        case .notKept: false
        }
    }
}

extension ExportMessage {
    var isUserInput: Bool {
        switch self {
        case .open, .edit, .toggleFormat, .save: true
        case .finished: false
        }
    }
}

extension BrowseMessage {
    var isUserInput: Bool {
        switch self {
        case .open, .back, .backTo: true
        case .loaded, .loadingIndicatorDue: false
        }
    }
}

extension ListMessage {
    /// Every one comes from a key, a click or a command.
    var isUserInput: Bool { true }
}

extension MenuMessage {
    var isUserInput: Bool {
        switch self {
        case .toggle, .move, .choose: true
        }
    }
}

extension RatingMessage {
    var isUserInput: Bool {
        switch self {
        case .edit, .setStars, .changeStars, .focus, .focusNext, .focusPrevious, .press, .pressFocused, .send,
            .cancel:
            true
        }
    }
}

extension PaletteMessage {
    var isUserInput: Bool {
        switch self {
        case .open, .edit, .select, .move, .choose, .close: true
        }
    }
}
