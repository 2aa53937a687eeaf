/**
 * The one place where xml-crypto's canonicalization is fixed. Import xml-crypto classes from this module, never from
 * 'xml-crypto' directly, so the fix is always in force before anything signs or verifies.
 *
 * The bug (xml-crypto 6.3.2, the version pinned in package.json; DEPENDENCIES.md section 2, PEPPOL.md "things that
 * matter" 4): `C14nCanonicalization.prototype.nsCompare` and `ExclusiveCanonicalization.prototype.nsCompare` order
 * namespace declarations with `String.prototype.localeCompare`. Canonical XML 1.0 (section 2.2, "namespace nodes
 * ... in lexicographic order by local name", i.e. by code point) and Exclusive C14N require code-point order. With
 * prefixes of mixed case the two differ: localeCompare puts `xmlns:eb` before `xmlns:S12`, code-point order puts
 * `S12` first ('S' is U+0053, 'e' U+0065). xml-crypto then computes other digests than every other implementation:
 * libxmlsec1 rejects its signatures and it rejects valid phase4 signatures (phase4 uses the `S12` prefix). The test
 * next to this file verifies a real phase4 receipt, which fails without this fix and passes with it.
 *
 * Attribute order (`attrCompare`) is fixed here too. The library compares namespace URI and local name joined into
 * one string, in UTF-16 units, so `urn:x` + `z` sorted after `urn:xa` + `a`; C14N 1.0 (section 2.2) sorts by namespace
 * URI, then local name, an empty URI least, by code point (libxml2 and exc-c14n-stream.ts put `urn:x` first). A
 * signature from another implementation over such attributes failed to verify here. exc-c14n-stream.test.ts holds
 * this path to the stream path on every element, and that one to xmllint.
 * The fixes should be reported upstream; when a fixed xml-crypto is released this module stays harmless (it sets the
 * same order).
 */
import { C14nCanonicalization, ExclusiveCanonicalization, SignedXml } from 'xml-crypto'
import { codePointOrder } from './code-points.ts'

export { C14nCanonicalization, ExclusiveCanonicalization, SignedXml }

interface PrefixedNamespace { prefix: string }
type NsCompare = (a: PrefixedNamespace, b: PrefixedNamespace) => number
interface NamedAttribute { namespaceURI: string | null, localName: string | null }
type AttrCompare = (a: NamedAttribute, b: NamedAttribute) => number

/** Code-point order of namespace prefixes, as C14N 1.0 and Exclusive C14N require. */
export function codePointNsCompare (a: PrefixedNamespace, b: PrefixedNamespace): number {
  return codePointOrder(a.prefix, b.prefix)
}

/** C14N's attribute order: namespace URI (none first), then local name, by code point. Called unbound by the library. */
export function codePointAttrCompare (a: NamedAttribute, b: NamedAttribute): number {
  return codePointOrder(a.namespaceURI ?? '', b.namespaceURI ?? '') || codePointOrder(a.localName ?? '', b.localName ?? '')
}

const classes = [C14nCanonicalization, ExclusiveCanonicalization] as const
type Patched = { nsCompare: NsCompare, attrCompare: AttrCompare }

for (const cls of classes) {
  for (const method of ['nsCompare', 'attrCompare'] as const) {
    if (typeof (cls.prototype as unknown as Partial<Record<typeof method, unknown>>)[method] !== 'function') {
      // The library changed shape: fail loudly instead of signing with an unknown canonicalization.
      throw new Error(`xml-crypto: ${cls.name}.prototype.${method} is missing; re-check plugins/peppol-as4/xmldsig/c14n-fix.ts`)
    }
  }
}

/** The library's own comparison (kept only so a test can show what goes wrong without the fix). */
export const libraryNsCompare: NsCompare = (ExclusiveCanonicalization.prototype as unknown as { nsCompare: NsCompare }).nsCompare

/** The library's own attribute order (for the test that shows the difference). */
export const libraryAttrCompare: AttrCompare = (ExclusiveCanonicalization.prototype as unknown as { attrCompare: AttrCompare }).attrCompare

/** Installs the code-point comparisons on both canonicalization classes (and their WithComments subclasses). */
export function applyC14nFix (): void {
  for (const cls of classes) {
    const proto = cls.prototype as unknown as Patched
    proto.nsCompare = codePointNsCompare
    proto.attrCompare = codePointAttrCompare
  }
}

/** True when both classes use the fixed comparisons. */
export function c14nFixApplied (): boolean {
  return classes.every(cls => {
    const proto = cls.prototype as unknown as Patched
    return proto.nsCompare === codePointNsCompare && proto.attrCompare === codePointAttrCompare
  })
}

applyC14nFix()
