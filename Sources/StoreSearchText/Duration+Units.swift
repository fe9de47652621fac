extension Duration {
    /// The duration in seconds, fractions kept (for `Date` and `TimeInterval` APIs).
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in milliseconds, fractions kept (for logs and reports).
    public var inMilliseconds: Double { inSeconds * 1000 }

    /// The whole milliseconds in the duration (the fraction dropped), for
    /// APIs that count in milliseconds: poll(2), libcurl.
    public var wholeMilliseconds: Int {
        Int(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000)
    }
}
