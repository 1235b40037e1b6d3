#!/bin/sh
# Draws the pictures of the README and the documentation with `picklist preview`: for each
# kind of list an SVG (NAME.svg) and the same state as scripted text (NAME.txt), into a
# folder. `make preview-pictures` writes them into docs/pictures; `make preview-check` (part of
# `make test`) draws them into a scratch folder and fails when docs/pictures differs, as
# `generated-check` does for generated sources. Comparing text needs no SVG renderer.
#
# usage: scripts/preview-pictures.sh PICKLIST OUTPUT_FOLDER
set -eu
PICKLIST=$1
OUT=$2
DEMO=Examples/PickListDemo/Sources/DemoLists
mkdir -p "$OUT"

picture() {
    name=$1
    shift
    "$PICKLIST" preview "$@" --svg "$OUT/$name.svg" --format text > "$OUT/$name.txt"
}

# A single-choice job-purpose list; the checkmark moves to the row tapped.
picture single-choice "$DEMO/job-purpose.picklist.yml" --tap testing
# A topic filter with "select all"; while every topic is checked, a tap on one follows `while_all`.
picture all-isolate docs/pictures/topics.picklist.yml --list TopicIsolate --tap science
picture all-exclude docs/pictures/topics.picklist.yml --list TopicExclude --tap science
picture all-lock docs/pictures/topics.picklist.yml --list TopicLock --tap science
# A Mail-style inbox in edit mode; the toolbar button counts the selection.
picture edit-mode specs/messages.picklist.yml --edit --tap welcome --tap build --tap newsletter
# Search: the rows whose title (or keywords) match, in their sections; the all-row hides while searching.
picture search "$DEMO/notification-kinds.picklist.yml" --tap mentions --search m
# A people picker whose rows come at runtime, in a section per team.
picture runtime-rows "$DEMO/people.picklist.yml" --rows docs/pictures/people.csv --tap E1004 --tap E1007
# A theme picker whose written "Default" row stands before the themes the app installed.
picture mixed-rows specs/theme-picker.picklist.yml --rows docs/pictures/themes.json --tap ocean
# A localized list in German, from the example's .strings files.
picture localized "$DEMO/notification-kinds.picklist.yml" --localization de \
    --strings "$DEMO/Resources" --tap mentions --tap reminders
# A settings screen: Auto-Lock's times (each a number of seconds; Done enabled once one is
# picked) and an app's notification styles (symbols before the titles, footers under the
# sections, "Allow All" with a dash while only some are on).
picture settings-auto-lock "$DEMO/settings.picklist.yml" --list AutoLock --tap twoMinutes
picture settings-notifications "$DEMO/settings.picklist.yml" --list NotificationStyle --tap banners
# A mail filter whose "All Mail" row is exclusive (a "None of these" row, set apart): picking
# filters cleared it.
picture settings-mail-filter "$DEMO/settings.picklist.yml" --list MailFilter --tap unread --tap flagged
# What the app changes at runtime: Unlock With on a phone without a Touch ID sensor (the row
# hidden); Face ID switched off, so a tap on it gets the list's refusal; a title the app makes;
# a preset the app selects itself (the person's settings match none of the others).
picture hidden-row "$DEMO/settings.picklist.yml" --list UnlockMethod --hide touchID
picture unavailable-row "$DEMO/settings.picklist.yml" --list UnlockMethod --unavailable faceID --tap faceID
picture retitled-row docs/pictures/app-changes.picklist.yml --list DefaultBrowser --set-title "system=System Default (Safari)"
picture selected-by-app docs/pictures/app-changes.picklist.yml --list ReadingPreset --select custom
picture action-rows docs/pictures/alert-tones.picklist.yml --tap custom --tap addTone
# Select All as a toolbar button (`all: {row: false}`): pressed, every note is checked and the
# button says Deselect All.
picture all-button docs/pictures/select-notes.picklist.yml --toggle-all
# Themes with their colours drawn before their titles (`swatch`): one to four squares a row.
picture swatches docs/pictures/themes.picklist.yml --tap sepia
# A section without a header: "None" alone above the titled tones.
picture headerless-section docs/pictures/ringtones.picklist.yml --tap none
# Rows indented: mailboxes from a rows file, each folder under its account, and an action row.
picture indented-rows docs/pictures/mailboxes.picklist.yml --rows docs/pictures/mailboxes.json \
    --tap icloud/work --tap icloud/work/invoices --tap new
