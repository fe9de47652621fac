#!/bin/bash
# make install and make uninstall with DESTDIR and PREFIX (make check-install):
# every file where it belongs, the installed binary finding its catalog, and
# nothing left behind by uninstall.
#
#   packaging/check-install.sh MAKE
set -euo pipefail

make=${1:-make}
top=$(cd "$(dirname "$0")/.." && pwd)
destdir=$(mktemp -d)
trap 'rm -rf "$destdir"' EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

for prefix in /usr/local /usr; do
    "$make" --no-print-directory -C "$top" install DESTDIR="$destdir" PREFIX="$prefix" > /dev/null
    root=$destdir$prefix
    zsh_folder=$([ "$prefix" = /usr ] && echo vendor-completions || echo site-functions)
    for path in bin/storesearch bin/storesearch-tape share/storesearch/catalog.json share/man/man1/storesearch.1 \
        share/man/man5/storesearch-config.5 \
        share/bash-completion/completions/storesearch share/zsh/$zsh_folder/_storesearch \
        share/fish/vendor_completions.d/storesearch.fish; do
        [ -f "$root/$path" ] || fail "make install PREFIX=$prefix put no $path"
    done
    found=$(HOME=$destdir/home "$root/bin/storesearch" search "pink floyd" --source catalog) \
        || fail "the binary installed in $prefix could not search: status $?"
    grep -q Money <<<"$found" \
        || fail "the binary installed in $prefix did not search its catalog"
    "$make" --no-print-directory -C "$top" uninstall DESTDIR="$destdir" PREFIX="$prefix" > /dev/null
    rm -rf "$destdir/home"
    left=$(find "$destdir" -type f -o -type l)
    [ -z "$left" ] || fail "make uninstall PREFIX=$prefix left: $left"
done
echo "check-install: make install and uninstall with DESTDIR and PREFIX leave everything where it belongs, then nothing"
