#!/usr/bin/env bash
# Copies the official unit test sets (VEFA testSet files) into test/fixtures/validation/<repo>/ as test data, with
# test/fixtures/validation/MANIFEST.tsv (repository, commit, licence per folder). Mirrors: see vendor-rules.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
mirrors="${MIRRORS:-/work/.mirror}"
dest="$root/test/fixtures/validation"
# named/ (whole documents that must give a named rule, copied from the shared fixtures with their MANIFEST rows) stays.
rm -rf "$dest/eInvoicing-EN16931" "$dest/peppol-bis-invoice-3"; mkdir -p "$dest"
named="$(grep -P '^named/' "$dest/MANIFEST.tsv" 2>/dev/null || true)"
printf 'folder\tsource_repo\tsource_path\tcommit\tlicence\tfiles\n' > "$dest/MANIFEST.tsv"
copy () {
  local repo="$1" licence="$2"; shift 2
  local git="$mirrors/${repo/\//+}/repo" commit name="${repo#*/}"
  commit="$(git -C "$git" rev-parse HEAD)"
  for dir in "$@"; do
    local n=0
    while IFS= read -r f; do
      mkdir -p "$dest/$name/$(dirname "$f")"
      git -C "$git" show "$commit:$f" > "$dest/$name/$f"; n=$((n + 1))
    done < <(git -C "$git" ls-tree -r --name-only "$commit" -- "$dir" | grep '\.xml$')
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name/$dir" "$repo" "$dir" "$commit" "$licence" "$n" >> "$dest/MANIFEST.tsv"
  done
}
copy ConnectingEurope/eInvoicing-EN16931 EUPL-1.2 test/Invoice-unit-UBL test/CreditNote-unit-UBL test/cii test/testfiles ubl/examples cii/examples
pb=$(git -C "$mirrors/OpenPEPPOL+peppol-bis-invoice-3/repo" ls-tree --name-only HEAD rules/ | grep 'rules/unit-')
copy OpenPEPPOL/peppol-bis-invoice-3 "no LICENSE file; (c) OpenPeppol AISBL" $pb rules/examples
[ -z "$named" ] || printf '%s\n' "$named" >> "$dest/MANIFEST.tsv"
