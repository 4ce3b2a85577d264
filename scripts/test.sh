#!/usr/bin/env bash
# Runs every test of the project: the core library, the command-line tool, and the JSON Schemas.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== KeysmithCore and KeysmithUIKit"
swift test

echo "== keysmith (Tools/)"
swift test --package-path Tools

echo "== JSON Schemas"
python3 scripts/check_schemas.py
