import StoreSearchModel
import TestSupport
import Testing

/// A notice stays until the user does something: the program's own work
/// (a spinner's tick, motion, an answer's indicator, a redraw) never clears
/// it, and any key or click does. (`Message.isUserInput` decides, with a
/// switch that names every message.)
@Suite struct NoticeOriginTests {
    func showingANotice() -> ModelDriver {
        var driver = ModelDriver(
            AppState(traits: TraitCollection(horizontal: .compact, vertical: .regular), searchesAsYouType: true))
        driver.send(.alert(.showNotice(.orderChanged(.price))))
        #expect(driver.state.alerts.notice == .orderChanged(.price))
        return driver
    }

    static let programsOwn: [Message] = [
        .search(.spinnerTick), .search(.loadingIndicatorDue(generation: 99)),
        .browse(.loadingIndicatorDue(generation: 99)), .screen(.motionTick(serial: 99)), .screen(.endMotion),
        .screen(.outputIsSlow), .screen(.artworkChanged), .screen(.redraw),
        .alert(.noticeExpired(serial: -1)), .compose(.autosave),
    ]

    @Test(arguments: programsOwn) func theProgramsOwnWorkLeavesTheNotice(_ message: Message) {
        var driver = showingANotice()
        driver.send(message)
        #expect(driver.state.alerts.notice == .orderChanged(.price))
    }

    static let theUsers: [Message] = [
        .list(.scroll(by: 1)), .typed("a"), .screen(.focusNext), .shape(.cycleOrder), .menu(.toggle),
        .palette(.open), .search(.moveCategory(by: 1)),
    ]

    @Test(arguments: theUsers) func anythingTheUserDoesClearsIt(_ message: Message) {
        var driver = showingANotice()
        driver.send(message)
        #expect(driver.state.alerts.notice != .orderChanged(.price))
    }
}
