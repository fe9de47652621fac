@testable import StoreSearchDiagnostics
@testable import StoreSearchItems
@testable import StoreSearchModel
@testable import StoreSearchOptions
@testable import StoreSearchText
@testable import StoreSearchUI

/// One phrase of every case (and every branch a case's words take), for the
/// tests that want every phrase said in every language.
enum PhraseSamples {
    static let failures: [SearchFailure] = [
        .catalogUnreadable("bad"), .catalogNotInStoreShape,
        .catalogDamaged(offset: 12, expected: "a value", itemsBefore: 3),
        .catalogTooLarge(maximumBytes: 1 << 30, isStream: false),
        .catalogTooLarge(maximumBytes: 1 << 20, isStream: true),
        .store(.offline), .store(.connectionLost), .store(.timedOut), .store(.throttled),
        .store(.rejected("no")), .store(.serverError(status: 503)), .store(.unreadable),
        .store(.tooLarge(maximumBytes: 1 << 24)), .store(.rateLimited(secondsToWait: 7)),
    ]

    static let fileFailures: [FileFailure] = [
        .system("Permission denied"), .notAFile(.symbolicLink), .notAFile(.fifo), .notAFile(.device),
        .notAFile(.socket), .notAFile(.folder),
    ]

    static let notices: [Notice] =
        [
            .openedInBrowser, .sendingMail, .sendingWithoutDraft(reason: "disk full"), .mailSent,
            .mailAppOpened, .configMistakes(1), .configMistakes(3), .escapeDoesNotQuit, .draftKept,
            .linkCopied("https://example.org"), .previewPlaying(program: "mpv"), .previewStopped,
            .previewFailed("gone"), .naturalOrder(.album), .naturalOrder(.artist), .favourite(true),
            .favourite(false), .favourite(true, count: 3), .favourite(false, count: 2), .linksCopied(3),
            .markLimit(2), .exported("/tmp/x.json"), .fileSetAside("/tmp/h.bad"), .typedDoesNothing("x"),
            .nothingToSave, .keyDoesNothing("F3", helpKey: "F1"),
            .unavailable(LocalizedText("Not now", dutch: "Nu niet")), .noMenuLetter("z"),
            .editorKeptBody(.saved("x")), .editorKeptBody(.empty), .editorKeptBody(.failed(editor: "vim", status: 1)),
            .editorKeptBody(.notFound(editor: "ed")), .editorKeptBody(.notStarted(reason: "no")),
        ] + SortOrder.allCases.map { .orderChanged($0) } + filePhrases.map { .file($0) }

    static let filePhrases: [FilePhrase] =
        [
            .catalogTooLarge(maximumBytes: 1 << 30, isStream: false),
            .catalogTooLarge(maximumBytes: 1 << 20, isStream: true),
            .batchLineTooLong(line: 3, maximumBytes: 4096), .mailTextFollows(reason: "disk full"),
        ]
        + fileFailures.flatMap { failure -> [FilePhrase] in
            [
                .reason(failure), .favouriteNotSaved(marked: true, failure),
                .favouriteNotSaved(marked: false, failure), .historyNotKept(failure),
                .notUsed(path: "/tmp/log", failure),
            ]
        }

    static let kinds: [ItemKind] = [
        .album, .audiobook, .book, .ebook, .featureMovie, .musicVideo, .podcast, .software, .macSoftware, .song,
        .tvEpisode, .other("hologram"),
    ]

    static let screen: [ScreenPhrase] =
        [
            .appName, .searchTitle, .okButton, .terminalTooSmall, .minimumSize(columns: 40, rows: 10), .helpTitle,
            .helpCloseHint, .badge(.bundledCatalog), .badge(.offlineCatalog), .badge(.cached), .badge(.store),
        ] + notices.map { .notice($0) }

    static let search: [SearchPhrase] =
        Category.allCases.map { .category($0) }
        + [
            .searchPlaceholder, .fieldOnAPage(term: "queen"), .fieldOnAPageShort, .loading, .nothingFound,
            .hintLocal(itemCount: "3,503"), .indexing(name: "1m.json"),
            .indexed(percent: 43, items: "430,112"), .hintLive, .whoops, .storeError, .showingResultsFor,
            .searchExactlyFor, .didYouMean, .alsoCorrections,
        ] + failures.map { .failureReason($0) }

    static let detail: [DetailPhrase] =
        [
            .unknownArtist, .artistAndKind(artist: "Queen", kind: "Song"), .typeLabel, .genreLabel, .free,
            .openInStore, .addressReason(.noBrowser), .addressReason(.noClipboard), .addressReason(.noPlayer),
            .numberOf(3, of: 12), .ratingCount("1,234"), .orLater("iOS 12.0"), .albumPrice("$9.99"),
            .seasonPrice("$29.99"), .explicit, .copyLinkButton, .previewButton, .stopPreviewButton, .more,
            .favouriteButton(marked: true), .favouriteButton(marked: false),
        ] + kinds.map { .kind($0) } + DetailLabel.allCases.map { .label($0) }

    static let mail: [MailPhrase] =
        [
            .supportRequest, .toLabel, .subjectLabel, .attachDiagnostics, .cannotSendMail, .placeholderAddress,
            .mailCommandNotFound("sendmail"), .sizeClasses(horizontal: .regular, vertical: .compact),
            .sizeClasses(horizontal: .compact, vertical: .regular), .mailProblem(.lineBreakInHeader(field: "To")),
            .mailProblem(.invalidAddress("me@")), .draftNotSaved(reason: "disk full"), .continueDraftQuestion,
            .draftWritten(date: "today", to: "me@example.org"), .quitWhileSendingQuestion, .quitWhileSendingDetail,
            .mailtoTooLong, .noMailProgram, .openDraftYourself, .draftKeptOnQuit(path: "/tmp/d.eml"),
            .draftSavedAt, .sendFailed(reason: "refused"), .draftKeptAt,
            .diagnostics(
                version: "1.0", source: "catalog", columns: 80, rows: 24, term: "xterm", horizontal: .compact,
                vertical: .regular, locale: "nl_NL"),
            .ratingLabel, .commentLabel, .starsGiven(0), .starsGiven(4), .ratingHint, .ratingProblem(.noStars),
            .ratingProblem(.mail(.invalidAddress("x"))), .ratingSavedAsDraft, .ratingSubject(stars: 4),
            .ratingBody(stars: 4, comment: "", version: "1.0"), .ratingBody(stars: 2, comment: "Fine", version: "1"),
        ] + ComposeField.allCases.map { .composeButton($0) } + RatingField.allCases.map { .ratingButton($0) }
        + ChoiceOption.allCases.map { .choiceOption($0) }

    static let aboutLines: [Phrase.AboutLine] =
        [
            .tagline, .noMailCommand, .mailCommandMissing("msmtp"), .historyOff,
            .placeholderAddress("support@example.invalid"), .source(.bundledCatalog, storeURL: "https://x"),
            .source(.catalogFile("1m.json"), storeURL: "https://x"), .source(.store, storeURL: "https://x"), .licence,
        ] + Phrase.AboutLabel.allCases.map { .label($0) }

    static let menu: [MenuPhrase] =
        MenuItem.allCases.map { .menuItem($0) } + [.aboutTitle] + aboutLines.map { .aboutLine($0) }

    static let inputOutput: [Phrase.InputOutput] = [
        .cannotWriteOutput(reason: "Broken pipe"), .moreConfigMistakes(count: 1, path: "/c"),
        .moreConfigMistakes(count: 4, path: "/c"), .catalogCannotBeStandardInput(.interface),
        .catalogCannotBeStandardInput(.batchTerms), .noFavourites(path: "/f"),
        .stateFileSetAside(path: "/h", badPath: "/h.bad"),
    ]

    static let commandLine: [CommandLinePhrase] =
        [
            .usage(version: "1.0"), .usageAll(version: "1.0"), .notATerminal,
            .needsUTF8Locale(variable: "LANG", value: "C", charset: "ASCII"),
            .unusableTerminal(term: "dumb"), .cannotStart(reason: "too many files"), .unknownOption("--x"),
            .didYouMean("--catlog", suggestion: "--catalog"), .unknownCommand("serch", suggestion: "search"),
            .unknownCommand("queen", suggestion: nil), .unknownConfigKey("colr", suggestion: "color"),
            .unknownConfigKey("zzz", suggestion: nil), .tooManyConfigLines(key: "bind", most: 1_000),
            .pickNeedsTerminal(reason: "No such device or address"), .missingLookupID, .lookupIDNotANumber("abc"),
            .nothingFoundForID(909253, hasEntity: true), .nothingFoundForID(909253, hasEntity: false),
            .missingValue(option: "--limit"), .invalidValue(value: "web", option: "--source"),
            .invalidValue(value: "x", option: "--nothing-like-it"), .cannotReadCatalog(path: "/c", reason: "gone"),
            .catalogNotFound, .catalogNotInStoreShape, .catalogDamaged(offset: 9, expected: "a value", itemsBefore: 2),
            .missingSearchTerm, .favouritesTakesNoTerm, .nothingFoundFor("qqq"),
            .showingResultsFor(shown: "queen", typed: "qeen"),
            .showingResultsForAlso(shown: "queen", typed: "qeen", also: "'teen', 'seen'"),
            .nothingFoundSuggesting("qeen", suggestion: "queen"),
            .fellBackToCatalog, .configUnreadable(path: "/c"), .tryHelp,
        ] + inputOutput.map { .inputOutput($0) }
        + rules.map { .allowedValues($0) } + onlyIn

    static let onlyIn: [CommandLinePhrase] = [
        .onlyIn("--limit", commands: ["search", "lookup"]), .onlyIn("--entity", commands: ["lookup"]),
        .onlyIn("--multi", commands: ["pick"]),
    ]

    static let rules: [OptionValueRule] = [
        .none, .choice(["a", "b"]), .yesNo, .integer(1...200), .seconds(max: 600), .webAddress, .countryCode,
        .storeLanguage, .mailAddress, .file, .command, .priceRange, .kinds(["song", "app"]), .keyBinding, .themeColor,
        .words,
    ]

    static let actions: [Phrase.Action] = [
        .search, .results, .open, .move, .category, .next, .close, .help, .quit, .back, .press, .scroll, .menu,
        .choose, .send, .toggle, .save, .page, .grid, .commands, .format, .stars, .saveDraft, .exact, .suggestion,
        .find, .act, .mark,
        .storePage, .copyLink, .playPreview, .stopPreview, .markFavourite, .unmarkFavourite, .album, .artist,
    ]

    static let shaping: [ShapingPhrase] =
        [
            .filtersTitle, .freeOnly, .price, .anyPrice, .hideExplicit, .clearAll, .kinds,
            .filtersHidEverything(clear: "Alt-X", change: "F5"), .theseFiltersHideEverything, .noFavouritesTitle,
            .noFavourites(mark: "Alt-M"),
            .favourites,
            .filterFavourites, .recent,
            .saveTitle, .saveFile, .saveFormat, .saveHint(save: "Enter", format: "Tab", close: "Esc"), .free,
            .noExplicit, .narrowed(shown: "12", of: "1,040"),
            .favouritesShown(shown: "2", of: "5", matching: "'love'", filtered: true),
            .favouritesShown(shown: "2", of: "5", matching: "'love'", filtered: false),
            .favouritesShown(shown: "2", of: "5", matching: nil, filtered: true),
            .fileExists(path: "/tmp/r.json", save: "Enter"), .saveFailed(reason: "disk full"),
        ] + SortOrder.allCases.map { .order($0) }

    static let help: [HelpPhrase] =
        [
            .keysHere(place: "the results"), .rule(palette: "Ctrl-O"), .escapeDoesNotQuit(quitKeys: ["Ctrl-C"]),
            .escapeDoesNotQuit(quitKeys: ["Ctrl-C", "F10"]), .previewPlaying(program: "mpv", stop: "Alt-P"),
            .commandsTitle, .findCommand, .noCommand, .historyTitle, .findSearch, .noSearch,
            .historyNote(count: 3, of: 9), .paletteCount(position: 3, count: 47), .nothingToDoHere,
            .worksOnSearchScreen,
            .worksIn([LocalizedText("the menu", dutch: "het menu"), LocalizedText("an alert", dutch: "een melding")]),
            .noItem, .paletteIsOpen, .typeFirst, .noOffer, .noHistory, .noStorePage, .noLink, .noMarkedLink, .noPreview,
            .noLevelToLeave, .noFilterOn, .closeFirst, .typedDoesNothing(key: "x", searchKey: "/"),
            .typedOnStars(key: "x", nextKey: "Tab"), .categoriesAreTheSearchs, .marksNeedMulti, .nothingMarked,
            .onlyInPick, .nothingToChoose,
            .onMarked(LocalizedText("Copy the link", dutch: "De link kopiëren"), count: 3),
        ] + KeySection.allCases.map { .section($0) }

    static let pages: [PagePhrase] =
        [
            .albumButton(album: "Hits"), .albumButtonWithTracks(album: "Hits", count: 1, written: "1"),
            .albumButtonWithTracks(album: "Hits", count: 1017, written: "1,017"), .tracks(count: 1, written: "1"),
            .tracks(count: 17, written: "17"), .tracksOf(written: "16", total: 19, writtenTotal: "19"),
            .tracksOf(written: "0", total: 1, writtenTotal: "1"), .byKind, .pageIsShown,
            .kindHeading(kind: .album, count: 12, written: "12"),
            .kindHeading(kind: .musicVideo, count: 1, written: "1"),
            .kindHeading(kind: .other("pdf"), count: 1, written: "1"),
        ] + kinds.map { .artistButton(artist: "Queen", kind: $0) }
        + PageLink.allCases.flatMap { [PagePhrase.nothingToOpen($0), .noStoreID($0)] }

    static let diagnostics: [DiagnosticsPhrase] =
        [
            .notATerminal, .off, .on, .unknown, .noneFound, .exists, .missing, .writable, .notWritable, .notFound,
            .yesOSC52, .no, .placeholder, .noPictures, .altEscapePrefix, .altEighthBit, .altNotSaid, .altNoTerminal,
            .altAskedFor, .stopsTheInterface("config line 3: …"),
        ] + DiagnosticFacts.Label.allCases.map { .label($0) } + Language.allCases.map { .languageName($0) }
        + pictureReasons.map { .pictures("sixel", because: $0) }

    static let pictureReasons: [PicturePhrase] = [
        .chosen(mode: "kitty"), .multiplexer("tmux"), .textOnly(term: "linux"), .kittyAnswered,
        .environment(hint: "KITTY_WINDOW_ID"), .sixelAttribute, .sixelWithoutCellSize, .noGraphics, .noAnswer,
        .noTerminal, .waiting, .refusedNoSixel(mode: "sixel"), .refusedNoKitty(mode: "kitty"),
        .refusedKitty(mode: "iterm"), .cellSizeOutOfBounds(width: 99999, height: 99999),
    ]

    static let config: [ConfigPhrase] = [
        .atLine(7), .malformedBinding("x"), .unknownKey("ctrl-ü"), .unknownCommand("qit", suggestion: "quit"),
        .unknownCommand("zz", suggestion: nil), .unknownPlace("felid", suggestion: "field"),
        .unknownPlace("zz", suggestion: nil),
        .notThere(command: "send", place: "list", placeName: LocalizedText("the results", dutch: "de resultaten")),
        .types(key: "q", place: "field", placeName: LocalizedText("the search field", dutch: "het zoekveld")),
        .clash(
            key: "Ctrl-O", place: "list", placeName: LocalizedText("the results", dutch: "de resultaten"),
            command: "commands", line: 2),
        .noWayToQuit(place: "menu", placeName: LocalizedText("the menu", dutch: "het menu")),
        .unknownColourRole("acent", suggestion: "accent", roles: "accent, text"),
        .unknownColourRole("zz", suggestion: nil, roles: "accent, text"), .badColour("red"), .monoHasNoColours,
        .keysHeader, .yourBindings, .coloursHeader, .fileHeader, .saveAs, .allowed, .also,
    ]

    /// The phrases above that are cases of `Phrase`, under the case that carries each.
    static let model: [Phrase] = {
        var all: [Phrase] = screen.map { .screen($0) }
        all += mail.map { .mail($0) }
        all += menu.map { .menu($0) }
        all += filePhrases.map { .file($0) }
        all += help.map { .help($0) }
        all += pages.map { .page($0) }
        all += actions.map { .action($0) }
        all.append(.text(LocalizedText("Declared where used", dutch: "Verklaard waar gebruikt")))
        return all
    }()

    /// Every phrase above: the model's, and the families declared beside what says them.
    static let all: [any LocalizedPhrase] = {
        var all: [any LocalizedPhrase] = model
        all += search as [any LocalizedPhrase]
        all += detail as [any LocalizedPhrase]
        all += commandLine as [any LocalizedPhrase]
        all += diagnostics as [any LocalizedPhrase]
        all += config as [any LocalizedPhrase]
        all += shaping as [any LocalizedPhrase]
        all += Phrase.Column.allCases as [any LocalizedPhrase]
        all += SortOrder.allCases as [any LocalizedPhrase]
        return all
    }()
}
