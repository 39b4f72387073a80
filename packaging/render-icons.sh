#!/usr/bin/env bash
# Renders the app icon from assets/icon.svg: the PNG sizes (window icon, Linux hicolor theme,
# AppImage), assets/icon.ico (Windows: .exe resource and installer) and assets/icon.icns (macOS
# bundle). Needs rsvg-convert (Debian: librsvg2-bin) or ImageMagick for the PNGs, icotool
# (icoutils) for the .ico and png2icns (icnsutils) for the .icns:
#   apt-get install librsvg2-bin icoutils icnsutils
# Every output is committed, so building or packaging the app needs none of these tools.
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

# Windows: 16 to 64 as bitmaps (what every Windows version and resource compiler reads), 256 as
# an embedded PNG (Vista and later; a 256-pixel bitmap would weigh 256 KiB on its own).
icotool --create --output=assets/icon.ico \
  assets/icon-16.png assets/icon-32.png assets/icon-48.png assets/icon-64.png \
  --raw=assets/icon-256.png
echo "rendered assets/icon.ico"

# macOS: png2icns takes the sizes an .icns holds (16, 32, 48, 128, 256, 512; not 64).
png2icns assets/icon.icns \
  assets/icon-16.png assets/icon-32.png assets/icon-48.png \
  assets/icon-128.png assets/icon-256.png assets/icon-512.png >/dev/null
echo "rendered assets/icon.icns"
