#!/usr/bin/env bash
# Builds the Debian package: cargo-packager makes it from Cargo.toml's
# [package.metadata.packager] (building the `dist` binary first), then this script adds the
# Recommends, which cargo-packager has no field for. Needs cargo-packager and dpkg-deb.
#
#   packaging/linux/build-deb.sh            # prints the .deb's path when done
#   packaging/linux/build-deb.sh FOLDER     # packages FOLDER/directory-desk, built already
#
# The .deb lands in the dist folder: target/dist/ (or $CARGO_TARGET_DIR/dist/).
set -euo pipefail
cd "$(dirname "$0")/../.."

# What the app uses when present but runs without: a Secret Service to keep credentials in
# (otherwise it asks for them each time), an xdg-desktop-portal backend for the file dialogs
# (export and import), xdg-open for the browser sign-in and for opening folders, and a Vulkan
# driver (otherwise wgpu draws through EGL).
RECOMMENDS="gnome-keyring | libkf5wallet-bin | keepassxc, \
xdg-desktop-portal-gtk | xdg-desktop-portal-kde | xdg-desktop-portal-gnome | xdg-desktop-portal-backend, \
xdg-utils, \
mesa-vulkan-drivers | vulkan-icd"

version=$(cargo pkgid | sed 's/.*[#@]//')
target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
out_dir="$target_dir/dist"
if [ $# -eq 0 ]; then
  cargo packager --profile dist --formats deb >&2
else
  cargo packager -c "$(packaging/packager-config.sh "$1")" --formats deb --out-dir "$out_dir" >&2
fi
deb="$out_dir/directory-desk_${version}_$(dpkg --print-architecture).deb"
[ -f "$deb" ] || { echo "cargo-packager made no $deb" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dpkg-deb --raw-extract "$deb" "$work/root"
sed -i "/^Depends:/a Recommends: $RECOMMENDS" "$work/root/DEBIAN/control"
grep -q '^Recommends: ' "$work/root/DEBIAN/control" || { echo "no Depends line to follow" >&2; exit 1; }
# Releases are xz-compressed (dpkg-deb's default); DEB_COMPRESSION=gzip-fast is CI's quick
# check of a large unoptimised binary (packaging/ci-check-deb.sh).
case "${DEB_COMPRESSION:-xz}" in
  xz) compression=(-Zxz) ;;
  gzip-fast) compression=(-Zgzip -z1) ;;
  *) echo "DEB_COMPRESSION is xz or gzip-fast, not '$DEB_COMPRESSION'" >&2; exit 2 ;;
esac
dpkg-deb "${compression[@]}" --root-owner-group --build "$work/root" "$deb" >&2
echo "$deb"
