/// A way to draw pictures as pixels.
public enum ImageProtocol: String, Hashable, Sendable, CaseIterable {
    /// The kitty graphics protocol: RGB pixels in APC strings, placed and
    /// deleted by id.
    case kitty
    /// DEC sixel: a palette picture in a DCS string, drawn into the cells.
    case sixel
    /// iTerm2's inline images: a file in an OSC 1337 string.
    case iterm
}

/// What the program asks for: pictures as the terminal can draw them
/// (detected), one protocol outright, or none (character cells).
public enum ImageRequest: Hashable, Sendable {
    case detect
    case always(ImageProtocol)
    case never
}

/// What the environment says about the terminal, read once by the
/// executable (only it reads the environment).
public struct ImageHints: Hashable, Sendable {
    public var term: String
    /// `TERM_PROGRAM` (iTerm.app, WezTerm, tmux...).
    public var termProgram: String
    /// kitty sets `KITTY_WINDOW_ID` in its windows.
    public var kittyWindow: Bool
    /// Konsole sets `KONSOLE_VERSION`.
    public var konsole: Bool
    /// "tmux" or "screen" when the program runs inside one: they pass no
    /// pictures on without passthrough, which they keep off.
    public var multiplexer: String?

    public init(
        term: String = "", termProgram: String = "", kittyWindow: Bool = false, konsole: Bool = false,
        multiplexer: String? = nil
    ) {
        self.term = term
        self.termProgram = termProgram
        self.kittyWindow = kittyWindow
        self.konsole = konsole
        self.multiplexer = multiplexer
    }

    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        var multiplexer: String?
        if environment["TMUX"] != nil || term.hasPrefix("tmux") || environment["TERM_PROGRAM"] == "tmux" {
            multiplexer = "tmux"
        } else if environment["STY"] != nil || term.hasPrefix("screen") {
            multiplexer = "screen"
        }
        self.init(
            term: term, termProgram: environment["TERM_PROGRAM"] ?? "",
            kittyWindow: environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty",
            konsole: environment["KONSOLE_VERSION"] != nil, multiplexer: multiplexer)
    }
}

/// The protocol chosen, and why (what `--diagnose` says).
public struct ImageDecision: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// Asked for outright (`ImageRequest.always` or `.never`), not detected.
        case chosen
        /// Inside tmux or screen, which pass no pictures on.
        case multiplexer(String)
        /// A terminal that draws no pictures and may show a query as text (TERM=linux, dumb).
        case textOnly(String)
        /// The terminal answered the kitty graphics query with OK.
        case kittyAnswered
        /// The environment names a terminal known to draw it (no answer said otherwise).
        case environment(String)
        /// Primary DA listed attribute 4, and the cell size is known.
        case sixelAttribute
        /// Primary DA listed attribute 4, but the cell size in pixels is not known.
        case sixelWithoutCellSize
        /// The terminal answered, and named no graphics.
        case noGraphics
        /// Nothing answered before the deadline.
        case noAnswer
        /// There was no terminal to ask (`--diagnose` without one).
        case noTerminal
        /// The answers are not in yet: symbols meanwhile.
        case waiting
        /// A protocol asked for outright that the terminal answered it cannot draw.
        case refused(ImageProtocol, Refusal)
        /// The terminal gave a cell size beyond `ImageDetection.cellPixelBounds`:
        /// a picture scaled to it could take gigabytes, so none is drawn.
        case cellSizeOutOfBounds(Size)
    }

    /// What the terminal answered that rules out a protocol asked for outright.
    public enum Refusal: Hashable, Sendable {
        /// Primary DA answered without sixel among the attributes.
        case noSixelAttribute
        /// Primary DA answered, and the kitty graphics query never was.
        case noKittyAnswer
        /// kitty answered its query (and the environment names it): it draws no iTerm2 pictures.
        case kitty
    }

    /// nil: character cells (or no pictures at all, when off).
    public var imageProtocol: ImageProtocol?
    public var reason: Reason

    public init(_ imageProtocol: ImageProtocol?, _ reason: Reason) {
        self.imageProtocol = imageProtocol
        self.reason = reason
    }

    /// Whether the decision is final: later answers change nothing (but
    /// for a silence, which a late answer may still end; see `ImageProbe`).
    public var isFinal: Bool { reason != .waiting }
}

/// Chooses how pictures are drawn from what was asked for, the environment
/// and the terminal's answers to the start-up queries. Pure: the same
/// inputs give the same choice, and the tests try every combination.
public enum ImageDetection {
    /// The kitty graphics query's image id (any number; the answer names it).
    public static let queryID = 31
    /// Sent at start-up, in this order: the kitty graphics query (a 1x1
    /// picture not kept, `a=q`), the cell size in pixels (`CSI 16 t`), and
    /// Primary DA last: every terminal answers it, and in order, so its
    /// answer means the others have arrived or never will.
    public static let queries =
        "\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[16t" + "\u{1B}[c"
    /// How long the program waits for Primary DA's answer before it decides
    /// without it. Nothing waits on it: frames are drawn with symbols
    /// meanwhile.
    public static let deadline: Duration = .milliseconds(500)
    /// How long the answers may take to arrive at all (over a slow link,
    /// 0.6–1 s): until Primary DA has answered or this has passed, a
    /// sequence begun in the input is taken for an answer and waits for its
    /// end (never typed), the terminal is not handed back (Ctrl-Z, an
    /// editor, quitting, `--diagnose` ending) before the answers are read,
    /// and an answer after a silent `deadline` may still decide.
    public static let answersDeadline: Duration = .milliseconds(1500)

    /// The cell sizes in pixels believed (columns: width, rows: height):
    /// a terminal's answer (or the kernel's pixel size) outside them is a
    /// mistake or a lie, and a picture scaled to it could take gigabytes.
    /// Outside them pictures are drawn as symbols.
    public static let cellPixelBounds = (columns: 4...64, rows: 8...128)

    public static func isBelievable(cellPixels size: Size) -> Bool {
        cellPixelBounds.columns.contains(size.columns) && cellPixelBounds.rows.contains(size.rows)
    }

    /// Whether the queries are worth sending. A protocol asked for outright
    /// is asked about too: a terminal that answers it cannot draw it would
    /// show its bytes as text.
    public static func asks(_ request: ImageRequest, hints: ImageHints) -> Bool {
        request != .never && hints.multiplexer == nil && !textOnlyTerms.contains(hints.term)
    }

    /// Terminals that draw no pictures, and whose parser may show an APC's content as text.
    static let textOnlyTerms: Set<String> = ["linux", "dumb", "vt100", "vt220"]

    /// The choice for `request`, given the answers so far; `finished` once
    /// Primary DA has answered or the deadline has passed.
    public static func decide(
        _ request: ImageRequest, hints: ImageHints, reports: [TerminalReport], finished: Bool
    ) -> ImageDecision {
        let asked = asks(request, hints: hints)
        switch request {
        case .always(let imageProtocol) where !asked: return ImageDecision(imageProtocol, .chosen)
        case .never: return ImageDecision(nil, .chosen)
        case .always, .detect: break
        }
        if let multiplexer = hints.multiplexer { return ImageDecision(nil, .multiplexer(multiplexer)) }
        if textOnlyTerms.contains(hints.term) { return ImageDecision(nil, .textOnly(hints.term)) }
        if let size = unbelievableCellPixels(reports: reports) { return ImageDecision(nil, .cellSizeOutOfBounds(size)) }
        var kittyAnswer: Bool?
        var attributes: [Int]?
        for report in reports {
            switch report {
            case .kittyGraphics(let id, let ok) where id == nil || id == queryID: kittyAnswer = ok
            case .primaryAttributes(let list): attributes = list
            default: break
            }
        }
        if case .always(let imageProtocol) = request {
            return forced(
                imageProtocol, hints: hints, kittyAnswer: kittyAnswer, attributes: attributes, finished: finished)
        }
        if kittyAnswer == true { return ImageDecision(.kitty, .kittyAnswered) }
        let finished = finished || attributes != nil
        guard finished else { return ImageDecision(nil, .waiting) }
        if hints.termProgram == "iTerm.app" || hints.termProgram == "WezTerm" {
            return ImageDecision(.iterm, .environment("TERM_PROGRAM=\(hints.termProgram)"))
        }
        if let attributes, attributes.dropFirst().contains(4) {
            return cellPixels(reports: reports) != nil
                ? ImageDecision(.sixel, .sixelAttribute) : ImageDecision(nil, .sixelWithoutCellSize)
        }
        // kitty's environment alone (TERM=xterm-kitty, KITTY_WINDOW_ID, which
        // a terminal started from kitty inherits) is no answer: kitty
        // answers its query, and only that answer draws kitty graphics.
        return ImageDecision(nil, attributes == nil && kittyAnswer == nil ? .noAnswer : .noGraphics)
    }

    /// A protocol asked for outright: taken, unless the terminal answered
    /// that it cannot draw it (its bytes would be shown as text); nothing
    /// answered by the deadline takes it as asked.
    private static func forced(
        _ imageProtocol: ImageProtocol, hints: ImageHints, kittyAnswer: Bool?, attributes: [Int]?, finished: Bool
    ) -> ImageDecision {
        switch imageProtocol {
        case .sixel:
            if let attributes, !attributes.dropFirst().contains(4) {
                return ImageDecision(nil, .refused(.sixel, .noSixelAttribute))
            }
        case .kitty:
            if kittyAnswer != nil { return ImageDecision(.kitty, .chosen) }
            if attributes != nil { return ImageDecision(nil, .refused(.kitty, .noKittyAnswer)) }
        case .iterm:
            if kittyAnswer == true && hints.kittyWindow { return ImageDecision(nil, .refused(.iterm, .kitty)) }
        }
        let answered = attributes != nil
        return finished || answered ? ImageDecision(imageProtocol, .chosen) : ImageDecision(nil, .waiting)
    }

    /// The first cell size answered that lies outside `cellPixelBounds`.
    static func unbelievableCellPixels(reports: [TerminalReport]) -> Size? {
        for report in reports {
            if case .cellPixels(let width, let height) = report,
                !isBelievable(cellPixels: Size(columns: width, rows: height))
            {
                return Size(columns: width, rows: height)
            }
        }
        return nil
    }

    /// A cell's size in pixels, from the answers: asked outright, or the
    /// window's pixels over its cells (`size`).
    public static func cellPixels(reports: [TerminalReport], size: Size? = nil) -> Size? {
        for report in reports {
            if case .cellPixels(let width, let height) = report {
                let cell = Size(columns: width, rows: height)
                return isBelievable(cellPixels: cell) ? cell : nil
            }
        }
        if let size, size.columns > 0, size.rows > 0 {
            for report in reports {
                if case .windowPixels(let width, let height) = report, width >= size.columns, height >= size.rows {
                    let cell = Size(columns: width / size.columns, rows: height / size.rows)
                    return isBelievable(cellPixels: cell) ? cell : nil
                }
            }
        }
        return nil
    }
}
