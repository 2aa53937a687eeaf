/**
 * The rule sets (rules/rule-sets.json, with version and source from rules/<set>/manifest.json), where their
 * compiled SEF is (the rules cache written by scripts/validation/compile-rules.js: WHARF_RULES_CACHE, default
 * <project>/.cache/rules, index.json), and the named options a document is validated with (optionId): each option
 * is a list of rule sets chosen by syntax and CustomizationID. Nothing here compiles.
 */
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../paths.ts'
// SETU Invoice 2.x, NLCIUS's CIUS: it must meet the NLCIUS rules (SETU's own are not vendored: validate.ts).
import { SETU_INVOICE } from '../sdk/formats.ts'

export type Syntax = 'ubl' | 'cii'
export interface RuleSet { id: string, set: string, entry: string, syntax: Syntax, title: string, version: string, source: { repository: string, commit: string }, licence: string }
export interface ValidationOption {
  id: string
  title: string
  syntax: Syntax
  /** Schematron rule sets, run in this order after the XSD. */
  ruleSets: string[]
  /** CustomizationIDs (CII: guideline IDs) that select this option. */
  customizations: RegExp[]
  /** The family's base option, used for an unknown customization. */
  base?: boolean
  /** UBL root elements it applies to; without it, Invoice and CreditNote (CII: CrossIndustryInvoice). */
  roots?: string[]
  /** The UBL version of its documents when they carry no cbc:UBLVersionID: the Peppol code list's (2.3 for the
   * poacc Order Change, Order Cancellation and Order Response Advanced), which picks the XSD (core/validation/xsd.ts). */
  ublVersion?: '2.3'
}

const rulesDir = path.join(projectRoot, 'rules')
export const cacheDir = (): string => process.env.WHARF_RULES_CACHE ?? path.join(projectRoot, '.cache', 'rules')

const BIS3 = /^urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:billing:3\.0$/
const SELF_BILLING = /^urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:selfbilling:3\.0$/
/** XRechnung 3.0, also its Extension as the KoSIT test suite and the Peppol code list write it
 * (`...:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`). */
const XRECHNUNG = /^urn:cen\.eu:en16931:2017#(compliant|conformant)#urn:xeinkauf\.de:kosit:(extension:)?xrechnung_3\.0(#conformant#urn:xeinkauf\.de:kosit:extension:xrechnung_3\.0)?$/
const NLCIUS = /^urn:cen\.eu:en16931:2017#compliant#urn:fdc:nen\.nl:nlcius:v1\.0$/
/** SG Peppol BIS Billing 3.0: an extension ("conformant") of EN 16931 with GST categories, so the CEN and Peppol rules
 * apply only in the subsets Singapore publishes (the full CEN rules refuse valid SG invoices: BR-CL-17/18, BR-S-*). */
const BIS3_SG = /^urn:cen\.eu:en16931:2017#conformant#urn:fdc:peppol\.eu:2017:poacc:billing:international:sg:3\.0$/
const EN16931 = /^urn:cen\.eu:en16931:2017$/
/** Peppol PINT-EU (billing): its three rule sets (rules/peppol-pint-eu). */
const PINT_EU = /^urn:peppol:pint:billing-1@eu-1$/
/** The other Peppol PINT specialisations with rules (rules/peppol-pint*, run as phive runs each one's newest version:
 * the PINT UBL rules, then the jurisdiction rules): CustomizationID `urn:peppol:pint:<profile>-1[@<spec>-1]` (no spec:
 * the Peppol-wide PINT): option, profile, spec, title, rule sets. */
const PINT_SPECIALISATIONS: ReadonlyArray<[string, string, string, string, string[]]> = [
  ['peppol-pint-billing-ubl', 'billing', '', 'PINT 1.1.3 (Peppol-wide)', ['pint-ubl']],
  ['peppol-pint-ae-ubl', 'billing', 'ae', 'PINT AE 2026.5', ['pint-ae-ubl', 'pint-ae-jurisdiction']],
  ['peppol-pint-ae-selfbilling-ubl', 'selfbilling', 'ae', 'PINT AE 2026.5 self-billing', ['pint-ae-sb-ubl', 'pint-ae-jurisdiction']],
  ['peppol-pint-aunz-ubl', 'billing', 'aunz', 'PINT A-NZ 1.1.3', ['pint-ubl', 'pint-aunz-jurisdiction']],
  ['peppol-pint-aunz-selfbilling-ubl', 'selfbilling', 'aunz', 'PINT A-NZ 1.1.3 self-billing', ['pint-aunz-sb-ubl', 'pint-aunz-sb-jurisdiction']],
  ['peppol-pint-jp-ubl', 'billing', 'jp', 'PINT JP 1.1.3', ['pint-ubl', 'pint-jp-jurisdiction']],
  ['peppol-pint-jp-nontaxinvoice-ubl', 'nontaxinvoice', 'jp', 'PINT JP 1.1.3 non-tax registered businesses', ['pint-jp-ntr-ubl', 'pint-jp-ntr-jurisdiction']],
  ['peppol-pint-jp-selfbilling-ubl', 'selfbilling', 'jp', 'PINT JP 1.1.3 self-billing', ['pint-jp-sb-ubl', 'pint-jp-sb-jurisdiction']],
  ['peppol-pint-my-ubl', 'billing', 'my', 'PINT MY 1.3.1', ['pint-ubl', 'pint-my-jurisdiction']],
  ['peppol-pint-my-selfbilling-ubl', 'selfbilling', 'my', 'PINT MY 1.3.1 self-billing', ['pint-my-sb-ubl', 'pint-my-sb-jurisdiction']],
  ['peppol-pint-om-ubl', 'billing', 'om', 'PINT OM 1.0.1', ['pint-om-ubl', 'pint-om-jurisdiction']],
  ['peppol-pint-om-selfbilling-ubl', 'selfbilling', 'om', 'PINT OM 1.0.1 self-billing', ['pint-om-sb-ubl', 'pint-om-sb-jurisdiction']],
  ['peppol-pint-sg-ubl', 'billing', 'sg', 'PINT SG 1.4.1', ['pint-ubl', 'pint-sg-jurisdiction']]
]
/** Any other Peppol PINT document (`urn:peppol:pint:billing-1@ng-1` and the like): no rules of its own vendored. */
const PINT = /^urn:peppol:pint:[a-z]+-\d+(@[a-z0-9]+-\d+)*$/
/** Peppol Message Level Status 1.0 (an ApplicationResponse). */
const MLS = /^urn:peppol:edec:mls:1\.0$/
/** A transaction of a per-transaction family: number, root, CustomizationID name(s), title, UBL version if not 2.1. */
type Transaction = readonly [number | string, string, string, string, '2.3'?]
/** Peppol Logistics (rules/peppol-logistics), per transaction. */
const LOGISTICS: ReadonlyArray<Transaction> = [
  [120, 'DespatchAdvice', 'advanced_despatch_advice', 'Advanced Despatch Advice'],
  [122, 'WeightStatement', 'weight_statement', 'Weight Statement'],
  [123, 'TransportExecutionPlanRequest', 'transport_execution_plan_request', 'Transport Execution Plan Request'],
  [124, 'TransportExecutionPlan', 'transport_execution_plan', 'Transport Execution Plan'],
  [125, 'Waybill', 'waybill', 'Waybill'],
  [126, 'TransportationStatusRequest', 'transportation_status_request', 'Transportation Status Request'],
  [127, 'TransportationStatus', 'transportation_status', 'Transportation Status'],
  [128, 'ReceiptAdvice', 'receipt_advice', 'Receipt Advice'],
  [129, 'ApplicationResponse', 'application_response|despatch_advice_response', 'Application Response']
]
const logistics = (names: string): RegExp => new RegExp(`^urn:fdc:peppol\\.eu:logistics:trns:(${names}):1(\\.\\d+)?$`)
/** Peppol BIS 3 ordering and other post-award documents (poacc-upgrade-3, rules/peppol-poacc-3): transaction, root,
 * CustomizationID name, title, UBL version (the Peppol code list's, when not 2.1). Their rules check that the
 * CustomizationID starts with `urn:fdc:peppol.eu:poacc:trns:<name>:3`; the code list also names extensions of it
 * (`...:order:3:extended:urn:fdc:anskaffelser.no:2019:ehf:spec:3.0`, `...:3:restrictive:urn:www.agid.gov.it:...`). */
const POACC: ReadonlyArray<Transaction> = [
  ['01', 'Order', 'order', 'Order'],
  ['16', 'DespatchAdvice', 'despatch_advice', 'Despatch Advice'],
  ['19', 'Catalogue', 'catalogue', 'Catalogue'],
  ['58', 'ApplicationResponse', 'catalogue_response', 'Catalogue Response'],
  ['71', 'ApplicationResponse', 'mlr', 'Message Level Response'],
  ['76', 'OrderResponse', 'order_response', 'Order Response'],
  ['77', 'Catalogue', 'punch_out', 'Punch Out'],
  ['110', 'OrderResponse', 'order_agreement', 'Order Agreement'],
  ['111', 'ApplicationResponse', 'invoice_response', 'Invoice Response'],
  ['114', 'OrderChange', 'order_change', 'Order Change', '2.3'],
  ['115', 'OrderCancellation', 'order_cancellation', 'Order Cancellation', '2.3'],
  ['116', 'OrderResponse', 'order_response_advanced', 'Order Response Advanced', '2.3']
]
const poacc = (name: string): RegExp => new RegExp(`^urn:fdc:peppol\\.eu:poacc:trns:${name}:3(:(extended|restrictive):\\S+)?$`)
/** One option per transaction of a table (transaction, root, CustomizationID name(s), title): option and rule set
 * `<prefix>-t<transaction>`, chosen by root and CustomizationID. */
const perTransaction = (prefix: string, table: ReadonlyArray<Transaction>, customization: (names: string) => RegExp, title: (t: number | string, title: string) => string): ValidationOption[] =>
  table.map(([t, root, names, name, ubl]) => ({
    id: `${prefix}-t${t}`, title: title(t, name), syntax: 'ubl', ruleSets: [`${prefix}-t${t}`], customizations: [customization(names)], roots: [root], ...(ubl !== undefined ? { ublVersion: ubl } : {})
  }))
/** The option of a PINT document of a specialisation without rules: XSD only, with an information assertion saying why (validate.ts). */
export const PINT_OPTION = 'peppol-pint-ubl'

export const OPTIONS: readonly ValidationOption[] = [
  { id: 'peppol-bis-billing-3-ubl', title: 'Peppol BIS Billing 3.0, UBL: XSD + CEN EN 16931 + Peppol', syntax: 'ubl', ruleSets: ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl'], customizations: [BIS3] },
  { id: 'peppol-bis-billing-3-cii', title: 'Peppol BIS Billing 3.0, CII: XSD + CEN EN 16931 + Peppol', syntax: 'cii', ruleSets: ['cen-en16931-cii', 'peppol-bis-billing-3-cii'], customizations: [BIS3] },
  { id: 'peppol-self-billing-3-ubl', title: 'Peppol BIS Self-Billing 3.0, UBL: XSD + CEN EN 16931 + Peppol Self-Billing', syntax: 'ubl', ruleSets: ['cen-en16931-ubl', 'peppol-self-billing-3-ubl'], customizations: [SELF_BILLING] },
  { id: 'peppol-bis-billing-3-sg-ubl', title: 'SG Peppol BIS Billing 3.0 (2024.12), UBL: XSD + the SG subsets of the CEN and Peppol rules + the SG rules', syntax: 'ubl', ruleSets: ['sg-bis-cen-ubl', 'sg-bis-peppol-ubl', 'sg-bis-billing-3-ubl'], customizations: [BIS3_SG] },
  { id: 'xrechnung-3-ubl', title: 'XRechnung 3.0, UBL: XSD + CEN EN 16931 + XRechnung', syntax: 'ubl', ruleSets: ['cen-en16931-ubl', 'xrechnung-ubl'], customizations: [XRECHNUNG] },
  { id: 'xrechnung-3-cii', title: 'XRechnung 3.0, CII: XSD + CEN EN 16931 + XRechnung', syntax: 'cii', ruleSets: ['cen-en16931-cii', 'xrechnung-cii'], customizations: [XRECHNUNG] },
  { id: 'si-ubl-2.0', title: 'SI-UBL 2.0 (NLCIUS), UBL: XSD + SI-UBL 2.0 (which carries its CEN rules)', syntax: 'ubl', ruleSets: ['si-ubl-2.0'], customizations: [NLCIUS, SETU_INVOICE] },
  { id: 'nlcius-cii-1.0', title: 'NLCIUS-CII 1.0: XSD + NLCIUS-CII (which carries its CEN rules)', syntax: 'cii', ruleSets: ['nlcius-cii-1.0'], customizations: [NLCIUS, SETU_INVOICE] },
  { id: 'peppol-pint-eu-ubl', title: 'Peppol PINT-EU 1.1.1, UBL: XSD + PINT UBL + EN 16931 aligned + jurisdiction rules', syntax: 'ubl', ruleSets: ['pint-eu-ubl', 'pint-eu-en16931', 'pint-eu-jurisdiction'], customizations: [PINT_EU] },
  ...PINT_SPECIALISATIONS.map(([id, profile, spec, title, sets]) => ({
    id, title: `Peppol ${title}, UBL: XSD + ${sets.length === 1 ? 'the PINT UBL rules' : 'the PINT UBL and jurisdiction rules'}`,
    syntax: 'ubl' as const, ruleSets: sets, customizations: [new RegExp(`^urn:peppol:pint:${profile}-1${spec === '' ? '' : `@${spec}-1`}$`)]
  })),
  { id: PINT_OPTION, title: 'Peppol PINT (a specialisation without vendored rules), UBL: XSD only', syntax: 'ubl', ruleSets: [], customizations: [PINT] },
  { id: 'peppol-mls-1.0', title: 'Peppol Message Level Status 1.0: XSD + MLS rules', syntax: 'ubl', ruleSets: ['peppol-mls-1.0'], customizations: [MLS], roots: ['ApplicationResponse'] },
  ...perTransaction('peppol-logistics', LOGISTICS, logistics, (t, title) => `Peppol Logistics ${title} (T${t}): XSD + its rules`),
  ...perTransaction('peppol-poacc', POACC, poacc, (t, title) => `Peppol BIS 3 ${title} (T${t}, poacc-upgrade-3): XSD + its rules`),
  { id: 'en16931-ubl', title: 'EN 16931, UBL: XSD + CEN EN 16931', syntax: 'ubl', ruleSets: ['cen-en16931-ubl'], customizations: [EN16931], base: true },
  { id: 'en16931-cii', title: 'EN 16931, CII: XSD + CEN EN 16931', syntax: 'cii', ruleSets: ['cen-en16931-cii'], customizations: [EN16931], base: true }
]

let defs: Map<string, RuleSet> | undefined
export function ruleSets (): Map<string, RuleSet> {
  if (defs !== undefined) return defs
  const list = JSON.parse(fs.readFileSync(path.join(rulesDir, 'rule-sets.json'), 'utf8')).ruleSets as Array<Omit<RuleSet, 'version' | 'source' | 'licence'>>
  defs = new Map(list.map(d => {
    // A set's manifest may give one of its rule sets its own version and source (ruleSets: BIS Billing's UBL and CII)
    type Origin = { version: string, source: RuleSet['source'], licence: string }
    const m = JSON.parse(fs.readFileSync(path.join(rulesDir, d.set, 'manifest.json'), 'utf8')) as Origin & { ruleSets?: Record<string, Origin> }
    const o = m.ruleSets?.[d.id] ?? m
    return [d.id, { ...d, version: o.version, source: o.source, licence: o.licence }]
  }))
  return defs
}

/** The XSD sets, reported like the rule sets: by syntax (UBL: 2.1) or by set (xsd.ts schemaFor). */
export function schemaSet (syntax: Syntax | 'ubl-other' | 'ubl-2.1' | 'ubl-2.3' | 'cii-d16b'): { id: string, version: string } {
  const set = syntax === 'cii' || syntax === 'cii-d16b' ? 'cii-d16b' : syntax === 'ubl-2.3' ? 'ubl-2.3' : 'ubl-2.1'
  const m = JSON.parse(fs.readFileSync(path.join(rulesDir, set, 'manifest.json'), 'utf8')) as { version: string }
  return { id: `${set}-xsd`, version: m.version }
}

/** The compiled SEF file of a rule set, or null when it is not compiled (run `npm run rules:compile`). */
export function sefFile (id: string): string | null {
  try {
    const index = JSON.parse(fs.readFileSync(path.join(cacheDir(), 'index.json'), 'utf8')) as Record<string, { sef: string }>
    const entry = index[id]
    if (entry === undefined) return null
    const file = path.join(cacheDir(), entry.sef)
    return fs.existsSync(file) ? file : null
  } catch {
    return null
  }
}

/** The option of another UBL document (root `localName`) by its CustomizationID; none: the XSD alone. */
export function selectOtherOption (localName: string, customizationId: string | null): ValidationOption | undefined {
  const c = customizationId ?? ''
  return OPTIONS.find(o => o.roots?.includes(localName) === true && o.customizations.some(r => r.test(c)))
}

export function optionById (id: string): ValidationOption | undefined {
  return OPTIONS.find(o => o.id === id)
}

/** The option of an invoice or credit note: by its CustomizationID, else the syntax's base option (unknown: true). */
export function selectOption (syntax: Syntax, customizationId: string | null): { option: ValidationOption, unknown: boolean } {
  const c = customizationId ?? ''
  const hit = OPTIONS.find(o => o.syntax === syntax && o.roots === undefined && o.customizations.some(r => r.test(c)))
  if (hit !== undefined) return { option: hit, unknown: false }
  return { option: OPTIONS.find(o => o.syntax === syntax && o.base === true) as ValidationOption, unknown: true }
}
