#!/usr/bin/env bash
# make preview-latency: key press → screen updated in the interactive `picklist preview` of a
# 10 000-item list (docs/performance.md, "The interactive preview").
#
# Writes a spec of 10 000 items in 10 sections (titles and subtitles, searchable) to a temporary
# folder, opens its preview in a detached 80x24 tmux window, and sends keys one send-keys at a
# time. PICKLIST_PREVIEW_LATENCY makes the preview time each read of the keyboard, from read()
# returning to the end of the write() of the screen update, and write a summary when it quits.
# One run per kind of key: moves (down, up, page down, page up, End, Home), taps (space, then
# down) and search (typing a query, then deleting it).
#
#   scripts/preview-latency.sh PATH-TO-PICKLIST [PRESSES]
set -euo pipefail

picklist=$(cd "$(dirname "${1:?usage: $0 PATH-TO-PICKLIST [PRESSES]}")" && pwd)/$(basename "$1")
presses=${2:-400}
command -v tmux >/dev/null || { echo "error: tmux is not installed (make tmux-deps)"; exit 1; }

export LANG=C.UTF-8 LC_ALL=C.UTF-8
socket="picklist-preview-latency-$$"
work=$(mktemp -d)
# tmux leaves its socket file behind when the server is killed.
socket_file="${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"
trap 'command tmux -L "$socket" kill-server 2>/dev/null || true; rm -f "$socket_file"; rm -rf "$work"' EXIT
tmux() { command tmux -L "$socket" -f /dev/null "$@"; }

spec="$work/large10000.picklist.yml"
{
    echo "name: Large10000"
    echo "title: Ten thousand items"
    echo "selection: multiple"
    echo "searchable: true"
    echo "sections:"
    for section in $(seq 0 9); do
        echo "  - title: Section $section"
        echo "    items:"
        awk -v s="$section" 'BEGIN { for (i = s * 1000 + 1; i <= s * 1000 + 1000; i++)
            printf "      - id: item%d\n        title: Item %d\n        subtitle: Subtitle of item %d\n", i, i, i }'
    done
} > "$spec"

# The preview of the spec in a fresh window; waits until it is drawn.
run() {
    local label=$1
    shift
    tmux new-session -d -s "$label" -x 80 -y 24 \
        "PICKLIST_PREVIEW_LATENCY='$work/$label.txt' '$picklist' preview '$spec'; sleep 1"
    for _ in $(seq 1 100); do
        tmux capture-pane -p -t "$label" | grep -q 'Ten thousand items' && break
        sleep 0.1
    done
    local key
    for key in "$@"; do
        tmux send-keys -t "$label" "$key"
    done
    tmux send-keys -t "$label" q
    for _ in $(seq 1 100); do
        [ -s "$work/$label.txt" ] && break
        sleep 0.1
    done
    printf '%-7s %s\n' "$label" "$(cat "$work/$label.txt" 2>/dev/null || echo 'no figures (did the preview start?)')"
}

moves=()
for _ in $(seq 1 $((presses / 4))); do moves+=(Down); done
for _ in $(seq 1 $((presses / 8))); do moves+=(PageDown); done
moves+=(End)
for _ in $(seq 1 $((presses / 8))); do moves+=(PageUp); done
for _ in $(seq 1 $((presses / 4))); do moves+=(Up); done
moves+=(Home)

taps=()
for _ in $(seq 1 $((presses / 2))); do taps+=(Space Down); done

search=(/)
for _ in $(seq 1 $((presses / 20))); do search+=(I t e m Space 9 9 BSpace BSpace BSpace BSpace BSpace BSpace BSpace); done
search+=(Escape)

echo "picklist preview, 10 000 items, 80x24, $(nproc) cores: key press → screen updated (ms)"
run moves "${moves[@]}"
run taps "${taps[@]}"
run search "${search[@]}"
