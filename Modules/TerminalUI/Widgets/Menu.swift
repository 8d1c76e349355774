/// A list of choices with one selected: arrows move (wrapping at the ends), Enter or an
/// item's shortcut chooses, Esc or q leaves.
///
/// The menu is a value: the screen keeps it, passes it each key with `handle(_:)`, acts on the
/// outcome, and draws `render(width:height:)`. The selected item is marked with ">" and shown
/// in reverse video, so it stands out with and without styling.
public struct Menu: Hashable, Sendable {
    /// One choice.
    public struct Item: Hashable, Sendable {
        /// What it is called.
        public var title: String
        /// The key that chooses it at once, shown before the title ("1", "c").
        public var shortcut: Character?
        /// A short explanation shown dimmed after the title.
        public var detail: String?

        /// Creates an item.
        public init(_ title: String, shortcut: Character? = nil, detail: String? = nil) {
            self.title = title
            self.shortcut = shortcut
            self.detail = detail
        }
    }

    /// What a key did to the menu.
    public enum Outcome: Hashable, Sendable {
        /// The selection moved; redraw.
        case moved
        /// The item at this index was chosen (Enter or its shortcut).
        case chosen(Int)
        /// The person left the menu (Esc, or q when no item uses it).
        case cancelled
        /// The key means nothing to the menu; the screen may use it.
        case ignored
    }

    /// The heading above the items.
    public var title: String?
    /// The choices.
    public private(set) var items: [Item]
    /// The index of the selected item (0 when there are none).
    public private(set) var selectedIndex: Int

    /// Creates a menu.
    /// - Parameters:
    ///   - title: The heading, if any.
    ///   - items: The choices, in order.
    ///   - selectedIndex: The item selected at first; clamped to the items.
    public init(title: String? = nil, items: [Item], selectedIndex: Int = 0) {
        self.title = title
        self.items = items
        self.selectedIndex = min(max(0, selectedIndex), max(0, items.count - 1))
    }

    /// The selected item, or nil when the menu is empty.
    public var selectedItem: Item? {
        items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
    }

    /// Selects the previous item, or the last from the first.
    public mutating func moveUp() {
        guard !items.isEmpty else { return }
        selectedIndex = (selectedIndex + items.count - 1) % items.count
    }

    /// Selects the next item, or the first from the last.
    public mutating func moveDown() {
        guard !items.isEmpty else { return }
        selectedIndex = (selectedIndex + 1) % items.count
    }

    /// Selects an item; out-of-range indexes are clamped.
    public mutating func select(_ index: Int) {
        selectedIndex = min(max(0, index), max(0, items.count - 1))
    }

    /// Acts on a key: ↑/↓ (also k/j, Tab/Shift-Tab) move, Home/End and PgUp/PgDn jump to the
    /// ends, Enter chooses, a shortcut selects and chooses, Esc or q cancels. Releases and
    /// keys with Ctrl or Alt are ignored. Shortcuts win over j, k and q.
    public mutating func handle(_ event: KeyEvent) -> Outcome {
        guard event.isPress, event.modifiers.isDisjoint(with: [.control, .alt, .super]) else {
            return .ignored
        }
        if let character = event.typedCharacter, let index = shortcutIndex(for: character) {
            selectedIndex = index
            return .chosen(index)
        }
        switch event.key {
        case .up, .character("k"):
            moveUp()
        case .down, .character("j"):
            moveDown()
        case .tab:
            if event.modifiers.contains(.shift) { moveUp() } else { moveDown() }
        case .home, .pageUp:
            select(0)
        case .end, .pageDown:
            select(items.count - 1)
        case .enter:
            return items.isEmpty ? .ignored : .chosen(selectedIndex)
        case .escape, .character("q"):
            return .cancelled
        default:
            return .ignored
        }
        return items.isEmpty ? .ignored : .moved
    }

    private func shortcutIndex(for character: Character) -> Int? {
        if let exact = items.firstIndex(where: { $0.shortcut == character }) { return exact }
        let lowered = character.lowercased()
        return items.firstIndex { $0.shortcut.map { $0.lowercased() == lowered } ?? false }
    }
}
