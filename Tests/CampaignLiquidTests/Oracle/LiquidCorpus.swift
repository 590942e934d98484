import CampaignTestSupport

/// A deterministic generated corpus of templates that use Shopify's tags and filters (and
/// Braze's `money`), for the differential test against Ruby's Liquid. Values keep one type per
/// name across the profiles, so type-specific accidents of Ruby (`12 | size`) are not
/// generated; the invalid templates are syntax errors on both sides.
struct LiquidCorpus {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let strings = [
        "${first_name}", "${city}", "custom_attribute.${nickname}", "custom_attribute.${html}", "custom_attribute.${words}",
        "custom_attribute.${price_text}", "custom_attribute.${count_text}", "custom_attribute.${prefs}.color", "custom_attribute.${missing}",
        "custom_attribute.${tags}.first", "custom_attribute.${tags}[1]", "custom_attribute.${orders}[0].status",
    ]
    static let integers = [
        "${random_bucket_number}", "custom_attribute.${age}", "custom_attribute.${prefs}.size", "custom_attribute.${nums}.first",
        "custom_attribute.${nums}[1]", "custom_attribute.${nums}.size", "custom_attribute.${tags}.size", "custom_attribute.${orders}.size",
    ]
    static let floats = ["custom_attribute.${score}", "custom_attribute.${orders}[0].total", "custom_attribute.${orders}.last.total"]
    static let arrays = ["custom_attribute.${tags}", "custom_attribute.${nums}"]
    static let times = ["custom_attribute.${signup}", "custom_attribute.${since}"]
    static let words = ["a", "e", "Ana", "x", "é", "-", " ", "ab", "shipped", "red", ""]

    private mutating func pick<T>(_ items: [T]) -> T { items[random.below(items.count)] }
    private mutating func chance(_ percent: UInt64) -> Bool { random.chance(percent) }

    private mutating func quoted() -> String {
        let word = pick(LiquidCorpus.words)
        return chance(50) ? "'\(word)'" : "\"\(word)\""
    }

    private mutating func smallInteger() -> String { String(random.below(14) - 3) }
    private mutating func number() -> String { chance(70) ? smallInteger() : pick(["1.5", "0.1", "2.25", "-0.5", "3.0", "10.125", "0.2"]) }

    /// A string filter; `size` only where the value cannot be an integer (Ruby's `12 | size`
    /// is 8, the byte width of an integer: a documented difference).
    mutating func stringFilter(allowSize: Bool = true) -> String {
        switch random.below(allowSize ? 26 : 25) {
        case 0: return "upcase"
        case 1: return "downcase"
        case 2: return "capitalize"
        case 3: return "append: \(quoted())"
        case 4: return "prepend: \(quoted())"
        case 5: return "replace: \(quoted()), \(quoted())"
        case 6: return "replace_first: \(quoted()), \(quoted())"
        case 7: return "remove: \(quoted())"
        case 8: return "remove_first: \(quoted())"
        case 9: return "truncate: \(random.below(12) + 1)"
        case 10: return "truncate: \(random.below(12) + 3), \(quoted())"
        case 11: return "truncatewords: \(random.below(4) + 1)"
        case 12: return "slice: \(random.below(7) - 3), \(random.below(5))"
        case 13: return "slice: \(random.below(5))"
        case 14: return "strip"
        case 15: return "escape"
        case 16: return "escape_once"
        case 17: return "url_encode"
        case 18: return "strip_html"
        case 19: return "newline_to_br"
        case 20: return "strip_newlines"
        case 21: return "default: \(quoted())"
        case 22: return "split: \(quoted()) | join: '+'"
        case 23: return "url_decode"
        case 24: return "default: \(quoted()), allow_false: true"
        default: return "size"
        }
    }

    mutating func numberFilter() -> String {
        switch random.below(15) {
        case 0: return "plus: \(number())"
        case 1: return "minus: \(number())"
        case 2: return "times: \(number())"
        case 3: return "divided_by: \(chance(15) ? "0" : number())"
        case 4: return "modulo: \(chance(10) ? "0" : String(random.below(5) + 1))"
        case 5: return "abs"
        case 6: return "ceil"
        case 7: return "floor"
        case 8: return "round"
        case 9: return "round: \(random.below(3))"
        case 10: return "at_least: \(number())"
        case 11: return "at_most: \(number())"
        case 12: return "money"
        case 13: return "default: \(number())"
        default: return "plus: '\(pick(["2", "1.5", "x", " 3 "]))'"
        }
    }

    mutating func arrayFilter() -> String {
        switch random.below(12) {
        case 0: return "join: \(quoted())"
        case 1: return "join"
        case 2: return "first"
        case 3: return "last"
        case 4: return "size"
        case 5: return "reverse | join: ','"
        case 6: return "sort | join: ','"
        case 7: return "uniq | join: ','"
        case 8: return "compact | join: ','"
        case 9: return "concat: custom_attribute.${\(pick(["tags", "nums"]))} | join: ','"
        case 10: return "slice: \(random.below(3)), \(random.below(3) + 1) | join: ','"
        default: return "sort_natural | join: ','"
        }
    }

    /// An expression with filters, as an output or `assign` holds it.
    mutating func filtered() -> String {
        var text: String
        var filters: [String] = []
        switch random.below(10) {
        case 0, 1, 2:
            text = pick(LiquidCorpus.strings)
            for _ in 0..<random.below(3) where filters.last != "size" { filters.append(stringFilter()) }
        case 3, 4:
            text = pick(LiquidCorpus.integers + LiquidCorpus.floats)
            for _ in 0..<random.below(3) { filters.append(numberFilter()) }
        case 5:
            text = number()
            filters.append(numberFilter())
        case 6:
            text = pick(LiquidCorpus.arrays)
            filters.append(arrayFilter())
        case 7:
            text = "custom_attribute.${orders}"
            filters.append(
                pick([
                    "map: 'status' | join: ','", "where: 'status', 'shipped' | size", "map: 'total' | join: ' '", "sort: 'total' | map: 'id' | join: ','",
                    "where: 'gift' | size", "map: 'id' | uniq | join: '-'",
                ]))
        case 8:
            text = pick(LiquidCorpus.times)
            filters.append("date: \(pick(["'%Y-%m-%d'", "'%b %e, %Y'", "'%s'", "'%A %H:%M'", "'%-d/%-m %I%p'", "'%j %y %Z'", "''"]))")
        default:
            text = chance(50) ? quoted() : pick(["custom_attribute.${vip}", "nil", "true", "(1..3)", "custom_attribute.${prefs}"])
            if chance(50) { filters.append(stringFilter()) }
        }
        return ([text] + filters).joined(separator: " | ")
    }

    mutating func output() -> String {
        let open = chance(15) ? "{{-" : "{{"
        let close = chance(15) ? "-}}" : "}}"
        let space = chance(80) ? " " : ""
        return "\(open)\(space)\(filtered())\(space)\(close)"
    }

    mutating func operand() -> String {
        switch random.below(6) {
        case 0: return pick(LiquidCorpus.strings)
        case 1: return pick(LiquidCorpus.integers)
        case 2: return number()
        case 3: return quoted()
        case 4: return pick(["true", "false", "nil", "empty", "custom_attribute.${vip}"])
        default: return pick(LiquidCorpus.floats + LiquidCorpus.arrays)
        }
    }

    mutating func comparison() -> String {
        if chance(25) { return operand() }
        if chance(20) { return "\(pick(LiquidCorpus.arrays + LiquidCorpus.strings)) contains \(chance(50) ? quoted() : smallInteger())" }
        // Numbers with numbers and strings with strings: Ruby raises across kinds, which the
        // invalid cases cover on their own.
        if chance(50) {
            return "\(pick(LiquidCorpus.integers + LiquidCorpus.floats)) \(pick(["==", "!=", "<", ">", "<=", ">=", "<>"])) \(number())"
        }
        return "\(pick(LiquidCorpus.strings)) \(pick(["==", "!=", "<>"])) \(chance(70) ? quoted() : pick(["nil", "empty", "''"]))"
    }

    mutating func condition() -> String {
        var text = comparison()
        for _ in 0..<random.below(3) where chance(40) { text += " \(pick(["and", "or"])) \(comparison())" }
        return text
    }

    mutating func body(_ depth: Int) -> String {
        var parts: [String] = []
        for _ in 0..<(random.below(3) + 1) {
            parts.append(depth > 1 || chance(50) ? (chance(60) ? output() : pick(["x", " - ", "\n", "  ", "Hi "])) : piece(depth + 1))
        }
        return parts.joined()
    }

    mutating func piece(_ depth: Int) -> String {
        switch random.below(17) {
        case 0, 1, 2: return output()
        case 3, 4:
            var text = "{% if \(condition()) %}\(body(depth))"
            if chance(40) { text += "{% elsif \(condition()) %}\(body(depth))" }
            if chance(50) { text += "{%- else -%}\(body(depth))" }
            return text + "{% endif %}"
        case 5: return "{% unless \(condition()) %}\(body(depth)){% else %}\(body(depth)){% endunless %}"
        case 6:
            let subject = pick(LiquidCorpus.strings + LiquidCorpus.integers)
            return "{% case \(subject) %}{% when \(quoted()), \(smallInteger()) %}\(body(depth)){% when \(number()) or \(quoted()) %}\(body(depth))"
                + (chance(50) ? "{% else %}\(body(depth))" : "") + "{% endcase %}"
        case 7:
            let collection = pick(
                LiquidCorpus.arrays + ["(1..\(random.below(5)))", "custom_attribute.${orders}", "(\(smallInteger())..3)", "custom_attribute.${prefs}"])
            var options = chance(20) ? " reversed" : ""
            if chance(30) { options += " limit: \(random.below(4))" }
            if chance(30) { options += " offset: \(random.below(3))" }
            var inner = body(depth + 1)
            if chance(30) { inner += "{{ forloop.index }}/{{ forloop.length }}{% if forloop.first %}F{% endif %}{% if forloop.last %}L{% endif %}" }
            if chance(20) { inner += "{% if forloop.index > 1 %}{% break %}{% endif %}" }
            if chance(15) { inner = "{% if forloop.index0 == 0 %}{% continue %}{% endif %}" + inner }
            if chance(20) { inner += "{% cycle 'a', 'b', 'c' %}" }
            return "{% for item in \(collection)\(options) %}\(inner){{ item }}" + (chance(30) ? "{% else %}none" : "") + "{% endfor %}"
        case 8:
            return "{% assign v\(depth) = \(filtered()) %}{{ v\(depth) }}{{ v\(depth) | \(stringFilter(allowSize: false)) }}"
        case 9: return "{% capture c\(depth) %}\(body(depth)){% endcapture %}[{{ c\(depth) | strip }}]"
        case 10: return "{% increment n %}{% increment n %}{% decrement m %}{{ n }}"
        case 11:
            return pick([
                "{% raw %}{{ x }}{% endraw %}", "{% comment %}{{ y }} hidden{% endcomment %}", "{% # a note %}", "{%- comment -%} x {%- endcomment -%}",
            ])
        case 12: return "{% echo \(filtered()) %}"
        case 13: return "{% liquid\n  assign w = \(filtered())\n  if w\n    echo w\n  endif\n%}"
        case 14:
            return "{% tablerow t in \(pick(LiquidCorpus.arrays + ["(1..4)"])) cols: \(random.below(3) + 1)%}{{ t }}{{ tablerowloop.col }}{% endtablerow %}"
        case 15: return "  \n"
        default: return depth == 0 && chance(70) ? invalid() : output()
        }
    }

    /// A syntax error on both sides.
    mutating func invalid() -> String {
        pick([
            "{% if \(condition()) %}never closed", "{% endif %}", "{{ x | }}", "{% for item %}{% endfor %}", "{{ 'open }}", "{% if a == %}{% endif %}",
            "{% unless %}{% endunless %}", "{% case %}{% endcase %}", "{% assign = 3 %}", "{{ a.. }}", "{% for i in (1..) %}{% endfor %}",
            "{% if x %}{% endfor %}", "{% else %}", "{{ (1..3 }}", "{% cycle %}",
        ])
    }

    mutating func template() -> String {
        var parts: [String] = []
        for _ in 0..<(random.below(4) + 1) {
            parts.append(piece(0))
            if chance(50) { parts.append(pick(["Hello ", ", ", "!", " ", "\n"])) }
        }
        return parts.joined()
    }

    static let profiles = """
        [
          {"attributes": {"first_name": "Ana", "city": "Lyon", "random_bucket_number": 42},
           "custom_attributes": {"nickname": "ana  b", "html": "<b>Hi</b> & \\"you\\" &amp; 'me'", "words": "one two  three four five\\nsix",
             "price_text": "12.50", "count_text": "7", "prefs": {"color": "red", "size": 3}, "tags": ["red", "blue", "red", "Green"],
             "nums": [3, 1, 2, 3], "orders": [{"id": 1, "total": 10.5, "status": "shipped"}, {"id": 2, "total": 3.25, "status": "new", "gift": true}],
             "age": 31, "score": 4.5, "vip": true, "signup": "2024-03-05", "since": 1700000000}},
          {"attributes": {"first_name": "émile", "city": "", "random_bucket_number": 7},
           "custom_attributes": {"nickname": "", "html": "a<br/>b", "words": "short", "price_text": "0.1", "count_text": "x12",
             "prefs": {"color": "blue", "size": 0}, "tags": [], "nums": [], "orders": [], "age": 0, "score": 0.1, "vip": false,
             "signup": "2023-12-31T23:59:59Z", "since": 0}},
          {"attributes": {}, "custom_attributes": {}},
          {"attributes": {"first_name": "ZOË", "city": "São Paulo", "random_bucket_number": 9999},
           "custom_attributes": {"nickname": "  Z  ", "html": "<script>x</script>ok<!-- c -->", "words": "a b c d e f g h",
             "price_text": "-3.75", "count_text": " 12 ", "prefs": {"color": "", "size": -2}, "tags": ["b", "a", "c"], "nums": [10, -5, 7],
             "orders": [{"id": 9, "total": 1.0, "status": "shipped"}, {"id": 9, "total": 2.5, "status": "shipped"}, {"id": 3, "total": 0.3, "status": null}],
             "age": -4, "score": -2.5, "vip": true, "signup": "2020-02-29T12:30:00+02:00", "since": 86399}},
          {"attributes": {"first_name": "O'Brien", "city": "Köln", "random_bucket_number": 1},
           "custom_attributes": {"nickname": "o\\nb", "html": "plain", "words": "", "price_text": "100.005", "count_text": "3.0",
             "prefs": {"size": 12}, "tags": ["x"], "nums": [5], "orders": [{"id": 4, "total": 99.99, "status": "new"}],
             "age": 120, "score": 1.25, "signup": "", "since": 1234567890}}
        ]
        """
}
