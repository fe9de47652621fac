import TestSupport

@testable import StoreSearchModel
@testable import StoreSearchText

/// The state the menu, mail and rating tests start from: laid out at
/// 80x24, with a support address and, unless told otherwise, a mail command.
func state(
    transport: String? = "/usr/sbin/sendmail -t -oi", language: Language = .english,
    supportAddress: String = "help@example.com"
) -> AppState {
    let compact = TraitCollection(horizontal: .compact, vertical: .regular)
    var state = AppState(traits: compact, searchesAsYouType: true)
    state.session = SessionInfo(
        version: "9.9", language: language, term: "xterm", locale: "LANG=C.UTF-8",
        supportAddress: supportAddress, mailTransport: transport)
    _ = state.update(.screen(.layoutChanged(LayoutMetrics(traits: compact, listCapacity: 9, columns: 80, rows: 24))))
    return state
}

/// The messages through the shared driver; the effects they asked for.
func send(_ messages: Message..., to state: inout AppState) -> [Effect] {
    var driver = ModelDriver(state)
    driver.send(messages)
    state = driver.state
    return driver.effects
}
