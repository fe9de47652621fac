import Foundation
import StoreSearchModel
import StoreSearchOptions
import StoreSearchText
import SystemCalls

/// Standard input, output and error as this program uses them: made valid
/// before anything else is opened, and written with `write(2)` rather than
/// Foundation's `FileHandle.write`, which traps on any error (a full disk,
/// a reader that went away).
enum StandardStreams {
    /// Opens /dev/null on each of descriptors 0–2 that the caller closed
    /// (`>&-`, `2>&-`). Left closed, the next file the program opens (the
    /// log) would take that number and receive the table or the errors
    /// meant for the script. Call first, before anything opens a file.
    static func reserve() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            guard opened >= 0 else { continue }
            if opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Writes all of `text` to `descriptor`; nil when it was written, else
    /// the error (`errno`).
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Says `message` on standard error as one line, "storesearch: …",
    /// cleaned of anything that could steer a terminal. A message that
    /// cannot be written is lost: there is nowhere left to say so.
    static func say(_ message: String) {
        _ = write("storesearch: \(Sanitizer.clean(message))\n", to: STDERR_FILENO)
    }

    /// Writes `text` to standard output. When it cannot be written, says
    /// why (unless the reader went away: a closed pipe is a reader's
    /// choice, and as coreutils do, nothing is said) and returns false.
    static func output(_ text: String, localizer: Localizer) -> Bool {
        guard let error = write(text, to: STDOUT_FILENO) else { return true }
        if error != EPIPE {
            say(localizer(CommandLinePhrase.inputOutput(.cannotWriteOutput(reason: String(cString: strerror(error))))))
        }
        return false
    }
}
