/// Everything that can happen to the model: what the user meant (already
/// translated from keys and clicks by the terminal UI), what the layout
/// learned about the screen, and what came back from work done elsewhere.
public enum Message: Hashable, Sendable {
    // The search field
    case edit(LineEditor.Edit)
    case submit

    // Focus and navigation
    case focus(Focus)
    case focusNext
    case focusPrevious
    /// Esc: close the top-most overlay, else go back to the search field.
    case escape
    case showPrimaryPane

    // Categories
    case selectCategory(Category)
    case moveCategory(by: Int)

    // The list
    case moveSelection(ListMovement)
    case scrollList(by: Int)
    /// Enter on the focused control.
    case activate
    /// A click on a result row.
    case clickResult(Int)

    // Details and overlays
    case focusDetailButton(DetailButton)
    case cycleDetailButton
    case pressDetailButton(DetailButton)
    case showHelp
    case scrollHelp(by: Int)
    case dismissOverlay

    // The screen
    case layoutChanged(LayoutMetrics)
    /// Ctrl-Z: hand the terminal back to the shell until `fg`.
    case suspend
    /// Ctrl-L: draw the whole screen again.
    case redraw
    case quit

    // Answers
    case searchCompleted(generation: Int, Result<SearchAnswer, SearchFailure>)
    case loadingIndicatorDue(generation: Int)
    case catalogLoaded(itemCount: Int)
    /// The local catalog cannot be searched at all: the program ends and says why.
    case catalogFailed(SearchFailure)
    case urlOpened(String, success: Bool)
}

public enum ListMovement: Hashable, Sendable {
    case up, down, pageUp, pageDown, first, last
}

/// Work the model asks the outside world to do; answers come back as messages.
public enum Effect: Hashable, Sendable {
    case search(SearchRequest, generation: Int)
    case cancelSearch
    case schedule(Message, afterMilliseconds: Int)
    case openURL(String)
    case suspend
    case redraw
    case quit
}
