import StoreSearchCore

/// The rest of the one table of keys (`KeyBinding.table` ends with these):
/// the rating sheet, and alerts too long for the screen.
extension KeyBinding {
    static let sheetTable: [KeyBinding] = [
        KeyBinding(
            "Ctrl-S", .compose, in: KeyContext.rating, [.control("s"): .rating(.send)],
            help: LocalizedText(
                "In the rating: send it (save it as a draft when no mail command exists)",
                dutch: "In de beoordeling: versturen (als concept bewaren zonder mailopdracht)"),
            footer: .send),
        KeyBinding(
            "Tab  Shift-Tab", .compose, in: KeyContext.rating,
            [.tab: .rating(.focusNext), .backTab: .rating(.focusPrevious)],
            help: LocalizedText(
                "In the rating: the next or previous field or button",
                dutch: "In de beoordeling: het volgende of vorige veld of de volgende of vorige knop"),
            footer: .next, footerLabel: "Tab"),
        KeyBinding(
            "Enter  ↑  ↓", .compose, in: [.ratingText],
            [.enter: .rating(.focusNext), .down: .rating(.focusNext), .up: .rating(.focusPrevious)],
            help: LocalizedText(
                "In the rating's To and comment: the next or previous field",
                dutch: "In Aan en de opmerking van de beoordeling: het volgende of vorige veld")),
        KeyBinding(
            "←  →  1–5", .compose, in: [.ratingStars],
            [
                .left: .rating(.changeStars(by: -1)), .right: .rating(.changeStars(by: 1)),
                .character("1"): .rating(.setStars(1)), .character("2"): .rating(.setStars(2)),
                .character("3"): .rating(.setStars(3)), .character("4"): .rating(.setStars(4)),
                .character("5"): .rating(.setStars(5)), .enter: .rating(.focusNext), .down: .rating(.focusNext),
                .up: .rating(.focusPrevious),
            ],
            help: LocalizedText(
                "On the rating's stars: one fewer or more, or that many (Enter and ↓ go on to the comment)",
                dutch:
                    "Op de sterren van de beoordeling: een minder of meer, of zoveel (Enter en ↓ gaan naar de opmerking)"
            ),
            footer: .stars, footerLabel: "←→"),
        KeyBinding(
            "Enter  Space  ←  →", .compose, in: [.ratingButtons],
            [
                .enter: .rating(.pressFocused), .character(" "): .rating(.pressFocused),
                .left: .rating(.focusPrevious), .up: .rating(.focusPrevious), .right: .rating(.focusNext),
                .down: .rating(.focusNext),
            ],
            help: LocalizedText(
                "On the rating's buttons: press one; move between them",
                dutch: "Op de knoppen van de beoordeling: er een indrukken; ertussen bewegen"),
            footer: .press, footerLabel: "Enter"),
        KeyBinding(
            "Esc", .compose, in: KeyContext.rating, [.escape: .rating(.cancel)],
            help: LocalizedText(
                "Close the rating; a comment written is kept as a draft",
                dutch: "De beoordeling sluiten; een geschreven opmerking wordt als concept bewaard"),
            footer: .close),
        KeyBinding(
            "↑  ↓  PgUp  PgDn", .sheets, in: [.alert, .choice],
            [.up: .scrollSheet(-1), .down: .scrollSheet(1), .pageUp: .scrollSheet(-10), .pageDown: .scrollSheet(10)],
            help: LocalizedText(
                "Scroll an alert or a question too long for the screen",
                dutch: "Een melding of vraag scrollen die te lang is voor het scherm"),
            footer: .scroll, footerLabel: "↑↓"),
    ]
}
