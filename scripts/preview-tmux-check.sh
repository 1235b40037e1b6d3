#!/usr/bin/env bash
# make preview-tmux-check: the interactive `picklist preview` in a real terminal (tmux).
#
# Each case starts a shell in a detached 80x24 tmux window (a server of its own, -L), runs
# `picklist preview SPEC` in it, types with send-keys and reads the screen with capture-pane:
# moving, tapping (the checkmark), refused taps and their reason, edit mode, search, the
# escape-sequence variants of the keys, resizing, a terminal too small, NO_COLOR, suspending
# with Ctrl-Z and resuming with fg, rows the app hid or made unavailable (--hide,
# --unavailable), and leaving by q, Ctrl-C and SIGTERM: the shell's screen
# back (not the alternate one), the cursor shown, and the terminal's settings (stty -g)
# exactly as before.
#
#   scripts/preview-tmux-check.sh PATH-TO-PICKLIST
set -euo pipefail

picklist=$(cd "$(dirname "${1:?usage: $0 PATH-TO-PICKLIST}")" && pwd)/$(basename "$1")
cd "$(dirname "$0")/.."
command -v tmux >/dev/null || { echo "error: tmux is not installed (make test-deps)"; exit 1; }

export LANG=C.UTF-8 LC_ALL=C.UTF-8
unset NO_COLOR
socket="picklist-preview-check-$$"
work=$(mktemp -d)
# tmux leaves its socket file behind when the server is killed.
socket_file="${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"
trap 'command tmux -L "$socket" kill-server 2>/dev/null || true; rm -f "$socket_file"; rm -rf "$work"' EXIT

tmux() { command tmux -L "$socket" -f /dev/null "$@"; }
session=none
cases=0
screen() { tmux capture-pane -p -t "$session"; }
keys() { tmux send-keys -t "$session" "$@"; }
flag() { tmux display-message -p -t "$session" "#{$1}"; }

failures=0
pass() { echo "ok    $1"; }
fail() {
    echo "FAIL  $1"
    screen | sed 's/^/      | /'
    failures=$((failures + 1))
    # The rest of this case is told quickly: a preview that is gone would make every wait last.
    timeout=3
}

# Every wait is for what the screen (or tmux) shows, polled until it holds or
# PREVIEW_CHECK_TIMEOUT seconds pass (default 60): a loaded machine makes the check slower,
# never wrong. No step sleeps for a fixed time and then looks once.
full_timeout=${PREVIEW_CHECK_TIMEOUT:-60}
timeout=$full_timeout

# Runs the command "$@" until it succeeds, for up to $timeout seconds.
poll() {
    local deadline=$((SECONDS + timeout))
    until "$@"; do
        [ "$SECONDS" -lt "$deadline" ] || return 1
        sleep 0.05
    done
}
shows() { screen | grep -qE -- "$1"; }
hides() { ! screen | grep -qE -- "$1"; }
flag_is() { [ "$(flag "$1")" = "$2" ]; }

# Waits for a line matching the extended regular expression $1.
wait_for() { poll shows "$1"; }

expect() { if wait_for "$2"; then pass "$1"; else fail "$1: no line matches /$2/ after ${timeout}s"; fi; }

# Waits for no line to match $2. Each use follows an expect of the same screen, so the keys
# before it have been read and drawn: what is gone cannot come back by itself.
expect_not() { if poll hides "$2"; then pass "$1"; else fail "$1: a line matches /$2/ after ${timeout}s"; fi; }

expect_flag() {
    if poll flag_is "$2" "$3"; then pass "$1"; else fail "$1: #{$2} is $(flag "$2"), not $3 after ${timeout}s"; fi
}

# Starts a shell in a fresh 80x24 window and runs the preview of $1 in it ($1 may go on with
# options: "FILE --list NAME"; paths here have no spaces); the rest of the arguments go before
# the command (variable assignments).
start() {
    local spec=$1
    shift
    # A new session before the last one goes: the server exits with its last session.
    local previous=$session
    cases=$((cases + 1))
    session="check$cases"
    timeout=$full_timeout
    tmux new-session -d -s "$session" -x 80 -y 24 "env PS1='shell\$ ' bash --norc --noprofile"
    [ "$previous" = none ] || tmux kill-session -t "$previous"
    wait_for '^shell\$' || { fail "the shell did not start"; return 1; }
    keys "stty -g > $work/stty-before; clear; $* '$picklist' preview $spec; echo \"exit=\$?\"" Enter
}

# After the preview ended: the shell's screen again, the cursor shown, the settings restored.
expect_restored() {
    local how=$1 status=$2
    [ -z "$status" ] || expect "$how: the preview ends with status $status" "^exit=$status\$"
    expect_flag "$how: off the alternate screen" alternate_on 0
    expect_flag "$how: the cursor is shown" cursor_flag 1
    expect_not "$how: the preview's screen is gone" 'q quit'
    keys "stty -g > $work/stty-after; echo stty-saved" Enter
    if ! wait_for '^stty-saved'; then
        fail "$how: the shell did not run stty -g after ${timeout}s"
    elif cmp -s "$work/stty-before" "$work/stty-after"; then
        pass "$how: the terminal settings are as before (stty -g)"
    else
        fail "$how: the terminal settings changed: $(cat "$work/stty-before") → $(cat "$work/stty-after")"
    fi
}

row() { printf '%s' "$1" | sed 's/[][().*^$|+?{}\\]/\\&/g'; }

echo "== recipients: move, tap, refusals, search, resize, q"
start specs/recipients.picklist.yml
expect "the title line" '^ Recipients$'
expect "the cursor on the first row" '^>   Alice Archer  Engineering$'
expect "the summary as the bottom line, not valid below min: 1" '^ Choose recipients  \(not valid\) +1/8$'
expect_flag "on the alternate screen" alternate_on 1
expect_flag "the cursor hidden" cursor_flag 0
keys Down j
expect "down and j move the cursor" '^>   Carol Chen  Product$'
keys Space
expect "space taps: the checkmark" '^> ✓ Carol Chen  Product$'
expect "the status line says what the tap did" '^ Carol Chen: checked$'
expect "the summary follows the selection" '^ Carol Chen +3/8$'
keys Enter
expect "a refused tap says why (min: 1)" '^ Carol Chen: refused: Keep at least 1 selected\.$'
keys End Up Up
expect "End, then up twice: the disabled row" '^>   Frank Fischer  On leave$'
keys Space
expect "a disabled row's tap is refused" '^ Frank Fischer: refused: Frank Fischer is on leave\.$'
keys Home Space Down Space Down Down Down Space Up Space
expect "five rows checked" '^ 5 recipients +4/8$'
keys End Space
expect "the sixth is refused (max: 5)" '^ Heidi Hall: refused: Up to 5 recipients\.$'
keys k
expect "k moves up; any key clears the message" '^ ↑↓ move  space tap  / search  r reset  q quit$'
keys / g r
expect "/ opens the search; typing filters" '^ Search: gr'
expect "the matching row" 'Grace Green  Engineering$'
expect_not "rows that do not match are gone" 'Alice Archer'
keys Escape
expect "Escape leaves the search input, the filter stays" '^ Search: gr$'
keys Escape
expect "Escape again clears the search" 'Alice Archer'
keys r
expect "r: back to the default selection" '^ Choose recipients'
expect_not "r: no checkmark left" '✓'
keys Home
keys -H 1b 4f 42
expect "ESC O B is down" '^>   Bob Brown  Design$'
keys -H 1b 5b 34 7e
expect "ESC [ 4 ~ is End" '^>   Heidi Hall  Finance$'
keys -H 1b 5b 31 7e
expect "ESC [ 1 ~ is Home" '^>   Alice Archer  Engineering$'
keys -H 1b 5b 46
expect "ESC [ F is End" '^>   Heidi Hall  Finance$'
keys -H 1b 5b 48
expect "ESC [ H is Home" '^>   Alice Archer  Engineering$'
keys -H 1b 5b 36 7e
expect "ESC [ 6 ~ is Page Down" '^>   Heidi Hall  Finance$'
keys -H 1b 5b 35 7e
expect "ESC [ 5 ~ is Page Up" '^>   Alice Archer  Engineering$'
keys Down
tmux resize-window -t "$session" -x 40 -y 12
expect "a resize redraws at the new size" '^ Choose recipients  \(not valid\) +2/8$'
lines=$(screen | wc -l)
widest=$(screen | python3 -c 'import sys; print(max((len(line.rstrip("\n")) for line in sys.stdin), default=0))')
if [ "$lines" -eq 12 ] && [ "$widest" -le 40 ]; then
    pass "the redrawn screen fits 40x12"
else
    fail "the redrawn screen is $lines lines, $widest columns wide, in 40x12"
fi
tmux resize-window -t "$session" -x 15 -y 4
expect "a terminal too small says so" '^too small$'
tmux resize-window -t "$session" -x 80 -y 24
expect "back to 80x24: the list again" '^>   Bob Brown  Design$'
keys q
expect_restored "q" 0

echo "== a settings screen: symbols, footers, the all-row's dash, validity"
start "Examples/PickListDemo/Sources/DemoLists/settings.picklist.yml --list NotificationStyle"
expect "the all-row shows a dash while only some rows are on" '^> – Allow All$'
expect "a symbol's name before its title" '^  ✓ \[lock.fill\] Lock Screen$'
expect "a footer under its section's rows" '^    Alerts appear on the Lock Screen, in Notification Center'
keys Space
expect "tapping the all-row turns every row on: a checkmark, no dash" '^> ✓ Allow All$'
keys q
expect_restored "q after the settings screen" 0
start "Examples/PickListDemo/Sources/DemoLists/settings.picklist.yml --list AutoLock"
expect "a required list with nothing picked is not valid" '^ +\(not valid\) +1/8$'
keys Space
expect "a pick makes it valid" '^ 30 Seconds +1/8$'
keys q
expect_restored "q after Auto-Lock" 0

echo "== what the app changes, then a person's taps: a hidden row, an unavailable one"
start "Examples/PickListDemo/Sources/DemoLists/settings.picklist.yml --list UnlockMethod --hide touchID --unavailable faceID"
expect "the rows the app shows" '^>? *✓ \[lock\] Passcode$'
expect_not "the hidden row is gone" 'Touch ID'
keys Down Space
expect "a tap on the unavailable row gets the list's refusal" '^ Face ID: refused: Face ID is unavailable\.$'
keys q
expect_restored "q after the app's changes" 0

echo "== messages: edit mode"
start specs/messages.picklist.yml
expect "the Edit button" '^ Inbox +\[Edit\]$'
keys Space
expect "a tap before edit mode is refused" '^ Welcome to Mail: refused: Tap Edit to choose messages\.$'
keys e
expect "e enters edit mode" '^ Inbox +\[Done\]$'
keys Space
expect "in edit mode a tap checks" '^> ✓ Welcome to Mail  Apple$'
expect "the summary is the toolbar's" '^ Delete \(1\)'
keys e
expect "e again: done, the selection cleared" '^ done: the selection is cleared$'
keys q
expect_restored "q after edit mode" 0

echo "== time zones: sections, Ctrl-C"
start specs/time-zone.picklist.yml
expect "a section header" '^── Americas ─+$'
expect "the last section's header" '^── Asia & Pacific ─+$'
keys PageDown
expect "Page Down: the last row" '^>   Auckland$'
keys C-c
expect_restored "Ctrl-C" 0

echo "== Ctrl-Z and fg"
start specs/recipients.picklist.yml
expect "the preview is up" '^ Recipients$'
keys Down Space
expect "Bob checked" '^> ✓ Bob Brown  Design$'
keys C-z
expect "Ctrl-Z: the job is stopped" 'Stopped'
expect_flag "Ctrl-Z: off the alternate screen" alternate_on 0
expect_flag "Ctrl-Z: the cursor is shown" cursor_flag 1
keys "fg" Enter
expect "fg: the preview again, as it was" '^> ✓ Bob Brown  Design$'
expect_flag "fg: on the alternate screen" alternate_on 1
keys Down Space
expect "fg: keys work" '^> ✓ Carol Chen  Product$'
keys q
# The shell ran the `echo exit=` after the stop already (status 148): no status to check.
expect_restored "q after fg" ""

echo "== SIGTERM"
start specs/time-zone.picklist.yml
expect "the preview is up" '^ Time Zone$'
shell_pid=$(flag pane_pid)
preview_pid=$(pgrep -P "$shell_pid" | head -1)
if [ -n "$preview_pid" ]; then
    kill -TERM "$preview_pid"
    expect_restored "SIGTERM" 143
else
    fail "SIGTERM: no preview process under the shell ($shell_pid)"
fi

echo "== NO_COLOR and an ASCII locale"
start specs/recipients.picklist.yml NO_COLOR=1 LC_ALL=C LANG=C
expect "the list is drawn" '^>   Alice Archer  Engineering$'
expect "a disabled row says so without colour" 'Frank Fischer \(disabled\)  On leave$'
if tmux capture-pane -p -e -t "$session" | grep -qE $'\e\\[[0-9;]*(1|2|7|32|33)m'; then
    fail "NO_COLOR: the screen has styled text"
else
    pass "NO_COLOR: no styles"
fi
keys Space
expect "ASCII checkmark without UTF-8" '^> x Alice Archer  Engineering$'
keys q
expect_restored "q without colour" 0

if [ "$failures" -gt 0 ]; then
    echo "preview-tmux-check: $failures failed"
    exit 1
fi
echo "preview-tmux-check: the interactive preview works in tmux"
