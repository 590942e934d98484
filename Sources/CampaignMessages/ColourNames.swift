/// The CSS colour keywords people write for a colour (`background: white`), with the hex
/// value campaignc takes instead (CSS Color Module Level 4's values for these names).
public enum ColourNames {
    /// `#RRGGBB` (or `#RRGGBBAA`) for a name, compared without regard to case.
    public static func hex(for name: String) -> String? {
        table[name.lowercased()]
    }

    private static let table: [String: String] = [
        "black": "#000000", "white": "#FFFFFF", "red": "#FF0000", "green": "#008000", "blue": "#0000FF",
        "yellow": "#FFFF00", "orange": "#FFA500", "purple": "#800080", "pink": "#FFC0CB", "gray": "#808080",
        "grey": "#808080", "silver": "#C0C0C0", "navy": "#000080", "teal": "#008080", "maroon": "#800000",
        "olive": "#808000", "lime": "#00FF00", "aqua": "#00FFFF", "cyan": "#00FFFF", "fuchsia": "#FF00FF",
        "magenta": "#FF00FF", "transparent": "#00000000",
    ]
}
