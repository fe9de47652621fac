import StoreSearchCore
import TerminalKit

/// The pages a detail leads to (an artist's, an album's) and the way back.
extension KeyCommand {
    static let pages: [KeyCommand] = [
        page(
            "album", .album,
            "Open the album's page: its tracks in disc and track order, numbered, with the total time (a song's or music video's album, or the album itself)",
            "De pagina van het album openen: de nummers op volgorde, genummerd, met de totale duur (het album van een liedje of video, of het album zelf)",
            key: .alt("a")),
        page(
            "artist", .artist,
            "Open the artist's page: more by the artist (from the developer, by the author), grouped by kind",
            "De pagina van de artiest openen: meer van de artiest (de ontwikkelaar, de auteur), op soort",
            key: .alt("r")),
        KeyCommand(
            "back", .moving,
            LocalizedText(
                "Back one page, to where it was left (Esc and a click on the breadcrumb go back too)",
                dutch: "Een pagina terug, naar waar je was (Esc en klikken op het kruimelpad gaan ook terug)"),
            in: KeyContext.searchScreen.subtracting([.field]), keys: [.altLeft],
            check: {
                $0.state.browse.top == nil
                    ? LocalizedText("No page to go back from", dutch: "Geen pagina om van terug te gaan") : nil
            },
            sends: [.browse(.back)]),
    ]

    /// A key opening a page of the item shown, else the selected one.
    private static func page(_ name: CommandName, _ link: PageLink, _ english: String, _ dutch: String, key: Key)
        -> KeyCommand
    {
        KeyCommand(
            name, .item, LocalizedText(english, dutch: dutch), in: KeyContext.searchScreen, keys: [key],
            check: { scene in
                guard let item = KeyActions.item(scene) else { return KeyActions.noItem }
                return scene.state.pageUnavailable(link, for: item)
            },
            run: { KeyActions.item($0) == nil ? [] : [.browse(.open(link))] })
    }
}
