/// The interactive preview's state and drawing, apart from the terminal itself: which line the
/// cursor is on, which part of the list is scrolled into view, the status line, whether the
/// search query is being typed. ``handle(_:)`` applies a key; ``frame()`` draws the screen.
///
/// ```
///  Recipients                                  [Edit]   title; [Edit]/[Done] in an edit-mode list,
///                                                       [Select All] with all: {row: false} (a)
///  Search: ali_                                         searchable lists only
/// > ✓ Alice Archer  Engineering                         the cursor's row (reverse video)
///     Bob Brown  Design                                 a row: checkmark column, title, dim subtitle
/// ── Americas ───────────────────────────────            a section header
///   – Allow All                                         the all-row, some rows on: a dash
///   ✓ [bell.badge] Banners                              an image: its name (no glyph)
///     Banners show at the top of the screen.            a section's footer (dim)
///  refused: You can choose up to 5.                     status line (else the keys)
///  2 recipients                               3/8       the summary: the bottom toolbar
///                                                       ("(not valid)" after it while a list
///                                                       with min, max or required misses them)
/// ```
///
/// Only the rows on screen are read from the model, so moving through 10 000 lines costs the
/// same as through 10.
struct PreviewScreen<Model: TerminalPreviewModel> {
    private(set) var model: Model
    private(set) var size: TerminalSize
    /// The line the cursor is on (always a row), nil when no row is shown.
    private(set) var cursor: Int?
    /// The first line in view.
    private(set) var top = 0
    private(set) var status: TerminalPreviewFeedback?
    /// Whether keys edit the search query (after `/`, until Escape or Return).
    private(set) var isTypingQuery = false
    private var cursorID: String?
    /// The query typed but not yet searched for (the keys of one read search once).
    private var typedQuery: String?
    private let colors: Bool
    private let unicode: Bool

    /// The smallest terminal the preview draws in; a smaller one shows only a note saying so.
    static var minimumSize: TerminalSize { TerminalSize(columns: 20, rows: 5) }

    init(model: Model, size: TerminalSize, colors: Bool, unicode: Bool) {
        self.model = model
        self.size = size
        self.colors = colors
        self.unicode = unicode
        cursor = nextRow(from: 0, step: 1)
        cursorID = cursor.flatMap { model.line(at: $0).id }
    }

    enum Outcome: Equatable, Sendable {
        case continuing
        case quit
        /// Ctrl-Z: give the terminal back and stop, as a shell job does (`fg` resumes).
        case suspend
    }

    // MARK: Layout

    var isTooSmall: Bool {
        size.columns < Self.minimumSize.columns || size.rows < Self.minimumSize.rows
    }

    /// Screen rows above the list: the title, and the search field of a searchable list.
    private var headerRows: Int { model.isSearchable ? 2 : 1 }
    /// Screen rows below the list: the status line and the toolbar.
    private var footerRows: Int { 2 }
    /// Screen rows the list has.
    var listRows: Int { max(1, size.rows - headerRows - footerRows) }

    mutating func resize(to newSize: TerminalSize) {
        size = newSize
        scrollToCursor()
    }

    // MARK: Keys

    /// Applies the keys of one read in order. The query typed by consecutive keys is given
    /// to the model once, after the last of them (or before the next other key): a search
    /// reads every row, so a pasted or quickly typed query costs one search, not one per key.
    mutating func handle(_ keys: some Sequence<TerminalKey>) -> Outcome {
        defer { commitQuery() }
        for key in keys {
            if isTypingQuery, !isTooSmall, editQuery(key) {
                status = nil
                continue
            }
            commitQuery()
            let outcome = handle(key)
            if outcome != .continuing { return outcome }
        }
        return .continuing
    }

    mutating func handle(_ key: TerminalKey) -> Outcome {
        if isTypingQuery, !isTooSmall, editQuery(key) {
            status = nil
            commitQuery()
            return .continuing
        }
        if key == .interrupt { return .quit }
        if key == .control(0x1A) { return .suspend }
        if isTooSmall {
            // Nothing to see what a key would do: only quitting works.
            return key == .character("q") ? .quit : .continuing
        }
        status = nil
        return isTypingQuery ? handleTyping(key) : handleCommand(key)
    }

    private mutating func handleCommand(_ key: TerminalKey) -> Outcome {
        switch key {
        case .up, .character("k"): move(by: -1)
        case .down, .character("j"): move(by: 1)
        case .pageUp, .control(0x02): move(by: -listRows)
        case .pageDown, .control(0x06): move(by: listRows)
        case .home, .character("g"): moveToEnd(first: true)
        case .end, .character("G"): moveToEnd(first: false)
        case .enter, .character(" "): tap()
        case .character("e"): apply { $0.toggleEditing() }
        case .character("a"): apply { $0.toggleAll() }
        case .character("r"): apply { $0.reset() }
        case .character("/"):
            if model.isSearchable {
                isTypingQuery = true
            } else {
                status = TerminalPreviewFeedback(message: "this list is not searchable (searchable: true in the spec)", isRefusal: true)
            }
        case .escape:
            if !model.searchQuery.isEmpty { setQuery("") }
        case .character("q"): return .quit
        default: break
        }
        return .continuing
    }

    /// Edits the query being typed, when `key` is a character, Backspace or Ctrl-U.
    private mutating func editQuery(_ key: TerminalKey) -> Bool {
        var query = typedQuery ?? model.searchQuery
        switch key {
        case .character(let character): query.append(character)
        case .backspace: if !query.isEmpty { query.removeLast() }
        case .control(0x15): query = ""
        default: return false
        }
        typedQuery = query
        return true
    }

    /// Gives the model the query typed since the last search.
    private mutating func commitQuery() {
        guard let query = typedQuery else { return }
        typedQuery = nil
        if query != model.searchQuery { setQuery(query) }
    }

    private mutating func handleTyping(_ key: TerminalKey) -> Outcome {
        switch key {
        case .escape, .enter: isTypingQuery = false
        case .up: move(by: -1)
        case .down: move(by: 1)
        case .pageUp: move(by: -listRows)
        case .pageDown: move(by: listRows)
        default: break
        }
        return .continuing
    }

    private mutating func tap() {
        guard let cursor else {
            status = TerminalPreviewFeedback(message: "no row to tap", isRefusal: true)
            return
        }
        status = model.tap(line: cursor)
        followCursor()
    }

    /// Runs an action of the model and shows what it says; the cursor stays on its row.
    private mutating func apply(_ action: (inout Model) -> TerminalPreviewFeedback) {
        status = action(&model)
        if model.searchQuery.isEmpty { isTypingQuery = false }
        followCursor()
    }

    private mutating func setQuery(_ query: String) {
        let feedback = model.search(query)
        if feedback.isRefusal || !feedback.message.isEmpty { status = feedback }
        if query.isEmpty {
            // The whole list again: the cursor stays on its row.
            followCursor()
            return
        }
        // The filtered list starts at its top, as the app's table does.
        top = 0
        cursor = nextRow(from: 0, step: 1)
        cursorID = cursor.flatMap { model.line(at: $0).id }
    }

    // MARK: Cursor and scrolling

    private mutating func move(by offset: Int) {
        guard let current = cursor else { return }
        let count = model.lineCount
        let target = min(max(current + offset, 0), count - 1)
        let step = offset < 0 ? -1 : 1
        // The nearest row in the direction of travel, else the nearest the other way.
        let row = nextRow(from: target, step: step) ?? nextRow(from: target, step: -step)
        setCursor(row)
    }

    private mutating func moveToEnd(first: Bool) {
        guard cursor != nil else { return }
        setCursor(first ? nextRow(from: 0, step: 1) : nextRow(from: model.lineCount - 1, step: -1))
        if first { top = 0 }
    }

    private mutating func setCursor(_ line: Int?) {
        cursor = line
        cursorID = line.flatMap { model.line(at: $0).id }
        scrollToCursor()
    }

    /// The first row at or after `line` going by `step`, nil when there is none.
    private func nextRow(from line: Int, step: Int) -> Int? {
        var index = line
        let count = model.lineCount
        while index >= 0, index < count {
            if model.line(at: index).isRow { return index }
            index += step
        }
        return nil
    }

    /// After the model changed, the cursor goes back to the row it was on (the lines may have
    /// moved: a reset that clears the search), else to the nearest row.
    private mutating func followCursor() {
        let count = model.lineCount
        if let cursor, cursor < count, model.line(at: cursor).id == cursorID, model.line(at: cursor).isRow {
            scrollToCursor()
            return
        }
        var found: Int?
        if let cursorID {
            for index in 0 ..< count where model.line(at: index).id == cursorID && model.line(at: index).isRow {
                found = index
                break
            }
        }
        let start = min(cursor ?? 0, max(count - 1, 0))
        setCursor(found ?? nextRow(from: start, step: 1) ?? nextRow(from: start, step: -1))
    }

    /// Scrolls as little as needed to show the cursor, with the section header above it when
    /// that is the only line between it and the top; never past the end of the list.
    private mutating func scrollToCursor() {
        let count = model.lineCount
        let rows = listRows
        if let cursor {
            if cursor < top {
                top = cursor
            } else if cursor >= top + rows {
                top = cursor - rows + 1
            }
            while top > 0, top == cursor || !model.line(at: top).isRow, !model.line(at: top - 1).isRow, cursor - (top - 1) < rows {
                top -= 1
            }
        }
        top = max(0, min(top, count - rows))
    }

    // MARK: Drawing

    func frame() -> TerminalFrame {
        guard !isTooSmall else { return tooSmallFrame() }
        var lines: [String] = []
        lines.reserveCapacity(size.rows)
        lines.append(titleLine())
        if model.isSearchable { lines.append(searchLine()) }
        let count = model.lineCount
        for row in 0 ..< listRows {
            let index = top + row
            if index < count {
                lines.append(listLine(model.line(at: index), isCursor: index == cursor))
            } else if index == 0 {
                var builder = TerminalLineBuilder(width: size.columns, colors: colors)
                builder.append(model.searchQuery.isEmpty ? "  (no rows)" : "  no rows match “\(model.searchQuery)”", .dim)
                lines.append(builder.finished())
            } else {
                lines.append("")
            }
        }
        lines.append(statusLine())
        lines.append(toolbarLine())
        return TerminalFrame(size: size, lines: lines)
    }

    private func titleLine() -> String {
        var builder = TerminalLineBuilder(width: size.columns, colors: colors)
        var button = model.isEditable ? (model.isEditing ? "[Done]" : "[Edit]") : ""
        // A list whose select all is a button: [Select All] / [Deselect All] beside Edit.
        if let allButton = model.allButtonTitle { button = "[" + allButton + "]" + (button.isEmpty ? "" : " " + button) }
        let buttonWidth = button.isEmpty ? 0 : button.count + 1
        var title = TerminalLineBuilder(width: max(0, size.columns - buttonWidth), colors: false)
        title.append(" " + model.title)
        builder.append(title.finished(), .bold)
        if !button.isEmpty {
            builder.pad(to: size.columns - button.count)
            builder.append(button, model.isEditing ? [.bold, .accent] : .accent)
        }
        return builder.finished()
    }

    private func searchLine() -> String {
        var builder = TerminalLineBuilder(width: size.columns, colors: colors)
        builder.append(" Search: ", .dim)
        if isTypingQuery {
            // The text cursor: a block in colour, an underscore without.
            var query = TerminalLineBuilder(width: max(0, size.columns - 10), colors: false)
            query.append(model.searchQuery)
            builder.append(query.finished())
            if colors { builder.append(" ", .reverse) } else { builder.append("_") }
        } else if model.searchQuery.isEmpty {
            builder.append("press / to search", .dim)
        } else {
            builder.append(model.searchQuery)
        }
        return builder.finished()
    }

    private func listLine(_ line: TerminalPreviewLine, isCursor: Bool) -> String {
        var builder = TerminalLineBuilder(width: size.columns, colors: colors)
        switch line.kind {
        case .gap:
            break
        case .sectionHeader:
            let rule = unicode ? "─" : "-"
            builder.append(rule + rule + " ", .dim)
            builder.append(line.title, .bold)
            builder.append(" ")
            builder.append(String(repeating: rule, count: max(0, builder.remaining)), .dim)
        case .footer:
            // Grey under the rows, as a table view's footer; without colours, named.
            builder.append(colors ? "    " : "    footer: ")
            builder.append(line.title, .dim)
        case .row(let isChecked, let isEnabled, let isAllRow):
            var base: TerminalStyle = isCursor && colors ? .reverse : []
            if !isEnabled { base.insert(.dim) }
            builder.append(isCursor ? ">" : " ", base)
            builder.append(" ", base)
            // A dash on an all-row some of whose items are selected (the mixed state).
            // An action row is a button: no checkmark, its title in brackets.
            let mark = isChecked ? (unicode ? "✓" : "x") : line.isMixed ? (unicode ? "–" : "-") : " "
            builder.append(mark, isChecked || line.isMixed ? base.union([.accent, .bold]) : base)
            builder.append(" " + String(repeating: "  ", count: line.indent), base)
            if !line.swatch.isEmpty, colors {
                // A swatch: one block of each colour (a colour's alpha is not drawn).
                for hex in line.swatch {
                    let (red, green, blue) = Self.components(ofHex: hex)
                    builder.append(unicode ? "█" : "#", red: red, green: green, blue: blue)
                }
                builder.append(" ", base)
            } else if let image = line.image {
                // No glyph for an SF Symbol in a terminal: its name (a swatch's colours).
                builder.append("[" + image + "] ", base.union(.dim))
            }
            builder.append(line.isAction ? "[" + line.title + "]" : line.title, isAllRow ? base.union(.bold) : base)
            if line.isExclusive { builder.append("  (exclusive)", base.union(.dim)) }
            if line.isAppOnly { builder.append("  (selected by the app)", base.union(.dim)) }
            if !isEnabled, !colors { builder.append(" (disabled)") }
            if let subtitle = line.subtitle, !subtitle.isEmpty {
                builder.append("  ", base)
                builder.append(subtitle, base.union(.dim))
            }
            if isCursor, colors { return builder.padded(style: base) }
        }
        return builder.finished()
    }

    private func statusLine() -> String {
        var builder = TerminalLineBuilder(width: size.columns, colors: colors)
        if let status, !status.message.isEmpty {
            builder.append(" " + status.message, status.isRefusal ? [.warning, .bold] : [])
            return builder.finished()
        }
        let arrows = unicode ? "↑↓" : "up/down"
        var hints: [String]
        if isTypingQuery {
            hints = ["type to filter", "Return/Esc done", "Ctrl-U clear", "\(arrows) move"]
        } else {
            hints = ["\(arrows) move", "space tap"]
            if model.isEditable { hints.append("e edit") }
            if model.allButtonTitle != nil { hints.append("a select all") }
            if model.isSearchable { hints.append(model.searchQuery.isEmpty ? "/ search" : "/ search  Esc clear") }
            hints += ["r reset", "q quit"]
        }
        builder.append(" " + hints.joined(separator: "  "), .dim)
        return builder.finished()
    }

    private func toolbarLine() -> String {
        var builder = TerminalLineBuilder(width: size.columns, colors: colors)
        let position = cursor.map { "\($0 + 1)/\(model.lineCount) " } ?? ""
        var summary = TerminalLineBuilder(width: max(0, size.columns - position.count - 1), colors: false)
        // A list with bounds says whether the selection would pass its Done button.
        let validity = model.validity.map { $0 ? "" : "  (not valid)" } ?? ""
        summary.append(" " + model.summary + validity)
        builder.append(summary.finished(), [.reverse, .bold])
        builder.pad(to: size.columns - position.count, .reverse)
        builder.append(position, .reverse)
        return builder.padded(style: .reverse)
    }

    private func tooSmallFrame() -> TerminalFrame {
        var lines = Array(repeating: "", count: max(0, size.rows))
        let needed = "needs \(Self.minimumSize.columns)x\(Self.minimumSize.rows)"
        let texts = size.columns >= 16 ? ["Terminal too small", needed] : ["too small", needed]
        for (offset, text) in texts.enumerated() where offset < lines.count {
            var builder = TerminalLineBuilder(width: size.columns, colors: colors)
            builder.append(text, offset == 0 ? .bold : .dim)
            lines[offset] = builder.finished()
        }
        return TerminalFrame(size: size, lines: lines)
    }

    /// The red, green and blue of `#RRGGBBAA` (0 for a digit that is not hex).
    static func components(ofHex hex: String) -> (UInt8, UInt8, UInt8) {
        let digits = Array(hex.utf8.dropFirst())
        func byte(_ index: Int) -> UInt8 {
            guard index + 1 < digits.count else { return 0 }
            return UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) ?? 0
        }
        return (byte(0), byte(2), byte(4))
    }

}
