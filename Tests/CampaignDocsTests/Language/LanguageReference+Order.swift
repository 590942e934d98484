extension LanguageReference {
    /// The order keys are listed in: the order a campaign is written in.
    enum Order {
        static let campaign = [
            "campaign", "name", "description", "priority", "schedule", "start", "end", "reeligible_after", "delay", "expire_after", "minimum_interval",
            "localise", "trigger",
            "message", "variants", "percent", "control",
        ]
        static let trigger = ["session_start", "any_purchase", "specific_purchase", "custom_event", "push_click", "filters"]
        static let filter = ["property", "type"]
        static let message = [
            "type", "header", "message", "image", "image_alt", "layout", "crop", "slide_from", "hide_chevron", "orientation", "language",
            "text_align", "click_action", "dismiss", "after", "animate", "buttons", "theme", "html", "asset_urls", "assets_zip", "extras",
        ]
        static let button = ["text", "id", "click_action", "style"]
        static let colours = ["background", "text", "header", "border", "close_button", "frame", "icon", "icon_background", "buttons"]
        static let theme = ["light", "dark"]
        static let extras = ["view_type", "attribute_key"]
        static let click = ["uri", "webview", "actions", "name", "properties", "key", "value"]
        static let scenario = [
            "scenario", "description", "start", "campaigns", "device", "form_factor", "orientation", "failing_assets", "display", "history",
            "campaign", "displayed_at", "user", "user_id", "simulator", "steps",
        ]
        static let expect = ["displayed", "visible", "stack", "dropped", "no_match", "variant", "control"]
        static let project = [
            "trigger_minimum_interval", "assets", "base_url", "max_bytes", "allowed_hosts", "view_types", "message_types", "required_extras",
            "message_format", "severity", "exclude", "simulator", "accessibility", "contrast", "baseline",
            "localisation", "source", "locales", "folder", "fallback",
        ]
        static let simulator = [
            "platform", "schedule_bounds", "tie_break", "stamp_at", "auto_drain", "timeout_when_absent", "regex_case", "missing_image", "background",
        ]
        /// The order of the keys of any mapping shown on one line (examples, `{ a, b }`).
        static let all =
            ["start", "end", "form_factor", "orientation", "failing_assets"] + message + campaign + trigger + filter + colours + button
            + click + scenario + expect + project + simulator
    }
}
