/// The corrections as close as the first one that finds something, weighed
/// against each other: the one rule every local source follows (the
/// catalog's index, the favourites).
///
/// Corrections are tried best first (`Corrections.forEachCorrection`);
/// each that finds something is kept with how well it answers. Trying
/// stops at a correction with more edits than the first found, after
/// `Corrections.mostSearched` tries, or once `Corrections.weighed` are
/// kept and one of them is an item's very name (`aone door` goes on to its
/// eighth near word, which makes "Aonde Door"). The one taken is the one
/// the user's words hold most, then with whole words rather than words
/// only begun, then whose best match answers it best (`RelevanceQuery`:
/// an item's very name first), then the first tried.
public struct CorrectionWeighing<Answer> {
    /// A correction that found something.
    public struct Found {
        public var text: String
        public var edits: Int
        /// How often the user's searches and favourites hold its words.
        public var userUses: Int
        /// How many of its words are only begun.
        public var begun: Int
        /// The rank of its best match (`RelevanceQuery`).
        public var rank: Int
        /// What it found, for the caller.
        public var answer: Answer

        public init(text: String, edits: Int, userUses: Int = 0, begun: Int = 0, rank: Int, answer: Answer) {
            self.text = text
            self.edits = edits
            self.userUses = userUses
            self.begun = begun
            self.rank = rank
            self.answer = answer
        }
    }

    /// The corrections kept, in the order tried.
    public private(set) var found: [Found] = []
    private var tried = 0

    public init() {}

    /// Whether a correction of `edits` is as close as the first one kept
    /// (when it is not, no later one is: trying stops).
    public func isAsClose(_ edits: Int) -> Bool {
        found.first.map { edits <= $0.edits } ?? true
    }

    /// A correction tried found nothing; whether to try the next.
    public mutating func foundNothing() -> Bool {
        tried += 1
        return tried < Corrections.mostSearched
    }

    /// A correction tried found `correction`; whether to try the next.
    public mutating func keep(_ correction: Found) -> Bool {
        tried += 1
        found.append(correction)
        let named = found.contains { $0.rank == 0 }
        return (found.count < Corrections.weighed || !named) && tried < Corrections.mostSearched
    }

    /// The corrections kept, the one to take first (see the type).
    public var chosen: [Found] {
        found.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element, rhs.element)
            if left.userUses != right.userUses { return left.userUses > right.userUses }
            if left.begun != right.begun { return left.begun < right.begun }
            if left.rank != right.rank { return left.rank < right.rank }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
