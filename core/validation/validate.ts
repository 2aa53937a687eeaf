/**
 * Validation of one document: rule-set selection (root, namespace, CustomizationID / CII guideline, or a named
 * option), the XSD (core/validation/xsd.ts) and the Schematron rule sets (core/validation/schematron.ts) in one
 * answer. Runs wherever it is called: the worker threads (core/validation/worker.ts) and the CLI call it.
 *
 *   await validateDocument(xml, { optionId?, ruleSets? })  // -> ValidationResult
 *
 * isValid is false as soon as one assertion has flag error (a schema error, a fatal rule, a dynamic error of the
 * rules). An unknown customization is validated with the family's base rules and says so in an information
 * assertion (WHARF-UNKNOWN-CUSTOMIZATION).
 */
import { UnsafeXmlError } from '../documents/safe-xml.ts'
import { lineOf, scanDocument, type Scan } from './scan.ts'
import { parseForRules, runRuleSet, type Flag } from './schematron.ts'
import { CII_NS, schemaFor, validateSchema } from './xsd.ts'
import { SETU_INVOICE } from '../sdk/formats.ts'
import { optionById, PINT_OPTION, ruleSets, schemaSet, selectOption, selectOtherOption, type Syntax, type ValidationOption } from './rule-sets.ts'

export interface Assertion {
  artifact: 'schema' | 'business-rules'
  ruleSet: string
  id: string
  flag: Flag
  location: string
  line: number | null
  column?: number | null
  text: string
}

export interface ValidationResult {
  isValid: boolean
  source: { documentTypeId: string, customizationId: string | null, profileId: string | null, family: string }
  ruleSets: Array<{ id: string, version: string }>
  assertions: Assertion[]
}

export interface ValidateOptions {
  /** A named option (GET /validate/options); else chosen from the document. */
  optionId?: string
  /** Run exactly these Schematron rule sets (the CLI's --rules), after the XSD. */
  ruleSets?: string[]
  /** Leave the XSD out (benchmarks of the rules alone). */
  skipSchema?: boolean
  /** Run one share of the work, for one document validated by several threads at once (pool.ts): share `index` of
   * `of` runs the rule sets at positions index, index + of, ...; the last share also runs the XSD, share 0 adds the
   * notes about the document (unknown customization, SETU, PINT). mergeShares() puts the answers together. */
  share?: { index: number, of: number }
}

export class ValidationRequestError extends Error {
  constructor (readonly code: 'UNKNOWN_OPTION' | 'UNSUPPORTED_DOCUMENT' | 'OPTION_MISMATCH', message: string) {
    super(message)
    this.name = 'ValidationRequestError'
  }
}

const UBL_NS = /^urn:oasis:names:specification:ubl:schema:xsd:([A-Za-z]+)-2$/

function syntaxOf (scan: Scan): Syntax | null {
  if (scan.namespace === CII_NS && scan.localName === 'CrossIndustryInvoice') return 'cii'
  const m = UBL_NS.exec(scan.namespace)
  return m !== null && m[1] === scan.localName ? 'ubl' : null
}

/** The Peppol document type identifier of the document (root namespace::name##customization::version); the UBL
 * version is the one of the XSD it is validated with (2.2 when it says so). */
function documentTypeId (scan: Scan, syntax: Syntax | null, set: string | undefined): string {
  const version = syntax === 'cii' ? 'D16B' : set === 'ubl-2.3' ? (scan.ublVersionId === '2.2' ? '2.2' : '2.3') : '2.1'
  return `${scan.namespace}::${scan.localName}##${scan.customizationId ?? ''}::${version}`
}

function chooseOption (scan: Scan, syntax: Syntax, opts: ValidateOptions): { option: ValidationOption | null, unknown: boolean } {
  if (opts.ruleSets !== undefined) return { option: null, unknown: false }
  if (opts.optionId !== undefined) {
    const option = optionById(opts.optionId)
    if (option === undefined) throw new ValidationRequestError('UNKNOWN_OPTION', `No validation option ${opts.optionId}`)
    if (option.syntax !== syntax) throw new ValidationRequestError('OPTION_MISMATCH', `Option ${option.id} is for ${option.syntax.toUpperCase()} documents; this is ${syntax.toUpperCase()}`)
    if (option.roots !== undefined && !option.roots.includes(scan.localName)) throw new ValidationRequestError('OPTION_MISMATCH', `Option ${option.id} is for ${option.roots.join(', ')} documents; this is ${scan.localName}`)
    return { option, unknown: false }
  }
  // Invoices and credit notes (UBL) and CII invoices have business rules; other UBL documents get their XSD, and the
  // rules of an option for their root and CustomizationID (Peppol MLS).
  if (syntax === 'ubl' && scan.localName !== 'Invoice' && scan.localName !== 'CreditNote') return { option: selectOtherOption(scan.localName, scan.customizationId) ?? null, unknown: false }
  return selectOption(syntax, scan.customizationId)
}

export async function validateDocument (xml: string, opts: ValidateOptions = {}): Promise<ValidationResult> {
  const scan = scanDocument(xml)
  const syntax = syntaxOf(scan)
  if (syntax === null) throw new ValidationRequestError('UNSUPPORTED_DOCUMENT', `No rules for a document with root {${scan.namespace}}${scan.localName}: UBL 2.1 and 2.3 documents and CII CrossIndustryInvoice are validated`)
  const { option, unknown } = chooseOption(scan, syntax, opts)
  // Without a UBLVersionID the option's UBL version (the Peppol code list's) picks the XSD.
  const root = option?.ublVersion !== undefined && scan.ublVersionId === null ? { ...scan, ublVersionId: option.ublVersion } : scan
  const ids = opts.ruleSets ?? option?.ruleSets ?? []
  const known = ruleSets()
  for (const id of ids) if (!known.has(id)) throw new ValidationRequestError('UNKNOWN_OPTION', `No rule set ${id}`)
  const set = schemaFor(root)?.set
  const schema = schemaSet(set ?? syntax)
  const assertions: Assertion[] = []
  // The XSD (libxml2-wasm, the set's schema compiled once per thread; in the last share only), then this share's rules.
  const share = opts.share ?? { index: 0, of: 1 }
  const first = share.index === 0
  const schemaRun = opts.skipSchema === true || share.index !== share.of - 1 ? Promise.resolve(null) : validateSchema(xml, root)
  const mine = ids.filter((_, i) => i % share.of === share.index)
  // One parse for all the rule sets of this share. The XSD's failure is still thrown below, where it is awaited; the
  // handler only keeps it from counting as unhandled while the parse is awaited.
  void schemaRun.catch(() => {})
  const source = mine.length > 1 ? await parseForRules(xml) : xml
  for (const id of mine) {
    for (const a of runRuleSet(id, source)) assertions.push({ artifact: 'business-rules', ruleSet: id, ...a, line: a.location === '' ? null : lineOf(scan, a.location) })
  }
  const issues = await schemaRun
  const schemaAssertions: Assertion[] = (issues ?? []).map(i => ({
    artifact: 'schema', ruleSet: schema.id, id: 'XSD', flag: 'error', location: '', line: i.line, column: i.column, text: i.message
  }))
  if (unknown && first) {
    assertions.push({
      artifact: 'business-rules', ruleSet: option?.id ?? '', id: 'WHARF-UNKNOWN-CUSTOMIZATION', flag: 'information', location: '', line: null,
      text: `Unknown customization ${JSON.stringify(scan.customizationId)}: validated with the XSD and the ${option?.id ?? ''} base rules only`
    })
  }
  if (first && scan.customizationId !== null && SETU_INVOICE.test(scan.customizationId)) {
    assertions.push({
      artifact: 'business-rules', ruleSet: option?.id ?? '', id: 'WHARF-SETU-NLCIUS-ONLY', flag: 'information', location: '', line: null,
      text: `A SETU invoice (${scan.customizationId}) is a CIUS of NLCIUS: validated with the NLCIUS rules; SETU's own rules are not vendored in Wharf`
    })
  }
  if (first && option?.id === PINT_OPTION) {
    assertions.push({
      artifact: 'business-rules', ruleSet: PINT_OPTION, id: 'WHARF-PINT-NO-SCHEMATRON', flag: 'information', location: '', line: null,
      text: `No Peppol PINT rules of this specialisation are vendored (those of PINT, PINT-EU, AE, A-NZ, JP, MY, OM and SG are): this ${scan.customizationId ?? ''} document was validated with the UBL 2.1 XSD only`
    })
  }
  const all = [...schemaAssertions, ...assertions]
  return {
    isValid: !all.some(a => a.flag === 'error'),
    source: { documentTypeId: documentTypeId(scan, syntax, set), customizationId: scan.customizationId, profileId: scan.profileId, family: syntax === 'cii' ? 'Invoice' : scan.localName },
    ruleSets: [...(issues === null ? [] : [schema]), ...ids.map(id => ({ id, version: (known.get(id) as { version: string }).version }))],
    assertions: all
  }
}

/**
 * One answer from the shares of one document (share 0 first): the XSD's assertions, then each rule set's in the
 * order of `ruleSets`, then the notes, as validateDocument without shares gives them.
 */
export function mergeShares (shares: ValidationResult[]): ValidationResult {
  const [head] = shares
  if (head === undefined) throw new Error('mergeShares: no shares')
  // The share that ran the XSD lists the schema before the rule sets.
  const listed = shares.reduce((a, b) => b.ruleSets.length > a.ruleSets.length ? b : a).ruleSets
  const order = new Map(listed.map((r, i) => [r.id, i]))
  const rank = (a: Assertion): number => a.artifact === 'schema' ? -1 : a.id.startsWith('WHARF-') ? order.size : order.get(a.ruleSet) ?? order.size
  const all = shares.flatMap(s => s.assertions).map((a, i) => ({ a, i, r: rank(a) }))
    .sort((x, y) => x.r - y.r || x.i - y.i).map(x => x.a)
  return { ...head, ruleSets: listed, isValid: !all.some(a => a.flag === 'error'), assertions: all }
}

export { UnsafeXmlError }
