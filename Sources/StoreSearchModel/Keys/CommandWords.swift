import StoreSearchText

/// What a command is called, as the state has it now ("Unmark favourite" on
/// a favourite): decided here once, for the footer, help and the palette
/// (what the footer says it does is `footerVerb(of:)`, in StoreSearchUI).
extension AppState {
    /// The command's short name now: an item's favourite and its preview
    /// are named by what the key does to them.
    public func label(of command: Command) -> LocalizedText {
        let marks = list.marks
        switch command {
        case .favourite where !marks.isEmpty:
            let label = marks.allSatisfy(isFavourite) ? Command.unmarkFavouriteLabel : command.label
            return HelpPhrase.onMarked(label, count: marks.count).words
        case .copyLink where !marks.isEmpty, .saveResults where !marks.isEmpty:
            return HelpPhrase.onMarked(command.label, count: marks.count).words
        case .favourite:
            if let item = shownOrSelected, isFavourite(item) { return Command.unmarkFavouriteLabel }
        case .preview:
            if let item = shownOrSelected, playingPreview == item.id { return Command.stopPreviewLabel }
        default: break
        }
        return command.label
    }
}
