// swift-tools-version:6.0
//
// The data flow (ARCHITECTURE.md has the whole picture):
//
//   terminal bytes ──▶ NcursesBackend (the only module that imports ncursesw)
//                  ──▶ StoreSearchRuntime: Program, generic over a TerminalBackend
//                        decode (TerminalKit) → messages → update (StoreSearchModel, pure)
//                        → effects through ProgramServices → render (StoreSearchUI, pure) → backend
//   below the model: StoreSearchText, StoreSearchItems; beside it: StoreSearchFormats, StoreSearchOptions
//   services: StoreSearchCatalog (local catalogs), StoreSearchStore (the live store), StoreSearchMail,
//             StoreSearchFiles (files on disk), StoreSearchPrograms (other programs),
//             StoreSearchArtwork (pictures), StoreSearchWorkers (threads)
//
// `storesearch` is the executable that wires them together.
import PackageDescription

let package = Package(
    name: "storesearch",
    products: [
        .executable(name: "storesearch", targets: ["storesearch"])
    ],
    targets: [
        // Text that means nothing to the store yet: folding, the sanitiser, HTML text, the line editor,
        // typo distances, the languages and the bound on every input. Imports nothing of the project.
        .target(name: "StoreSearchText"),
        // What the store sells and how a list of it is searched and ordered: items, kinds, categories,
        // prices, relevance, corrections, look-ups.
        .target(name: "StoreSearchItems", dependencies: ["StoreSearchText"]),
        // The store's answer and the catalog file, read and written: the one decoder both sources use.
        .target(name: "StoreSearchFormats", dependencies: ["StoreSearchText", "StoreSearchItems"]),
        // What `--diagnose` says and "Attach diagnostics" attaches: the facts, and their words.
        .target(name: "StoreSearchDiagnostics", dependencies: ["StoreSearchText"]),
        // The model: state, messages, update, keys and their availability, the phrases, and every
        // service interface. Pure: no I/O, no threads.
        .target(
            name: "StoreSearchModel", dependencies: ["StoreSearchText", "StoreSearchItems", "StoreSearchDiagnostics"]),
        // A few threads of our own that run the program's tasks (never libdispatch's pool).
        .target(name: "StoreSearchWorkers"),
        // System calls made once: EINTR retried, writes until every byte is out.
        .target(name: "SystemCalls"),
        // The content hash's inner loop, in C so that its four lanes stay four multiplies (content_hash.c says why).
        .target(name: "CContentHash"),
        // Local catalogs: files read, indexes built, cached and mapped, searched.
        .target(
            name: "StoreSearchCatalog",
            dependencies: [
                "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel", "StoreSearchWorkers",
                "SystemCalls", "CContentHash",
            ]),
        // Shared libraries opened with dlopen on first use, not linked (lazylibrary.h says why).
        .target(name: "CLazyLibrary", linkerSettings: [.linkedLibrary("dl")]),
        // SQLite (headers from libsqlite3-dev), opened on the first use of the response cache.
        .target(name: "CSQLite", dependencies: ["CLazyLibrary"]),
        // libcurl, opened with dlopen on the first fetch (its headers come from libcurl4-openssl-dev).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // What must happen before the Swift runtime starts (a SIGQUIT handler; see startup.c).
        .target(name: "CStartup"),
        // The services, one module for each thing they talk to. Files on disk: the state, history and
        // favourites files, exports, the log, all written so that nothing reported saved is lost.
        .target(
            name: "StoreSearchFiles",
            dependencies: [
                "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel", "SystemCalls",
            ]),
        // Other programs: spawning them, the editor, the preview player.
        .target(
            name: "StoreSearchPrograms",
            dependencies: [
                "StoreSearchText", "StoreSearchItems", "StoreSearchModel", "StoreSearchWorkers", "SystemCalls",
            ]),
        // The live store over HTTP (libcurl), its rate limit and the SQLite response cache.
        .target(
            name: "StoreSearchStore",
            dependencies: [
                "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel", "StoreSearchFiles",
                "StoreSearchWorkers", "CSQLite", "CCurl",
            ]),
        // Mail: the message written (RFC 5322), sent through the mail command, kept as a draft.
        .target(
            name: "StoreSearchMail",
            dependencies: [
                "StoreSearchText", "StoreSearchModel", "StoreSearchWorkers", "StoreSearchFiles", "StoreSearchPrograms",
            ]),
        .target(name: "TerminalKit"),
        .target(
            name: "StoreSearchUI",
            dependencies: [
                "StoreSearchText", "StoreSearchItems", "StoreSearchModel", "StoreSearchDiagnostics", "TerminalKit",
            ]),
        // The command line, the config file and the environment, read into the model's settings; --help,
        // --print-config and --diagnose; the config's `bind` and `theme.` lines, read into the UI's key table and theme.
        .target(
            name: "StoreSearchOptions",
            dependencies: [
                "StoreSearchText", "StoreSearchItems", "StoreSearchModel", "StoreSearchDiagnostics", "StoreSearchUI",
                "TerminalKit",
            ]),
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // The loop from bytes to a drawn frame, over any terminal backend (ncurses, or memory in tests).
        .target(
            name: "StoreSearchRuntime",
            dependencies: [
                "StoreSearchText", "StoreSearchItems", "StoreSearchModel", "StoreSearchDiagnostics", "StoreSearchUI",
                "TerminalKit",
                "StoreSearchWorkers",
            ]),
        .target(name: "CSignals"),
        .target(name: "NcursesBackend", dependencies: ["CNcursesw", "CSignals", "SystemCalls", "TerminalKit"]),
        // Artwork: decoding (libjpeg-turbo, libpng; headers from their -dev packages) and drawing as
        // cells (libchafa, declared in the module itself), each opened on the first picture.
        .target(name: "CChafa", dependencies: ["CLazyLibrary"]),
        .target(name: "CTurboJPEG", dependencies: ["CLazyLibrary"]),
        .target(name: "CPNG", dependencies: ["CLazyLibrary"]),
        .target(
            name: "StoreSearchArtwork",
            dependencies: [
                "StoreSearchText", "StoreSearchModel", "StoreSearchStore", "StoreSearchFiles", "StoreSearchWorkers",
                "TerminalKit", "CChafa", "CTurboJPEG", "CPNG",
            ]
        ),
        .executableTarget(
            name: "storesearch",
            dependencies: [
                "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel",
                "StoreSearchDiagnostics", "StoreSearchOptions",
                "StoreSearchCatalog", "StoreSearchWorkers", "StoreSearchFiles", "StoreSearchPrograms",
                "StoreSearchStore", "StoreSearchMail", "StoreSearchUI",
                "TerminalKit",
                "StoreSearchRuntime", "NcursesBackend", "StoreSearchArtwork", "CStartup", "SystemCalls",
            ]
        ),
        // Writes the generated parts of README.md and the man page, and the shell completions, from the
        // tables (make docs; make test checks them). The only module that writes documents.
        .executableTarget(
            name: "storesearch-docs",
            dependencies: [
                "StoreSearchUI", "TerminalKit", "StoreSearchText", "StoreSearchItems", "StoreSearchFormats",
                "StoreSearchModel", "StoreSearchDiagnostics", "StoreSearchOptions",
            ]),
        .testTarget(
            name: "StoreSearchDocsTests",
            dependencies: [
                "storesearch-docs", "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel",
                "StoreSearchDiagnostics", "StoreSearchOptions",
            ]),
        .testTarget(
            name: "StoreSearchCoreTests",
            dependencies: [
                "StoreSearchMail", "StoreSearchUI", "StoreSearchText", "StoreSearchItems", "StoreSearchFormats",
                "StoreSearchModel", "StoreSearchDiagnostics", "StoreSearchOptions", "StoreSearchCatalog", "TestSupport",
            ]),
        .testTarget(
            name: "StoreSearchCatalogTests",
            dependencies: [
                "StoreSearchCatalog", "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel",
                "StoreSearchOptions", "StoreSearchFiles", "StoreSearchPrograms", "StoreSearchStore", "StoreSearchMail",
                "StoreSearchWorkers", "TestSupport",
            ]),
        .testTarget(name: "StoreSearchWorkersTests", dependencies: ["StoreSearchWorkers"]),
        .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls", "TestSupport"]),
        .testTarget(name: "CSignalsTests", dependencies: ["CSignals"]),
        // The fuzz targets: a corpus replayer, or with -DFUZZING and libFuzzer, the fuzzer (make fuzz).
        .executableTarget(
            name: "storesearch-fuzz",
            dependencies: [
                "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel",
                "StoreSearchDiagnostics", "StoreSearchOptions",
                "StoreSearchMail", "StoreSearchCatalog", "StoreSearchUI", "TerminalKit",
            ],
            path: "Tests/Fuzz/Sources"
        ),
        // What several test targets share (a silent server socket).
        .target(
            name: "TestSupport",
            dependencies: [
                "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel",
                "StoreSearchDiagnostics", "StoreSearchOptions", "StoreSearchCatalog", "StoreSearchWorkers",
            ],
            path: "Tests/TestSupport"),
        .testTarget(
            name: "StoreSearchServicesTests",
            dependencies: [
                "StoreSearchFiles", "StoreSearchPrograms", "StoreSearchStore", "StoreSearchMail", "StoreSearchText",
                "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel", "StoreSearchDiagnostics",
                "StoreSearchOptions", "StoreSearchWorkers", "TestSupport",
            ]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
        .testTarget(
            name: "StoreSearchUITests",
            dependencies: [
                "StoreSearchUI", "TerminalKit", "StoreSearchText", "StoreSearchItems", "StoreSearchFormats",
                "StoreSearchModel", "StoreSearchDiagnostics", "StoreSearchOptions", "TestSupport",
            ]),
        .testTarget(
            name: "StoreSearchRuntimeTests",
            dependencies: [
                "StoreSearchRuntime", "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel",
                "StoreSearchDiagnostics", "StoreSearchOptions", "StoreSearchCatalog", "StoreSearchUI", "TerminalKit",
                "StoreSearchWorkers", "TestSupport",
            ],
            // The golden screens are read from the source tree (#filePath), not bundled.
            exclude: ["Goldens"]),
        .testTarget(
            name: "StoreSearchArtworkTests",
            dependencies: [
                "StoreSearchArtwork", "StoreSearchModel", "StoreSearchDiagnostics", "StoreSearchStore", "StoreSearchUI",
                "TerminalKit", "TestSupport",
            ]),
    ]
)
