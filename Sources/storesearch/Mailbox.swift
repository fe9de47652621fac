import NcursesBackend
import StoreSearchCore
import Synchronization

/// Messages from background work (searches, the URL opener) waiting for the
/// main loop, which alone touches the state and the terminal.
final class Mailbox: Sendable {
    private let queue = Mutex<[Message]>([])
    private let wakeUp: WakeUp

    init(wakeUp: WakeUp) {
        self.wakeUp = wakeUp
    }

    func post(_ message: Message) {
        queue.withLock { $0.append(message) }
        wakeUp.wake()
    }

    func takeAll() -> [Message] {
        queue.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }
}
