/// Texts that are Liquid and texts that are not, for the parser's tests and the python-liquid
/// verdict check.
enum LiquidParseCases {
    static let valid = [
        "plain text", "Hi {{${first_name} | default: 'there'}}", "{{custom_attribute.${zip code}}}", "{{ custom_attribute.${vip} }}",
        "{% if {{custom_attribute.${vip}}} == true %}VIP{% endif %}", "{% raw %}{{ not liquid }} {% if %}{% endraw %}",
        "{% comment %}{% if %} anything {% endcomment %}", "{% # a note %}", "{%- assign x = 1 -%}{{- x -}}",
        "{% liquid\nassign x = 1\nif x\necho x\nendif\n%}", "{% for i in (1..3) reversed limit: 2 offset: 1 %}{{ i }}{% else %}none{% endfor %}",
        "{% case x %}{% when 1, 2 or 3 %}a{% else %}b{% endcase %}", "{% tablerow i in (1..4) cols: 2 %}{{ i }}{% endtablerow %}",
        "{% capture c %}x{% endcapture %}{{ c }}", "{% increment n %}{% decrement n %}", "{% cycle 'g': 'a', 'b' %}", "{% echo 'x' | upcase %}",
        "{% unless x %}{% elsif y %}{% else %}{% endunless %}", "{{ x[0].y['z'] | slice: 1, 2 }}", "{{ (1..x.size) | join }}",
        "{% abort_message(\"no offer\") %}", "{% abort_message() %}",
        "{% connected_content https://api.example.com/offer?u={{${user_id} | url_param_escape}} :save offer %}{{ offer.title }}",
        "{% catalog_items games 1234 {{custom_attribute.${fav}}} %}{{ items[0].title }}", "{% catalog_selection_items games top %}",
        "{% message_extras :key coupon :value SAVE10 %}", "{% translation greeting %}Hello{% endtranslation %}",
        "{{ 1.5 | round: 1 }}{{ -3 }}", "{{ x | default: 1, allow_false: true }}", "{% render 'x' %}",
        "{{ x | upcse }}", "{{ campaign.${dispatch_id} }}",
    ]

    static let invalid = [
        "Hi {{ ${first_name}", "{% if x", "{% if x %}never closed", "{% endif %}", "{% if x %}{% endfor %}", "{% else %}", "{{ }}", "{% %}",
        "{{ x | }}", "{% for item %}{% endfor %}", "{{ 'open }}", "{% if a == %}{% endif %}", "{% unless %}{% endunless %}",
        "{% case %}{% endcase %}", "{% assign = 3 %}", "{{ a.. }}", "{{ (1..3 }}", "{% cycle %}", "{{ x | plus: }}", "{{ ${first_name }}",
        "{{ \u{201C}x\u{201D} }}", "{% if x == \u{2018}a\u{2019} %}{% endif %}", "{% bogus %}", "{% form 'x' %}{% endform %}",
        "{% # one\n two %}", "{% raw %}never closed", "{% comment %}never closed", "{{ x ? }}", "{{ a b }}", "{% for i in x limit %}{% endfor %}",
        "{% when 1 %}", "{% case x %}{% else %}{% when 1 %}{% endcase %}", "{% if x %}{% else %}{% elsif y %}{% endif %}", "{{ x[1 }}",
        "{% liquid\nif x\necho x\n%}", "{{ 'a' == 'b' }}", "{% translation greeting %}Hello",
    ]

    /// Texts python-liquid reads more leniently than campaignc, with the reason; the check
    /// expects python-liquid's other verdict.
    static let pythonLiquidDiffers: [String: String] = [
        "{{ x | plus: }}": "python-liquid accepts a filter's `:` without arguments; Shopify's strict parser and campaignc do not",
        "{% case x %}{% else %}{% when 1 %}{% endcase %}": "a branch after `else` is E801 by the SPEC; Shopify's and python-liquid render the first match",
        "{% if x %}{% else %}{% elsif y %}{% endif %}": "a branch after `else` is E801 by the SPEC; Shopify's and python-liquid ignore it",
    ]
}
