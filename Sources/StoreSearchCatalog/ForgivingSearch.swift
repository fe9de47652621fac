import Foundation
import StoreSearchItems
import StoreSearchText

/// A search's answer, and what it says about the words it answered.
public struct CatalogAnswer: Hashable, Sendable {
    public var results: [SearchResult]
    /// The words the results answer when the words typed found nothing:
    /// the likeliest correction of the words typed ("queen" for "qeen"),
    /// folded. The results are that search's, and only that search's.
    public var correction: String?
    /// Other corrections that would find something, as close as the one
    /// taken ("teen", "seen" for "qeen"): offered, not mixed in.
    public var alternatives: [String] = []
    /// With no results (an exact search): the words a forgiving search
    /// would have answered, folded.
    public var suggestion: String?
    /// How many beginnings of catalog words the forgiving search worked
    /// out an edit-table row for (none when it did not run): what finding
    /// the near words cost, for the log and the benchmarks.
    public var wordBeginningsVisited = 0

    public init(
        results: [SearchResult], correction: String? = nil, alternatives: [String] = [], suggestion: String? = nil,
        wordBeginningsVisited: Int = 0
    ) {
        self.results = results
        self.correction = correction
        self.alternatives = alternatives
        self.suggestion = suggestion
        self.wordBeginningsVisited = wordBeginningsVisited
    }
}

extension CatalogIndex {
    /// `search`'s answer when the words as typed find something; otherwise,
    /// when they meet in no item of the catalog, the answer of the likeliest
    /// correction that finds something (`corrections`), alone, and the other
    /// corrections as close. An `exact` search keeps to the words typed, and
    /// only says what the forgiving one would have answered for. Exact
    /// answers are never changed: a search that finds something is today's
    /// search, in today's order. `known` are the user's words, which a
    /// correction prefers among those as close.
    public func answer(
        _ query: String,
        in category: Category,
        order: StoreSearchItems.SortOrder = .name,
        filter: ResultFilter = ResultFilter(),
        limit: Int = 200,
        exact: Bool = false,
        known: UserWords = UserWords(),
        shouldStop: () -> Bool = { false }
    ) -> CatalogAnswer {
        let found = search(query, in: category, order: order, filter: filter, limit: limit, shouldStop: shouldStop)
        guard found.isEmpty, limit > 0, !shouldStop() else { return CatalogAnswer(results: found) }
        var visited = 0
        guard
            let corrected = corrections(
                of: query, in: category, filter: filter, known: known, answering: exact ? nil : (order, limit),
                visited: &visited, shouldStop: shouldStop)
        else { return CatalogAnswer(results: [], wordBeginningsVisited: visited) }
        if exact {
            return CatalogAnswer(results: [], suggestion: corrected.best, wordBeginningsVisited: visited)
        }
        let results =
            corrected.results
            ?? search(corrected.best, in: category, order: order, filter: filter, limit: limit, shouldStop: shouldStop)
        return CatalogAnswer(
            results: results, correction: corrected.best, alternatives: corrected.others,
            wordBeginningsVisited: visited)
    }

    /// What words that meet in no item of the catalog likely meant: each
    /// word's near words (`nearWords`) ranked, the closest first, then the
    /// user's, then the catalog's most used; of the corrections (one near
    /// word a word) with the fewest edits that find an admitted item, the
    /// one `CorrectionWeighing` takes (the user's words, then whole words
    /// rather than words only begun: a word begun is said as fully as its
    /// words share, "herland" for `herl`, so it would look like a name;
    /// then the best answer, then the first tried); and up to three others
    /// as close that do: `kice` is Kite
    /// (a song of that name), not rice (Edgar Rice Burroughs), though rice is
    /// the commoner word. Nil when the words meet in
    /// some item (the category or the filters left them out, and near words
    /// would be noise), when nothing near finds anything, or on `shouldStop`.
    ///
    /// Which words are looked at: those that begin no word of the catalog
    /// (the slips), or, when every word begins one (they only do not
    /// meet), each of them, up to `InputLimits.forgivenWords` words.
    ///
    /// With `answering` (the answer's order and limit), a correction that
    /// is sure to be taken, because it is the first to find something and
    /// no other is as close, is searched for in that order and limit, and
    /// its `results` given: the answer's search, not that search again.
    func corrections(
        of query: String, in category: Category, filter: ResultFilter, known: UserWords,
        answering final: (order: StoreSearchItems.SortOrder, limit: Int)? = nil, visited: inout Int,
        shouldStop: () -> Bool
    ) -> (best: String, others: [String], results: [SearchResult]?)? {
        let typed = WordTokenizer.words(query)
        let words = SearchWords.bounded(typed)
        guard !words.isEmpty, search(query, in: .all, limit: 1, shouldStop: shouldStop).isEmpty, !shouldStop()
        else { return nil }
        let slips = words.indices.filter { tokenRange(forPrefix: words[$0]).isEmpty }
        let looked = slips.isEmpty ? Array(words.indices) : slips
        guard looked.count <= (slips.isEmpty ? InputLimits.forgivenWords : InputLimits.searchWords) else { return nil }
        let userCounts = known.history.isEmpty && known.favourites.isEmpty ? [:] : known.counts(excluding: query)
        var walk = TypoWalk(storage: storage, budget: InputLimits.forgivingBeginnings)
        var options: [[NearWord]] = []
        for (number, word) in words.enumerated() {
            let typed = String(decoding: word, as: UTF8.self)
            guard looked.contains(number) else {
                options.append([NearWord(word: typed, edits: 0)])
                continue
            }
            if shouldStop() { return nil }
            var near = nearWords(of: word, isLast: number == words.count - 1, walk: &walk)
            guard !walk.ranOut else { break }
            // A word with nothing near it: no correction can find anything.
            guard !near.isEmpty else {
                visited = walk.visited
                return nil
            }
            for index in near.indices { near[index].userUses = userCounts[Array(near[index].word.utf8)] ?? 0 }
            options.append(Corrections.ranked(near))
        }
        visited = walk.visited
        guard !walk.ranOut, options.count == words.count else { return nil }
        var weighing = CorrectionWeighing<Void>()
        var given = 0
        var taken: (text: String, results: [SearchResult])?
        Corrections.forEachCorrection(of: options) { correction in
            if shouldStop() { return false }
            given += 1
            let edits = correction.reduce(0) { $0 + $1.edits }
            guard weighing.isAsClose(edits) else { return false }
            // The words as typed found nothing already.
            guard edits > 0 else { return true }
            let text = Corrections.text(correction, for: words, typed: typed)
            // Every correction as close has been given: this one, if it
            // finds anything, is the only one kept, so taken.
            if let final, weighing.found.isEmpty, given == Corrections.count(of: options, within: edits) {
                let results = search(
                    text, in: category, order: final.order, filter: filter, limit: final.limit, shouldStop: shouldStop)
                guard results.isEmpty else {
                    taken = (text, results)
                    return false
                }
                return weighing.foundNothing()
            }
            let top = search(text, in: category, order: .relevance, filter: filter, limit: 1, shouldStop: shouldStop)
            guard let match = top.first else { return weighing.foundNothing() }
            var relevance = RelevanceQuery(text)
            let found = CorrectionWeighing<Void>.Found(
                text: text, edits: edits, userUses: correction.reduce(0) { $0 + $1.userUses },
                begun: correction.count(where: \.begun), rank: relevance.rank(of: match), answer: ())
            let goesOn = weighing.keep(found)
            // Words typed whole that name an item: no later one can do better, unless the user's words say so.
            if userCounts.isEmpty, found.begun == 0, found.rank == 0 { return false }
            return goesOn
        }
        guard !shouldStop() else { return nil }
        if let taken { return (taken.text, [], taken.results) }
        let chosen = weighing.chosen.map(\.text)
        return chosen.first.map { ($0, Array(chosen.dropFirst().prefix(3)), nil) }
    }

    /// The catalog's words near `word` (folded), as a forgiving search
    /// looks for them (`TypoTolerance`): itself, when it begins words (no
    /// edits); the whole words within its edits, or for the last word,
    /// which may stop part way, the beginnings of words (each standing for
    /// every word that begins so, its uses theirs).
    func nearWords(of word: [UInt8], isLast: Bool, walk: inout TypoWalk) -> [NearWord] {
        let letters = TypoTolerance.letters(of: word)
        let begun = tokenRange(forPrefix: word)
        var found: [NearWord] = []
        if !begun.isEmpty {
            found.append(NearWord(word: String(decoding: word, as: UTF8.self), edits: 0, uses: postingCount(begun)))
        }
        if TypoTolerance.allowedEdits(letters) == 0 {
            return found + lettersLeftOut(of: word, isLast: isLast)
        }
        let edits = TypoTolerance.allowedEdits(letters)
        for match in walk.matches(of: letters, allowed: edits, reach: isLast ? .beginning : .whole)
        where match.edits > 0 {
            // Every word that begins so, said as fully as they all begin
            // alike: "stairway" for stairway and stairways, not "stai".
            let meant = sharedBeginning(of: match.tokens, atLeast: match.beginning)
            found.append(
                NearWord(
                    word: String(decoding: meant, as: UTF8.self), edits: match.edits,
                    uses: postingCount(match.tokens),
                    begun: match.tokens.count > 1 || storage.token(match.tokens.lowerBound).count != match.beginning))
        }
        // A beginning within the edits stands for every word it begins, at
        // its own distance: `thign` is `thin` begun, and so is thing. The
        // whole words within the edits too, each at its own ("thing": two
        // neighbours swapped), so that a word typed whole is taken whole.
        if isLast {
            for match in walk.matches(of: letters, allowed: edits, reach: .whole) where match.edits > 0 {
                found.append(
                    NearWord(
                        word: String(decoding: storage.token(match.tokens.lowerBound), as: UTF8.self),
                        edits: match.edits, uses: postingCount(match.tokens)))
            }
        }
        return found
    }
}

extension CatalogIndex {
    /// The catalog's words that a short word (`TypoTolerance.mayHaveLetterLeftOut`)
    /// is with one of its letters left out ("love" for `lve`), one edit
    /// each: for each place the letter may go, each letter that words have
    /// there, looked up in the sorted tokens; whole words, or for the last
    /// word the beginnings of words (said as fully as the words they begin
    /// allow, as `nearWords` says them).
    func lettersLeftOut(of word: [UInt8], isLast: Bool) -> [NearWord] {
        let letters = TypoTolerance.letters(of: word)
        guard TypoTolerance.mayHaveLetterLeftOut(letters) else { return [] }
        var found: [NearWord] = []
        var seen = Set<[UInt8]>()
        // The word's letters' byte offsets: where a letter may be put.
        var offsets: [Int] = [0]
        for letter in letters {
            offsets.append(offsets.last! + (letter < 0x80 ? 1 : letter < 0x800 ? 2 : letter < 0x10000 ? 3 : 4))
        }
        for place in offsets.dropLast() {
            let before = Array(word[0..<place])
            let after = Array(word[place...])
            // Each letter a token has after `before`: the next one found by a search past the last.
            var range = tokenRange(forPrefix: before)
            while !range.isEmpty {
                let token = storage.token(range.lowerBound)
                guard token.count > before.count else {
                    range = range.dropFirst()
                    continue
                }
                var length = 1
                let lead = token[before.count]
                if lead >= 0xC0 { length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4 }
                let letter = Array(token[before.count..<min(token.count, before.count + length)])
                let meant = before + letter + after
                if seen.insert(meant).inserted {
                    let begun = tokenRange(forPrefix: meant)
                    if !begun.isEmpty, isLast || storage.token(begun.lowerBound).elementsEqual(meant) {
                        let tokens = isLast ? begun : begun.lowerBound..<begun.lowerBound + 1
                        found.append(
                            NearWord(
                                word: String(
                                    decoding: sharedBeginning(of: tokens, atLeast: meant.count), as: UTF8.self),
                                edits: 1, uses: postingCount(tokens),
                                begun: !storage.token(begun.lowerBound).elementsEqual(meant)))
                    }
                }
                // Past every token that has this letter there.
                range = (range.lowerBound + tokenRange(forPrefix: before + letter).count)..<range.upperBound
            }
        }
        return found
    }

    /// As far as the tokens of `range` all begin alike (at least `least`
    /// bytes, which they share), at a letter's start.
    func sharedBeginning(of range: Range<Int>, atLeast least: Int) -> [UInt8] {
        let first = storage.token(range.lowerBound)
        let last = storage.token(range.upperBound - 1)
        var shared = 0
        while shared < min(first.count, last.count), first[shared] == last[shared] { shared += 1 }
        while shared < first.count, shared > 0, first[shared] & 0xC0 == 0x80 { shared -= 1 }
        return Array(first[0..<max(min(least, first.count), shared)])
    }
}

extension CatalogIndex {
    /// "Did you mean", for a source that is not this catalog (the live
    /// store): for each word of `query` (`SearchWords`), the catalog's
    /// whole words near it, ranked (`Corrections.ranked`), itself first
    /// when it is one. Folded words; an empty list for a word with none
    /// (or when the walk ran past its bound).
    public func nearWords(for query: String) -> [[NearWord]] {
        var walk = TypoWalk(storage: storage, budget: InputLimits.forgivingBeginnings)
        return SearchWords.bounded(WordTokenizer.words(query)).map { word in
            let letters = TypoTolerance.letters(of: word)
            let begun = tokenRange(forPrefix: word)
            var found: [NearWord] = []
            if !begun.isEmpty, storage.token(begun.lowerBound).elementsEqual(word) {
                let uses = postingCount(begun.lowerBound..<begun.lowerBound + 1)
                found.append(NearWord(word: String(decoding: word, as: UTF8.self), edits: 0, uses: uses))
            }
            let edits = TypoTolerance.allowedEdits(letters)
            if edits > 0 {
                for match in walk.matches(of: letters, allowed: edits, reach: .whole) where match.edits > 0 {
                    let token = storage.token(match.tokens.lowerBound)
                    found.append(
                        NearWord(
                            word: String(decoding: token, as: UTF8.self), edits: match.edits,
                            uses: postingCount(match.tokens)))
                }
            } else {
                found += lettersLeftOut(of: word, isLast: false)
            }
            return walk.ranOut ? [] : Corrections.ranked(found)
        }
    }

    /// The likeliest "did you mean" from the catalog's words alone: each
    /// word that is not one of them replaced by its nearest; nil when no
    /// word changes.
    public func suggestion(for query: String) -> String? {
        let near = nearWords(for: query)
        let typed = SearchWords.bounded(WordTokenizer.words(query)).map { String(decoding: $0, as: UTF8.self) }
        let chosen = zip(typed, near).map { word, options in options.first?.word ?? word }
        return chosen == typed ? nil : chosen.joined(separator: " ")
    }
}
