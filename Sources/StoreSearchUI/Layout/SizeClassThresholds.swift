import StoreSearchModel
import TerminalKit

/// Where the size classes change, in cells: the one place a terminal size
/// becomes a `TraitCollection`. Defaults follow the spec (§1); flags, the
/// environment and the config file can move them.
public struct SizeClassThresholds: Hashable, Sendable {
    /// Columns from which the width is regular.
    public var regularWidth: Int
    /// Rows from which the height is regular.
    public var regularHeight: Int

    public static let standard = SizeClassThresholds(regularWidth: 100, regularHeight: 20)

    public init(regularWidth: Int, regularHeight: Int) {
        self.regularWidth = regularWidth
        self.regularHeight = regularHeight
    }

    public func traits(for size: Size) -> TraitCollection {
        TraitCollection(
            horizontal: size.columns >= regularWidth ? .regular : .compact,
            vertical: size.rows >= regularHeight ? .regular : .compact
        )
    }
}
