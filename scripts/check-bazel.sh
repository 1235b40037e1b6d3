#!/usr/bin/env bash
# `make bazel-check`: the Bazel rule picklist_swift (bazel/), in the example workspace
# Examples/bazel, with Debian's Bazel (bazel-bootstrap, WORKSPACE mode) and offline.
# Not run: rules_swift (bazel/BUILD.bazel's PickListKit) and Bzlmod (MODULE.bazel and
# bazel/extensions.bzl are only parsed, step 7); both need Bazel 7 and the network.
#
# 1. The bundle: the artifact bundle zip of `make release`, by a file:// URL and its SHA-256.
#    bundle-check's (.build/bundle-check/release) when it is newer than every source, so that
#    make test builds the release once; otherwise scripts/release/release.sh builds one (a no-op
#    build when .build/release-bundle is current).
# 2. A BuildGrid server (the pinned release in .build/bazel-venv), an action cache and a CAS in
#    memory on 127.0.0.1 and a free port, started here and stopped by its PID on exit.
# 3. Checkout one, a copy of the workspace and of the picklist files it uses in a folder of its
#    own: `bazel test //...` fetches the bundle, generates the lists (one PickListGenerate action
#    per spec), compiles PickListKit and the lists with swiftc in genrules, links a program that
#    taps through the lists and runs it as a test. Every picklist action executes; the generated
#    files name their specs relative to the workspace, hold no absolute path, and are declared
#    `package` (the target's picklist-config.yml reached the tool).
#    Every build runs the swiftc genrules with XDG_CACHE_HOME naming a folder that does not
#    exist (--action_env), as on a machine where no build has filled ~/.cache/clang: an action
#    that fell back to the default module cache would fail in the sandbox (its file system is
#    read-only there), and the folder must still not exist at the end (the same action
#    outside a sandbox would have made it).
# 4. `bazel clean`, then the same build from the disk cache alone: every picklist action is a
#    cache hit.
# 5. Checkout two, the same files in another folder with a fresh output base and no disk cache,
#    builds against the BuildGrid cache: every picklist action is a remote-cache hit.
#    (--execution_log_json_file, read by scripts/bazel-check/execution-log.py.)
# 6. Bad input, in checkout two: a target with no specs, two specs that generate one file name,
#    a config naming a missing template, a spec with an error, a bundle whose SHA-256 differs, a
#    bundle with no variant for this machine. Each build fails with the spec's located error or
#    a one-line message naming the file.
# 7. The files only Bazel 7 loads (MODULE.bazel, bazel/extensions.bzl, bazel/BUILD.bazel) parse,
#    and MODULE.bazel's version is picklist's (Sources/PickListCompiler/PickListVersion.swift).
#
# Every wait is bounded: the server's start by BAZEL_CHECK_TIMEOUT seconds (default 180), each
# Bazel command by BAZEL_CHECK_BUILD_TIMEOUT (default 1200); Bazel's servers exit after being
# idle for 10 minutes, and are shut down on exit. Nothing but 127.0.0.1 and file:// is used.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
swift=${SWIFT:-swift}
work=$root/.build/bazel-check
# The module cache an action would use if it did not bring its own: a folder that never exists.
no_cache=$work/no-module-cache
venv=${BAZEL_VENV:-$root/.build/bazel-venv}
start_timeout=${BAZEL_CHECK_TIMEOUT:-180}
build_timeout=${BAZEL_CHECK_BUILD_TIMEOUT:-1200}
started=$SECONDS

fail() { echo "error: bazel-check: $*" >&2; exit 1; }
say() { echo "bazel-check: $*"; }

command -v bazel >/dev/null || fail "no bazel on PATH (make bazel-check installs bazel-bootstrap with scripts/install-deps.sh bazel)"
[[ -x $venv/bin/bgd ]] || fail "no BuildGrid in $venv (scripts/install-deps.sh bazel makes it)"

# ── 0. scratch, and what stops on exit
server_pid=''
output_bases=()
startup_options() { echo "--nohome_rc --output_base=$1 --max_idle_secs=600 --host_jvm_args=-Xmx1g"; }
cleanup() {
    local base
    for base in "${output_bases[@]}"; do
        # shellcheck disable=SC2046
        timeout 60 bazel $(startup_options "$base") shutdown >/dev/null 2>&1 || true
    done
    if [[ -n $server_pid ]] && kill -0 "$server_pid" 2>/dev/null; then
        kill -TERM "$server_pid" 2>/dev/null || true
        for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$server_pid" 2>/dev/null || true
    fi
}
trap cleanup EXIT
rm -rf "$work" && mkdir -p "$work"

# ── 1. the bundle
zip=$root/.build/bundle-check/release/picklist.artifactbundle.zip
if [[ -f $zip && -z $(find Sources Package.swift scripts/release -newer "$zip" -print -quit) ]]; then
    say "the bundle of bundle-check: $zip"
else
    SWIFT="$swift" scripts/release/release.sh --output "$root/.build/bazel-check-release" >"$work/release.log" 2>&1 \
        || { tail -30 "$work/release.log"; fail "scripts/release/release.sh failed"; }
    zip=$root/.build/bazel-check-release/picklist.artifactbundle.zip
    say "the bundle of scripts/release/release.sh: $zip"
fi
[[ -f $zip ]] || fail "no $zip: the release's artifact bundle zip is what the workspace fetches"
sha256() { python3 -c 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest())' "$1"; }
checksum=$(sha256 "$zip")

# ── 2. the remote cache
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
sed "s/PORT/$port/" scripts/bazel-check/buildgrid-cas.yml > "$work/buildgrid.yml"
"$venv/bin/bgd" server start "$work/buildgrid.yml" >"$work/buildgrid.log" 2>&1 &
server_pid=$!
listening() { python3 -c 'import socket, sys; socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=1).close()' "$port" 2>/dev/null; }
deadline=$((SECONDS + start_timeout))
until listening; do
    kill -0 "$server_pid" 2>/dev/null || { tail -20 "$work/buildgrid.log"; fail "BuildGrid exited before it listened on 127.0.0.1:$port"; }
    (( SECONDS < deadline )) || { tail -20 "$work/buildgrid.log"; fail "BuildGrid did not listen on 127.0.0.1:$port within $start_timeout s"; }
    sleep 0.5
done
remote=grpc://127.0.0.1:$port
say "BuildGrid (pid $server_pid) serves an action cache and a CAS on $remote"

# checkout DIR: the workspace, and the picklist files it uses, in DIR as in the repository.
checkout() {
    mkdir -p "$1/Sources" "$1/Examples"
    cp -R WORKSPACE.bazel MODULE.bazel BUILD.bazel bazel "$1/"
    cp -R Sources/PickListKit "$1/Sources/"
    cp -R Examples/bazel "$1/Examples/"
    rm -rf "$1/Examples/bazel/bundle.bzl" "$1"/Examples/bazel/bazel-*
    printf 'PICKLIST_BUNDLE_URL = "file://%s"\nPICKLIST_BUNDLE_SHA256 = "%s"\n' "$zip" "$checksum" > "$1/Examples/bazel/bundle.bzl"
}

# in_bazel CHECKOUT LOG COMMAND [OPTIONS...]: Bazel in CHECKOUT's workspace, its output in LOG.
in_bazel() {
    local folder=$1/Examples/bazel log=$2 base=$1/output-base
    shift 2
    [[ " ${output_bases[*]} " == *" $base "* ]] || output_bases+=("$base")
    local command=$1
    shift
    local fresh=()
    [[ $command != build && $command != test ]] || fresh=(--action_env=XDG_CACHE_HOME="$no_cache")
    # shellcheck disable=SC2046
    (cd "$folder" && timeout "$build_timeout" bazel $(startup_options "$base") "$command" --color=no --curses=no \
        --symlink_prefix=/ --repository_cache="$work/repository-cache" ${fresh[@]+"${fresh[@]}"} "$@") </dev/null >"$log" 2>&1
}

# build STAGE CHECKOUT EXPECT [OPTIONS...]: `bazel test //...`, timed, and its execution log read.
declare -A figures
build() {
    local stage=$1 checkout=$2 expect=$3
    shift 3
    local log=$work/$stage.log begin end summary
    begin=$(date +%s.%N)
    in_bazel "$checkout" "$log" test //... --execution_log_json_file="$work/$stage.json" "$@" \
        || { tail -40 "$log"; fail "$stage: bazel test //... failed ($log)"; }
    end=$(date +%s.%N)
    summary=$(python3 scripts/bazel-check/execution-log.py "$work/$stage.json" --expect "$expect" --forbid "$work") \
        || fail "$stage: the execution log says what is wrong (above): a picklist action not $expect, or a swiftc with no module cache of its own"
    grep -qE '^//app:taps_test +(\(cached\) )?PASSED' "$log" || { tail -20 "$log"; fail "$stage: //app:taps_test did not pass"; }
    figures[$stage]="$(awk "BEGIN { printf \"%.1f\", $end - $begin }") s; $summary; $(grep -o '[0-9]* processes\{0,1\}: .*' "$log" | tail -1)"
    say "$stage: ${figures[$stage]}"
}

# ── 3. checkout one, cold, filling the disk cache and the remote one
one=$work/one
checkout "$one"
build cold "$one" executed --disk_cache="$work/disk-cache" --remote_cache="$remote"
bin=$(cd "$one/Examples/bazel" && bazel $(startup_options "$one/output-base") info bazel-bin 2>/dev/null)
for list in job-purpose toppings; do
    generated=$bin/lists/lists/$list.picklist.swift
    [[ -f $generated ]] || fail "no $generated"
    [[ $(head -1 "$generated") == "// Generated by picklist from lists/$list.picklist.yml. Do not edit." ]] \
        || fail "$generated: the header does not name lists/$list.picklist.yml: $(head -1 "$generated")"
    if grep -q "$work" "$generated"; then fail "$generated names the checkout's folder $work"; fi
    if grep -q 'public ' "$generated"; then fail "$generated has public declarations: lists/picklist-config.yml (access: package) did not reach the tool"; fi
done
grep -q '^package enum Toppings: PickList' "$bin/lists/lists/toppings.picklist.swift" || fail "toppings.picklist.swift declares no package enum Toppings"
say "the generated lists name their specs from the workspace, hold no absolute path and follow lists/picklist-config.yml"
no_module_cache() {
    [[ ! -e $no_cache ]] || fail "$1: $no_cache exists: a swiftc action wrote the default module cache (XDG_CACHE_HOME), not one of its own ($(find "$no_cache" -maxdepth 3 | head -3 | tr '\n' ' '))"
}
no_module_cache cold
say "the swiftc actions ran with XDG_CACHE_HOME=$no_cache, a folder that does not exist, and kept their module caches to themselves"

# ── 4. after bazel clean, from the disk cache alone
in_bazel "$one" "$work/clean.log" clean || fail "bazel clean failed ($work/clean.log)"
build disk-cache "$one" cached --disk_cache="$work/disk-cache"

# ── 5. checkout two, another folder, from the remote cache alone
two=$work/two
checkout "$two"
build remote-cache "$two" cached --remote_cache="$remote"
no_module_cache remote-cache

# ── 6. bad input
# A zip whose info.json offers the picklist for another architecture only (the same binary).
foreign=$work/foreign.artifactbundle.zip
python3 - "$zip" "$foreign" <<'PYTHON'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as source, zipfile.ZipFile(sys.argv[2], "w") as target:
    for item in source.infolist():
        data = source.read(item)
        if item.filename.endswith("info.json"):
            text = data.decode()
            for mine, theirs in [("x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"),
                                 ("aarch64-unknown-linux-gnu", "x86_64-unknown-linux-gnu")]:
                if mine in text:
                    text = text.replace(mine, theirs)
                    break
            data = text.encode()
        target.writestr(item, data)
PYTHON
workspace=$two/Examples/bazel
cat >> "$workspace/WORKSPACE" <<STARLARK

# make bazel-check's bad bundles.
picklist_dependencies(name = "tampered_tool", url = "file://$foreign", sha256 = "$checksum")
picklist_dependencies(name = "foreign_tool", url = "file://$foreign", sha256 = "$(sha256 "$foreign")")
STARLARK
mkdir -p "$workspace/bad/no_specs" "$workspace/bad/same_name/a" "$workspace/bad/same_name/b" \
    "$workspace/bad/missing_template" "$workspace/bad/broken_spec"
rule='load("@picklist//bazel:defs.bzl", "picklist_swift")'
printf '%s\n\npicklist_swift(\n    name = "lists",\n    srcs = glob(["*.picklist.yml"]),\n)\n' "$rule" > "$workspace/bad/no_specs/BUILD.bazel"
spec=$'title: Sizes\nselection: single\nitems: [Small, Large]\n'
printf '%s' "$spec" > "$workspace/bad/same_name/a/sizes.picklist.yml"
printf '%s' "$spec" > "$workspace/bad/same_name/b/sizes.picklist.yml"
printf '%s\n\npicklist_swift(\n    name = "lists",\n    srcs = ["a/sizes.picklist.yml", "b/sizes.picklist.yml"],\n)\n' "$rule" > "$workspace/bad/same_name/BUILD.bazel"
printf '%s' "$spec" > "$workspace/bad/missing_template/sizes.picklist.yml"
printf 'access: internal\ntemplate: lists.swift.mustache\n' > "$workspace/bad/missing_template/picklist-config.yml"
printf '%s\n\npicklist_swift(\n    name = "lists",\n    srcs = ["sizes.picklist.yml"],\n    config = "picklist-config.yml",\n)\n' "$rule" > "$workspace/bad/missing_template/BUILD.bazel"
printf 'title: Sizes\nselection: single\nitems: [Small, Small]\n' > "$workspace/bad/broken_spec/sizes.picklist.yml"
printf '%s\n\npicklist_swift(\n    name = "lists",\n    srcs = ["sizes.picklist.yml"],\n)\n' "$rule" > "$workspace/bad/broken_spec/BUILD.bazel"

# refused WHAT "TARGET [OPTION...]" TEXT...: building TARGET fails, and its output holds every TEXT.
refused() {
    local what=$1 target=$2 log=$work/bad-${1// /-}.log first=$3
    shift 2
    # shellcheck disable=SC2086
    if in_bazel "$two" "$log" build $target; then fail "$what: bazel build $target succeeded"; fi
    local text
    for text in "$@"; do
        grep -qF -- "$text" "$log" || { cat "$log"; fail "$what: bazel build $target did not say: $text"; }
    done
    say "$what: $(grep -F -- "$first" "$log" | head -1 | sed 's/^ *//')"
}
triple=$(uname -m | sed 's/^arm64$/aarch64/')-unknown-linux-gnu
refused "no specs" //bad/no_specs:lists \
    "//bad/no_specs:lists: no specs: srcs holds no *.picklist.yml file" "bad/no_specs/BUILD.bazel:3:"
refused "one file name twice" //bad/same_name:lists \
    "//bad/same_name:lists: 'bad/same_name/b/sizes.picklist.yml' and 'bad/same_name/a/sizes.picklist.yml' would both generate 'sizes.picklist.swift'; rename one of the spec files"
refused "missing template" //bad/missing_template:lists \
    "bad/missing_template/picklist-config.yml:2:11: error: no template file 'bad/missing_template/lists.swift.mustache'"
refused "spec error" //bad/broken_spec:lists \
    "bad/broken_spec/sizes.picklist.yml:3:16: error: duplicate id 'small'"
# (Without the repository cache, which holds the real zip under the same SHA-256 and would
# answer for it: Bazel's cache is content-addressed.)
refused "sha256 differs" "@tampered_tool//:picklist --repository_cache=" \
    "Checksum was $(sha256 "$foreign") but wanted $checksum" "Error downloading [file:$foreign]"
refused "no variant for this machine" @foreign_tool//:picklist \
    "file://$foreign has no picklist for this machine ($triple); its variants run on"

# ── 7. what Bazel 4 cannot load parses, and one version
# MODULE.bazel, the module extension and rules_swift's BUILD file need Bazel 7; Starlark's syntax
# is Python's for what they use, so Python's parser catches a syntax error in them here.
python3 - MODULE.bazel bazel/extensions.bzl bazel/BUILD.bazel <<'PYTHON' || fail "a Bazel file does not parse (above)"
import ast, sys
for path in sys.argv[1:]:
    try:
        ast.parse(open(path, encoding="utf-8").read(), path)
    except SyntaxError as error:
        sys.exit(f"{path}:{error.lineno}:{error.offset}: {error.msg}")
PYTHON
module_version=$(sed -n 's/^ *version = "\(.*\)",$/\1/p' MODULE.bazel | head -1)
tool_version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/PickListCompiler/PickListVersion.swift)
[[ $module_version == "$tool_version" ]] || fail "MODULE.bazel says version $module_version, PickListVersion.swift $tool_version"

say "figures (wall time; spawns executed and cached, from the execution log; Bazel's own count):"
for stage in cold disk-cache remote-cache; do say "  $stage: ${figures[$stage]}"; done
if command -v dpkg-query >/dev/null && bazel_version=$(dpkg-query -W -f '${Version}' bazel-bootstrap 2>/dev/null); then
    bazel_version="Debian's bazel-bootstrap $bazel_version"
else
    bazel_version=$(bazel --version 2>/dev/null || echo "bazel (version unknown)")
fi
say "ran: $bazel_version, WORKSPACE mode, offline; PickListKit and the lists compiled by swiftc in genrules"
say "not run: rules_swift (the swift_library of bazel/BUILD.bazel and docs/bazel.md) and Bzlmod (MODULE.bazel, bazel/extensions.bzl: parsed only)"
say "passed in $(( SECONDS - started )) s"
