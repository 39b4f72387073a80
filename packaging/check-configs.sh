#!/usr/bin/env bash
# Offline checks of the packaging files for every OS, in seconds and without a build. CI runs
# it from packaging/ci-check-deb.sh. Needs desktop-file-validate (desktop-file-utils),
# appstreamcli (appstream), xmllint (libxml2-utils), icotool (icoutils), icns2png (icnsutils).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "check-configs: $*" >&2; exit 1; }

# Width and height of a PNG, from its header.
png_size() { od -An -tu4 --endian=big -j16 -N8 "$1" | awk '{ print $1 "x" $2 }'; }

echo "== Linux: desktop entry and AppStream metadata"
desktop-file-validate packaging/linux/directory-desk.desktop
metainfo=packaging/linux/directory-desk.metainfo.xml
appstreamcli validate --no-net "$metainfo"
grep -q '<launchable type="desktop-id">directory-desk.desktop</launchable>' "$metainfo" ||
  fail "the metainfo's launchable is not directory-desk.desktop"
# Each screenshot is committed, at the size the metainfo gives.
base=https://raw.githubusercontent.com/directory-desk/directory-desk/main/
shots=$(grep -o "<image type=\"source\" width=\"[0-9]*\" height=\"[0-9]*\">[^<]*" "$metainfo" |
  sed -E 's|.*width="([0-9]+)" height="([0-9]+)">(.*)|\1x\2 \3|')
[ -n "$shots" ] || fail "the metainfo has no screenshots"
while read -r size url; do
  path=${url#"$base"}
  [ "$path" != "$url" ] || fail "screenshot $url is not under $base"
  [ -f "$path" ] || fail "screenshot $path is not in the tree"
  [ "$(png_size "$path")" = "$size" ] || fail "$path is $(png_size "$path"), the metainfo says $size"
done <<<"$shots"

echo "== Linux: the hicolor icons"
for size in 16 32 48 64 128 256 512; do
  [ "$(png_size "assets/icon-$size.png")" = "${size}x$size" ] || fail "assets/icon-$size.png is not ${size}x$size"
done

echo "== Windows: manifest and icon"
manifest=packaging/windows/directory-desk.exe.manifest
xmllint --noout "$manifest"
grep -q '<dpiAwareness[^>]*>PerMonitorV2' "$manifest" || fail "$manifest does not ask for per-monitor v2 DPI awareness"
ico_sizes=$(icotool --list assets/icon.ico | sed -E 's/.*--width=([0-9]+).*/\1/' | sort -n | tr '\n' ' ')
[ "$ico_sizes" = "16 32 48 64 256 " ] || fail "assets/icon.ico holds sizes $ico_sizes"

echo "== macOS: Info.plist fragment and icon"
xmllint --noout packaging/macos/Info.plist
[ "$(xmllint --xpath 'name(//key[.="NSHighResolutionCapable"]/following-sibling::*[1])' packaging/macos/Info.plist)" = true ] ||
  fail "packaging/macos/Info.plist does not set NSHighResolutionCapable"
icns_types=$(icns2png --list assets/icon.icns | grep -oE "'[a-z0-9]{4}'" | tr -d "'" | sort | tr '\n' ' ')
for type in is32 il32 it32 ic08 ic09; do # 16, 32, 128, 256 and 512 pixels
  [[ " $icns_types" == *" $type "* ]] || fail "assets/icon.icns has no $type icon (has: $icns_types)"
done

echo "== all packaging configurations check out"
