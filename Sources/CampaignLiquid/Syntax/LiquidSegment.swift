/// A first cut of a template: literal text, outputs and tags, before tags are matched into blocks.
struct LiquidSegment {
    enum Kind {
        case text
        case output(markup: Range<Int>)
        case tag(name: String, nameRange: Range<Int>, markup: Range<Int>)
        /// `{% raw %}…{% endraw %}` or `{% comment %}…{% endcomment %}` read as one piece; `body`
        /// is nil when the closing tag is missing.
        case verbatim(name: String, nameRange: Range<Int>, body: Range<Int>?)
    }

    var kind: Kind
    var range: Range<Int>
    /// `{{-` / `{%-`: trims the whitespace before.
    var trimBefore = false
    /// `-}}` / `-%}`: trims the whitespace after.
    var trimAfter = false
}
