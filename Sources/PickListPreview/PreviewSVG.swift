import PickListCompiler
import PickListKit
import PickListSupport

/// The state of a preview as an SVG picture in the style of an iOS inset grouped table: the
/// navigation bar with the list's title (and Edit/Done for a list with edit mode), the search
/// field of a searchable list, section headers, rows with subtitles and checkmarks (in edit
/// mode the selection circles), disabled rows greyed, and the toolbar with the summary (and
/// the Select All / Deselect All button of a list with `all: {row: false}`). The
/// steps a script played, if any, are written under the table as a footer
/// (`Tap Science: refused (locked)`, in red), so a picture of a refused tap says what happened.
///
/// Settings-screen keys: an item's image is a small rounded box with its name before the title
/// (the picture has no SF Symbols font; an asset's box is dashed), a section's footer is
/// wrapped under its card, an all-row some of whose items are selected shows a dash (the
/// mixed state), an exclusive ("None of these") row is set apart by full-width separators, and
/// a list with `min`, `max` or `required` has a Done button that is enabled only while the
/// selection is valid.
///
/// What the app changed at runtime: a hidden row is not drawn (nor a section whose rows are
/// all hidden: an app gives it no header), an unavailable row is greyed as a disabled one, a title set is drawn, and the
/// footer names each step the app took (`Hide Touch ID: deleted [0, 2]`).
///
/// The picture is deterministic byte for byte: the same state always gives the same text, on
/// every machine. Nothing is measured: text widths come from fixed metrics (Helvetica's, an
/// estimate of the system font's), which only decide where a long title is cut with `…`;
/// coordinates are whole or half points; there are no dates, ids or random numbers. The
/// picture is 390 points wide, an iPhone's width, and as tall as its rows.
package enum PreviewSVG {
    // MARK: Geometry (points)

    static let width = 390.0
    /// The table's inset from the screen's edges.
    static let inset = 16.0
    /// A row's text inset within the table.
    static let textInset = 20.0
    static let navigationHeight = 52.0
    static let searchHeight = 46.0
    static let rowHeight = 44.0
    static let subtitledRowHeight = 60.0
    static let headerHeight = 30.0
    static let sectionGap = 22.0
    static let toolbarHeight = 50.0
    /// How far the selection circles push a row's text in edit mode.
    static let editIndent = 38.0

    // MARK: Colours (iOS's light system colours)

    static let background = "#F2F2F7"
    static let cell = "#FFFFFF"
    static let label = "#000000"
    static let secondaryLabel = "#8A8A8E"
    static let disabledLabel = "#B4B4B9"
    static let header = "#6D6D72"
    static let separator = "#C6C6C8"
    static let tint = "#007AFF"
    static let searchFill = "#E3E3E8"
    static let bar = "#F7F7F9"
    static let circle = "#C4C4C9"
    static let destructive = "#FF3B30"

    static let fontFamily = "-apple-system, BlinkMacSystemFont, &apos;SF Pro Text&apos;, &apos;Helvetica Neue&apos;, Helvetica, Arial, sans-serif"

    /// The most steps the footer names; earlier ones are counted.
    static let footerSteps = 4

    package static func render(_ session: PreviewSession, steps: [PreviewStep] = []) -> String {
        var svg = Canvas()
        let showsSearch = session.isSearchable || session.isSearching
        var y = navigationHeight + (showsSearch ? searchHeight : 0)

        // Sections.
        // A section whose rows are all hidden is not drawn (an app gives it no header), though
        // the session keeps it; a list with no rows at all draws its one empty section.
        let allSections = session.sections
        let shownSections = allSections.filter { !$0.rows.isEmpty }
        let sections = shownSections.isEmpty && allSections.count == 1 ? allSections : shownSections
        let editing = session.isEditing
        let footerWidth = width - 2 * (inset + textInset)
        var body = Canvas()
        y += 14
        for (index, section) in sections.enumerated() {
            if index > 0 { y += sectionGap }
            if let title = section.title {
                let text = fitted(display(title).uppercased(), size: 13, width: width - 2 * (inset + textInset))
                body.text(text, x: inset + textInset, y: y + headerHeight - 8, size: 13, fill: header)
                y += headerHeight
            } else if index == 0 {
                y += 8
            }
            guard !section.rows.isEmpty else { continue }
            let heights = section.rows.map { $0.subtitle == nil ? rowHeight : subtitledRowHeight }
            // In a section with images, every title starts after the image column, aligned.
            let imageWidth = section.rows.contains { $0.image != nil } ? placeholderWidth : nil
            body.rect(x: inset, y: y, width: width - 2 * inset, height: heights.reduce(0, +), radius: 10, fill: cell)
            for (rowIndex, row) in section.rows.enumerated() {
                let height = heights[rowIndex]
                drawRow(row, y: y, height: height, editing: editing, imageWidth: imageWidth, into: &body)
                if rowIndex < section.rows.count - 1 {
                    // An exclusive row ("None of these") is set apart: the separators on
                    // either side of it run the card's full width.
                    let apart = row.isExclusive || section.rows[rowIndex + 1].isExclusive
                    let left = apart ? inset : inset + textInset + (editing ? editIndent : 0)
                    body.line(x1: left, y1: y + height - 0.25, x2: width - inset, y2: y + height - 0.25, stroke: separator, width: apart ? 1.5 : 0.5)
                }
                y += height
            }
            if let footer = section.footer {
                // Under the card, in the header's grey, wrapped to the table's width.
                y += 6
                for line in wrapped(display(footer), size: 13 * 1.08, width: footerWidth) {
                    body.text(line, x: inset + textInset, y: y + 13, size: 13, fill: header)
                    y += 17
                }
            }
        }
        if sections.allSatisfy(\.rows.isEmpty) {
            y += 20
            let message = session.isSearching ? "No Results" : "No Rows"
            body.text(message, x: width / 2, y: y + 24, size: 20, weight: 600, fill: secondaryLabel, anchor: "middle")
            y += 40
            if !session.isSearching, session.hasRuntimeRows, session.rowsSource == nil {
                body.text("Give the rows with --rows FILE", x: width / 2, y: y + 6, size: 15, fill: secondaryLabel, anchor: "middle")
                y += 16
            }
        }
        if !steps.isEmpty {
            y += 8
            var captions = steps.suffix(footerSteps).map { caption($0, in: session) }
            if steps.count > footerSteps {
                let earlier = steps.count - footerSteps + 1
                captions = ["\(earlier) earlier steps …"] + captions.suffix(footerSteps - 1)
            }
            let refused = steps.suffix(captions.count).map { $0.outcome.rejection != nil }
            for (index, caption) in captions.enumerated() {
                // A refused tap's reason in red, as an app shows why it did nothing.
                let fill = index < refused.count && refused[index] ? destructive : header
                body.text(fitted(caption, size: 13, width: width - 2 * (inset + textInset)), x: inset + textInset, y: y + 16, size: 13, fill: fill)
                y += 18
            }
        }
        y += 28
        let height = y + toolbarHeight

        svg.raw(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(width))" height="\#(number(height))" viewBox="0 0 \#(number(width)) \#(number(height))" font-family="\#(fontFamily)">"#)
        svg.raw("<title>\(XMLText.escaped(display(session.title)))</title>")
        svg.rect(x: 0, y: 0, width: width, height: height, radius: 0, fill: background)
        drawNavigationBar(session, into: &svg)
        if showsSearch { drawSearchField(session, into: &svg) }
        svg.lines += body.lines
        drawToolbar(session, y: y, into: &svg)
        svg.raw("</svg>")
        return svg.lines.joined(separator: "\n") + "\n"
    }

    // MARK: Parts

    private static func drawNavigationBar(_ session: PreviewSession, into svg: inout Canvas) {
        let baseline = 32.0
        // Room for the Edit/Done button on both sides keeps the title centred.
        // A list with bounds (`min`, `max`, `required`) gets a Done button, enabled only while
        // the selection is valid.
        let showsDone = !session.isEditable && session.hasBounds
        let titleWidth = width - 2 * (inset + (session.isEditable || showsDone ? 56 : 0))
        svg.text(fitted(display(session.title), size: 17, weight: 600, width: titleWidth),
                 x: width / 2, y: baseline, size: 17, weight: 600, fill: label, anchor: "middle")
        if session.isEditable {
            let editing = session.isEditing
            svg.text(editing ? "Done" : "Edit", x: width - inset, y: baseline, size: 17, weight: editing ? 600 : 400, fill: tint, anchor: "end")
        } else if showsDone {
            svg.text("Done", x: width - inset, y: baseline, size: 17, weight: 600, fill: session.isValid ? tint : disabledLabel, anchor: "end")
        }
    }

    private static func drawSearchField(_ session: PreviewSession, into svg: inout Canvas) {
        let top = navigationHeight
        let searching = session.isSearching
        let fieldWidth = width - 2 * inset - (searching ? 70 : 0)
        svg.rect(x: inset, y: top, width: fieldWidth, height: 36, radius: 10, fill: searchFill)
        // The magnifying glass.
        let cx = inset + 15, cy = top + 17
        svg.raw(#"<circle cx="\#(number(cx))" cy="\#(number(cy))" r="5.5" fill="none" stroke="\#(secondaryLabel)" stroke-width="1.6"/>"#)
        svg.line(x1: cx + 4, y1: cy + 4, x2: cx + 8, y2: cy + 8, stroke: secondaryLabel, width: 1.8, cap: "round")
        let textX = inset + 30
        if searching {
            svg.text(fitted(display(session.searchQuery), size: 17, width: fieldWidth - 30 - 30), x: textX, y: top + 24, size: 17, fill: label)
            // The clear button.
            let clearX = inset + fieldWidth - 15
            svg.raw(#"<circle cx="\#(number(clearX))" cy="\#(number(cy + 1))" r="8" fill="\#(secondaryLabel)"/>"#)
            svg.line(x1: clearX - 3, y1: cy - 2, x2: clearX + 3, y2: cy + 4, stroke: cell, width: 1.6, cap: "round")
            svg.line(x1: clearX + 3, y1: cy - 2, x2: clearX - 3, y2: cy + 4, stroke: cell, width: 1.6, cap: "round")
            svg.text("Cancel", x: width - inset, y: top + 24, size: 17, fill: tint, anchor: "end")
        } else {
            svg.text("Search", x: textX, y: top + 24, size: 17, fill: secondaryLabel)
        }
    }

    private static func drawRow(
        _ row: PreviewRow, y: Double, height: Double, editing: Bool, imageWidth: Double?, into svg: inout Canvas
    ) {
        let centre = y + height / 2
        var textX = inset + textInset
        // An action row is a button: no selection circle in edit mode, no checkmark, its
        // title in the tint (grey when disabled), as a table view draws "Add Sound…".
        if editing && !row.isAction {
            let cx = inset + textInset + 11
            if row.isMixed {
                // The all-row with some items selected: a filled circle with a dash.
                svg.raw(#"<circle cx="\#(number(cx))" cy="\#(number(centre))" r="11" fill="\#(tint)"/>"#)
                svg.line(x1: cx - 5, y1: centre, x2: cx + 5, y2: centre, stroke: cell, width: 2, cap: "round")
            } else if row.isChecked {
                svg.raw(#"<circle cx="\#(number(cx))" cy="\#(number(centre))" r="11" fill="\#(tint)"/>"#)
                svg.path("M\(number(cx - 5)) \(number(centre)) L\(number(cx - 1.5)) \(number(centre + 3.5)) L\(number(cx + 5)) \(number(centre - 3.5))",
                         stroke: cell, width: 2)
            } else {
                svg.raw(#"<circle cx="\#(number(cx))" cy="\#(number(centre))" r="10.5" fill="none" stroke="\#(row.isEnabled ? circle : "#E5E5EA")" stroke-width="1.5"/>"#)
            }
            textX += editIndent
        }
        textX += Double(row.indent) * levelIndent
        if let imageWidth {
            if let image = row.image {
                drawPlaceholder(image, x: textX, centre: centre, enabled: row.isEnabled, into: &svg)
            }
            textX += imageWidth + 10
        }
        let checkWidth = editing ? 0.0 : 34.0
        let textWidth = width - inset - textInset - checkWidth - textX
        let titleFill = row.isEnabled ? (row.isAction ? tint : label) : disabledLabel
        let titleBaseline = row.subtitle == nil ? y + 28 : y + 26
        svg.text(fitted(display(row.title), size: 17, width: textWidth), x: textX, y: titleBaseline, size: 17, fill: titleFill)
        if let subtitle = row.subtitle {
            svg.text(fitted(display(subtitle), size: 15, width: textWidth), x: textX, y: y + 46, size: 15,
                     fill: row.isEnabled ? secondaryLabel : disabledLabel)
        }
        if !editing, row.isChecked {
            let x = width - inset - textInset - 14
            svg.path("M\(number(x)) \(number(centre)) L\(number(x + 5)) \(number(centre + 5.5)) L\(number(x + 14)) \(number(centre - 6))",
                     stroke: tint, width: 2.2)
        } else if !editing, row.isMixed {
            // Some items selected: the mixed state of a "select all" box, a dash.
            let x = width - inset - textInset - 14
            svg.line(x1: x + 1, y1: centre, x2: x + 13, y2: centre, stroke: tint, width: 2.2, cap: "round")
        }
    }

    /// The size of a placeholder's name.
    static let placeholderTextSize = 9.5
    /// How far a row moves right for each level of its `indent`.
    static let levelIndent = 15.0

    /// The width of an image's placeholder (the column before the titles of its section).
    static let placeholderWidth = 70.0

    /// An image the picture has no glyph for: a small rounded box with its name (cut with `…`
    /// when long), outlined in the tint for an SF Symbol, dashed for an asset-catalog image.
    private static func drawPlaceholder(_ image: PickListImage, x: Double, centre: Double, enabled: Bool, into svg: inout Canvas) {
        if case .swatch(let colors) = image {
            drawSwatch(colors, x: x, centre: centre, enabled: enabled, into: &svg)
            return
        }
        let colour = enabled ? tint : disabledLabel
        let dash = if case .asset = image { #" stroke-dasharray="3 2""# } else { "" }
        svg.raw(#"<rect x="\#(number(x + 0.5))" y="\#(number(centre - 11))" width="\#(number(placeholderWidth - 1))" height="22" rx="6" fill="none" stroke="\#(colour)" stroke-width="1"\#(dash)/>"#)
        // Measured a fifth wider than Helvetica: the fonts a renderer falls back on are wider.
        let name = fitted(display(image.name), size: placeholderTextSize * 1.2, width: placeholderWidth - 10)
        svg.text(name, x: x + placeholderWidth / 2, y: centre + 3.5, size: placeholderTextSize, fill: colour, anchor: "middle")
    }

    /// The side of one square of a swatch, and the gap between two.
    static let swatchSquare = 14.0
    static let swatchGap = 2.0

    /// A swatch: one small filled square per colour (its alpha as the fill's opacity), side by
    /// side, each outlined thinly so that white shows on white; paler on a disabled row.
    private static func drawSwatch(_ colors: [PickListColor], x: Double, centre: Double, enabled: Bool, into svg: inout Canvas) {
        for (index, color) in colors.enumerated() {
            let left = x + 0.5 + Double(index) * (swatchSquare + swatchGap)
            let fill = "#" + String(color.hex.dropFirst().prefix(6))
            let opacity = color.alpha * (enabled ? 1 : 0.4)
            svg.raw(#"<rect x="\#(number(left))" y="\#(number(centre - swatchSquare / 2))" width="\#(number(swatchSquare))" height="\#(number(swatchSquare))" rx="3" fill="\#(fill)" fill-opacity="\#(number(opacity))" stroke="\#(separator)" stroke-width="0.5"/>"#)
        }
    }

    private static func drawToolbar(_ session: PreviewSession, y: Double, into svg: inout Canvas) {
        svg.rect(x: 0, y: y, width: width, height: toolbarHeight, radius: 0, fill: bar)
        svg.line(x1: 0, y1: y + 0.25, x2: width, y2: y + 0.25, stroke: separator, width: 0.5)
        // A list whose select all is a button (`all: {row: false}`) has it at the toolbar's
        // leading end, titled "Select All" or "Deselect All"; the summary keeps the middle,
        // clear of it on both sides.
        var summaryWidth = width - 2 * inset
        if let button = session.allButtonTitle.map(display) {
            let buttonWidth = min(estimatedWidth(of: button, size: 17), allButtonWidth)
            svg.text(fitted(button, size: 17, width: buttonWidth), x: inset, y: y + 31, size: 17, fill: tint)
            summaryWidth -= 2 * (buttonWidth + 12)
        }
        let summary = display(session.summary)
        guard !summary.isEmpty else { return }
        // A list with edit mode acts on its selection (Mail's "Delete (3)"): a button, dimmed
        // while nothing is selected. Any other list's summary is a label.
        let fill = session.isEditable ? (session.selectedIDs.isEmpty ? secondaryLabel : tint) : label
        let size = session.isEditable ? 17.0 : 15.0
        svg.text(fitted(summary, size: size, width: summaryWidth), x: width / 2, y: y + 31, size: size, fill: fill, anchor: "middle")
    }

    /// The widest a Select All button's title is drawn before it is cut with `…`.
    static let allButtonWidth = 130.0

    /// A step in the footer: `Tap Science: refused (Everything is selected. …)`, `Edit: editing`.
    static func caption(_ step: PreviewStep, in session: PreviewSession) -> String {
        let outcome = step.outcome
        let result: String = switch outcome.outcome {
        case .changed: outcome.rowUpdate?.description ?? "changed"
        case .unchanged: (outcome.rowUpdate?.note ?? outcome.note).map { "unchanged (\($0))" } ?? "unchanged"
        case .action: "action"
        case .rejected: "refused (" + outcome.reasonText + outcome.hint + ")"
        }
        switch outcome.target {
        case .edit: return "Edit: " + (outcome.rejection == nil && session.isEditable ? "editing" : result)
        case .done: return "Done: " + result
        case .allRow: return "Tap " + display(session.title(ofRow: nil)) + ": " + result
        case .allButton: return "Tap " + display(step.written) + ": " + result
        case .item(let id) where step.kind == .unavailable: return "Mark " + display(step.title(ofRow: id, in: session)) + " unavailable: " + result
        case .item(let id): return verb(step.kind) + " " + display(step.title(ofRow: id, in: session)) + ": " + result
        case .line(let line): return "Tap line \(line): " + result
        case .order:
            guard outcome.outcome == .changed, let order = outcome.order else { return "Move " + step.written + ": " + result }
            return "Move " + step.written + ": " + order.map { display(session.title(ofRow: $0)) }.joined(separator: ", ")
        }
    }

    /// The caption's verb for a step: `Tap`, or what the app did (`Hide`, `Retitle` …); an
    /// unavailable row's caption reads `Mark Face ID unavailable` instead.
    static func verb(_ kind: PreviewStep.Kind) -> String {
        switch kind {
        case .tap, .unavailable: "Tap"
        case .hide: "Hide"
        case .show: "Show"
        case .setTitle: "Retitle"
        case .setSubtitle: "Set the subtitle of"
        case .move: "Move"
        case .select: "Select"
        case .deselect: "Deselect"
        case .selectAll, .deselectAll, .toggleAll: "Tap"
        }
    }

    // MARK: Text

    /// User text as drawn: control and invisible characters shown as escapes (as every
    /// output of picklist shows them).
    static func display(_ text: String) -> String {
        DisplayText.escaped(text)
    }

    /// `text` broken into lines at spaces so each fits `width` at `size` points (a word
    /// longer than a line is cut with `…`).
    static func wrapped(_ text: String, size: Double, width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || estimatedWidth(of: candidate, size: size) <= width {
                line = candidate
            } else {
                lines.append(fitted(line, size: size, width: width))
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(fitted(line, size: size, width: width)) }
        return lines
    }

    /// `text`, cut with `…` to fit `width` at `size` points by ``estimatedWidth(of:size:weight:)``.
    static func fitted(_ text: String, size: Double, weight: Int = 400, width: Double) -> String {
        guard estimatedWidth(of: text, size: size, weight: weight) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty, estimatedWidth(of: String(characters) + "…", size: size, weight: weight) > width {
            characters.removeLast()
        }
        while characters.last == " " { characters.removeLast() }
        return String(characters) + "…"
    }

    /// The width of `text` at `size` points, from Helvetica's advance widths (in thousandths
    /// of the size) for ASCII; other letters count as an average Latin letter, wide
    /// characters (CJK, emoji) as a full square. Semibold text is taken 5% wider.
    static func estimatedWidth(of text: String, size: Double, weight: Int = 400) -> Double {
        var units = 0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if value >= 0x20, value < 0x7F {
                units += helveticaWidths[value - 0x20]
            } else if value >= 0x0300 && value < 0x0370 {
                continue  // combining marks take no room of their own
            } else if value >= 0x1100 {
                units += 1000
            } else {
                units += 590
            }
        }
        let factor = weight >= 600 ? 1.05 : 1.0
        return Double(units) * size / 1000 * factor
    }

    /// Helvetica's advance widths of U+0020 through U+007E, in thousandths of the font size.
    static let helveticaWidths: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space – /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 – ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ – O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P – _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` – o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p – ~
    ]

    /// A number as SVG writes it: whole numbers without a point, others with one or two
    /// decimals, never an exponent; the same text on every machine.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + "\(whole).\(fraction / 10)" }
        return sign + "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    // MARK: Drawing

    /// SVG elements, one per line.
    struct Canvas {
        var lines: [String] = []

        mutating func raw(_ line: String) {
            lines.append(line)
        }

        mutating func rect(x: Double, y: Double, width: Double, height: Double, radius: Double, fill: String) {
            let corner = radius > 0 ? #" rx="\#(number(radius))""# : ""
            lines.append(#"<rect x="\#(number(x))" y="\#(number(y))" width="\#(number(width))" height="\#(number(height))"\#(corner) fill="\#(fill)"/>"#)
        }

        mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double, cap: String? = nil) {
            let capAttribute = cap.map { #" stroke-linecap="\#($0)""# } ?? ""
            lines.append(#"<line x1="\#(number(x1))" y1="\#(number(y1))" x2="\#(number(x2))" y2="\#(number(y2))" stroke="\#(stroke)" stroke-width="\#(number(width))"\#(capAttribute)/>"#)
        }

        mutating func path(_ data: String, stroke: String, width: Double) {
            lines.append(#"<path d="\#(data)" fill="none" stroke="\#(stroke)" stroke-width="\#(number(width))" stroke-linecap="round" stroke-linejoin="round"/>"#)
        }

        mutating func text(
            _ text: String, x: Double, y: Double, size: Double, weight: Int = 400, fill: String, anchor: String? = nil
        ) {
            let weightAttribute = weight == 400 ? "" : #" font-weight="\#(weight)""#
            let anchorAttribute = anchor.map { #" text-anchor="\#($0)""# } ?? ""
            lines.append(#"<text x="\#(number(x))" y="\#(number(y))" font-size="\#(number(size))"\#(weightAttribute) fill="\#(fill)"\#(anchorAttribute)>\#(XMLText.escaped(text))</text>"#)
        }
    }
}
