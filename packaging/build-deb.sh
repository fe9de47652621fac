#!/bin/bash
# Builds storesearch_<version>-<revision>_<arch>.deb from a release binary
# (make build), with dpkg-deb: the binary (stripped) in /usr/bin, the bundled
# catalog in /usr/share/storesearch (the binary looks in ../share/storesearch
# beside itself), the man pages (storesearch(1), storesearch-config(5)), the
# shell completions, the copyright file and a changelog. Depends comes from the libraries the binary links
# (dpkg-shlibdeps), plus those it opens at run time with dlopen (libcurl,
# SQLite, libpng, libjpeg-turbo, libchafa).
#
#   packaging/build-deb.sh BINARY OUTPUT_FOLDER
#
# Prints the path of the package it wrote.
set -euo pipefail

binary=${1:?the release binary}
output=${2:?the folder to write the package in}
top=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/^let version = "\(.*\)"$/\1/p' "$top/Sources/storesearch/main.swift")
[ -n "$version" ] || { echo "build-deb: no version in Sources/storesearch/main.swift" >&2; exit 1; }
revision=${DEB_REVISION:-1}
arch=$(dpkg --print-architecture)
maintainer=${DEB_MAINTAINER:-"storesearch maintainers <maintainers@users.noreply.a-seed-8ede820a.example>"}
# The changelog's date: the last commit's, so the same tree gives the same package.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$top" log -1 --format=%ct 2>/dev/null || date +%s)}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root
umask 022

install -D -m 755 "$binary" "$root/usr/bin/storesearch"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/storesearch"
install -D -m 644 "$top/Resources/catalog/catalog.json" "$root/usr/share/storesearch/catalog.json"
install -d -m 755 "$root/usr/share/man/man1" "$root/usr/share/man/man5"
gzip -9n < "$top/docs/storesearch.1" > "$root/usr/share/man/man1/storesearch.1.gz"
gzip -9n < "$top/docs/storesearch-config.5" > "$root/usr/share/man/man5/storesearch-config.5.gz"
install -D -m 644 "$top/completions/storesearch.bash" "$root/usr/share/bash-completion/completions/storesearch"
install -D -m 644 "$top/completions/_storesearch" "$root/usr/share/zsh/vendor-completions/_storesearch"
install -D -m 644 "$top/completions/storesearch.fish" "$root/usr/share/fish/vendor_completions.d/storesearch.fish"
install -D -m 644 "$top/packaging/copyright" "$root/usr/share/doc/storesearch/copyright"
{
    printf 'storesearch (%s-%s) unstable; urgency=medium\n\n' "$version" "$revision"
    printf '  * Version %s, packaged from the source tree with make deb.\n\n' "$version"
    printf ' -- %s  %s\n' "$maintainer" "$(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n > "$root/usr/share/doc/storesearch/changelog.Debian.gz"
chmod 644 "$root/usr/share/doc/storesearch/changelog.Debian.gz" "$root/usr/share/man/man1/storesearch.1.gz" \
    "$root/usr/share/man/man5/storesearch-config.5.gz"

# Depends: dpkg-shlibdeps maps every NEEDED library to its package and the
# version its symbols need; it wants a debian/control to read.
mkdir -p "$work/debian"
printf 'Source: storesearch\n\nPackage: storesearch\nArchitecture: any\n' > "$work/debian/control"
linked=$(cd "$work" && dpkg-shlibdeps -O root/usr/bin/storesearch 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$linked" ] || { echo "build-deb: dpkg-shlibdeps found no libraries" >&2; exit 1; }
rm -rf "$work/debian"
# The binary's relative relocations are packed (DT_RELR, make build), which
# the loader reads from glibc 2.36 on; dpkg-shlibdeps knows only the
# symbols' versions, not GLIBC_ABI_DT_RELR's.
if readelf -V "$root/usr/bin/storesearch" | grep -q GLIBC_ABI_DT_RELR; then
    linked=$(printf '%s' "$linked" | sed 's/libc6 ([^)]*)/libc6 (>= 2.36)/')
fi
# Libraries opened with dlopen on first use, which dpkg-shlibdeps cannot
# see: libcurl on the first store search (Sources/CCurl: libcurl.so.4,
# OpenSSL, or libcurl-gnutls.so.4); SQLite for the store's answers, libpng,
# libjpeg-turbo and libchafa (1.8 or later) for pictures (Sources/CLazyLibrary).
depends="$linked, libcurl4 | libcurl3-gnutls, ca-certificates, libsqlite3-0, libpng16-16, libturbojpeg0"
depends="$depends, libchafa0 (>= 1.8)"

size=$(du -k -s --apparent-size "$root" | cut -f1)
install -d -m 755 "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<CONTROL
Package: storesearch
Version: $version-$revision
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends
Section: utils
Priority: optional
Description: search the Apple media store from the terminal
 storesearch searches the iTunes Search API for songs, apps, e-books and
 films in a full-screen terminal interface whose layout follows the
 terminal's size: a list with a pop-up detail when narrow, a split view when
 wide, a grid of artwork when short. It works offline on a bundled catalog
 of about 4,000 items, and "storesearch search" prints results for scripts.
CONTROL
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -type d -exec chmod 755 {} +

package=$output/storesearch_${version}-${revision}_${arch}.deb
mkdir -p "$output"
dpkg-deb --root-owner-group -Zgzip --build "$root" "$package" > /dev/null
echo "$package"
