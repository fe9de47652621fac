import StoreSearchModel
import Synchronization
import TerminalKit

/// Messages from background work (searches, pictures, mail, the URL opener)
/// waiting for the program's loop, which alone touches the state and the
/// terminal. Posting wakes the loop.
public final class Mailbox: Sendable {
    private let queue = Mutex<[Message]>([])
    private let wakeUp: WakeUp

    public init(wakeUp: WakeUp) {
        self.wakeUp = wakeUp
    }

    public func post(_ message: Message) {
        queue.withLock { $0.append(message) }
        wakeUp.wake()
    }

    public func takeAll() -> [Message] {
        queue.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }

    public var isEmpty: Bool { queue.withLock { $0.isEmpty } }
}
