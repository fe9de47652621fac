import Foundation
import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import TestSupport

@testable import StoreSearchUI
@testable import TerminalKit

enum ScreenFixtures {
    static func song(_ id: Int, _ name: String, artist: String? = "Pink Floyd", genre: String = "Rock") -> SearchResult
    {
        SearchResult(
            id: id, name: name, artistName: artist, kind: .song, genre: genre,
            price: Price(amount: Decimal(string: "0.99")!, currency: "USD"))
    }

    static let catalog: [SearchResult] = [
        song(1, "Time"), song(2, "Money"), song(3, "Us And Them"), song(4, "Brain Damage"), song(5, "Eclipse"),
        song(6, "Any Colour You Like"), song(7, "On The Run"), song(8, "Speak To Me/Breathe"),
        song(9, "The Great Gig In The Sky"),
        SearchResult(
            id: 20, name: "Things", artistName: "Cultured Code", kind: .software, genre: "Productivity",
            price: Price(amount: 0, currency: "USD"), storeURL: "https://apps.apple.com/things"),
        SearchResult(
            id: 21, name: "Emma", artistName: "Jane Austen", kind: .ebook, genre: "Fiction",
            price: Price(amount: 0, currency: "USD")),
        SearchResult(id: 22, name: "夜に駆ける", artistName: "YOASOBI", kind: .song, genre: "J-Pop"),
    ]
}

/// The app without a terminal: a state, a size, searches answered at once
/// from the fixture catalog, and the screen drawn as the backend would get it.
struct Screen {
    var driver: ModelDriver
    var size: Size
    var thresholds = SizeClassThresholds.standard
    var context: RenderContext

    init(
        _ columns: Int, _ rows: Int, language: Language = .english, theme: Theme = .standard,
        catalog: [SearchResult] = ScreenFixtures.catalog, catalogSize: Int? = 4036, searchesAsYouType: Bool = true,
        bindings: Bindings = .standard
    ) {
        size = Size(columns: columns, rows: rows)
        let locale = language == .dutch ? "nl_NL" : "en_US"
        context = RenderContext(
            localizer: Localizer(language: language, monetaryLocale: locale, numericLocale: locale),
            theme: theme, bindings: bindings)
        var state = AppState(traits: thresholds.traits(for: size), searchesAsYouType: searchesAsYouType)
        state.session.language = language
        state.session.commandKeys = bindings.keyNames
        state.search.catalogSize = catalogSize
        driver = ModelDriver(state, catalog: catalog)
        resize(columns, rows)
    }

    var state: AppState {
        get { driver.state }
        set { driver.state = newValue }
    }

    mutating func send(_ message: Message) {
        driver.send(message)
    }

    mutating func resize(_ columns: Int, _ rows: Int) {
        size = Size(columns: columns, rows: rows)
        send(
            .screen(
                .layoutChanged(ScreenLayout.metrics(for: size, thresholds: thresholds, localizer: context.localizer))))
    }

    mutating func press(_ keys: Key...) {
        for key in keys { input(.key(key)) }
    }

    /// An event as the program takes it: turned into messages in the place
    /// it lands, sent, and the scroll limits of the screen drawn then told
    /// to the model (as `Program.draw` does).
    mutating func input(_ event: InputEvent) {
        // Keys need no frame; a click lands on what is drawn.
        let frame: StoreSearchUI.Frame? = if case .mouse = event { self.frame } else { nil }
        for message in KeyMap.messages(for: event, place: state.place, frame: frame, bindings: context.bindings) {
            send(message)
        }
        let limits = AppView.drawing(state, size: size, context: context).scrollLimits
        if limits != state.screen.scrollLimits { send(.screen(.scrollLimits(limits))) }
    }

    mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    mutating func click(_ x: Int, _ y: Int) {
        input(.mouse(MouseEvent(.press, at: Point(x: x, y: y))))
    }

    var frame: StoreSearchUI.Frame { AppView.render(state, size: size, context: context) }
    var text: String { frame.buffer.text }
    var lines: [String] { text.components(separatedBy: "\n") }

    /// Where `text` first appears on screen.
    func find(_ text: String) -> Point? {
        for (y, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                return Point(x: line[..<range.lowerBound].columnWidth, y: y)
            }
        }
        return nil
    }
}
