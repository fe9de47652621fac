/// How far the indexing of a local catalog has come, for the progress bar
/// shown where the results will be.

public struct IndexProgress: Hashable, Sendable {
    /// The catalog's file name (not its folder), as the user would know it.
    public var name: String
    /// The work done and to do in all: the catalog's bytes read, then the
    /// index merged and written (counted in the same units).
    public var done: Int
    public var total: Int
    /// The items read so far.
    public var items: Int

    public init(name: String, done: Int, total: Int, items: Int) {
        self.name = name
        self.done = done
        self.total = total
        self.items = items
    }

    /// From 0 to 1.
    public var fraction: Double {
        total > 0 ? min(1, max(0, Double(done) / Double(total))) : 0
    }
}
