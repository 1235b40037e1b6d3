#!/usr/bin/env bash
# make workflow-check: the GitHub Actions workflows pass zizmor's security audit
# (https://docs.zizmor.sh), offline: every action pinned to a full commit hash, the token's
# permissions per job and least, checkouts without persisted credentials, no `${{ }}`
# expanded into a shell line, and zizmor's other audits, with no finding at low severity or
# above. zizmor prints each finding located at its file, line and column, and exits non-zero.
#
#   scripts/check-workflows.sh              .github/workflows/
#   scripts/check-workflows.sh FOLDER ...   other workflow folders or files
#
# ZIZMOR is the zizmor to run (make passes the one pinned in scripts/test-requirements.txt,
# installed in the test venv by make test-deps).
set -euo pipefail
cd "$(dirname "$0")/.."
zizmor=${ZIZMOR:-zizmor}
if ! command -v "$zizmor" > /dev/null 2>&1; then
    echo "error: no zizmor at '$zizmor' (make test-deps installs it in the test venv)" >&2
    exit 2
fi
[ $# -gt 0 ] || set -- .github/workflows/
# --no-config: the audit is this script's, not a zizmor.yml's that could switch audits off.
exec "$zizmor" --offline --no-config --min-severity low --color never "$@"
