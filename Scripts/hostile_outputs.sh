# Sourced by Scripts/hostile.sh (uses $binary, $work, $limit and sets $worst): the output and
# input cases of issue 23, items 1-8. Each case makes its own folder under $work — FIFOs and
# device nodes included (`mknod` of the kernel's null and full devices, as root; never the
# machine's /dev/null) — runs one command under /usr/bin/time, and checks what must hold.
# Prints: case, bytes of its main input, exit status, wall ms, peak RSS MB, verdict.

# Runs "$@" with time and peak memory; sets status, wall (ms), rss_kb, rss_mb.
timed() {
    set +e
    local start end
    start=$(date +%s%N)
    /usr/bin/time -v -o "$work/time-case.txt" timeout "$limit" "$@" >out.txt 2>err.txt
    status=$?
    end=$(date +%s%N)
    set -e
    wall=$(( (end - start) / 1000000 ))
    rss_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time-case.txt")
    rss_mb=$(awk -v k="$rss_kb" 'BEGIN { printf "%.1f", k / 1024 }')
}

# Prints one row; $1 case, $2 bytes, $3 verdict (ok when the checks held).
row() {
    [ "$3" = ok ] || [ "$3" = skipped ] || worst=1
    printf '%-24s %10s %6s %10s %12s  %s\n' "$1" "$2" "$status" "$wall" "$rss_mb" "$3"
    { head -n 2 err.txt; } | cut -c 1-160 | sed 's/^/    /'
}

# `count` campaigns c0… whose messages say `$2`.
campaigns() {
    python3 - "$1" "$2" <<'PY'
import sys
count, word = int(sys.argv[1]), sys.argv[2]
print("\n---\n".join(f"campaign: c{i}\ntrigger: session_start\nmessage: {{ type: slideup, message: {word} {i} }}" for i in range(count)))
PY
}

verdict_of() { if "$@"; then echo ok; else echo WRONG; fi; }

echo
printf '%-24s %10s %6s %10s %12s  %s\n' case bytes exit wall_ms peak_rss_mb verdict
one='campaign: a
trigger: session_start
message: { type: modal, message: hi, image: https://cdn.example.com/a }'

# 1. --output and --write-baseline into a FIFO (read by another process), a device node, a link.
mkdir -p "$work/fifo" && cd "$work/fifo" && echo "$one" >a.yaml && mkfifo out.fifo && ln -s out.fifo link.json
(cat out.fifo >got.json) &
timed "$binary" compile a.yaml --output out.fifo
wait
row output-fifo "$(stat -c %s a.yaml)" "$(verdict_of test "$status" = 0 -a -p out.fifo -a -s got.json)"
(cat out.fifo >baseline.json) &
timed "$binary" validate a.yaml --write-baseline link.json
wait
row write-baseline-link-fifo "$(stat -c %s a.yaml)" "$(verdict_of test "$status" = 0 -a -p out.fifo -a -L link.json -a -s baseline.json)"

mkdir -p "$work/device" && cd "$work/device" && echo "$one" >a.yaml
if mknod sink c 1 3 2>/dev/null && mknod full c 1 7 2>/dev/null; then
    timed "$binary" compile a.yaml --output sink
    row output-device-node "$(stat -c %s a.yaml)" "$(verdict_of test "$status" = 0 -a -c sink)"
    timed "$binary" compile a.yaml --output full
    row output-full-device "$(stat -c %s a.yaml)" "$(verdict_of test "$status" = 2 -a -c full)"
    # 2. Standard output that fails: a full device, then a pipe whose reader leaves early.
    campaigns 5000 hello >many.yaml
    timed bash -c '"$0" compile many.yaml --output - >full' "$binary"
    row stdout-full-device "$(stat -c %s many.yaml)" \
        "$(verdict_of test "$status" = 2 -a "$(grep -c 'cannot write standard output' err.txt)" = 1 -a "$(grep -c '^ok' err.txt)" = 0)"
else
    status=-; wall=-; rss_mb=-; : >err.txt
    row output-device-node - skipped
fi

mkdir -p "$work/pipe" && cd "$work/pipe" && campaigns 5000 hello >many.yaml
timed bash -c '"$0" compile many.yaml --output - | head -c 10 >head.txt; exit "${PIPESTATUS[0]}"' "$binary"
row stdout-closed-pipe "$(stat -c %s many.yaml)" "$(verdict_of test "$status" = 2 -a "$(grep -c 'Broken pipe' err.txt)" = 1)"

# 3. An output that is an input: refused, the campaign kept byte for byte.
mkdir -p "$work/same" && cd "$work/same" && echo "$one" >a.yaml && cp a.yaml a.keep && ln -s a.yaml alias.json
timed "$binary" compile ./a.yaml --output alias.json
row output-is-input "$(stat -c %s a.yaml)" "$(verdict_of test "$status" = 2 -a "$(cmp -s a.yaml a.keep && echo same)" = same)"

# 4. test --write-baseline writes its baseline.
mkdir -p "$work/testbase" && cd "$work/testbase" && echo "$one" >a.yaml
printf 'scenario: s\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - session_start\n  - expect: { displayed: a }\n' >s.yaml
timed "$binary" test . --write-baseline b.json --now 2026-03-01T00:00:00Z
row test-write-baseline "$(stat -c %s a.yaml)" "$(verdict_of test "$status" = 0 -a -s b.json)"

# 5. Two compiles into one folder at once, and a run killed while writing.
mkdir -p "$work/race/a" "$work/race/b" && cd "$work/race"
campaigns 1500 "from A" >a/c.yaml
campaigns 1500 "from B" >b/c.yaml
timed bash -c '"$0" compile a/c.yaml --output-dir out & "$0" compile b/c.yaml --output-dir out & wait' "$binary"
consistent=$(python3 - <<'PY'
import json, os
manifest = {c["id"]: c["revision"] for c in json.load(open("out/manifest.json"))["campaigns"]}
files = {}
for name in os.listdir("out"):
    if name.endswith(".json") and name != "manifest.json":
        item = json.load(open("out/" + name))
        files[item["id"]] = item["revision"]
hidden = [n for n in os.listdir("out") if n.startswith(".")]
print("yes" if files == manifest and not hidden else "no")
PY
)
row two-compiles-one-folder "$(stat -c %s a/c.yaml)" "$(verdict_of test "$status" = 0 -a "$consistent" = yes)"

mkdir -p "$work/killed/big" && cd "$work/killed" && campaigns 3 hi >small.yaml
# 18,000 campaigns in two files (at most 10,000 documents per file, SPEC §7).
campaigns 9000 hello >big/a.yaml && campaigns 9000 hello | sed 's/^campaign: c/campaign: d/' >big/b.yaml
"$binary" compile big --output-dir out >victim.log 2>&1 &
victim=$!
for _ in $(seq 1 20000); do
    if ls -A out 2>/dev/null | grep -q '^\.campaignc-.*\.tmp$'; then kill -9 "$victim" 2>/dev/null; break; fi
done
wait "$victim" 2>/dev/null || true
left=$(ls -A out 2>/dev/null | grep -c '^\.campaignc-' || true)
timed "$binary" compile small.yaml --output-dir out
after=$(ls -A out | grep -c '^\.campaignc-' || true)
row killed-run-leftovers "$(cat big/*.yaml | wc -c)" "$(verdict_of test "$status" = 0 -a "$left" -gt 0 -a "$after" = 0)"
echo "    $left temporary files after SIGKILL, $after after the next run"

# 6. A local image over 64 MiB is copied whole into the gallery, named by its hash.
mkdir -p "$work/image/img" && cd "$work/image"
python3 -c "import sys; sys.stdout.buffer.write(b'\x89PNG\r\n\x1a\n' + b'A' * (65 * 1024 * 1024))" >img/big.png
echo 'assets: { base_url: https://cdn.example.com/, max_bytes: 100000000 }' >campaignc.yaml
echo 'campaign: a
trigger: session_start
message: { type: modal, message: hi, image: img/big.png }' >a.yaml
timed "$binary" preview a.yaml --output-dir gallery --now 2026-03-01T00:00:00Z
copy=$(find gallery/assets -type f -exec stat -c %s {} \; 2>/dev/null | head -n 1)
named=$(ls gallery/assets 2>/dev/null | head -n 1)
hash=$(sha256sum img/big.png | cut -c1-64)
row preview-image-65mib "$(stat -c %s img/big.png)" \
    "$(verdict_of test "$status" = 0 -a "${copy:-0}" = "$(stat -c %s img/big.png)" -a "$named" = "$hash.png")"

# 7. A folder walk meets a dangling link, a link loop, a name that is not UTF-8.
for kind in dangling loop name; do
    mkdir -p "$work/walk-$kind" && cd "$work/walk-$kind" && echo "$one" >a.yaml
    case "$kind" in
        dangling) ln -s moved/gone.yaml gone.yaml ;;
        loop) ln -s loop.yaml loop.yaml ;;
        name) cp a.yaml "$(printf 'caf\351.yaml')" ;;
    esac
    timed "$binary" compile . --output out.json
    row "walk-$kind" "$(stat -c %s a.yaml)" "$(verdict_of test "$status" = 2 -a ! -e out.json)"
done

# 8. A local "image" named .html with a PNG header is E209.
mkdir -p "$work/evil/img" && cd "$work/evil"
printf '\x89PNG\r\n\x1a\n<script>alert(1)</script>' >img/evil.html
echo 'assets: { base_url: https://cdn.example.com/ }' >campaignc.yaml
echo 'campaign: a
trigger: session_start
message: { type: modal, message: hi, image: img/evil.html }' >a.yaml
timed "$binary" validate a.yaml --color never
row image-evil-html "$(stat -c %s img/evil.html)" "$(verdict_of test "$status" = 1 -a "$(grep -c 'error\[E209\]' out.txt)" = 1)"
cd "$work"
