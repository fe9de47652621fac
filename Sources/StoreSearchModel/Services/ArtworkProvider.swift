/// Where pictures come from: the runtime says which the screen wants (the
/// rest need not be fetched) and takes a snapshot of them to draw with.
///
/// The model does not know what a picture is made of: the snapshot's type is
/// the drawing's (`ArtworkSnapshot` in TerminalKit, cells for a size and a
/// colour depth), so StoreSearchArtwork implements this without the UI.

public protocol ArtworkProvider<Snapshot>: AnyObject, Sendable {
    associatedtype Snapshot: Sendable
    func want(_ urls: [String])
    func snapshot(for urls: [String]) -> Snapshot
}
