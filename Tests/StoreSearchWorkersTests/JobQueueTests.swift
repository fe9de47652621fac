import Foundation
import StoreSearchWorkers
import Synchronization
import Testing

@Suite(.timeLimit(.minutes(1))) struct JobQueueTests {
    @Test func whatIsPutIsTakenInOrder() {
        let queue = JobQueue<Int>()
        for number in 1...3000 { queue.put(number) }
        #expect(queue.count == 3000)
        var taken: [Int] = []
        while let number = queue.takeIfAny() { taken.append(number) }
        #expect(taken == Array(1...3000))
        #expect(queue.takeIfAny() == nil)
    }

    @Test func aTakerWaitsUntilTheDeadlineAndNoLonger() {
        let queue = JobQueue<Int>()
        let started = ContinuousClock.now
        guard case .timedOut = queue.take(before: started + .milliseconds(50)) else {
            Issue.record("nothing was put, yet something was taken")
            return
        }
        #expect(ContinuousClock.now - started >= .milliseconds(50))
        queue.put(7)
        guard case .element(7) = queue.take(before: .now + .seconds(30)) else {
            Issue.record("the element put was not taken at once")
            return
        }
    }

    /// Closing lets every taker go, after what was put before.
    @Test func closingEndsEveryTakerAfterWhatWasPut() async {
        let queue = JobQueue<Int>()
        queue.put(1)
        queue.close()
        #expect(!queue.put(2), "nothing is put once it is closed")
        #expect(queue.take() == 1)
        let ends = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    await withCheckedContinuation { answer in
                        OwnThread.start(named: "test taker") { answer.resume(returning: queue.take()) }
                    }
                }
            }
            return await group.reduce(into: [Int?]()) { $0.append($1) }
        }
        #expect(ends == [nil, nil, nil])
    }

    @Test func laterGivesOneAnswerToEveryoneWhoWaits() async {
        let later = Later<String>()
        #expect(later.answer == nil)
        let answers = await withTaskGroup(of: String.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    await withCheckedContinuation { answer in
                        OwnThread.start(named: "test waiter") {
                            // (On a thread of the test's own, which waits for the answer.)
                            answer.resume(returning: later.wait())
                        }
                    }
                }
            }
            later.give("first")
            later.give("second")
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(answers == ["first", "first", "first"])
        #expect(later.answer == "first")
    }

    @Test func aThreadsEndCanBeWaitedFor() async {
        let ran = Atomic<Bool>(false)
        let ending = OwnThread.start(named: "test thread") { ran.store(true, ordering: .relaxed) }
        await withCheckedContinuation { done in
            OwnThread.start(named: "test joiner") {
                // (On a thread of the test's own, which waits for the other's end.)
                ending.wait()
                done.resume()
            }
        }
        #expect(ending.hasEnded && ran.load(ordering: .relaxed))
    }
}
