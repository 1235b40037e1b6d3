#!/usr/bin/env bash
# The libraries a release binary still loads, checked (scripts/release/build-binary.sh runs it).
#
#   scripts/release/check-needed.sh BINARY
#
# Linux: prints the binary's NEEDED list (readelf -d) and the highest GLIBC symbol version it
# requires (objdump -T), and fails when it needs libyaml or any Swift runtime library
# (libswift*, lib_Foundation*, libFoundation*, libdispatch, libBlocksRuntime), or anything else
# beyond the C and C++ runtime: libc, libm, libstdc++, libgcc_s and the dynamic loader.
# macOS: prints what it links (otool -L) and fails on anything outside /usr/lib and /System,
# which a Mac without Homebrew does not have.
set -euo pipefail
binary=${1:?usage: scripts/release/check-needed.sh BINARY}
[[ -f $binary ]] || { echo "error: $binary: no such file" >&2; exit 2; }
status=0
case $(uname -s) in
    Linux)
        needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
        glibc=$(objdump -T "$binary" | grep -o 'GLIBC_[0-9][0-9.]*' | sort -u -V | tail -1 || true)
        echo "release-binary: NEEDED: $(echo $needed)"
        echo "release-binary: highest GLIBC version required: ${glibc:-none}"
        for library in $needed; do
            case $library in
                libc.so.*|libm.so.*|libstdc++.so.*|libgcc_s.so.*|ld-linux*.so.*) ;;
                libyaml*|libswift*|lib_Foundation*|libFoundation*|libdispatch*|libBlocksRuntime*)
                    echo "error: $binary needs $library, which must be linked statically" >&2; status=1 ;;
                *)
                    echo "error: $binary needs $library, beyond the C and C++ runtime (libc, libm, libstdc++, libgcc_s)" >&2; status=1 ;;
            esac
        done
        ;;
    Darwin)
        libraries=$(otool -L "$binary" | tail -n +2 | awk '{print $1}')
        echo "release-binary: linked: $(echo $libraries)"
        for library in $libraries; do
            case $library in
                /usr/lib/*|/System/*) ;;
                *) echo "error: $binary links $library, which a Mac without Homebrew does not have" >&2; status=1 ;;
            esac
        done
        ;;
esac
exit $status
