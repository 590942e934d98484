# Renders Liquid templates with Shopify's own implementation (Debian's ruby-liquid, 5.4), for
# the differential test of campaignc's renderer (Tests/CampaignLiquidTests/RubyLiquidOracleTests).
#
#   ruby Scripts/liquid_oracle.rb CASES.json > RESULTS.json
#
# CASES.json: {"profiles": [PROFILE...], "templates": [TEXT...]}; a profile is
# {"attributes": {...}, "custom_attributes": {...}, "event_properties": {...}}. Each template is
# rewritten first as SPEC §15.4 says: `${name}` becomes the plain variable `name` (a name with
# other characters than letters, digits and `_` becomes `["name"]`), so a bare `${first_name}`
# reads the standard attribute and `custom_attribute.${x}` the custom one. Braze's `money`
# (a dollar sign, thousands with commas, two decimals, no shift of the point) is added as a
# filter. Parsing is strict; rendering raises on errors (render!) and on unknown filters.
#
# RESULTS.json: {"liquid": VERSION, "results": [[RESULT per profile] per template]}, where a
# RESULT is {"ok": TEXT} or {"error": "CLASS: MESSAGE"}.
require "json"
require "bigdecimal"
require "liquid"

module BrazeMoney
  def money(input)
    value = BigDecimal(Liquid::Utils.to_number(input).to_s).round(2, BigDecimal::ROUND_HALF_UP)
    whole, fraction = value.abs.to_s("F").split(".")
    fraction = (fraction.to_s + "00")[0, 2]
    whole = whole.reverse.scan(/\d{1,3}/).join(",").reverse
    (value.negative? ? "-$" : "$") + whole + "." + fraction
  end
end
Liquid::Template.register_filter(BrazeMoney)

def rewrite(text)
  text.gsub(/(\.)?\$\{([^}]*)\}/) do
    dot = Regexp.last_match(1)
    name = Regexp.last_match(2)
    if name.match?(/\A[A-Za-z_][A-Za-z0-9_]*\z/)
      "#{dot}#{name}"
    else
      "[#{name.inspect}]"
    end
  end
end

def environment(profile)
  env = {}
  (profile["attributes"] || {}).each { |key, value| env[key] = value }
  env["custom_attribute"] = profile["custom_attributes"] || {}
  env["event_properties"] = profile["event_properties"] || {}
  env
end

input = JSON.parse(File.read(ARGV.fetch(0)))
profiles = input.fetch("profiles")
results = input.fetch("templates").map do |text|
  begin
    template = Liquid::Template.parse(rewrite(text), error_mode: :strict)
    profiles.map do |profile|
      begin
        { "ok" => template.render!(environment(profile), strict_variables: false, strict_filters: true) }
      rescue StandardError => e
        { "error" => "#{e.class}: #{e.message}" }
      end
    end
  rescue StandardError => e
    profiles.map { { "error" => "#{e.class}: #{e.message}" } }
  end
end
puts JSON.generate({ "liquid" => Liquid::VERSION, "results" => results })
