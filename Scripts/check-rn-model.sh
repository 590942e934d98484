#!/usr/bin/env bash
# The React Native SDK's message model reads what `campaignc render` writes (SPEC §18): renders
# Samples/valid for 32 users (no attributes, a first name, and user ids that fall in every
# variant bucket and the control group), once from the campaigns and once from a compiled
# payload (`render --payload`), plus a templated campaign with and without its trigger event,
# then reads every message with Scripts/check_rn_model.js (node). Prints what it compared.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product campaignc >/dev/null
campaignc="$(swift build --show-bin-path)/campaignc"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
now=2026-03-02T10:00:00Z

"$campaignc" compile Samples/valid --output "$work/payload.json" >/dev/null 2>&1
outputs=()
for n in $(seq 0 31); do
    case $n in
        0) printf 'user_id: anonymous-0\n' ;;
        1) printf 'user_id: ana\nattributes: { first_name: Ana, city: Lisbon }\n' ;;
        *) printf 'user_id: user-%s\nattributes: { first_name: "Zoë %s" }\n' "$n" "$n" ;;
    esac > "$work/user-$n.yaml"
    "$campaignc" render Samples/valid --user "$work/user-$n.yaml" --now "$now" --output "$work/render-$n.json" >/dev/null 2>&1
    "$campaignc" render --payload "$work/payload.json" --user "$work/user-$n.yaml" --now "$now" --output "$work/payload-render-$n.json" >/dev/null 2>&1
    outputs+=("$work/render-$n.json" "$work/payload-render-$n.json")
done

mkdir -p "$work/templated"
cat > "$work/templated/campaignc.yaml" <<'YAML'
events:
  added_to_cart: { item: string, total: number }
YAML
cat > "$work/templated/cart.yaml" <<'YAML'
campaign: cart-item
trigger: { custom_event: added_to_cart }
message:
  type: modal
  header: "{{event_properties.${item}}} is in your cart"
  message: "Total: {{event_properties.${total} | money}}"
  buttons:
    - { text: "Check out {{event_properties.${item}}}", click_action: { uri: "myapp://cart?item={{event_properties.${item} | url_param_escape}}" } }
YAML
printf 'custom_event: added_to_cart\nproperties: { item: "Boots & socks", total: 35 }\nat: %s\n' "$now" > "$work/event.yaml"
"$campaignc" render "$work/templated" --user "$work/user-1.yaml" --now "$now" --output "$work/templated-trigger.json" >/dev/null 2>&1
"$campaignc" render "$work/templated" --user "$work/user-1.yaml" --event "$work/event.yaml" --now "$now" --output "$work/templated-event.json" >/dev/null 2>&1
outputs+=("$work/templated-trigger.json" "$work/templated-event.json")

/usr/bin/node Scripts/check_rn_model.js "${outputs[@]}"
