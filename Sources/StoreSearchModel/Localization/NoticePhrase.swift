import StoreSearchText

/// What the status line says (`Notice`), and why a search failed.
extension Notice {
    public var words: LocalizedText {
        switch self {
        case .openedInBrowser:
            LocalizedText("Opened the page in your browser.", dutch: "De pagina is in je browser geopend.")
        case .sendingMail: LocalizedText("Sending your message…", dutch: "Je bericht wordt verstuurd…")
        case .sendingWithoutDraft(let reason):
            LocalizedText(
                "Sending your message… (no draft of it could be kept: \(reason))",
                dutch: "Je bericht wordt verstuurd… (er kon geen concept van worden bewaard: \(reason))")
        case .mailSent: LocalizedText("Your message was sent.", dutch: "Je bericht is verstuurd.")
        case .mailAppOpened: LocalizedText("Opened your mail program.", dutch: "Je mailprogramma is geopend.")
        case .configMistakes(let count):
            LocalizedText(
                "The config file has \(count) \(count == 1 ? "mistake" : "mistakes"), skipped; see the log.",
                dutch:
                    "Het instellingenbestand heeft \(count) \(count == 1 ? "fout" : "fouten"), overgeslagen; zie het logboek."
            )
        case .escapeDoesNotQuit:
            LocalizedText(
                "Esc goes back a level and never quits; Ctrl-C or F10 quits.",
                dutch: "Esc gaat een niveau terug en stopt nooit; Ctrl-C of F10 stopt.")
        case .draftKept:
            LocalizedText(
                "Your message is kept as a draft; Send Support Email offers it again.",
                dutch: "Je bericht is als concept bewaard; Supportmail sturen biedt het weer aan.")
        case .linkCopied(let url):
            LocalizedText("Copied to the clipboard: \(url)", dutch: "Naar het klembord gekopieerd: \(url)")
        case .previewPlaying(let program):
            LocalizedText(
                "Playing the preview with \(program); p stops it.",
                dutch: "Het fragment speelt met \(program); p stopt het.")
        case .previewStopped: LocalizedText("The preview stopped.", dutch: "Het fragment is gestopt.")
        case .previewFailed(let reason):
            LocalizedText(
                "The preview could not be played: \(reason)",
                dutch: "Het fragment kon niet worden afgespeeld: \(reason)")
        case .orderChanged(let order):
            LocalizedText(
                "Sorted \(order.words.english).",
                dutch: "Gesorteerd \(order.words.dutch).")
        case .naturalOrder(let link):
            link == .album
                ? LocalizedText("Sorted in track order.", dutch: "Gesorteerd op tracknummer.")
                : LocalizedText("Sorted by kind, then by name.", dutch: "Gesorteerd op soort, dan op naam.")
        case .favourite(let marked, let count):
            LocalizedText(
                count == 1
                    ? (marked ? "Added to your favourites." : "Removed from your favourites.")
                    : "\(count) \(marked ? "added to" : "removed from") your favourites.",
                dutch: count == 1
                    ? (marked ? "Aan je favorieten toegevoegd." : "Uit je favorieten gehaald.")
                    : "\(count) \(marked ? "aan je favorieten toegevoegd" : "uit je favorieten gehaald").")
        case .linksCopied(let count):
            LocalizedText(
                "\(count) links copied to the clipboard, a line each.",
                dutch: "\(count) links naar het klembord gekopieerd, één per regel.")
        case .markLimit(let limit):
            LocalizedText(
                "At most \(limit) can be marked.", dutch: "Er kunnen er hoogstens \(limit) gemarkeerd worden.")
        case .exported(let path): LocalizedText("Saved to \(path)", dutch: "Bewaard in \(path)")
        case .fileSetAside(let path):
            LocalizedText(
                "A file could not be read and was set aside as \(path); starting afresh.",
                dutch: "Een bestand was onleesbaar en is apart gezet als \(path); er wordt opnieuw begonnen.")
        case .nothingToSave:
            LocalizedText("There are no results to save.", dutch: "Er zijn geen resultaten om te bewaren.")
        case .keyDoesNothing(let key, let help):
            LocalizedText(
                "\(key) does nothing here · \(help) lists the keys",
                dutch: "\(key) doet hier niets · \(help) toont de toetsen")
        case .unavailable(let reason): reason
        case .typedDoesNothing(let key): HelpPhrase.typedDoesNothing(key: key, searchKey: "/").words
        case .noMenuLetter(let letter):
            LocalizedText(
                "No menu item has the letter \(letter).", dutch: "Geen menu-item heeft de letter \(letter).")
        case .editorKeptBody(let outcome):
            switch outcome {
            case .saved:
                LocalizedText(
                    "The message was taken from your editor.", dutch: "Het bericht is uit je editor overgenomen.")
            case .empty:
                LocalizedText(
                    "The editor left the message empty; your text is kept.",
                    dutch: "De editor liet het bericht leeg; je tekst blijft staan.")
            case .failed(let editor, let status):
                LocalizedText(
                    "\(editor) ended with status \(status); your text is kept.",
                    dutch: "\(editor) stopte met status \(status); je tekst blijft staan.")
            case .notFound(let editor):
                LocalizedText(
                    "The editor '\(editor)' was not found (set $VISUAL or $EDITOR); your text is kept.",
                    dutch: "De editor '\(editor)' is niet gevonden (stel $VISUAL of $EDITOR in); je tekst blijft staan."
                )
            case .notStarted(let reason):
                LocalizedText(
                    "The editor could not be started (\(reason)); your text is kept.",
                    dutch: "De editor kon niet worden gestart (\(reason)); je tekst blijft staan.")
            }
        case .file(let phrase): phrase.words
        }
    }
}

extension SearchFailure {
    /// What happened, in words a user can act on (the alert's second line).
    public var reason: LocalizedText {
        switch self {
        case .catalogUnreadable(let reason):
            LocalizedText(
                "The catalog could not be read: \(reason)", dutch: "De catalogus kon niet worden gelezen: \(reason)")
        case .catalogNotInStoreShape:
            LocalizedText(
                "The catalog is not in the store's answer shape.",
                dutch: "De catalogus heeft niet de vorm van de winkel.")
        case .catalogDamaged(let offset, let expected, _):
            LocalizedText(
                "The catalog is damaged at byte \(offset): expected \(expected).",
                dutch: "De catalogus is beschadigd bij byte \(offset): verwacht werd \(expected).")
        case .catalogTooLarge(let bytes, let isStream):
            LocalizedText(
                "The catalog could not be read: \(FilePhrase.catalogTooLarge(maximumBytes: bytes, isStream: isStream).words.english).",
                dutch:
                    "De catalogus kon niet worden gelezen: \(FilePhrase.catalogTooLarge(maximumBytes: bytes, isStream: isStream).words.dutch)."
            )
        case .store(let failure): failure.reason
        }
    }
}

extension StoreFailure {
    /// Why the store gave no answer.
    public var reason: LocalizedText {
        switch self {
        case .offline:
            LocalizedText(
                "The store could not be reached. Are you online?", dutch: "De winkel is niet bereikbaar. Ben je online?"
            )
        case .connectionLost:
            LocalizedText(
                "The connection to the store broke off.", dutch: "De verbinding met de winkel werd verbroken.")
        case .timedOut: LocalizedText("The store did not answer in time.", dutch: "De winkel antwoordde niet op tijd.")
        case .throttled:
            LocalizedText(
                "The store says there were too many searches; try again in a minute.",
                dutch: "De winkel meldt te veel zoekopdrachten; probeer het over een minuut opnieuw.")
        case .rejected(let message):
            LocalizedText(
                "The store refused the search: \(message)", dutch: "De winkel weigerde de zoekopdracht: \(message)")
        case .serverError(let status):
            LocalizedText(
                "The store had a problem (HTTP \(status)).", dutch: "De winkel had een probleem (HTTP \(status)).")
        case .unreadable:
            LocalizedText("The store's answer could not be read.", dutch: "Het antwoord van de winkel was onleesbaar.")
        case .tooLarge(let bytes):
            LocalizedText(
                "The store's answer was larger than \(InputLimits.describe(bytes: bytes)); it was not read.",
                dutch:
                    "Het antwoord van de winkel was groter dan \(InputLimits.describe(bytes: bytes)); het is niet gelezen."
            )
        case .rateLimited(let seconds):
            LocalizedText(
                "The store allows about 20 searches a minute; try again in \(seconds) seconds.",
                dutch:
                    "De winkel staat ongeveer 20 zoekopdrachten per minuut toe; probeer het over \(seconds) seconden opnieuw."
            )
        }
    }
}
