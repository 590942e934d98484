/// The words the corpus generator draws from: realistic campaign families, events,
/// property filters and message texts. Everything here is a constant.
enum CorpusVocabulary {
    /// One kind of campaign a growth team writes again and again.
    struct Family: Sendable {
        let slug: String
        let title: String
        let header: String
        let message: String
        let event: String
        let buttons: [String]
    }

    static let families: [Family] = [
        Family(
            slug: "cart-recovery", title: "Cart recovery nudge", header: "Still thinking it over?",
            message: "Your cart is waiting. Free shipping on orders over $50 ends tonight.",
            event: "added_to_cart", buttons: ["Check out", "Later"]),
        Family(
            slug: "spring-sale", title: "Spring sale banner", header: "Spring sale is on",
            message: "Up to 40% off sneakers, boots and jackets while stocks last.",
            event: "viewed_product", buttons: ["Shop now", "Not now"]),
        Family(
            slug: "onboarding", title: "Onboarding tip", header: "Welcome aboard",
            message: "Tap the star on any item to save it to your wish list for later.",
            event: "finished_onboarding", buttons: ["Show me", "Skip"]),
        Family(
            slug: "level-up", title: "Level up reward", header: "You levelled up!",
            message: "Claim 200 bonus coins and a new avatar frame before the week ends.",
            event: "completed_level", buttons: ["Claim reward", "Close"]),
        Family(
            slug: "trial-ending", title: "Trial ending reminder", header: "Your trial ends soon",
            message: "Keep unlimited playlists and offline mode for 4.99 a month.",
            event: "started_trial", buttons: ["Subscribe", "Remind me later"]),
        Family(
            slug: "rate-app", title: "Rate the app prompt", header: "Enjoying the app?",
            message: "A quick rating helps other readers find us. It only takes a second.",
            event: "rated_app", buttons: ["Rate now", "No thanks"]),
        Family(
            slug: "team-picker", title: "Favourite team picker", header: "Pick your team",
            message: "Arsenal, Chelsea, Liverpool, Tottenham",
            event: "opened_fixtures", buttons: ["Save", "Cancel"]),
        Family(
            slug: "winback", title: "Win-back offer", header: "We miss you",
            message: "Here is 15% off your next order, valid for seven days.",
            event: "returned_after_break", buttons: ["Redeem", "Dismiss"]),
        Family(
            slug: "wishlist-drop", title: "Wish list price drop", header: "Price drop alert",
            message: "An item on your wish list just got cheaper. Grab it before it sells out.",
            event: "opened_wishlist", buttons: ["View item", "Later"]),
        Family(
            slug: "referral", title: "Refer a friend", header: "Give 10, get 10",
            message: "Invite a friend and you both get 10 credits after their first ride.",
            event: "shared_item", buttons: ["Invite friends", "Maybe later"]),
        Family(
            slug: "feature-news", title: "New feature announcement", header: "Dark mode is here",
            message: "Switch themes in Settings, or let the app follow your system setting.",
            event: "opened_settings", buttons: ["Try it", "Close"]),
        Family(
            slug: "renewal", title: "Subscription renewal thanks", header: "Thanks for staying",
            message: "Your plan renewed today. Enjoy early access to new episodes every Friday.",
            event: "subscription_renewed", buttons: ["See what's new", "Close"]),
    ]

    static let teams = ["growth", "retention", "lifecycle", "monetisation", "engagement", "marketplace", "loyalty", "editorial"]
    static let languages = ["en", "en-GB", "de", "fr", "es-MX", "pt-BR", "nb", "ja"]
    static let countries = ["DE", "FR", "GB", "NO", "SE", "US", "ES", "NL"]
    static let categories = ["shoes", "boots", "jackets", "bags", "watches", "outerwear"]
    static let tiers = ["bronze", "silver", "gold", "platinum"]
    static let deepLinks = [
        "myapp://cart", "myapp://checkout", "myapp://wishlist", "myapp://rewards",
        "myapp://settings/appearance", "myapp://teams", "https://shop.example.com/sale",
    ]
}
