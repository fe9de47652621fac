import StoreSearchItems
import StoreSearchText

/// "Save Results…": the marked items, else the shown results (after
/// filters and order), to a file.
extension AppState {
    /// What Save Results saves: the marks when there are some.
    public var resultsToSave: [SearchResult] { list.marks.isEmpty ? results : list.marks }

    /// The name results are saved under unless the user says otherwise, in
    /// the session's export folder (the download folder, not wherever the
    /// program was started).
    public static let defaultExportName = "storesearch-results"

    /// The whole path the sheet proposes.
    var proposedExportPath: String {
        let folder = session.exportFolder
        return (folder.hasSuffix("/") ? folder : folder + "/") + Self.defaultExportName + ".json"
    }

    mutating func updateExport(_ message: ExportMessage) -> [Effect] {
        switch message {
        case .open:
            guard !resultsToSave.isEmpty else {
                alerts.notice = .nothingToSave
                return []
            }
            exportSheet = ExportSheet(path: proposedExportPath)
            overlays.append(.export)
        case .edit(let edit):
            guard exportSheet?.path.apply(edit) == true else { return [] }
            exportSheet?.problem = nil
        case .toggleFormat:
            guard var sheet = exportSheet else { return [] }
            sheet.format = sheet.format == .json ? .tsv : .json
            // The extension follows the format when it is the one the sheet offered.
            let text = sheet.path.text
            for format in ExportFormat.allCases where text.hasSuffix("." + format.rawValue) {
                let renamed = String(text.dropLast(format.rawValue.count)) + sheet.format.rawValue
                sheet.path = LineEditor(renamed, maximumLength: 4096)
            }
            sheet.problem = nil
            exportSheet = sheet
        case .save:
            guard let sheet = exportSheet, !sheet.path.isBlank else { return [] }
            // Enter again on a file that is there replaces it: the sheet asked first.
            let overwrite = sheet.problem == .exists(sheet.path.text.trimmingSpaces)
            return [
                .export(resultsToSave, path: sheet.path.text.trimmingSpaces, format: sheet.format, overwrite: overwrite)
            ]
        case .finished(let outcome):
            // The user's own path and the system's words: cleaned before they are drawn.
            switch outcome {
            case .written(let path):
                if topOverlay == .export { overlays.removeLast() }
                exportSheet = nil
                // Spaces as they are: "a  b.json" is not "a b.json".
                alerts.notice = .exported(Sanitizer.cleanKeepingSpaces(path))
            case .exists:
                // Enter again replaces it: the path as typed is what `save` compares.
                let typed = exportSheet?.path.text.trimmingSpaces
                exportSheet?.problem = typed.map { .exists($0) }
            case .failed(let failure):
                exportSheet?.problem = .failed(failure.cleaned)
            }
        }
        return []
    }
}
