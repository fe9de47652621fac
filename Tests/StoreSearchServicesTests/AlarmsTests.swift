import Foundation
import Synchronization
import Testing

@testable import StoreSearchServices

@Suite(.timeLimit(.minutes(1))) struct AlarmsTests {
    @Test func anAlarmGoesOffAndACancelledOneNever() async {
        let alarms = Alarms()
        let fired = Mutex<[String]>([])
        let cancelled = alarms.after(.milliseconds(20)) { fired.withLock { $0.append("cancelled") } }
        alarms.cancel(cancelled)
        // Due after the cancelled one: by the time it goes off, the other would have.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            _ = alarms.after(.milliseconds(60)) {
                fired.withLock { $0.append("kept") }
                done.resume()
            }
        }
        #expect(fired.withLock { $0 } == ["kept"])
    }

    @Test func alarmsGoOffInTheOrderTheyAreDue() async {
        let alarms = Alarms()
        let fired = Mutex<[Int]>([])
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            _ = alarms.after(.milliseconds(90)) {
                fired.withLock { $0.append(3) }
                done.resume()
            }
            _ = alarms.after(.milliseconds(10)) { fired.withLock { $0.append(1) } }
            _ = alarms.after(.milliseconds(50)) { fired.withLock { $0.append(2) } }
        }
        #expect(fired.withLock { $0 } == [1, 2, 3])
    }
}
