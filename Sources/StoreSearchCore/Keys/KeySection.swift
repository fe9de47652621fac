/// The groups the help screen, the palette, the man page and README list
/// commands in. Help opens on the commands that work where the user is,
/// then lists these sections in this order.
public enum KeySection: CaseIterable, Hashable, Sendable {
    case everywhere, field, moving, history, item, shaping, menu, compose

    public var title: LocalizedText {
        switch self {
        case .everywhere: LocalizedText("Everywhere", dutch: "Overal")
        case .field: LocalizedText("The search field", dutch: "Het zoekveld")
        case .moving: LocalizedText("Moving and choosing", dutch: "Bewegen en kiezen")
        case .history: LocalizedText("Earlier searches", dutch: "Eerdere zoekopdrachten")
        case .item: LocalizedText("The item", dutch: "Het item")
        case .shaping: LocalizedText("Order, filters, favourites", dutch: "Volgorde, filters, favorieten")
        case .menu: LocalizedText("The menu", dutch: "Het menu")
        case .compose: LocalizedText("The support mail", dutch: "De supportmail")
        }
    }
}
