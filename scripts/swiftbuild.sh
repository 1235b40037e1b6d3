# Building with Swift Build, SwiftPM's next build system (`swift build --build-system
# swiftbuild`, a preview in Swift 6.3), for the checks that try it: scripts/check-bundle.sh and
# scripts/check-plugins.sh source this file. docs/install.md ("Swift Build") says what they find.
#
# A check builds with swiftbuild_build and then either runs what it built, as it does after a
# native build, or, when the build failed, asks swiftbuild_known_failure whether the log holds
# the words of a failure known upstream. So a check stays green while SwiftPM has the bug, and
# runs everything once the fix lands; a failure nobody knows fails the check.

# swiftbuild_build FOLDER LOG [swift build options]: `swift build --build-system swiftbuild` in
# FOLDER, its output in LOG; the status of the build. swift-build itself has been seen to crash
# while planning (signal 11 in libdispatch, before any compile), now and then: a crash is
# retried once, and said.
swiftbuild_build() {
    local folder=$1 log=$2 status
    shift 2
    for attempt in 1 2; do
        status=0
        (cd "$folder" && "${swift:-swift}" build --build-system swiftbuild "$@" </dev/null >"$log" 2>&1) || status=$?
        grep -q '^\*\*\* Program crashed' "$log" || break
        echo "swiftbuild: swift build crashed (attempt $attempt): $(grep -m1 '^\*\*\* Program crashed' "$log")" >&2
    done
    return "$status"
}

# swiftbuild_known_failure LOG: prints the known upstream failure LOG shows (its first error
# line and where it is tracked) and succeeds, or fails when LOG shows none of them.
#
# - The release build's static link (--static-swift-stdlib): Swift Build links
#   libFoundation.a but not what it needs beside it (libCoreFoundation.a, lib_FoundationICU.a
#   …), so the link stops with undefined references to _CF… and swift_u… symbols; SwiftPM's
#   native build system links them.
swiftbuild_known_failure() {
    local log=$1
    if grep -q "swift_static/linux/libFoundation.a(.*undefined reference to '_CF" "$log"; then
        echo "static Foundation link: $(grep -m1 "undefined reference to '_CF" "$log" | sed 's/.*: error: /error: /') ($(grep -c 'undefined reference' "$log") undefined references; docs/install.md, Swift Build)"
        return 0
    fi
    return 1
}
