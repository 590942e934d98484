#!/usr/bin/env bash
# Builds ONE self-contained Linux binary of campaignc into dist/campaignc (SPEC §11): a
# static executable (`-static-executable`: the Swift runtime, Foundation, libyaml from
# libyaml-dev's static archive, libstdc++ and glibc all inside), which needs no shared library
# at all. It starts faster than a dynamically linked one (no relocation of a 60 MB image, no
# symbol lookups: issue 24, docs/performance.md). glibc warns at link time that `dlopen` and
# `getpwuid` in a static binary need its shared libraries at run time; campaignc calls neither
# (Foundation only would, for bundles and user names).
#
#   Scripts/release.sh                 # build dist/campaignc
#   SCRATCH=/tmp/b Scripts/release.sh  # build in another scratch folder (default .build-release)
#
# Needs: a Swift 6 toolchain with its static libraries (the swift.org Linux toolchains and
# the official swift Docker images have them) and libyaml-dev (libyaml.a + yaml.h).
# On macOS this script does not apply: `swift build -c release` links Homebrew's libyaml.
#
# Installing what it built: sudo install -m 755 dist/campaignc /usr/local/bin/campaignc
#
# Releasing: the version is the one at the top of CHANGELOG.md (`## 3.0.0`), which
# `campaignc --version` prints; the script checks that the binary says the same. It also copies
# the binary to dist/campaignc-linux-<machine> (campaignc-linux-x86_64 on x86-64), the file to
# attach to the release. Then, for version 3.0.0, in the repository that hosts campaignc
# (<owner> below):
#
#   git tag v3.0.0 && git push origin v3.0.0
#   # create the GitHub release v3.0.0 and attach dist/campaignc-linux-x86_64, which the
#   # Action's binary-url names: https://github.com/<owner>/campaignc/releases/download/v3.0.0/campaignc-linux-x86_64
#
# The "after a release" recipes (pre-commit `rev: v3.0.0`, the Action `uses: <owner>/campaignc@v3.0.0`,
# the download in docs/install.md) name that tag; a test keeps them, this header and
# CHANGELOG.md on the same version.
set -euo pipefail

cd "$(dirname "$0")/.."
scratch="${SCRATCH:-.build-release}"

if [[ "$(uname -s)" != Linux ]]; then
    echo "release.sh: builds the static Linux binary only; on macOS run: swift build -c release" >&2
    exit 2
fi

# Where libyaml.a lives: pkg-config's libdir first, then the usual Debian/Ubuntu folders.
archive=""
for dir in "$(pkg-config --variable=libdir yaml-0.1 2>/dev/null || true)" \
        /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64 /usr/lib /usr/local/lib; do
    if [[ -n "$dir" && -f "$dir/libyaml.a" ]]; then
        archive="$dir/libyaml.a"
        break
    fi
done
if [[ -z "$archive" ]]; then
    echo "release.sh: libyaml.a not found; install libyaml-dev (apt-get install -y libyaml-dev)" >&2
    exit 2
fi

# The module map links `-lyaml`, and SwiftPM puts pkg-config's `-L<libdir> -lyaml` early on the
# link line, where the shared library would win. A yaml-0.1.pc of our own, found first through
# PKG_CONFIG_PATH, points `-L` at a folder holding only the archive: GNU ld searches the -L
# folders in order and takes libyaml.a there before it ever sees libyaml.so. `-Bstatic` around
# a second `-lyaml` says the same explicitly.
# An absolute SCRATCH stays where it is; a relative one is under the clone.
case "$scratch" in
    /*) static_dir="$scratch/static-libs" ;;
    *) static_dir="$(pwd)/$scratch/static-libs" ;;
esac
mkdir -p "$static_dir/pkgconfig"
ln -sf "$archive" "$static_dir/libyaml.a"
include_dir="$(pkg-config --variable=includedir yaml-0.1 2>/dev/null || echo /usr/include)"
cat > "$static_dir/pkgconfig/yaml-0.1.pc" <<PC
Name: yaml-0.1
Description: libyaml from its static archive, for Scripts/release.sh
Version: $(pkg-config --modversion yaml-0.1 2>/dev/null || echo 0.2.5)
Cflags: -I$include_dir
Libs: -L$static_dir -lyaml
PC

# Package.swift has our targets fetch generic metadata through accessor functions rather than
# mangled names (the runtime's conformance scans); -Xswiftc gives the same flag to
# swift-argument-parser, whose code runs at every start.
PKG_CONFIG_PATH="$static_dir/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
    swift build -c release --product campaignc --scratch-path "$scratch" -Xswiftc -static-executable \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
    -Xlinker -Bstatic -Xlinker -lyaml

mkdir -p dist
cp "$(swift build -c release --scratch-path "$scratch" -Xswiftc -static-executable --show-bin-path)/campaignc" dist/campaignc.tmp
if readelf -l dist/campaignc.tmp | grep -q INTERP; then
    echo "release.sh: the binary is dynamically linked; see the notes in this script" >&2
    exit 1
fi
if ldd dist/campaignc.tmp 2>/dev/null | grep -q libyaml; then
    echo "release.sh: libyaml was linked dynamically; see the notes in this script" >&2
    exit 1
fi
strip dist/campaignc.tmp 2>/dev/null || true
version="$(dist/campaignc.tmp --version)"
# The first released heading: an `## X.Y.Z (Unreleased)` section may stand above it.
changelog="$(sed -n '/(Unreleased)$/!s/^## \([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\).*/\1/p' CHANGELOG.md | head -n 1)"
if [[ "$version" != "$changelog" ]]; then
    echo "release.sh: the binary says version $version, but the top of CHANGELOG.md is $changelog" >&2
    exit 1
fi
mv dist/campaignc.tmp dist/campaignc
asset="campaignc-linux-$(uname -m)"
cp dist/campaignc "dist/$asset"
echo "release.sh: built dist/campaignc ($(du -h dist/campaignc | cut -f1)), campaignc $version"
echo "release.sh: to release it: git tag v$version && git push origin v$version, then attach dist/$asset to the GitHub release v$version"
