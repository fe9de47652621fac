/// How far the indexing of a local catalog has come, for the progress bar
/// shown where the results will be.
public struct IndexProgress: Hashable, Sendable {
    /// The catalog's file name (not its folder), as the user would know it.
    public var name: String
    public var bytesRead: Int
    public var totalBytes: Int
    public var items: Int

    public init(name: String, bytesRead: Int, totalBytes: Int, items: Int) {
        self.name = name
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.items = items
    }

    /// From 0 to 1.
    public var fraction: Double {
        totalBytes > 0 ? min(1, max(0, Double(bytesRead) / Double(totalBytes))) : 0
    }
}
