extension Menu {
    /// The menu as lines: the title (bold) and a blank line, then one line per item with its
    /// marker, shortcut, title and detail, the selected one highlighted across the width.
    ///
    /// - Parameters:
    ///   - width: The cells across; longer lines are cut with "…".
    ///   - height: The most lines to use; when the items do not fit, a window of them that
    ///     holds the selection is shown. No limit by default.
    public func render(width: Int, height: Int? = nil) -> [Line] {
        var lines: [Line] = []
        if let title {
            lines.append(Line(title, style: .bold).truncated(to: width))
            lines.append(Line())
        }
        let room = max(0, (height ?? Int.max) - lines.count)
        let usesShortcuts = items.contains { $0.shortcut != nil }
        let titleWidth = items.map { TextWidth.of($0.title) }.max() ?? 0
        let shown = visibleRange(room: room)
        for index in shown {
            let item = items[index]
            let isSelected = index == selectedIndex
            var line = Line(isSelected ? "> " : "  ")
            if usesShortcuts {
                line.append(item.shortcut.map { String($0) } ?? " ", style: .bold)
                line.append("  ")
            }
            if let detail = item.detail {
                line.append(TextWidth.fit(item.title, to: titleWidth) + "  ")
                line.append(detail, style: .dim)
            } else {
                line.append(item.title)
            }
            lines.append(
                isSelected
                    ? line.styled(.reverse).fitted(to: width, fill: .reverse) : line.truncated(to: width))
        }
        return lines
    }

    private func visibleRange(room: Int) -> Range<Int> {
        guard items.count > room else { return items.indices }
        let start = min(max(0, selectedIndex - room / 2), items.count - room)
        return start..<(start + room)
    }
}
