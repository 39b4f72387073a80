#!/usr/bin/env bash
# CI: builds the release .deb, installs it on this machine as a user would, and checks the
# installed app: its desktop entry and AppStream metadata validate, `directory-desk` on PATH is
# the packaged one, and it opens its window under Xvfb. Also checks that the .deb's Depends
# cover every library the binary loads, and the macOS bundle's Info.plist (made here from the
# same configuration). Installs what it needs: apt packages and a pinned cargo-packager.
# Run on Debian 12 or later, as root or as a user with password-less sudo (apt-get and the
# install run through sudo then). Afterwards `dpkg -r directory-desk` removes the package;
# running again reinstalls it.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=${CARGO_TERM_COLOR:-never}

CARGO_PACKAGER_VERSION=0.11.8
WINDOW_TIMEOUT=60 # seconds for the window to appear
METAINFO=/usr/share/metainfo/io.github.directory_desk.directory_desk.metainfo.xml
DESKTOP=/usr/share/applications/directory-desk.desktop

# Every shared library the release binary links or loads itself at run time (winit, wgpu,
# glutin, fontique and rfd use dlopen), and the Debian package that has it; each package must
# be in the .deb's Depends. The check below sees what the binary links and what it loads while
# opening its window on X11 with Vulkan; a library it meets that is missing here fails it: add
# the library here and its package to Depends in Cargo.toml. (Wayland, EGL/GLX and libdbus for
# the file dialogs are loaded on paths this check does not take.)
declare -A PACKAGE_OF=(
  [ld-linux-x86-64.so.2]=libc6 [libc.so.6]=libc6 [libm.so.6]=libc6 [libgcc_s.so.1]=libgcc-s1
  [libX11.so.6]=libx11-6 [libX11-xcb.so.1]=libx11-xcb1 [libxcb.so.1]=libxcb1
  [libXcursor.so.1]=libxcursor1 [libXi.so.6]=libxi6 [libXrender.so.1]=libxrender1
  [libxkbcommon.so.0]=libxkbcommon0 [libxkbcommon-x11.so.0]=libxkbcommon-x11-0
  [libwayland-client.so.0]=libwayland-client0 [libwayland-egl.so.1]=libwayland-egl1
  [libvulkan.so.1]=libvulkan1 [libEGL.so.1]=libegl1 [libGL.so.1]=libgl1
  [libfontconfig.so.1]=libfontconfig1 [libdbus-1.so.3]=libdbus-1-3
)

scratch=$(mktemp -d)
chmod 755 "$scratch" # for apt's unprivileged downloader, below
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$scratch"
}
trap cleanup EXIT
fail() { echo "ci-check-deb: $*" >&2; exit 1; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

timings=()
started=$SECONDS
lap() { timings+=("$(printf '%-28s %4d s' "$1" $((SECONDS - started)))"); started=$SECONDS; }

echo "== tools"
missing=()
command -v desktop-file-validate >/dev/null || missing+=(desktop-file-utils)
command -v appstreamcli >/dev/null || missing+=(appstream)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
command -v icotool >/dev/null || missing+=(icoutils)
command -v icns2png >/dev/null || missing+=(icnsutils)
command -v objdump >/dev/null || missing+=(binutils)
command -v dpkg-shlibdeps >/dev/null || missing+=(dpkg-dev)
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v xwininfo >/dev/null && command -v xprop >/dev/null || missing+=(x11-utils)
dpkg -s mesa-vulkan-drivers >/dev/null 2>&1 || missing+=(mesa-vulkan-drivers)
# Always: installing the .deb pulls its Depends from the archive.
as_root apt-get update -qq
if [ ${#missing[@]} -gt 0 ]; then
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if [ "$(cargo packager --version 2>/dev/null)" != "cargo-packager $CARGO_PACKAGER_VERSION" ]; then
  # A debug build: it installs in 1.5 minutes instead of 5. The crates that checksum and
  # compress the package's files are optimised all the same: unoptimised, they took 99 s to
  # pack the test build's 109 MiB binary. (This checks the version only: a machine with an
  # older build of 0.11.8 keeps it until `cargo uninstall cargo-packager`.)
  cargo install cargo-packager --version "$CARGO_PACKAGER_VERSION" --locked --debug \
    --config 'profile.dev.package.md5.opt-level=3' \
    --config 'profile.dev.package.miniz_oxide.opt-level=3' \
    --config 'profile.dev.package.flate2.opt-level=3' \
    --config 'profile.dev.package.crc32fast.opt-level=3' \
    --config 'profile.dev.package.adler2.opt-level=3'
fi
lap "tools"

echo "== packaging configurations"
packaging/check-configs.sh
lap "configuration checks"

# CI's time budget: on 2 cores a clean build of the `dist` profile the installers use (fat
# LTO, one codegen unit) takes about 13 minutes, and even an unoptimised `dist` build took 9 of
# CI's 46: the third full build of every dependency, after clippy's and the tests'. What this
# script checks (the package's files and relationships, the libraries the binary links and
# loads, the installed app on PATH and its window) is the same however the code inside was
# compiled, so by default it packages the test build's own binary (`cargo test --no-run`, a
# no-op after the README's test command), stripped as a release is. The `dist` profile in
# Cargo.toml is untouched and releases are built with it; FULL_DIST_PROFILE=1 builds and checks
# the real `dist` binary instead (the hosted CI does, for the .deb it uploads).
if [ "${FULL_DIST_PROFILE:-0}" = 1 ]; then
  profile_note="dist profile"
  echo "== cargo build --profile dist --locked"
  cargo build --profile dist --locked
  target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
  binary="$target_dir/dist/directory-desk"
  binaries=()
else
  profile_note="the test build's binary, stripped, as CI checks it"
  echo "== cargo test --locked --no-run (the test build's binary)"
  cargo test --locked --no-run
  target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
  mkdir "$scratch/bin"
  binary="$scratch/bin/directory-desk"
  strip -o "$binary" "$target_dir/debug/directory-desk"
  binaries=("$scratch/bin")
fi
version=$(cargo pkgid | sed 's/.*[#@]//')
binary_bytes=$(stat -c %s "$binary")
lap "binary"

echo "== the .deb (cargo-packager, then the Recommends)"
# The test build's binary is three times a release's: dpkg-deb's xz took a minute over it.
# gzip at its quickest packs it in seconds, and what is checked does not depend on it; the
# real dist binary is packed as releases are (xz).
if [ "${FULL_DIST_PROFILE:-0}" = 1 ]; then deb_compression=xz; else deb_compression=gzip-fast; fi
deb=$(DEB_COMPRESSION=$deb_compression packaging/linux/build-deb.sh "${binaries[@]}")
deb_bytes=$(stat -c %s "$deb")
lap "package .deb"

echo "== the .deb's contents and relationships"
dpkg-deb --field "$deb" Package Version Architecture Depends Recommends
[ "$(dpkg-deb --field "$deb" Version)" = "$version" ] || fail "the .deb's version is not $version"
contents=$(dpkg-deb --contents "$deb" | awk '{ print $NF }')
for path in /usr/bin/directory-desk "$DESKTOP" "$METAINFO" \
  /usr/share/icons/hicolor/{16x16,32x32,48x48,64x64,128x128,256x256,512x512}/apps/directory-desk.png; do
  grep -qxF ".$path" <<<"$contents" || fail "the .deb has no $path"
done
depends=$(dpkg-deb --field "$deb" Depends)
in_depends() { grep -qE "(^|[ ,|])$1([ ,|(]|$)" <<<"$depends"; }
# Each library the binary needs is in the table, and its package in Depends.
check_libraries() {
  local library package
  for library in "$@"; do
    package=${PACKAGE_OF[$library]:-}
    [ -n "$package" ] || fail "the binary loads $library: add it to PACKAGE_OF here and its package to Depends in Cargo.toml"
    in_depends "$package" || fail "the binary loads $library, but Depends has no $package"
  done
}
for package in "${PACKAGE_OF[@]}"; do
  in_depends "$package" || fail "Depends has no $package"
done
# shellcheck disable=SC2046 # one word per library
check_libraries $(objdump -p "$binary" | awk '/NEEDED/ { print $2 }')
# libc6 and libgcc-s1 at the versions the binary's symbols need.
mkdir -p "$scratch/shlibdeps/debian"
printf 'Source: directory-desk\n\nPackage: directory-desk\nArchitecture: any\n' >"$scratch/shlibdeps/debian/control"
shlibs=$(cd "$scratch/shlibdeps" && dpkg-shlibdeps -O "$binary" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || fail "dpkg-shlibdeps found nothing in $binary"
while read -r needed; do
  grep -qF "$needed" <<<"$depends" || fail "Depends should have $needed (dpkg-shlibdeps)"
done < <(tr ',' '\n' <<<"$shlibs" | sed 's/^ *//')

echo "== macOS bundle from the same configuration (a Linux binary inside: Info.plist only)"
if [ ${#binaries[@]} -eq 0 ]; then
  bundle_config=(--profile dist)
else
  bundle_config=(-c "$(packaging/packager-config.sh "${binaries[0]}")")
fi
cargo packager "${bundle_config[@]}" --formats app --out-dir "$scratch/macos" >"$scratch/app-bundle.log" 2>&1 ||
  fail "cargo packager --formats app failed: $(cat "$scratch/app-bundle.log")"
plist="$scratch/macos/Directory Desk.app/Contents/Info.plist"
plist_value() { xmllint --xpath "//key[.='$1']/following-sibling::*[1]" "$plist"; }
[ "$(plist_value CFBundleIdentifier)" = "<string>io.github.directory-desk.directory-desk</string>" ] || fail "CFBundleIdentifier: $(plist_value CFBundleIdentifier)"
[ "$(plist_value CFBundleShortVersionString)" = "<string>$version</string>" ] || fail "CFBundleShortVersionString: $(plist_value CFBundleShortVersionString)"
[ "$(plist_value LSMinimumSystemVersion)" = "<string>11.0</string>" ] || fail "LSMinimumSystemVersion: $(plist_value LSMinimumSystemVersion)"
[ "$(plist_value NSHighResolutionCapable)" = "<true/>" ] || fail "NSHighResolutionCapable: $(plist_value NSHighResolutionCapable)"
[ "$(plist_value CFBundleIconFile)" = "<string>icon.icns</string>" ] || fail "CFBundleIconFile: $(plist_value CFBundleIconFile)"
cmp -s assets/icon.icns "$scratch/macos/Directory Desk.app/Contents/Resources/icon.icns" || fail "the bundle's icon is not assets/icon.icns"
lap "check .deb and .app"

echo "== install the .deb (with its Depends, without its Recommends)"
# A copy apt's unprivileged downloader can read, so apt does not warn.
install -m 644 "$deb" "$scratch/"
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --reinstall --no-install-recommends \
  "$scratch/$(basename "$deb")" >/dev/null
lap "install .deb"

echo "== the installed app, from a clean environment"
mkdir -m 700 "$scratch/home" "$scratch/data" "$scratch/cwd"
cd "$scratch/cwd"
clean=(env -i HOME="$scratch/home" PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8)
found=$("${clean[@]}" sh -c 'command -v directory-desk') || true
[ "$found" = /usr/bin/directory-desk ] || fail "directory-desk on PATH is '$found', not /usr/bin/directory-desk"
"${clean[@]}" desktop-file-validate "$DESKTOP"
"${clean[@]}" appstreamcli validate --no-net "$METAINFO"
reported=$("${clean[@]}" directory-desk --version)
[ "$reported" = "directory-desk $version" ] || fail "directory-desk --version says '$reported'"
echo "$reported"

echo "== the installed app opens its window (Xvfb, Mesa's software Vulkan, no keyring)"
Xvfb -displayfd 3 -nolisten tcp -screen 0 1280x800x24 3>"$scratch/display" 2>"$scratch/xvfb.log" &
pids+=($!)
for _ in $(seq 50); do [ -s "$scratch/display" ] && break; sleep 0.2; done
[ -s "$scratch/display" ] || fail "Xvfb did not start: $(cat "$scratch/xvfb.log")"
display=:$(cat "$scratch/display")
mkdir -m 700 "$scratch/runtime"
# LD_DEBUG=files logs each library the app loads, and who asked for it.
"${clean[@]}" DISPLAY="$display" XDG_RUNTIME_DIR="$scratch/runtime" DIRECTORY_DESK_DATA="$scratch/data" \
  LD_DEBUG=files LD_DEBUG_OUTPUT="$scratch/ld" /usr/bin/directory-desk >"$scratch/app.log" 2>&1 &
app=$!
pids+=("$app")
window=
for _ in $(seq "$WINDOW_TIMEOUT"); do
  window=$(xwininfo -display "$display" -root -tree | awk '/"Directory Desk"/ { print $1; exit }')
  [ -n "$window" ] && break
  kill -0 "$app" 2>/dev/null || fail "the app exited before its window showed: $(cat "$scratch/app.log")"
  sleep 1
done
[ -n "$window" ] || fail "no window titled Directory Desk within $WINDOW_TIMEOUT s: $(cat "$scratch/app.log")"
echo "window $window: $(xprop -display "$display" -id "$window" WM_CLASS)"
# The desktop entry's StartupWMClass must match, so X11 docks group the window with its icon.
xprop -display "$display" -id "$window" WM_CLASS | grep -q '"directory-desk"' || fail "WM_CLASS is not directory-desk"
kill "$app"
wait "$app" 2>/dev/null || true
echo "== the libraries the app loaded itself"
# Versioned names only: "libEGL.so" and the like are tried first and are not what runs.
loaded=$(sed -nE 's|.*file=(lib[^ ]+\.so\.[0-9]+) .*dynamically loaded by /usr/bin/directory-desk .*|\1|p' "$scratch"/ld.* | sort -u)
[ -n "$loaded" ] || fail "LD_DEBUG logged no library loaded by the app"
echo "loaded: $(tr "\n" " " <<<"$loaded")"
# shellcheck disable=SC2086 # one word per library
check_libraries $loaded
lap "check installed app"

echo "== sizes"
echo "binary ($profile_note): $binary_bytes bytes ($(awk "BEGIN { printf \"%.1f\", $binary_bytes / 1048576 }") MiB)"
echo "$(basename "$deb"): $deb_bytes bytes ($(awk "BEGIN { printf \"%.1f\", $deb_bytes / 1048576 }") MiB)"
echo "== timings"
printf '%s\n' "${timings[@]}"
