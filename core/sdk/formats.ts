/**
 * E-invoice format ids for transform plugins and the host (part of the plugin SDK: a transform's manifest names its
 * `from` and `to` with these ids). Format ids, aliases and document type identifiers. A format is a syntax (`ubl`, `cii`) and optionally a CIUS
 * (BT-24 family): `ubl`, `cii` (any CIUS, kept as it is), `bis3-ubl`, `pint-eu-ubl`, `xrechnung-cii`, ...
 * A Peppol document type identifier (`<root namespace>::<root>##<customization>::<version>`) names a format too.
 */
const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2'
const UBL_CREDIT_NOTE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2'
const CII_NS = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100'

export type SyntaxId = 'ubl' | 'cii'
/** A syntax a conversion can produce: the e-invoice syntaxes, and `cxml` (a cXML InvoiceDetailRequest, the procurement
 * networks' invoice, written by transforms/ubl-to-cxml; a target only, never read as a source). */
export type FormatSyntax = SyntaxId | 'cxml' | OtherInvoiceSyntax
/** National invoice syntaxes outside the UBL/CII pair, read into the EN 16931 model by transforms/en16931:
 * `ebinterface` (Austrian ebInterface 6.1, read and written) and `svefaktura` (Swedish Svefaktura 1.0, read only). */
export type OtherInvoiceSyntax = 'ebinterface' | 'svefaktura'
/** Those syntaxes: a conversion starts or ends in one, never passes through one, and Peppol does not carry them. */
export const NATIONAL_SYNTAXES: ReadonlySet<string> = new Set<OtherInvoiceSyntax>(['ebinterface', 'svefaktura'])
export const EBINTERFACE_NS = 'http://www.ebinterface.at/schema/6p1/'
export const SVEFAKTURA_NS = 'urn:sfti:documents:BasicInvoice:1:0'
/** The document type id of a written ebInterface 6.1 invoice (not a Peppol document type). */
export const EBINTERFACE_DOCUMENT_TYPE = `ebinterface::${EBINTERFACE_NS}::Invoice::6.1`

export interface FormatSpec {
  syntax: FormatSyntax
  /** CIUS id (CIUS_IDS key); undefined: keep the source's. */
  cius?: string
}

/** SETU Invoice 2.x (Peppol code list 9.7: `urn:fdc:setu.nl:invoice:v2.2`), an NLCIUS CIUS for the staffing industry. */
export const SETU_INVOICE = /^urn:cen\.eu:en16931:2017#compliant#urn:fdc:nen\.nl:nlcius:v1\.0#compliant#urn:fdc:setu\.nl:invoice:v2\.\d+$/

/** CIUS ids -> their CustomizationID (BT-24) and ProfileID (BT-23) for a document written in that CIUS. */
export const CIUS: Record<string, { customization: string, profile?: string, syntaxes: SyntaxId[], matches?: (bt24: string) => boolean }> = {
  bis3: { customization: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0', profile: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', syntaxes: ['ubl', 'cii'] },
  'pint-eu': { customization: 'urn:peppol:pint:billing-1@eu-1', profile: 'urn:peppol:bis:billing', syntaxes: ['ubl'] },
  xrechnung: { customization: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0', syntaxes: ['ubl', 'cii'], matches: v => v.startsWith('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0') },
  // A SETU invoice (the Dutch staffing standard, 2.x) is a CIUS of NLCIUS: `...nlcius:v1.0#compliant#urn:fdc:setu.nl:invoice:v2.2`.
  nlcius: { customization: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0', syntaxes: ['ubl', 'cii'], matches: v => v === 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0' || SETU_INVOICE.test(v) },
  en16931: { customization: 'urn:cen.eu:en16931:2017', syntaxes: ['ubl', 'cii'] }
}

/** The CIUS id of a CustomizationID, or `other`. */
export function ciusOf (bt24: string | undefined): string {
  if (bt24 === undefined) return 'other'
  for (const [id, c] of Object.entries(CIUS)) {
    if (c.matches !== undefined ? c.matches(bt24) : c.customization === bt24) return id
  }
  return 'other'
}

const ALIASES: Record<string, FormatSpec> = {
  ubl: { syntax: 'ubl' },
  cii: { syntax: 'cii' },
  'peppol-bis3': { syntax: 'ubl', cius: 'bis3' },
  bis3: { syntax: 'ubl', cius: 'bis3' },
  'pint-eu': { syntax: 'ubl', cius: 'pint-eu' },
  xrechnung: { syntax: 'ubl', cius: 'xrechnung' },
  'factur-x': { syntax: 'cii', cius: 'en16931' },
  zugferd: { syntax: 'cii', cius: 'en16931' },
  cxml: { syntax: 'cxml' },
  ebinterface: { syntax: 'ebinterface' },
  'ebinterface-6.1': { syntax: 'ebinterface' },
  svefaktura: { syntax: 'svefaktura' }
}

/** `ubl`, `cii`, `<cius>-<syntax>`, an alias above, or a document type identifier; undefined when unknown. */
export function parseFormat (value: string): FormatSpec | undefined {
  const v = value.trim()
  if (ALIASES[v.toLowerCase()] !== undefined) return { ...ALIASES[v.toLowerCase()] }
  const m = /^([a-z0-9-]+)-(ubl|cii)$/.exec(v.toLowerCase())
  if (m !== null && CIUS[m[1]] !== undefined && CIUS[m[1]].syntaxes.includes(m[2] as SyntaxId)) return { syntax: m[2] as SyntaxId, cius: m[1] }
  const urn = /^(.+?)::([A-Za-z]+)##(.+?)(?:::([^:]+))?$/.exec(v.replace(/^(busdox-docid-qns|peppol-doctype-wildcard)::/, ''))
  if (urn !== null) {
    const [, ns, root, customization] = urn
    const syntax: SyntaxId | undefined = (ns === UBL_INVOICE_NS && root === 'Invoice') || (ns === UBL_CREDIT_NOTE_NS && root === 'CreditNote')
      ? 'ubl'
      : ns === CII_NS && root === 'CrossIndustryInvoice' ? 'cii' : undefined
    if (syntax === undefined) return undefined
    const cius = ciusOf(customization)
    return cius === 'other' ? undefined : { syntax, cius }
  }
  return undefined
}

/** Peppol document type identifier (with its scheme, as the document detection writes it) of a written document. */
export function documentTypeId (syntax: SyntaxId, rootName: string, customization: string): string {
  if (syntax === 'cii') return `busdox-docid-qns::${CII_NS}::CrossIndustryInvoice##${customization}::D16B`
  const ns = rootName === 'CreditNote' ? UBL_CREDIT_NOTE_NS : UBL_INVOICE_NS
  // PINT identifiers use the wildcard scheme (core/documents/detect.ts, the code list).
  const scheme = customization.startsWith('urn:peppol:pint:') ? 'peppol-doctype-wildcard' : 'busdox-docid-qns'
  return `${scheme}::${ns}::${rootName}##${customization}::2.1`
}

/** A state of a document on a conversion path: its syntax and CIUS. */
export interface FormatState { syntax: FormatSyntax, cius: string }

/** A transform's `from`/`to` (manifest `transform.from` / `transform.to`): `ubl`, `cii`, or `<cius>-<syntax>`. */
export function parseStepFormat (value: string): FormatSpec | undefined {
  const v = value.trim().toLowerCase()
  if (v === 'ubl' || v === 'cii' || v === 'cxml' || v === 'ebinterface' || v === 'svefaktura') return { syntax: v }
  const m = /^([a-z0-9-]+)-(ubl|cii)$/.exec(v)
  return m !== null && CIUS[m[1]] !== undefined ? { syntax: m[2] as SyntaxId, cius: m[1] } : undefined
}

/** The state after a transform from `from` to `to` applied to `state`, or undefined when it does not apply. */
export function applyStep (state: FormatState, from: FormatSpec, to: FormatSpec): FormatState | undefined {
  if (state.syntax !== from.syntax) return undefined
  if (from.cius !== undefined && from.cius !== state.cius) return undefined
  return { syntax: to.syntax, cius: to.cius ?? state.cius }
}

/** What a transform worker receives: the document and the state to produce. */
export interface TransformInput { xml: string, syntax: FormatSyntax, cius?: string }

/** What a transform worker returns in `details` of an ok result. */
export interface TransformOutput {
  xml: string
  documentTypeId: string
  /** Business terms of the source the output does not hold (term path, source value, target value if changed). */
  lost: Array<{ term: string, source: string, target?: string }>
  /** Source elements with content that the reader maps to no business term. */
  unmapped: string[]
}
