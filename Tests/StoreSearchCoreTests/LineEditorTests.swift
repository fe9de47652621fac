import Testing

@testable import StoreSearchModel
@testable import StoreSearchText

@Suite(.timeLimit(.minutes(1))) struct LineEditorTests {
    private func edited(_ text: String, cursor: Int? = nil, _ edits: LineEditor.Edit...) -> LineEditor {
        var editor = LineEditor(text)
        if let cursor { editor.apply(.moveTo(cursor)) }
        for edit in edits { editor.apply(edit) }
        return editor
    }

    @Test func insertsAtTheCursor() {
        let editor = edited("pnk", cursor: 1, .insert("i"))
        #expect(editor.text == "pink")
        #expect(editor.cursor == 2)
    }

    @Test func deletesBackwardAndForward() {
        #expect(edited("pink", .deleteBackward).text == "pin")
        #expect(edited("pink", cursor: 0, .deleteForward).text == "ink")
        #expect(edited("", .deleteBackward).text == "")
        #expect(edited("ab", .deleteForward).text == "ab")
    }

    @Test func movesByCharacterAndWord() {
        #expect(edited("pink floyd", .moveWordLeft).cursor == 5)
        #expect(edited("pink floyd", .moveWordLeft, .moveWordLeft).cursor == 0)
        #expect(edited("pink floyd", cursor: 0, .moveWordRight).cursor == 4)
        #expect(edited("ab", .moveLeft, .moveLeft, .moveLeft).cursor == 0)
        #expect(edited("ab", .moveToStart, .moveRight).cursor == 1)
        #expect(edited("ab", .moveToStart, .moveToEnd).cursor == 2)
    }

    @Test func killsAndYanksLikeReadline() {
        #expect(edited("pink floyd", cursor: 4, .killToEnd).text == "pink")
        #expect(edited("pink floyd", cursor: 4, .killToStart).text == " floyd")
        #expect(edited("pink floyd", .killWordBackward).text == "pink ")
        #expect(edited("pink floyd ", .killWordBackward).text == "pink ")
        #expect(edited("pink floyd", cursor: 0, .killWordForward).text == " floyd")
        let yanked = edited("pink floyd", .killWordBackward, .moveToStart, .yank)
        #expect(yanked.text == "floydpink ")
    }

    @Test func transposes() {
        #expect(edited("pnik", cursor: 2, .transpose).text == "pink")
        #expect(edited("ab", .transpose).text == "ba")
    }

    @Test func wideAndCombiningCharactersAreOneStep() {
        let editor = edited("e\u{301}夜🎵", .moveLeft, .deleteBackward)
        #expect(editor.text == "e\u{301}🎵")
        #expect(editor.cursor == 1)
    }

    @Test func reportsWhetherTheTextChanged() {
        var editor = LineEditor("ab")
        #expect(editor.apply(.moveLeft) == false)
        #expect(editor.apply(.insert("x")) == true)
        #expect(editor.apply(.killToEnd) == true)
        #expect(editor.apply(.killToEnd) == false)
    }
}

@Suite(.timeLimit(.minutes(1))) struct LineEditorLimitTests {
    @Test func aLimitedLineDropsWhatDoesNotFit() {
        var editor = LineEditor(maximumLength: 5)
        editor.apply(.insert("abc"))
        editor.apply(.moveToStart)
        editor.apply(.insert("XYZ"))
        #expect(editor.text == "XYabc" && editor.cursor == 2)
        editor.apply(.killToEnd)
        editor.apply(.insert("1234"))
        editor.apply(.yank)
        #expect(editor.text == "XY123", "a yank fills what room is left")
        #expect(LineEditor(String(repeating: "w", count: 9), maximumLength: 4).text == "wwww")
    }

    @Test func theSearchFieldTakesAFloodAsItsFirst256Characters() {
        var state = AppState(traits: TraitCollection(horizontal: .compact, vertical: .regular), searchesAsYouType: true)
        _ = state.update(.search(.edit(.insert(String(repeating: "love ", count: 2_000)))))
        #expect(state.search.field.characters.count == SearchState.maximumTermLength)
    }
}
