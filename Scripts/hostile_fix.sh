# Sourced by Scripts/hostile.sh (uses $binary, $work, $limit, timed(), row() and verdict_of()
# of Scripts/hostile_outputs.sh, and sets $worst): `validate --fix` against inputs that used to
# lose bytes (issue 30 items 10-14). Each case makes its own folder under $work, runs one
# command and checks what must hold. Prints: case, bytes, exit status, wall ms, peak RSS MB,
# verdict.

printf '\n%-24s %10s %6s %10s %12s  %s\n' "fix case" bytes exit wall_ms peak_rss_mb verdict
fixable='campaign: a
trigger: session_start
message: { type: slideup, message: Hello, animate: yes }'

# 10. 10,000,090 bytes on standard input (E005): they come back byte for byte.
mkdir -p "$work/fix-big" && cd "$work/fix-big"
python3 -c 'import sys
head = b"campaign: big\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n"
sys.stdout.buffer.write(head + b"#" * (10_000_089 - len(head)) + b"\n")' >in.yaml
timed sh -c '"$0" validate --fix - <in.yaml' "$binary"
row fix-stdin-10mb "$(stat -c %s in.yaml)" "$(verdict_of sh -c 'test "$0" = 1 && cmp -s in.yaml out.txt && grep -q "error\[E005\]" err.txt' "$status")"

# 11. `--fix -` beside a project file with a safe fix-it: the project file keeps its bytes.
mkdir -p "$work/fix-stdin-project" && cd "$work/fix-stdin-project"
printf 'exlude: [drafts]\n' >campaignc.yaml && echo "$fixable" >in.yaml && cp in.yaml given.yaml
timed sh -c '"$0" validate --fix - --stdin-filename in.yaml <in.yaml' "$binary"
row fix-stdin-project "$(stat -c %s in.yaml)" \
    "$(verdict_of sh -c 'test "$(cat campaignc.yaml)" = "exlude: [drafts]" && grep -q "animate: true" out.txt && cmp -s in.yaml given.yaml')"

# 13. A file with a second hard link, and (as root) a file owned by another user.
mkdir -p "$work/fix-links" && cd "$work/fix-links"
echo "$fixable" >a.yaml && ln a.yaml linked.yaml.txt
timed "$binary" validate --fix a.yaml
row fix-hard-link "$(stat -c %s a.yaml)" "$(verdict_of sh -c 'test "$0" = 0 && grep -q "animate: true" linked.yaml.txt && test "$(stat -c %h a.yaml)" = 2' "$status")"
if [ "$(id -u)" = 0 ]; then
    mkdir -p "$work/fix-owner" && cd "$work/fix-owner"
    echo "$fixable" >a.yaml && chown 4321:4322 a.yaml && chmod 600 a.yaml
    timed "$binary" validate --fix a.yaml
    row fix-owner "$(stat -c %s a.yaml)" "$(verdict_of sh -c 'test "$0" = 0 && test "$(stat -c %u:%g:%a a.yaml)" = 4321:4322:600 && grep -q "animate: true" a.yaml' "$status")"
fi

# 12. Two misspellings of one key in one mapping: one rename, no E002.
mkdir -p "$work/fix-same-key" && cd "$work/fix-same-key"
printf 'campaign: a\ntrigger: session_start\nmessage: { type: slideup, mesage: Hi, messge: Ho }\n' >a.yaml
timed "$binary" validate --fix a.yaml
row fix-same-key "$(stat -c %s a.yaml)" "$(verdict_of sh -c 'test "$0" = 1 && grep -q "message: Hi, messge: Ho" a.yaml && ! grep -q E002 out.txt' "$status")"

# 14. 11,000 safe fix-its in one file (over ten passes of 1,000): one run fixes them all.
mkdir -p "$work/fix-many" && cd "$work/fix-many"
python3 -c 'print("\n---\n".join(f"campaign: c{i}\ntrigger: session_start\nmessage: {{ type: Slideup, message: Hi, animate: yes }}" for i in range(5500)))' >a.yaml
timed "$binary" validate --fix a.yaml
row fix-11000 "$(stat -c %s a.yaml)" "$(verdict_of sh -c 'grep -q "; 11000 fixes applied$" out.txt && ! grep -q "animate: yes" a.yaml' "$status")"
