import StoreSearchText

/// The groups the help screen, the palette, the man page and README list
/// commands in. Help opens on the commands that work where the user is,
/// then lists these sections in this order.
public enum KeySection: CaseIterable, Hashable, Sendable {
    case everywhere, field, moving, history, item, shaping, menu, compose

    public var title: LocalizedText { HelpPhrase.section(self).words }
}
