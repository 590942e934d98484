/// The names of Braze's dialect (SPEC §15.2): tags, filters, objects and their members.
public enum LiquidVocabulary {
    static let blockTags: Set<String> = ["if", "unless", "case", "for", "tablerow", "capture", "translation"]

    static let simpleTags: Set<String> = [
        "assign", "increment", "decrement", "cycle", "echo", "break", "continue", "liquid", "abort_message",
        "connected_content", "catalog_items", "catalog_selection_items", "message_extras",
    ]

    /// Every tag name, for suggestions (sorted: suggestions are deterministic).
    public static let allTags: [String] = (blockTags.union(simpleTags).union(["raw", "comment", "else", "elsif", "when"])).sorted()

    /// Shopify theme tags that keep a body until their end tag.
    static let themeBlockTags: Set<String> = ["form", "paginate", "style", "javascript", "schema"]
    static let themeTags: Set<String> = ["render", "include", "section", "layout", "form", "paginate", "style", "javascript", "schema"]

    /// Shopify's filters and Braze's, with the arguments each takes: `(minimum, maximum)`
    /// positional arguments.
    static let filterArity: [String: (Int, Int)] = [
        "abs": (0, 0), "append": (1, 1), "at_least": (1, 1), "at_most": (1, 1), "capitalize": (0, 0), "ceil": (0, 0),
        "compact": (0, 1), "concat": (1, 1), "date": (1, 1), "default": (0, 1), "divided_by": (1, 1), "downcase": (0, 0),
        "escape": (0, 0), "escape_once": (0, 0), "first": (0, 0), "floor": (0, 0), "join": (0, 1), "last": (0, 0),
        "map": (1, 1), "md5": (0, 0), "minus": (1, 1), "modulo": (1, 1), "money": (0, 0), "newline_to_br": (0, 0),
        "plus": (1, 1), "prepend": (1, 1), "remove": (1, 1), "remove_first": (1, 1), "replace": (1, 2),
        "replace_first": (1, 2), "reverse": (0, 0), "round": (0, 1), "sha1": (0, 0), "hmac_sha256": (1, 1),
        "size": (0, 0), "slice": (1, 2), "sort": (0, 1), "sort_natural": (0, 1), "split": (1, 1), "strip": (0, 0),
        "strip_html": (0, 0), "strip_newlines": (0, 0), "times": (1, 1), "truncate": (0, 2), "truncatewords": (0, 2),
        "uniq": (0, 1), "upcase": (0, 0), "url_decode": (0, 0), "where": (1, 2),
        "as_json_string": (0, 0), "base64_encode": (0, 0), "hmac_sha1_hex": (1, 1), "hmac_sha1_base64": (1, 1),
        "hmac_sha256_hex": (1, 1), "hmac_sha256_base64": (1, 1), "hmac_sha512": (1, 1), "json_escape": (0, 0),
        "json_parse": (0, 0), "number_with_delimiter": (0, 0), "property_accessor": (1, 1), "sha2": (0, 0),
        "time_zone": (1, 1), "url_encode": (0, 0), "url_escape": (0, 0), "url_param_escape": (0, 0),
    ]

    public static let allFilters: [String] = filterArity.keys.sorted()

    /// Filters that need a number, for the argument-kind check: positions that must be numbers.
    static let numericArguments: Set<String> = [
        "at_least", "at_most", "divided_by", "minus", "modulo", "plus", "times", "round", "truncate", "truncatewords", "slice",
    ]

    /// Shopify filters Braze does not have: why, and what to write instead.
    static let unsupportedFilters: [String: (reason: String, alternative: String?)] = [
        "pluralize": ("it is a Shopify theme filter", "`{% if n == 1 %}…{% else %}…{% endif %}`"),
        "lstrip": ("Braze has only `strip`", "strip"),
        "rstrip": ("Braze has only `strip`", "strip"),
        "find_index": ("Braze's Liquid predates it", "where"),
        "camelize": ("it is a Shopify theme filter", nil),
        "handleize": ("it is a Shopify theme filter", "downcase"),
        "handle": ("it is a Shopify theme filter", "downcase"),
        "money_with_currency": ("it is a Shopify theme filter", "money"),
        "money_without_currency": ("it is a Shopify theme filter", "money"),
        "money_without_trailing_zeros": ("it is a Shopify theme filter", "money"),
        "format_address": ("it is a Shopify theme filter", nil),
        "highlight": ("it is a Shopify theme filter", nil),
        "color_to_rgb": ("it is a Shopify colour filter", nil),
        "color_to_hsl": ("it is a Shopify colour filter", nil),
        "color_to_hex": ("it is a Shopify colour filter", nil),
        "color_modify": ("it is a Shopify colour filter", nil),
        "color_lighten": ("it is a Shopify colour filter", nil),
        "color_darken": ("it is a Shopify colour filter", nil),
        "color_saturate": ("it is a Shopify colour filter", nil),
        "color_desaturate": ("it is a Shopify colour filter", nil),
        "color_mix": ("it is a Shopify colour filter", nil),
        "color_contrast": ("it is a Shopify colour filter", nil),
        "color_brightness": ("it is a Shopify colour filter", nil),
        "color_difference": ("it is a Shopify colour filter", nil),
        "brightness_difference": ("it is a Shopify colour filter", nil),
        "font_face": ("it is a Shopify font filter", nil),
        "font_modify": ("it is a Shopify font filter", nil),
        "font_url": ("it is a Shopify font filter", nil),
        "base64_decode": ("Braze has only `base64_encode`", nil),
        "sum": ("Braze's Liquid predates it", nil),
    ]

    public static let standardAttributes: [String] = [
        "braze_id", "city", "country", "date_of_birth", "email_address", "first_name", "gender", "language", "last_name",
        "last_used_app_date", "most_recent_app_version", "most_recent_locale", "most_recent_location", "phone_number",
        "random_bucket_number", "time_zone", "user_id",
    ]

    public static let deviceMembers = ["ad_tracking_enabled", "browser", "carrier", "google_ad_id", "id", "idfa", "model", "os", "platform", "roku_ad_id"]

    /// The members of fixed objects; nil where any member is allowed.
    public static let objectMembers: [String: [String]?] = [
        "custom_attribute": nil, "event_properties": nil, "campaign": ["api_id", "message_name", "name"], "app": ["api_id", "name"],
        "most_recently_used_device": deviceMembers, "targeted_device": deviceMembers, "subscribed_state": nil, "content_blocks": nil,
    ]

    public static let roots: [String] = objectMembers.keys.sorted()

    /// Objects in-app messages cannot use, with the reason.
    static let unavailableRoots: [String: String] = [
        "api_trigger_properties": "in-app messages cannot be triggered by the API",
        "canvas": "campaigns have no Canvas",
        "canvas_entry_properties": "campaigns have no Canvas",
        "sms": "SMS variables exist only in SMS messages",
    ]

    static let connectedContentOptions = ["basic_auth", "body", "cache_max_age", "content_type", "headers", "method", "no_cache", "retry", "save"]

    /// Filters that escape a value for a URI's query (W814).
    static let queryEscapes: Set<String> = ["url_param_escape", "url_encode"]
}
