import Testing

@Suite(.timeLimit(.minutes(1))) struct DurationUnitsTests {
    @Test func unitsKeepOrDropTheFraction() {
        let duration = Duration.seconds(2) + .microseconds(1_500)
        #expect(duration.inSeconds == 2.0015)
        #expect(abs(duration.inMilliseconds - 2001.5) < 1e-9)
        #expect(duration.wholeMilliseconds == 2001)
        #expect(Duration.microseconds(999).wholeMilliseconds == 0)
    }
}
