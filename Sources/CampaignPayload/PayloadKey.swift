import CanonicalJSON

/// Every key a payload holds (SPEC §6), written once: the writer (`TriggerObjectBuilder`,
/// `TriggerConditionMapping`, `InAppMessageMapping`, `PayloadDocument`), its inverse table
/// (`PayloadLanguagePaths`) and the reader (`TriggerObjectReader`) all name keys through it.
/// A key of a new schema version is a new case here, then a line in each of those.
public enum PayloadKey: String, CaseIterable, Hashable, Sendable {
    // The document.
    case schemaVersion = "schema_version"
    case triggerMinimumIntervalSeconds = "trigger_minimum_interval_seconds"
    case triggers
    /// (v4) `{LOCALE: {CAMPAIGN: {UNIT: text}}}` of a localised project (SPEC §6, §16).
    case translations
    // A trigger object.
    case id, revision, type, priority
    case startTime = "start_time"
    case endTime = "end_time"
    case reEligibility = "re_eligibility"
    case delay, timeout
    case minSecondsSinceLastTrigger = "min_seconds_since_last_trigger"
    case triggerCondition = "trigger_condition"
    case data
    // (v4) A trigger object with variants (SPEC §17).
    case variants, name, buckets
    case controlBuckets = "control_buckets"
    /// The control message's flag (`render`'s output for a control user).
    case isControl = "is_control"
    // A condition's `data`, and a property filter.
    case productID = "product_id"
    case eventName = "event_name"
    case campaignID = "campaign_id"
    case propertyFilters = "property_filters"
    case propertyKey = "property_key"
    case propertyType = "property_type"
    case comparator
    case propertyValue = "property_value"
    // The in-app message object (`data`) and its buttons.
    case header, message, text
    case imageURL = "image_url"
    case imageAlt = "image_alt"
    case imageStyle = "image_style"
    case cropType = "crop_type"
    case slideFrom = "slide_from"
    case hideChevron = "hide_chevron"
    case orientation, language
    case textAlignHeader = "text_align_header"
    case textAlignMessage = "text_align_message"
    case clickAction = "click_action"
    case uri
    case useWebview = "use_webview"
    case messageClose = "message_close"
    case duration
    case animateIn = "animate_in"
    case animateOut = "animate_out"
    case buttons = "btns"
    case themes, dark
    case assetURLs = "asset_urls"
    case zippedAssetsURL = "zipped_assets_url"
    case extras
    case triggerID = "trigger_id"
    // Colours, of a message, a button, or the dark theme.
    case backgroundColour = "bg_color"
    case textColour = "text_color"
    case headerTextColour = "header_text_color"
    case closeButtonColour = "close_btn_color"
    case frameColour = "frame_color"
    case iconColour = "icon_color"
    case iconBackgroundColour = "icon_bg_color"
    case borderColour = "border_color"
}

extension Dictionary where Key == String, Value == JSONValue {
    /// The member named `key`.
    subscript(key: PayloadKey) -> JSONValue? {
        get { self[key.rawValue] }
        set { self[key.rawValue] = newValue }
    }
}
