/// What a preview player (`PreviewPlayer` in StoreSearchRuntime) did when asked to play.

public enum PlayerOutcome: Hashable, Sendable {
    /// `program` (its name, as "mpv") is playing it.
    case playing(program: String)
    /// No player is configured or installed: the URL is all there is to show.
    case noPlayer
    /// The player could not be started; `reason` names it and says why.
    case failed(reason: String)
}
