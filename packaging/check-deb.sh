#!/bin/bash
# The Debian package as CI checks it (make check-deb): built from the release
# binary, lintian finds no error, and unpacked with dpkg -x into a fresh
# folder it runs: --version, and a search that reads the catalog installed
# beside it (../share/storesearch), not the source tree's. Depends names the
# libraries the binary opens with dlopen; the copyright file, the Swift, ICU
# and libstdc++ linked into it.
#
#   packaging/check-deb.sh BINARY
set -euo pipefail

binary=${1:?the release binary}
top=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-deb: $*" >&2; exit 1; }

package=$("$top/packaging/build-deb.sh" "$binary" "$work/out")
echo "check-deb: built $(basename "$package")"

# lintian: errors fail the check; warnings are shown (the one expected:
# initial-upload-closes-no-bugs, as this package is not uploaded to Debian).
status=0
said=$(lintian --fail-on error "$package" 2>&1) || status=$?
grep -v '^running with root privileges' <<<"$said" || true
[ "$status" = 0 ] || fail "lintian found errors in $(basename "$package")"

# The libraries opened with dlopen are not in the binary's NEEDED list:
# Depends names them itself.
depends=$(dpkg-deb -f "$package" Depends)
for library in libcurl4 libsqlite3-0 libpng16-16 libturbojpeg0 libchafa0; do
    grep -q "$library" <<<"$depends" || fail "Depends lacks $library, which the binary opens with dlopen: $depends"
done

# What is linked in statically is named in the copyright file, as the
# toolchain that built it says: a new Swift or ICU fails here until the
# file is read again for it.
copyright=$top/packaging/copyright
# (grep reads the binary itself: no pipe for pipefail to find broken.)
first() { local found; found=$(grep -aoE -m1 "$1" "$binary") || true; echo "${found%%$'\n'*}"; }
swift_version=$(first 'Swift version [0-9]+\.[0-9]+(\.[0-9]+)?')
swift_version=${swift_version#Swift version }
[ -n "$swift_version" ] || fail "the binary does not say which Swift built it"
grep -q "the Swift $swift_version toolchain" "$copyright" || fail "the copyright file does not name the Swift $swift_version toolchain the binary is linked with"
icu=$(first 'icudt[0-9]+l')
icu=${icu//[!0-9]/}
[ -z "$icu" ] || grep -q "ICU $icu with its data" "$copyright" || fail "the copyright file does not name ICU $icu, linked into the binary"
if ! readelf -d "$binary" | grep -q 'NEEDED.*libstdc++'; then
    grep -q "(libstdc++.a)" "$copyright" || fail "libstdc++ is linked in statically and the copyright file does not say so"
fi

tree=$work/tree
dpkg -x "$package" "$tree"
for path in usr/bin/storesearch usr/share/storesearch/catalog.json usr/share/man/man1/storesearch.1.gz \
    usr/share/man/man5/storesearch-config.5.gz \
    usr/share/bash-completion/completions/storesearch usr/share/zsh/vendor-completions/_storesearch \
    usr/share/fish/vendor_completions.d/storesearch.fish usr/share/doc/storesearch/copyright \
    usr/share/doc/storesearch/changelog.Debian.gz; do
    [ -f "$tree/$path" ] || fail "the package has no /$path"
done
odd=$(find "$tree" \( -type f ! -perm 0644 ! -perm 0755 \) -o \( -type d ! -perm 0755 \))
[ -z "$odd" ] || fail "modes other than 0644/0755: $odd"
# Read whole before matching: grep -q stops at the first match, and under
# pipefail the writer's SIGPIPE would then fail a page that is fine.
for page in man1/storesearch.1.gz man5/storesearch-config.5.gz; do
    manual=$(zcat "$tree/usr/share/man/$page")
    grep -q '^\.TH' <<<"$manual" || fail "the man page $page does not read as one"
done

export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_CACHE_HOME=$work/home/.cache \
    XDG_STATE_HOME=$work/home/.state XDG_DATA_HOME=$work/home/.local/share
unset STORESEARCH_RESOURCES
mkdir -p "$HOME"
version=$(sed -n 's/^let version = "\(.*\)"$/\1/p' "$top/Sources/storesearch/main.swift")
shown=$("$tree/usr/bin/storesearch" --version)
[ "$shown" = "storesearch $version" ] || fail "--version says '$shown', not 'storesearch $version'"
found=$("$tree/usr/bin/storesearch" search "pink floyd" --source catalog)
grep -q "Money" <<<"$found" || fail "a search of the bundled catalog found no 'Money':"$'\n'"$found"
# The installed catalog, not the source tree's: one that holds a single item only it has.
cat > "$tree/usr/share/storesearch/catalog.json" <<'JSON'
{"resultCount": 1, "results": [{"wrapperType": "track", "kind": "song", "trackId": 1, "trackName": "Packaged Catalog Song", "artistName": "Deb Check", "primaryGenreName": "Rock", "trackPrice": 0.99, "currency": "USD"}]}
JSON
found=$("$tree/usr/bin/storesearch" search "packaged" --source catalog)
grep -q "Packaged Catalog Song" <<<"$found" || fail "the binary did not read the catalog beside it:"$'\n'"$found"
echo "check-deb: lintian clean of errors; dpkg -x, --version and search work from the unpacked tree"
