#!/usr/bin/env bash
# Checks the release binary built by Scripts/release.sh (SPEC §11): one self-contained file —
# a static executable, or else one whose shared libraries are only glibc's (libc, libm,
# ld-linux, …), libstdc++ and libgcc_s — which validates a campaign copied into an empty
# folder, with no toolchain around.
#
#   Scripts/test-release.sh [path/to/campaignc]   # default: dist/campaignc (run release.sh first)
#   BUILD_DOCKER=1 Scripts/test-release.sh        # also build the Dockerfile (where Docker runs)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${1:-$root/dist/campaignc}"
[[ -x "$binary" ]] || { echo "test-release: no binary at $binary (run Scripts/release.sh first)" >&2; exit 2; }
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

# 1. Shared libraries: glibc's own, libstdc++ and libgcc_s, nothing else (no libyaml, no Swift).
allowed_names=(
    'linux-vdso\.so\.1' 'linux-gate\.so\.1' 'libc\.so\.6' 'libm\.so\.6' 'libdl\.so\.2' 'libpthread\.so\.0'
    'librt\.so\.1' 'libutil\.so\.1' 'libstdc\+\+\.so\.6' 'libgcc_s\.so\.1' '(/lib(64)?/)?ld-linux[-a-z0-9_.]*\.so\.[0-9]+'
)
allowed="^($(IFS='|'; echo "${allowed_names[*]}"))$"
if ! readelf -l "$binary" | grep -q INTERP; then
    # No program interpreter: a static executable, which loads no shared library at all.
    libraries=""
    unexpected=""
else
    libraries="$(ldd "$binary" | awk '{print $1}')"
    unexpected="$(echo "$libraries" | grep -Ev "$allowed" || true)"
fi
if [[ -z "$libraries" ]]; then
    pass "a static executable: no shared library"
elif [[ -z "$unexpected" ]]; then
    pass "ldd lists only glibc, libstdc++ and libgcc_s: $(echo "$libraries" | tr '\n' ' ')"
else
    fail "unexpected shared libraries: $(echo "$unexpected" | tr '\n' ' ')"
fi
# SwiftPM writes RUNPATH [$ORIGIN]; a path into the toolchain would tie the binary to it.
runpaths="$(readelf -d "$binary" 2> /dev/null | grep -E 'R(UN)?PATH' | sed -e 's/.*\[//' -e 's/\]//' | tr ':' '\n' | grep -v '^\$ORIGIN$' || true)"
if [[ -z "$runpaths" ]]; then
    pass "no RPATH or RUNPATH beyond \$ORIGIN"
else
    fail "the binary searches for libraries in: $runpaths"
fi

# 2. It runs from an empty folder, on a copied sample, with an empty environment.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$root/Samples/valid/cart-upsell.yaml" "$work/"
cp "$root/Samples/invalid/E201-full-without-image.yaml" "$work/broken.yaml"
set +e
ok="$(cd "$work" && env -i "$binary" validate cart-upsell.yaml 2>&1)"
ok_status=$?
bad="$(cd "$work" && env -i "$binary" validate broken.yaml 2>&1)"
bad_status=$?
set -e
if [[ $ok_status -eq 0 && "$ok" =~ ^ok:\ [0-9]+\ campaigns?\ in\ 1\ file$ ]]; then
    pass "validate passes a copied valid sample: $ok"
else
    fail "validate on the valid sample: status $ok_status: $ok"
fi
if [[ $bad_status -eq 1 && "$bad" == *"error[E201]"* ]]; then
    pass "validate fails a copied invalid sample with E201"
else
    fail "validate on the invalid sample: status $bad_status: $bad"
fi
# Foundation's full module brings ICU and its 30 MB of data (tables named `icudt…`): only the
# Essentials part, which ArgumentParser uses, belongs in the binary (a third of its size, and
# a third less start-up work for one file).
if LC_ALL=C grep -a -q -E 'icudt[0-9]+l' "$binary"; then
    fail "the binary carries ICU's data (a module imports Foundation; FoundationEssentials is enough)"
else
    pass "no ICU data in the binary ($(($(wc -c <"$binary") / 1048576)) MiB)"
fi
if [[ "$(env -i "$binary" --version)" =~ ^[0-9]+\.[0-9]+\.[0-9]+ ]]; then pass "--version"; else fail "--version"; fi

# 3. The Docker image, only where Docker can build.
if [[ "${BUILD_DOCKER:-0}" == 1 ]]; then
    if docker build -t campaignc:test "$root" && docker run --rm -v "$work:/work" -w /work campaignc:test validate cart-upsell.yaml; then
        pass "the Docker image builds and validates"
    else
        fail "docker build or run"
    fi
fi

if [[ $failures -ne 0 ]]; then
    echo "test-release: $failures failure(s)" >&2
    exit 1
fi
echo "test-release: all passed"
