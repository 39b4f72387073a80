#!/usr/bin/env bash
# Renders the app icon's PNG sizes from assets/icon.svg. Needs rsvg-convert (Debian:
# librsvg2-bin) or ImageMagick. The PNGs are committed, so building the app needs neither.
set -euo pipefail
cd "$(dirname "$0")/.."
for size in 16 32 48 64 128 256 512; do
  out="assets/icon-$size.png"
  if command -v rsvg-convert >/dev/null; then
    rsvg-convert -w "$size" -h "$size" assets/icon.svg -o "$out"
  else
    convert -background none -density 384 assets/icon.svg -resize "${size}x${size}" "$out"
  fi
  echo "rendered $out"
done
