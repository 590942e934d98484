# Sourced by Scripts/hostile.sh (uses $binary, $work, $limit, timed() and row() of
# Scripts/hostile_outputs.sh, and sets $worst): the language server's hostile inputs, each a
# stream of framed messages on standard input (Scripts/hostile_lsp.py writes them and checks
# every answer), and a client that became a zombie. Prints: case, bytes, exit status, wall ms,
# peak RSS MB, verdict (ok: exit 0, every answer as expected, under 5 s and 100 MB).

printf '\n%-24s %10s %6s %10s %12s  %s\n' "lsp input" bytes exit wall_ms peak_rss_mb verdict
lsp_work="$work/lsp"
mkdir -p "$lsp_work"
cd "$lsp_work"
python3 "$repo/Scripts/hostile_lsp.py" write "$lsp_work"
for input in lsp-*.bin; do
    size=$(stat -c %s "$input")
    timed "$binary" lsp --stdio <"$input"
    verdict=ok
    if [ "$status" -ne 0 ] || [ "$wall" -ge 5000 ] || [ "$rss_kb" -ge 102400 ]; then verdict=OVER; fi
    python3 "$repo/Scripts/hostile_lsp.py" check "$input" out.txt >check.txt || verdict=WRONG
    row "$input" "$size" "$verdict"
    sed 's/^/    /' check.txt | cut -c 1-300
done

# A client that ended but was not reaped: `true` started by a Python process that then sleeps
# without waiting for it (a shell would reap it). Standard input stays open (a FIFO held by this
# shell), so only the watch of the client's process can end the server: exit 1 within 10 s
# (SPEC §13.3).
python3 -c 'import subprocess, sys, time
child = subprocess.Popen(["true"])
print(child.pid, file=open("zombie.pid", "w"))
time.sleep(30)' &
keeper=$!
for _ in $(seq 1 100); do
    zombie=$(cat zombie.pid 2>/dev/null || true)
    [ -n "$zombie" ] && [ "$(awk '{ print $3 }' "/proc/$zombie/stat" 2>/dev/null)" = Z ] && break
    sleep 0.05
done
state=$(awk '{ print $3 }' "/proc/$zombie/stat" 2>/dev/null || echo gone)
mkfifo client-input
exec 3<>client-input
printf '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":%s,"capabilities":{}}}' "$zombie" >initialize.json
printf 'Content-Length: %s\r\n\r\n' "$(stat -c %s initialize.json)" >&3
cat initialize.json >&3
timed "$binary" lsp --stdio <client-input
exec 3>&-
verdict=ok
if [ "$state" != Z ] || [ "$status" -ne 1 ] || [ "$wall" -ge 10000 ] || ! grep -q "the client's process $zombie ended" err.txt; then verdict=WRONG; fi
row "lsp-zombie-client (state $state)" "$(stat -c %s initialize.json)" "$verdict"
# Ending the keeper hands the zombie to init, which reaps it.
kill "$keeper" 2>/dev/null || true
wait "$keeper" 2>/dev/null || true
cd "$work"
