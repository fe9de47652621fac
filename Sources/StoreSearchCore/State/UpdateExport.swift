/// "Save Results…": the shown results (after filters and order) to a file.
extension AppState {
    /// Where results are saved unless the user says otherwise: the current folder.
    public static let defaultExportName = "storesearch-results"

    mutating func updateExport(_ message: ExportMessage) -> [Effect] {
        switch message {
        case .open:
            guard !results.isEmpty else {
                alerts.notice = .nothingToSave
                return []
            }
            exportSheet = ExportSheet(path: "./\(Self.defaultExportName).json")
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
            return [.export(results, path: sheet.path.text.trimmingSpaces, format: sheet.format, overwrite: overwrite)]
        case .finished(let outcome):
            switch outcome {
            case .written(let path):
                if topOverlay == .export { overlays.removeLast() }
                exportSheet = nil
                alerts.notice = .exported(path)
            case .exists(let path):
                exportSheet?.problem = .exists(path)
            case .failed(let reason):
                exportSheet?.problem = .failed(reason)
            }
        }
        return []
    }
}
