/// A row of tabs above the selected tab's content, like a tab bar (SUICoordinator's tab view).
///
/// The selected tab is drawn in brackets and reverse video, a badge after its title ("Menu (3)").
/// The bar is pinned to the top rows, so a screen taller than the terminal scrolls under it.
/// Keys `1`…`9` select a tab whenever the focused control does not take them (a text field does),
/// and F1…F9 always do.
public struct TabBar<Content: View>: View {
    let titles: [String]
    let badges: [String?]
    let selectedIndex: Int
    let onSelect: @MainActor (Int) -> Void
    let content: Content

    /// Creates a tab bar over `titles` (in order) with `selectedIndex` selected, showing `content`
    /// (the selected tab's screen); `onSelect` is called with the index the user picks.
    public init(
        titles: [String],
        badges: [String?] = [],
        selectedIndex: Int,
        onSelect: @escaping @MainActor (Int) -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.titles = titles
        self.badges = badges
        self.selectedIndex = selectedIndex
        self.onSelect = onSelect
        self.content = content()
    }

    public var body: some View {
        content
            .safeAreaInset(edge: .top) {
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        for index in titles.indices {
                            tab(at: index)
                        }
                    }
                    Divider()
                }
            }
            .onKeyPress(shortcuts) { key in
                if let index = Self.index(for: key), titles.indices.contains(index) {
                    onSelect(index)
                }
            }
    }

    private func tab(at index: Int) -> Text {
        let badge = badges.indices.contains(index) ? badges[index].map { " (\($0))" } ?? "" : ""
        let label = "\(index + 1) \(titles[index])\(badge)"
        return index == selectedIndex ? Text("[\(label)]").bold().reversed() : Text(" \(label) ")
    }

    /// The digit and function keys of the tabs shown.
    private var shortcuts: [Key] {
        titles.indices.prefix(9).flatMap { [Key.character(Character(String($0 + 1))), .function($0 + 1)] }
    }

    /// The tab index `key` selects, if it is a tab key.
    static func index(for key: Key) -> Int? {
        switch key {
        case .character(let character): character.wholeNumberValue.flatMap { $0 >= 1 ? $0 - 1 : nil }
        case .function(let number): number - 1
        default: nil
        }
    }
}
