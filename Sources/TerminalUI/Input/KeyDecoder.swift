/// What the terminal library hands over before it means anything: a
/// character, a key it already named, the markers of a bracketed paste, or
/// an event it decoded whole (mouse, resize).
public enum RawInput: Hashable, Sendable {
    case character(UInt32)
    case key(Key)
    case pasteBegin
    case pasteEnd
    case event(InputEvent)
}

/// Turns raw input into what the user did, on top of what ncurses decodes:
/// an Esc followed at once by a character is that character with Alt; the
/// control characters are Ctrl with a letter; a bracketed paste collects
/// everything up to its end marker, across reads, as text (keys inside it are
/// not obeyed); a run of resizes is the last one. Pure and total: any input,
/// however hostile, gives events, and nothing else (the fuzzer holds it to that).
public struct KeyDecoder: Sendable {
    /// The longest paste kept: enough for any search or support mail; the
    /// rest of a flood is dropped rather than held in memory.
    public static let maximumPasteScalars = 65_536

    private var paste: String.UnicodeScalarView?

    public init() {}

    /// Whether a paste has begun and not ended: the reader should wait a
    /// little for the rest before it gives up (`flush`).
    public var isInPaste: Bool { paste != nil }

    public mutating func decode(_ inputs: [RawInput]) -> [InputEvent] {
        var events: [InputEvent] = []
        func emit(_ event: InputEvent) {
            if case .resize = event, case .resize? = events.last {
                events[events.count - 1] = event
            } else {
                events.append(event)
            }
        }
        var index = 0
        while index < inputs.count {
            let input = inputs[index]
            index += 1
            if paste != nil {
                switch input {
                case .pasteEnd:
                    emit(.paste(String(paste!)))
                    paste = nil
                case .character(13), .character(10), .key(.enter):
                    appendToPaste("\n")
                case .character(let value):
                    if let scalar = Unicode.Scalar(value) { appendToPaste(scalar) }
                case .event(.resize(let size)):
                    emit(.resize(size))
                case .key, .event, .pasteBegin:
                    continue
                }
                continue
            }
            switch input {
            case .pasteBegin:
                paste = String.UnicodeScalarView()
            case .pasteEnd:
                continue
            case .key(let key):
                emit(.key(key))
            case .event(let event):
                emit(event)
            case .character(27):
                // A character already waiting after Esc was typed with Alt.
                if index < inputs.count, case .character(let next) = inputs[index] {
                    if next == 127 || next == 8 {
                        index += 1
                        emit(.key(.altBackspace))
                        continue
                    }
                    if next >= 32, next != 127, let scalar = Unicode.Scalar(next) {
                        index += 1
                        emit(.key(.alt(Character(scalar))))
                        continue
                    }
                }
                emit(.key(.escape))
            case .character(let value):
                if let key = Self.key(forCharacter: value) { emit(.key(key)) }
            }
        }
        return events
    }

    /// Ends a paste whose end marker never came: what arrived is the paste.
    public mutating func flush() -> [InputEvent] {
        guard let pasted = paste else { return [] }
        paste = nil
        return [.paste(String(pasted))]
    }

    private mutating func appendToPaste(_ scalar: Unicode.Scalar) {
        if paste!.count < Self.maximumPasteScalars { paste!.append(scalar) }
    }

    /// The key a character typed on its own means.
    static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 13, 10: .enter
        case 9: .tab
        case 127, 8: .backspace
        case 1...26: .control(Character(Unicode.Scalar(value + 96)!))
        case 0..<32, 0x80..<0xA0: nil
        default: Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }
}
