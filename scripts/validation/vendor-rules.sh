#!/usr/bin/env bash
# Copies the official validation artefacts from local git mirrors of their repositories into rules/<set>/ and writes
# rules/<set>/manifest.json (repository, commit, licence, every file's upstream path). Re-run to move to a new commit:
#   MIRRORS=/path/to/mirrors scripts/validation/vendor-rules.sh
# (a mirror is <owner>+<name>/repo, a bare or normal clone). The data is vendored as-is; nothing is edited.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
mirrors="${MIRRORS:-/work/.mirror}"
# set  repo  version  licence  dest-prefix-strip  path-patterns...
vendor () {
  local set="$1" repo="$2" version="$3" licence="$4" strip="$5"; shift 5
  local git="$mirrors/${repo/\//+}/repo" commit
  commit="$(git -C "$git" rev-parse HEAD)"
  local dest="$root/rules/$set"
  rm -rf "$dest"; mkdir -p "$dest"
  local files=()
  while IFS= read -r f; do
    local rel="${f#"$strip"}"
    mkdir -p "$dest/$(dirname "$rel")"
    git -C "$git" show "$commit:$f" > "$dest/$rel"
    files+=("$rel"$'\t'"$f")
  done < <(git -C "$git" ls-tree -r --name-only "$commit" -- "$@")
  node -e '
    const [set, repo, commit, version, licence, ...rows] = process.argv.slice(1)
    const files = rows.map(r => { const [path, sourcePath] = r.split("\t"); return { path, sourcePath } })
    process.stdout.write(JSON.stringify({ id: set, version, source: { repository: repo, commit }, licence, files }, null, 2) + "\n")
  ' "$set" "$repo" "$commit" "$version" "$licence" "${files[@]}" > "$dest/manifest.json"
  echo "$set: ${#files[@]} files from $repo@${commit:0:12}"
}
ubl=ph-ubl21/src/main/resources/external/schemas/ubl21/
vendor ubl-2.1 phax/ph-ubl 2.1 "OASIS UBL 2.1 (OASIS IPR policy, copies permitted); copied from phax/ph-ubl (Apache-2.0)" "$ubl" \
  "${ubl}common" $(for d in Invoice CreditNote Order OrderChange OrderCancellation OrderResponse OrderResponseSimple DespatchAdvice ApplicationResponse Catalogue ReceiptAdvice; do echo "${ubl}maindoc/UBL-$d-2.1.xsd"; done)
# UBL 2.3 (the Peppol Logistics documents, and UBL 2.2/2.3 documents by cbc:UBLVersionID): every maindoc.
ubl=ph-ubl23/src/main/resources/external/schemas/ubl23/
vendor ubl-2.3 phax/ph-ubl 2.3 "OASIS UBL 2.3 (OASIS IPR policy, copies permitted); copied from phax/ph-ubl (Apache-2.0)" "$ubl" "${ubl}common" "${ubl}maindoc"
vendor cii-d16b ConnectingEurope/eInvoicing-EN16931 D16B "UN/CEFACT (copies permitted, see file headers); distributed with eInvoicing-EN16931 (EUPL-1.2)" "cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/" \
  "cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard" "cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/codelist" "cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/identifierlist"
vendor cen-en16931 ConnectingEurope/eInvoicing-EN16931 1.3.16 EUPL-1.2 "" \
  LICENSE.txt ubl/schematron/EN16931-UBL-validation.sch ubl/schematron/abstract ubl/schematron/UBL ubl/schematron/codelist \
  cii/schematron/EN16931-CII-validation.sch cii/schematron/abstract cii/schematron/CII cii/schematron/codelist ubl/xslt/EN16931-UBL-validation.xslt cii/xslt/EN16931-CII-validation.xslt
vendor peppol-bis-billing-3 OpenPEPPOL/peppol-bis-invoice-3 3.0.19 "no LICENSE file; (c) OpenPeppol AISBL, published for implementers" rules/sch/ \
  rules/sch/PEPPOL-EN16931-UBL.sch rules/sch/PEPPOL-EN16931-CII.sch
vendor peppol-poacc-3 OpenPEPPOL/poacc-upgrade-3 3.0.15 "no LICENSE file; (c) OpenPeppol AISBL, published for implementers" rules/sch/ rules/sch
vendor xrechnung itplr-kosit/xrechnung-schematron 2.5.0+ Apache-2.0 src/validation/schematron/ LICENSE src/validation/schematron
vendor nlcius peppolautoriteit-nl/validation 2025-11-27 MIT "" \
  LICENSE.txt schematron/si-ubl-2.0.sch schematron/si-ubl-2.0 schematron/nlcius-cii-1.0.sch schematron/nlcius-cii xsl/si-ubl-2.0.xsl xsl/nlcius-cii-1.0.xsl
vendor iso-schematron peppolautoriteit-nl/validation 2025-11-27 "MIT (ISO Schematron skeleton, Rick Jelliffe et al.; see file headers)" tools/convert_xsl/ \
  tools/convert_xsl/iso_dsdl_include.xsl tools/convert_xsl/iso_abstract_expand.xsl tools/convert_xsl/iso_svrl_for_xslt2.xsl tools/convert_xsl/iso_schematron_skeleton_for_saxon.xsl tools/convert_xsl/readme.txt
# What the UBL 2.1 and 2.3 copies of ph-ubl import without a location (resolved there by a catalogue): the CCTS core
# component types and XAdES (the same namespaces for both versions); xmldsig is rules/w3c-xmldsig-xmlenc.
vendor ubl-2.1-imports phax/ph-xsds "UBL 2.1 imports" "OASIS / ETSI schemas (copies permitted); copied from phax/ph-xsds (Apache-2.0)" "" \
  ph-xsds-ccts-cct-schemamodule/src/main/resources/schemas/CCTS_CCT_SchemaModule.xsd \
  ph-xsds-xades132/src/main/resources/schemas/XAdES01903v132-201601.xsd ph-xsds-xades141/src/main/resources/schemas/XAdES01903v141-201601.xsd
