#!/usr/bin/env bash
# `make release` (first step): the self-contained `picklist` for this host, as the artifact
# bundle ships it (docs/install.md, "Cutting a release").
#
#   scripts/release/build-binary.sh OUTPUT_FILE
#
# Linux: a release build with the Swift runtime and Foundation linked statically
# (--static-swift-stdlib) and libyaml linked statically from the system's libyaml.a, then
# stripped. CLibYAML is a systemLibrary found through pkg-config `yaml-0.1`, whose module map
# autolinks `-lyaml`; SwiftPM puts the .pc file's `-L<libdir> -lyaml` first on the link line,
# and the linker takes the first libyaml it finds along its search path (the shared one, in the
# system's libdir). So the build puts its own yaml-0.1.pc first on PKG_CONFIG_PATH: the system
# file with `libdir` changed to a folder holding nothing but a link to the system's libyaml.a.
# Both `-lyaml`s then resolve to the archive, and the shared libyaml is never looked at; the
# headers are the system's, as in every other build.
#
# macOS: a universal binary (arm64 and x86_64) with libyaml linked statically the same way, from
# a universal libyaml.a (LIBYAML_ARCHIVE; Homebrew's holds one architecture only); the Swift
# runtime is part of macOS.
#
# Then scripts/release/check-needed.sh prints what the binary still loads (on Linux its NEEDED
# list and the highest GLIBC version it requires) and fails when libyaml or a Swift runtime
# library is among them, or anything beyond the C and C++ runtime.
#
# BUILD_SYSTEM=swiftbuild builds with Swift Build, SwiftPM's next build system (a preview in
# Swift 6.3; make bundle-check tries it), in a scratch folder of its own. On Linux its static
# link of Foundation leaves out the libraries Foundation needs (the native build system links
# them), so they are named to the linker (STATIC_FOUNDATION_LIBRARIES); SWIFTBUILD_LINK_WORKAROUND=0
# leaves them out, which is how make bundle-check sees whether Swift Build still needs them.
#
# The build has its own scratch folder (.build/release-bundle), so it neither invalidates nor
# is invalidated by the regular debug and release builds. Source paths are mapped to `.` in the
# compiled code (-file-prefix-map), and no debug information is compiled (-gnone; it would be
# stripped anyway), and the two places of the linked binary that still name the build folder
# are made independent of it (scripts/release/reproducible-elf.py): so the bytes, and the
# bundle's checksum, do not depend on where the clone or its build folder lives.
set -euo pipefail
# absolute PATH: PATH made absolute against the current folder (BSD realpath has no -m).
absolute() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
output=$(absolute "${1:?usage: scripts/release/build-binary.sh OUTPUT_FILE}")
cd "$(dirname "$0")/../.."
root=$PWD
swift=${SWIFT:-swift}
build_system=${BUILD_SYSTEM:-native}
scratch=${RELEASE_SCRATCH:-$root/.build/release-bundle$([[ $build_system == native ]] || echo "-$build_system")}
static_libs=$scratch/static-libs

# find_archive: the libyaml.a next to the libyaml pkg-config names (the system's, or Homebrew's).
find_archive() {
    local libdir
    libdir=$(pkg-config --variable=libdir yaml-0.1 2>/dev/null || true)
    for candidate in "$libdir/libyaml.a" /usr/lib/"$(uname -m)"-linux-gnu/libyaml.a /usr/lib/libyaml.a \
        /opt/homebrew/lib/libyaml.a /usr/local/lib/libyaml.a; do
        [[ -f $candidate ]] && { echo "$candidate"; return; }
    done
    echo "error: libyaml.a not found (pkg-config yaml-0.1 libdir: ${libdir:-none}); install libyaml-dev (Debian, Ubuntu) or libyaml (Homebrew)" >&2
    exit 1
}
archive=${LIBYAML_ARCHIVE:-$(find_archive)}
[[ -f $archive ]] || { echo "error: LIBYAML_ARCHIVE=$archive: no such file" >&2; exit 1; }
if [[ $(uname -s) == Darwin ]]; then
    # Homebrew builds libyaml for its own architecture only; the universal binary needs both.
    for arch in arm64 x86_64; do
        lipo -archs "$archive" | grep -qw "$arch" || {
            echo "error: $archive has no $arch code (lipo -archs: $(lipo -archs "$archive")); build libyaml for arm64 and x86_64 and pass it as LIBYAML_ARCHIVE (.github/workflows/release.yml shows how)" >&2
            exit 1
        }
    done
fi
rm -rf "$static_libs" && mkdir -p "$static_libs/pkgconfig"
ln -s "$archive" "$static_libs/libyaml.a"
system_pc="$(pkg-config --variable=pcfiledir yaml-0.1)/yaml-0.1.pc"
[[ -f $system_pc ]] || { echo "error: pkg-config finds no yaml-0.1.pc (install libyaml-dev, or Homebrew's libyaml)" >&2; exit 1; }
sed "s|^libdir=.*|libdir=$static_libs|" "$system_pc" > "$static_libs/pkgconfig/yaml-0.1.pc"
export PKG_CONFIG_PATH="$static_libs/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

flags=(-c release --product picklist --scratch-path "$scratch" --build-system "$build_system"
    -Xswiftc -file-prefix-map -Xswiftc "$root=."
    -Xswiftc -gnone)
# What libFoundation.a needs from the toolchain's swift_static folder, for Swift Build's static link.
STATIC_FOUNDATION_LIBRARIES=(CoreFoundation _FoundationICU _FoundationCShims _FoundationCollections swiftSynchronization)
case $(uname -s) in
    Linux)
        flags+=(--static-swift-stdlib)
        if [[ $build_system == swiftbuild && ${SWIFTBUILD_LINK_WORKAROUND:-1} != 0 ]]; then
            for library in "${STATIC_FOUNDATION_LIBRARIES[@]}"; do flags+=(-Xlinker "-l$library"); done
        fi
        ;;
    Darwin) flags+=(--arch arm64 --arch x86_64) ;;
    *) echo "error: no release build for $(uname -s)" >&2; exit 1 ;;
esac

# Keeps the tests' build-tool plugins out of the plan (Package.swift): they would have SwiftPM
# build the tool a second time, for the plugins, before this build.
export PICKLIST_RELEASE=1
echo "release-binary: $swift build ${flags[*]} (libyaml from $archive)"
"$swift" build "${flags[@]}"
built="$("$swift" build "${flags[@]}" --show-bin-path)/picklist"
mkdir -p "$(dirname "$output")"
cp "$built" "$output"
chmod 755 "$output"

case $(uname -s) in
    Linux)
        strip --strip-all "$output"
        # The compiler's per-module hashes, and so the build-id, still name the build folder.
        python3 scripts/release/reproducible-elf.py "$output"
        echo "release-binary: $output ($(wc -c < "$output") bytes, stripped)"
        ;;
    Darwin)
        strip -x "$output"
        echo "release-binary: $output ($(wc -c < "$output") bytes, $(lipo -archs "$output"))"
        ;;
esac
scripts/release/check-needed.sh "$output"
