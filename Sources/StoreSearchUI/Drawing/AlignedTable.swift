import StoreSearchItems
import StoreSearchModel
import TerminalKit

extension ResultTable {
    /// Aligned columns for `storesearch search`, each cut to a sensible
    /// width by display columns, so wide characters line up. Where two
    /// results share a name, an Album column tells them apart (the artist
    /// alone does not when one artist has the name twice).
    public static func aligned(_ results: [SearchResult], localizer: Localizer) -> String {
        var names: [String: Int] = [:]
        for result in results { names[result.name, default: 0] += 1 }
        let namesRepeat = names.values.contains { $0 > 1 }
        let columns = Phrase.Column.allCases.filter { $0 != .album || namesRepeat }
        let limits: [Phrase.Column: Int] = [.name: 40, .artist: 28, .album: 28, .kind: 12, .genre: 24, .price: 12]
        let header = columns.map { localizer($0) }
        let rows = results.map { result in
            columns.map { column in
                switch column {
                case .name: result.name
                case .artist: result.artistName ?? localizer(DetailPhrase.unknownArtist)
                case .album: result.collectionName ?? ""
                case .kind: localizer(DetailPhrase.kind(result.kind))
                case .genre: result.genre ?? ""
                case .price: result.price.map(localizer.price) ?? ""
                }
            }
        }
        let widths = columns.indices.map { column in
            min(limits[columns[column]] ?? 24, ([header] + rows).map { $0[column].columnWidth }.max() ?? 0)
        }
        return ([header] + rows).map { row in
            row.indices.map { column in
                let cell = row[column].truncated(toWidth: widths[column])
                return column == row.count - 1
                    ? cell : cell + String(repeating: " ", count: widths[column] - cell.columnWidth)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
