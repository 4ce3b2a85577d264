#!/usr/bin/env bash
# Draws the pictures in docs/images from the reference renders the CLI tests check
# (Tools/Tests/KeysmithCLITests/ExpectedRenders), at twice their size, with headless Chromium, which
# draws colour emoji. Run after re-recording the reference renders (KEYSMITH_RECORD_RENDERS=1).
#
#   scripts/doc_images.sh            # every picture already in docs/images
#   scripts/doc_images.sh NAME ...   # these renders (file names without .svg), new ones included
set -euo pipefail
cd "$(dirname "$0")/.."
renders=Tools/Tests/KeysmithCLITests/ExpectedRenders
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
    echo "doc_images: needs Chromium (apt-get install chromium)" >&2
    exit 1
fi
if [ $# -gt 0 ]; then
    names=("$@")
else
    names=()
    for picture in docs/images/*.png; do names+=("$(basename "$picture" .png)"); done
fi
for name in "${names[@]}"; do
    svg="$renders/$name.svg"
    if [ ! -f "$svg" ]; then
        echo "doc_images: no reference render $svg" >&2
        exit 1
    fi
    width=$(grep -o -m1 'width="[0-9.]*"' "$svg" | grep -o '[0-9.]*')
    height=$(grep -o -m1 'height="[0-9.]*"' "$svg" | grep -o '[0-9.]*')
    "$browser" --headless=new --disable-gpu --no-sandbox --hide-scrollbars --force-device-scale-factor=2 \
        --window-size="${width%.*},${height%.*}" --screenshot="docs/images/$name.png" "file://$PWD/$svg" \
        >/dev/null 2>&1
    echo "docs/images/$name.png"
done
