/// A line of the config file that is read whole by the interface (a `bind`
/// or a `theme.ROLE` line), kept with its number, so that a mistake in it
/// can be said with the line.

public struct ConfigLine: Hashable, Sendable {
    public var number: Int
    public var key: String
    public var value: String

    public init(number: Int, key: String, value: String) {
        self.number = number
        self.key = key
        self.value = value
    }
}
