import StoreSearchText

/// A kind as the screen names one item of it ("Song", "Liedje").
extension ItemKind: LocalizedPhrase {
    public var words: LocalizedText {
        switch self {
        case .album: LocalizedText("Album", dutch: "Album")
        case .audiobook: LocalizedText("Audiobook", dutch: "Audioboek")
        case .book: LocalizedText("Book", dutch: "Boek")
        case .ebook: LocalizedText("E-Book", dutch: "E-Boek")
        case .featureMovie: LocalizedText("Movie", dutch: "Film")
        case .musicVideo: LocalizedText("Music Video", dutch: "Videoclip")
        case .podcast: LocalizedText("Podcast", dutch: "Podcast")
        case .software, .macSoftware: LocalizedText("App", dutch: "App")
        case .song: LocalizedText("Song", dutch: "Liedje")
        case .tvEpisode: LocalizedText("TV Episode", dutch: "TV serie")
        case .other(let value): LocalizedText(value, dutch: value)
        }
    }
}
