#!/usr/bin/env bash
# CI: the Windows program, built and run on this Linux machine (docs/packaging.md, "Windows
# on this machine"). Builds directory-desk.exe for x86_64-pc-windows-gnu with Debian's Rust
# and MinGW-w64, then runs it under Wine 8:
#   1. the console: output into a pipe and a file, exit codes, standard input;
#   2. the command-line tests (the `cli` test binary, tests/cli/) with
#      DIRECTORY_DESK_TEST_BIN set to the Wine wrapper, against sandboxes on 127.0.0.1, and
#      the Windows keyring (Wine's Credential Manager) through them;
#   3. the window under Xvfb: the built-in sandbox, the sample UUIDs looked up, a screenshot
#      kept in target/screenshots/windows-wine-lookup.png.
# Installs what it needs (apt packages; the Wine fixtures are built here from
# packaging/windows/wine/). Runs on Debian 12 as root or with password-less sudo. Under
# CI=true a missing peer fails the script; elsewhere too, since everything here is installed.
#
#   packaging/windows/ci-check.sh           # all of it
#   packaging/windows/ci-check.sh --tools   # only the apt packages (for .ci/run, up front)
#   packaging/windows/ci-check.sh --build   # the tools and directory-desk.exe, nothing run
# .ci/run installs the tools first, builds the .exe in the background (niced) while the Linux
# checks run, and runs the whole script at the end, where the build is then already done.
set -euo pipefail
phase=all
case "${1:-}" in
  "") ;;
  --tools) phase=tools ;;
  --build) phase=build ;;
  *) echo "usage: $0 [--tools | --build]" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/../.."
export CARGO_TERM_COLOR=${CARGO_TERM_COLOR:-never}

WINDOW_TIMEOUT=120 # seconds for the window to appear under Wine
TARGET=x86_64-pc-windows-gnu
# The Windows build's own target folder: it never touches the Linux build's target/.
WINDOWS_TARGET_DIR=${WINDOWS_TARGET_DIR:-$PWD/target-windows}
SCREENSHOTS=$PWD/target/screenshots

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
fail() { echo "ci-check-windows: $*" >&2; exit 1; }

timings=()
started=$SECONDS
lap() { timings+=("$(printf '%-36s %4d s' "$1" $((SECONDS - started)))"); started=$SECONDS; }

scratch=$(mktemp -d)
pids=()
cleanup() {
  # Wine's processes first, then the X display they are connected to.
  if [ -n "${WINEPREFIX:-}" ] && [ -x /usr/lib/wine/wineserver ]; then
    WINEPREFIX=$WINEPREFIX /usr/lib/wine/wineserver -k 2>/dev/null || true
  fi
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$scratch"
}
trap cleanup EXIT

echo "== tools"
# Debian's Rust (1.96, /usr/bin) with the standard library's source: rustup cannot add the
# Windows target here, so the standard library is built from source (-Zbuild-std). MinGW-w64
# links; Wine 8 runs; Xvfb, xdotool and ImageMagick's import drive and photograph the window.
missing=()
for package in rustc-web cargo-web rust-web-src mingw-w64 wine wine64 nsis xvfb x11-utils xdotool imagemagick python3; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
WINE64=/usr/lib/wine/wine64
for tool in /usr/bin/rustc /usr/bin/cargo x86_64-w64-mingw32-gcc "$WINE64" makensis Xvfb xdotool import xwininfo python3; do
  command -v "$tool" >/dev/null || fail "$tool is missing after installing its package"
done
[ -d /usr/lib/rustlib/src/rust/library ] || fail "the standard library's source (rust-web-src) is missing"
lap "tools (apt)"
if [ "$phase" = tools ]; then exit 0; fi

echo "== directory-desk.exe (cargo build --target $TARGET -Zbuild-std, Debian's $(/usr/bin/rustc --version))"
# The dev profile, with two changes for this build only:
# - debug assertions off, so the .exe is what a release is (src/main.rs): a GUI-subsystem
#   program that attaches to its parent's console. The optimised release build costs far
#   more (docs/packaging.md gives the times) and tests nothing more here.
# - no debug info at all: a smaller .exe that links quicker.
env RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1 \
  CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc \
  CARGO_TARGET_DIR="$WINDOWS_TARGET_DIR" \
  CARGO_PROFILE_DEV_DEBUG_ASSERTIONS=false CARGO_PROFILE_DEV_DEBUG=false \
  /usr/bin/cargo build -Zbuild-std=std,panic_abort --target "$TARGET" --locked --bin directory-desk
exe_dir="$WINDOWS_TARGET_DIR/$TARGET/debug"
exe="$exe_dir/directory-desk.exe"
[ -f "$exe" ] || fail "no $exe"
exe_bytes=$(stat -c %s "$exe")
lap "build directory-desk.exe"
if [ "$phase" = build ]; then exit 0; fi

echo "== Wine fixtures (packaging/windows/wine/)"
fixtures="$WINDOWS_TARGET_DIR/wine-fixtures"
mkdir -p "$fixtures"
# Wine 8 has no ProcessPrng, which Rust's standard library takes its random numbers from: a
# bcryptprimitives.dll of our own goes into the prefix's system32 (Wine 8 has no builtin one),
# for the program wherever it is installed. A fixture for Wine, never shipped.
x86_64-w64-mingw32-gcc -O2 -shared -o "$fixtures/bcryptprimitives.dll" \
  packaging/windows/wine/bcryptprimitives.c -ladvapi32
x86_64-w64-mingw32-gcc -O2 -municode -o "$fixtures/hold-file.exe" packaging/windows/wine/hold-file.c

# The X display for every Wine process of the run, started before the first one. Wine's
# desktop (explorer.exe) picks its display driver when it starts and keeps it while any Wine
# process lives: started without DISPLAY it takes the null driver, and a window asked for
# later fails in CreateWindowExW (winit: "OS Error 14007"). The command-line tests need no
# display themselves, but a process of theirs may still be alive when the window opens.
display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >"$scratch/xvfb.log" 2>&1 &
pids+=($!)
export DISPLAY=":$display"
for _ in $(seq 30); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.5; done
xwininfo -root >/dev/null 2>&1 || fail "Xvfb did not start: $(cat "$scratch/xvfb.log")"

# A Wine prefix of this run's own, and one wineserver kept for the whole run (-p): each
# process then starts in about a second instead of booting a server of its own.
export WINEPREFIX="$scratch/wineprefix" WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko (Wine would offer to download them), no menu entries. And no Direct3D 12:
# Wine's (vkd3d on Mesa's lavapipe) aborts the process in an assertion when wgpu asks it for
# a device; without it wgpu draws with its OpenGL backend on Mesa's llvmpipe.
export WINEDLLOVERRIDES="mscoree,mshtml,winemenubuilder.exe,d3d12,d3d12core="
mkdir -p "$WINEPREFIX"
/usr/lib/wine/wineserver -p || fail "wineserver did not start"
"$WINE64" wineboot --init >/dev/null 2>&1 || fail "wineboot could not make a Wine prefix"
"$WINE64" reg add 'HKCU\Software\Wine\WineDbg' /v ShowCrashDialog /t REG_DWORD /d 0 /f >/dev/null 2>&1
cp "$fixtures/bcryptprimitives.dll" "$WINEPREFIX/drive_c/windows/system32/"
# The file holder for the locked list of tests/cli/cli.rs, given a Windows path.
printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$WINE64" "$fixtures/hold-file.exe" >"$fixtures/hold-file"
chmod +x "$fixtures/hold-file"
export WINE64 DIRECTORY_DESK_WINE_EXE="$exe"
wrapper=$PWD/packaging/windows/wine/directory-desk
lap "Wine fixtures and prefix"

echo "== the console: pipes, files, exit codes"
version=$(cargo pkgid | sed 's/.*[#@]//')
out=$("$wrapper" --version | cat)
[ "$out" = "directory-desk $version" ] || fail "--version into a pipe printed '$out'"
"$wrapper" --version >"$scratch/version.txt"
[ "$(tr -d '\r' <"$scratch/version.txt")" = "directory-desk $version" ] ||
  fail "--version into a file wrote '$(cat "$scratch/version.txt")'"
status=0
"$wrapper" --no-such-option >/dev/null 2>"$scratch/stderr.txt" || status=$?
[ "$status" = 2 ] || fail "a usage error exited $status, not 2"
grep -q -- "--no-such-option" "$scratch/stderr.txt" || fail "a usage error said: $(cat "$scratch/stderr.txt")"
# A UUID on standard input, looked up on the built-in sandbox in the same process.
status=0
printf 'not a uuid\r\n' | "$wrapper" lookup --json >"$scratch/lookup.txt" 2>"$scratch/stderr.txt" || status=$?
[ "$status" = 2 ] || fail "lookup of no UUID exited $status, not 2: $(cat "$scratch/stderr.txt")"
echo "pipe, file, exit codes 0 and 2, standard input: as on Linux"
lap "console checks"

echo "== the command-line tests against directory-desk.exe under Wine"
# The Linux test binary `cli` (tests/cli/, built by .ci/run's cargo test) starts the Linux
# sandbox on 127.0.0.1 and runs the Windows program through the wrapper. Two threads: Wine
# starts each process on one core.
DIRECTORY_DESK_TEST_BIN=$wrapper DIRECTORY_DESK_TEST_BIN_OS=windows \
  DIRECTORY_DESK_TEST_HOLD_FILE="$fixtures/hold-file" \
  cargo test --locked --test cli -- --test-threads 2
lap "CLI tests under Wine"

echo "== the window under Wine and Xvfb"
# The app with no arguments opens its window on the built-in sandbox, signed in to its demo
# account.
mkdir -p "$SCREENSHOTS"
# A wineserver of the window's own, so that nothing the tests left running (a Wine process
# outlives its Unix parent when killed at the wrong moment) shares its desktop.
/usr/lib/wine/wineserver -k 2>/dev/null || true
/usr/lib/wine/wineserver -w
/usr/lib/wine/wineserver -p || fail "wineserver did not restart"
window_data="$scratch/window-data"
mkdir -p "$window_data"
DIRECTORY_DESK_DATA="$window_data" "$wrapper" >"$scratch/window.log" 2>&1 &
app=$!
pids+=("$app")
window=""
for _ in $(seq "$WINDOW_TIMEOUT"); do
  window=$(xdotool search --name '^Directory Desk$' 2>/dev/null | head -n 1) || true
  [ -n "$window" ] && break
  kill -0 "$app" 2>/dev/null || fail "the app ended before its window opened: $(cat "$scratch/window.log")"
  # Under Wine a program whose window failed may hang instead of ending: its error is enough.
  if grep -q "Exiting because of error" "$scratch/window.log"; then
    fail "the window could not open: $(cat "$scratch/window.log")"
  fi
  sleep 1
done
[ -n "$window" ] || fail "no window titled 'Directory Desk' within $WINDOW_TIMEOUT s: $(cat "$scratch/window.log")"
log_file="$window_data/logs/directory-desk.log"
# Signed in to the sandbox's demo account: the session opens the environment.
for _ in $(seq 60); do
  grep -q "opening the environment" "$log_file" 2>/dev/null && break
  sleep 1
done
grep -q "opening the environment" "$log_file" 2>/dev/null ||
  fail "the window never opened its session: $(cat "$scratch/window.log")"
grep "window opened" "$log_file" || true
sleep 3
import -window "$window" "$SCREENSHOTS/windows-wine-start.png"
# "Paste sample UUIDs", then "Look up", clicked where the lookup panel puts them (from the
# window's top left; the paste box grows once it holds the samples, so "Look up" moves down).
click() { xdotool mousemove --window "$window" "$1" "$2" click 1; sleep 1.5; }
click 230 155
click 38 202
for _ in $(seq 60); do
  grep -q "lookup batch finished" "$log_file" 2>/dev/null && break
  sleep 1
done
finished=$(grep "lookup batch finished" "$log_file" 2>/dev/null | tail -n 1) ||
  fail "the sample lookup never finished (target/screenshots/windows-wine-start.png shows the window): $(tail -n 20 "$log_file")"
grep -q "done=25 failed=0 total=25" <<<"$finished" || fail "the sample lookup: $finished"
sleep 2
import -window "$window" "$SCREENSHOTS/windows-wine-lookup.png"
kill "$app" 2>/dev/null || true
echo "the window drew, the 25 sample UUIDs were looked up: $SCREENSHOTS/windows-wine-lookup.png"
lap "window under Wine (screenshot)"

echo "== the NSIS installer (packaging/windows/installer.nsi, Debian's makensis)"
# cargo-packager 0.11.8 cannot build an NSIS installer on this machine: before it renders
# any template it fetches, and checks the SHA-1 of, nsis_tauri_utils.dll from GitHub, which
# the project's machines cannot reach (docs/packaging.md). So the template it fills on the
# hosted runner is filled here with the values cargo-packager gives it, from the same
# [package.metadata.packager] in Cargo.toml, and compiled with Debian's makensis.
dist="$PWD/target/dist"
mkdir -p "$dist" "$scratch/nsis"
installer="$dist/directory-desk_${version}_x64-setup.exe"
# The installer carries the program without its symbol table, as a release's is stripped.
shipped_exe="$scratch/nsis/directory-desk.exe"
x86_64-w64-mingw32-strip -o "$shipped_exe" "$exe"
python3 - "$shipped_exe" "$version" "$scratch/nsis/installer.nsi" <<'PYTHON'
import os, re, sys, tomllib
exe, version, out = sys.argv[1:]
with open("Cargo.toml", "rb") as f:
    packager = tomllib.load(f)["package"]["metadata"]["packager"]
nsis = packager["nsis"]
def escape(value):  # cargo-packager's handlebars escaping for NSIS strings
    table = {'"': '$\\"', "$": "$$", "`": "$\\`", "\n": "$\\n", "\t": "$\\t", "\r": "$\\r"}
    return "".join(table.get(c, c) for c in value)
values = {
    "product_name": packager["product-name"],
    "manufacturer": packager["publisher"],
    "version": version,
    "version_with_build": version + ".0",
    "short_description": packager["description"],
    "copyright": packager["copyright"],
    "installer_icon": os.path.abspath(nsis["installer-icon"]),
    "main_binary_name": "directory-desk",
    "main_binary_path": exe,
    "out_file": "nsis-output.exe",
}
template = open(nsis["template"], encoding="utf-8").read()
def fill(match):
    name = match.group(1)
    if name not in values:
        sys.exit(f"installer.nsi asks for {{{{{name}}}}}, which this script does not fill")
    return escape(values[name])
text = re.sub(r"\{\{\s*([a-z_]+)\s*\}\}", fill, template)
# cargo-packager writes the script as UTF-16 LE with a byte-order mark; so does this.
with open(out, "wb") as f:
    f.write(b"\xff\xfe" + text.encode("utf-16-le"))
PYTHON
# zlib, not the release's LZMA: LZMA took 5 minutes on this unoptimised 110 MiB program.
(cd "$scratch/nsis" && makensis -V2 -DINSTALLER_COMPRESSOR=zlib installer.nsi) || fail "makensis failed"
mv "$scratch/nsis/nsis-output.exe" "$installer"
installer_bytes=$(stat -c %s "$installer")
lap "NSIS installer (makensis)"

echo "== the installer, silently under Wine: install, run, uninstall"
install_dir="$WINEPREFIX/drive_c/users/$(whoami)/AppData/Local/Directory Desk"
start_menu="$WINEPREFIX/drive_c/users/$(whoami)/AppData/Roaming/Microsoft/Windows/Start Menu/Programs"
"$WINE64" "$installer" /S || fail "the silent install exited $?"
[ -f "$install_dir/directory-desk.exe" ] || fail "no $install_dir/directory-desk.exe after a silent install"
[ -f "$install_dir/uninstall.exe" ] || fail "no uninstaller in $install_dir"
[ -f "$start_menu/Directory Desk.lnk" ] || fail "no Start-menu shortcut"
cmp -s "$shipped_exe" "$install_dir/directory-desk.exe" || fail "the installed program is not the one built"
installed_version=$("$WINE64" "$install_dir/directory-desk.exe" --version | tr -d '\r')
[ "$installed_version" = "directory-desk $version" ] || fail "the installed --version printed '$installed_version'"
# The uninstaller copies itself to %TEMP% and returns at once; the copy removes the folder.
"$WINE64" "$install_dir/uninstall.exe" /S || fail "the silent uninstall exited $?"
for _ in $(seq 30); do
  [ -e "$install_dir" ] || break
  sleep 1
done
[ ! -e "$install_dir" ] || fail "the silent uninstall left $install_dir: $(ls -A "$install_dir")"
[ ! -e "$start_menu/Directory Desk.lnk" ] || fail "the silent uninstall left the Start-menu shortcut"
echo "installed to %LOCALAPPDATA%\\Directory Desk, ran '$installed_version', uninstalled"
lap "install, --version, uninstall (Wine)"

echo "== timings (2 cores; .exe $((exe_bytes / 1024 / 1024)) MiB, installer $((installer_bytes / 1024 / 1024)) MiB)"
printf '%s\n' "${timings[@]}"
