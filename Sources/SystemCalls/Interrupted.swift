import Glibc

/// The one place a system call interrupted by a signal (EINTR) is called
/// again. The program catches signals (a resize, a child's end, Ctrl-Z), so
/// any call that waits can return early with EINTR; every caller went
/// through its own loop before, each slightly different.

/// Calls `call` again for as long as it fails (a negative result) with
/// EINTR; then its result, with `errno` as the call left it.
@inlinable
public func retryingInterrupted<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    while true {
        let result = call()
        if result < 0 && errno == EINTR { continue }
        return result
    }
}

/// Writes all of `bytes` to `fd` (with `pwrite` from `offset` when one is
/// given, else with `write`), a part at a time if need be: nil once all is
/// written, else the failure's errno (ENOSPC when a write took nothing).
/// Non-blocking descriptors are not for this: EAGAIN is a failure here.
public func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, at offset: Int? = nil) -> Int32? {
    var done = 0
    while done < bytes.count {
        let result = retryingInterrupted {
            if let offset {
                pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            } else {
                write(fd, bytes.baseAddress! + done, bytes.count - done)
            }
        }
        guard result > 0 else { return result < 0 ? errno : ENOSPC }
        done += result
    }
    return nil
}
