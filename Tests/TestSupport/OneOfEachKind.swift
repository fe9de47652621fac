import Foundation
import StoreSearchFormats
import StoreSearchItems

/// An answer in the shape the iTunes Search API gives, one item of each
/// kind with the fields the store sends for it (descriptions with their
/// HTML, entities and line breaks as they come), for the detail's tests,
/// goldens and the end-to-end suite, which reads the same file
/// (`Tests/EndToEnd/fixtures/one_of_each_kind.json`). Read through
/// `StoreResponseDecoder`, as a live answer is.
extension Fixtures {
    public static let oneOfEachKindFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("EndToEnd/fixtures/one_of_each_kind.json")

    /// A song, a film, a TV episode, an app, an e-book, an audiobook and a
    /// podcast, in that order.
    public static var oneOfEachKind: [SearchResult] {
        (try? StoreResponseDecoder.decode(Data(contentsOf: oneOfEachKindFile))) ?? []
    }
}
