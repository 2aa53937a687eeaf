/**
 * Capabilities (interface spec "Capability"): named groups of Peppol document types a party can receive, each
 * with the state on, off or inherited. The table is data (capabilities.json); every identifier in it is copied
 * from the OpenPeppol eDEC code list "Document types" v9.7 (vendored at rules/peppol-codelists/, checked by the
 * tests). This module resolves capability maps to the document type + process identifiers an SMP publishes, and
 * goes the other way (document type -> capability, family).
 *
 * Identifier strings (PEPPOL.md (h)):
 *   document type  busdox-docid-qns::<value>  or  peppol-doctype-wildcard::<value> (PINT)   case-sensitive, <= 500
 *   process        cenbii-procid-ubl::<value>                                                <= 200
 * A document type value itself contains '::' (e.g. `...:Invoice-2::Invoice##...::2.1`), so a scheme prefix is
 * recognised only when the part before the first '::' has the scheme shape (no ':' in it).
 */
import { WharfError } from '../../errors.ts'
import table from './capabilities.json' with { type: 'json' }

export const DOCTYPE_SCHEME_QNS = 'busdox-docid-qns'
export const DOCTYPE_SCHEME_WILDCARD = 'peppol-doctype-wildcard'
export const PROCESS_SCHEME = 'cenbii-procid-ubl'
/** Peppol maximum lengths of identifier values (PEPPOL.md (h)). */
export const MAX_DOCTYPE_VALUE_LENGTH = 500
export const MAX_PROCESS_VALUE_LENGTH = 200

/**
 * Capability names, in the order of the interface spec, then Wharf's own (the spec has none for Despatch Advice,
 * XRechnung 3.0, PINT or Peppol Logistics).
 */
export const CAPABILITY_NAMES = [
  'invoices', 'selfbilling', 'invoice_bisv2', 'reviews', 'invoiceResponse',
  'orders', 'orderOnly', 'orderAdvanced', 'orderResponse', 'orderResponseAdvanced',
  'despatchAdvice', 'xrechnung', 'pint', 'logistics'
] as const
export type CapabilityName = typeof CAPABILITY_NAMES[number]

export const CAPABILITY_STATES = ['on', 'off', 'inherited'] as const
export type CapabilityState = typeof CAPABILITY_STATES[number]
/** A party's capability map; a missing name counts as inherited (the spec's recommended value). */
export type CapabilityMap = Partial<Record<CapabilityName, CapabilityState>>
/** The organisation's default configuration that `inherited` resolves to; a missing name counts as off. */
export type CapabilityDefaults = Partial<Record<CapabilityName, 'on' | 'off'>>

/**
 * Business document families, from the root element of the document type (CrossIndustryInvoice counts as Invoice:
 * the CII syntax carries invoices and credit notes in one root; the code list names it "CII Invoice"). The Peppol
 * Logistics roots are families of their own, named as their roots.
 */
export const DOCUMENT_TYPE_FAMILIES = [
  'Invoice', 'CreditNote', 'Order', 'OrderChange', 'OrderCancellation', 'OrderResponse',
  'ApplicationResponse', 'DespatchAdvice', 'ReceiptAdvice', 'Catalogue',
  'WeightStatement', 'Waybill', 'TransportExecutionPlan', 'TransportExecutionPlanRequest',
  'TransportationStatus', 'TransportationStatusRequest'
] as const
export type DocumentFamily = typeof DOCUMENT_TYPE_FAMILIES[number]

export interface DocumentTypeId { scheme: string, value: string }
export interface ProcessId { scheme: string, value: string }

export interface CapabilityDocumentType {
  /** Name in the code list, e.g. 'Peppol BIS Billing UBL Invoice V3'. */
  name: string
  documentTypeId: DocumentTypeId
  /** Process identifier values (scheme cenbii-procid-ubl) registered for this capability. */
  processIds: readonly string[]
  family: DocumentFamily
  /** State in the code list: 'active' or 'deprecated'. */
  codeListState: string
}

export interface CapabilityInfo {
  name: CapabilityName
  /** The spec's "Document types it covers" column. */
  covers: string
  documentTypes: readonly CapabilityDocumentType[]
}

function loadTable (): Readonly<Record<CapabilityName, CapabilityInfo>> {
  const raw = table.capabilities as Record<string, { covers: string, documentTypes: Array<Record<string, unknown>> }>
  const names = Object.keys(raw)
  if (names.join() !== CAPABILITY_NAMES.join()) throw new Error(`capabilities.json: capabilities must be exactly ${CAPABILITY_NAMES.join(', ')}`)
  const out = {} as Record<CapabilityName, CapabilityInfo>
  for (const name of CAPABILITY_NAMES) {
    const entry = raw[name]
    const documentTypes = entry.documentTypes.map(d => {
      const id = d.documentTypeId as DocumentTypeId
      const processIds = d.processIds as string[]
      if (typeof d.name !== 'string' || typeof id?.scheme !== 'string' || typeof id.value !== 'string' ||
          ![DOCTYPE_SCHEME_QNS, DOCTYPE_SCHEME_WILDCARD].includes(id.scheme) || id.value.length > MAX_DOCTYPE_VALUE_LENGTH ||
          !Array.isArray(processIds) || processIds.length === 0 || !processIds.every(p => typeof p === 'string' && p.length <= MAX_PROCESS_VALUE_LENGTH) ||
          !(DOCUMENT_TYPE_FAMILIES as readonly string[]).includes(d.family as string)) {
        throw new Error(`capabilities.json: invalid document type in ${name}: ${JSON.stringify(d)}`)
      }
      return Object.freeze({
        name: d.name,
        documentTypeId: Object.freeze({ scheme: id.scheme, value: id.value }),
        processIds: Object.freeze([...processIds]),
        family: d.family as DocumentFamily,
        codeListState: String(d.codeListState)
      })
    })
    out[name] = Object.freeze({ name, covers: entry.covers, documentTypes: Object.freeze(documentTypes) })
  }
  return Object.freeze(out)
}

/** The capability table (capabilities.json), frozen. */
export const CAPABILITIES: Readonly<Record<CapabilityName, CapabilityInfo>> = loadTable()

/** Items of the spec's table without an exact identifier (empty: the code list v9.7 resolves all of them). */
export const UNRESOLVED: ReadonlyArray<{ capability: string, item: string, note: string }> =
  Object.freeze((table.unresolved as Array<{ capability: string, item: string, note: string }>).map(u => Object.freeze({ ...u })))

/** Interpretation notes of the table (which code list entry a spec item was read as). */
export const CAPABILITY_NOTES: readonly string[] = Object.freeze([...table.notes])

export const isCapabilityName = (name: unknown): name is CapabilityName =>
  typeof name === 'string' && (CAPABILITY_NAMES as readonly string[]).includes(name)

// ---------------------------------------------------------------------------------------------------------------
// Identifier formatting

const SCHEME_SHAPE = /^([a-z0-9]+(?:-[a-z0-9]+)+)::([\s\S]*)$/i

/** 'busdox-docid-qns::<value>' */
export function formatDocumentTypeId (id: DocumentTypeId | string, scheme: string = DOCTYPE_SCHEME_QNS): string {
  return formatId(id, scheme)
}

/**
 * Splits 'busdox-docid-qns::<value>' (or 'peppol-doctype-wildcard::<value>') into scheme and value. Text without a
 * scheme prefix is a bare value of `defaultScheme`. Throws WharfError VALIDATION_FAILED for an empty value or one
 * longer than the Peppol maximum.
 */
export function parseDocumentTypeId (text: string | DocumentTypeId, defaultScheme: string = DOCTYPE_SCHEME_QNS, field = 'documentTypeId'): DocumentTypeId {
  return parseId(text, defaultScheme, MAX_DOCTYPE_VALUE_LENGTH, field)
}

/** 'cenbii-procid-ubl::<value>' */
export function formatProcessId (id: ProcessId | string, scheme: string = PROCESS_SCHEME): string {
  return formatId(id, scheme)
}

/** Like parseDocumentTypeId, for process identifiers (default scheme cenbii-procid-ubl). */
export function parseProcessId (text: string | ProcessId, defaultScheme: string = PROCESS_SCHEME, field = 'processId'): ProcessId {
  return parseId(text, defaultScheme, MAX_PROCESS_VALUE_LENGTH, field)
}

/** '<scheme>::<value>', the scheme given or the id's own. */
function formatId (id: { scheme: string, value: string } | string, scheme: string): string {
  const { scheme: s, value } = typeof id === 'string' ? { scheme, value: id } : id
  return `${s}::${value}`
}

/** A document type or process identifier from text ('<scheme>::<value>', or a bare value of `defaultScheme`) or parts. */
function parseId (text: string | { scheme: string, value: string }, defaultScheme: string, max: number, field: string): { scheme: string, value: string } {
  if (typeof text !== 'string') return checkId({ scheme: text.scheme, value: text.value }, max, field)
  const m = SCHEME_SHAPE.exec(text.trim())
  const id = m === null ? { scheme: defaultScheme, value: text.trim() } : { scheme: (m[1] as string).toLowerCase(), value: m[2] as string }
  return checkId(id, max, field)
}

function checkId<T extends { scheme: string, value: string }> (id: T, max: number, field: string): T {
  if (typeof id.scheme !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)+$/i.test(id.scheme)) {
    throw new WharfError('VALIDATION_FAILED', `Invalid ${field}: bad identifier scheme ${JSON.stringify(id.scheme)}`, { field, reason: 'scheme' })
  }
  if (typeof id.value !== 'string' || id.value === '') {
    throw new WharfError('VALIDATION_FAILED', `Invalid ${field}: the identifier value is empty`, { field, reason: 'empty' })
  }
  if (id.value.length > max) {
    throw new WharfError('VALIDATION_FAILED', `Invalid ${field}: longer than ${max} characters (Peppol maximum)`, { field, reason: 'length' })
  }
  return id
}

// ---------------------------------------------------------------------------------------------------------------
// Capability maps

function invalid (field: string, message: string, details: Record<string, unknown> = {}): WharfError {
  return new WharfError('VALIDATION_FAILED', `Invalid ${field}: ${message}`, { field, ...details })
}

/**
 * Checks a capability map (e.g. the `capabilities` object of a party's Peppol configuration): an object whose keys
 * are capability names and whose values are on, off or inherited. Throws WharfError VALIDATION_FAILED with
 * details.field naming the offending key (e.g. 'capabilities.invoicez'). Returns a copy.
 */
export function validateCapabilities (input: unknown, field = 'capabilities'): CapabilityMap {
  return validateMap(input, field, CAPABILITY_STATES)
}

/** Like validateCapabilities for an organisation default map: only on or off (a default cannot inherit). */
export function validateCapabilityDefaults (input: unknown, field = 'defaults'): CapabilityDefaults {
  return validateMap(input, field, ['on', 'off']) as CapabilityDefaults
}

function validateMap (input: unknown, field: string, states: readonly string[]): CapabilityMap {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw invalid(field, 'expected an object of capability name to state', { reason: 'type' })
  }
  const out: CapabilityMap = {}
  for (const [key, state] of Object.entries(input)) {
    const keyField = `${field}.${key}`
    if (!isCapabilityName(key)) {
      throw invalid(keyField, `unknown capability "${key}"; known capabilities: ${CAPABILITY_NAMES.join(', ')}`, { reason: 'unknown-capability', capability: key })
    }
    if (typeof state !== 'string' || !states.includes(state)) {
      throw invalid(keyField, `state must be one of ${states.join(', ')}, not ${JSON.stringify(state)}`, { reason: 'bad-state', capability: key })
    }
    out[key] = state as CapabilityState
  }
  return out
}

/**
 * Effective on/off per capability: on and off as given, inherited (or missing) from `defaults`, and a capability
 * missing from the defaults too is off. Both maps are validated first.
 */
export function resolveCapabilities (capabilities: CapabilityMap, defaults: CapabilityDefaults = {}): Record<CapabilityName, boolean> {
  const caps = validateCapabilities(capabilities)
  const defs = validateCapabilityDefaults(defaults)
  const out = {} as Record<CapabilityName, boolean>
  for (const name of CAPABILITY_NAMES) {
    const state = caps[name] ?? 'inherited'
    out[name] = state === 'inherited' ? defs[name] === 'on' : state === 'on'
  }
  return out
}

/** One document type to publish, with the processes of every enabled capability that covers it. */
export interface ResolvedDocumentType {
  documentTypeId: DocumentTypeId
  /** formatDocumentTypeId(documentTypeId). */
  id: string
  name: string
  family: DocumentFamily
  /** Process identifier values (scheme cenbii-procid-ubl), without duplicates, in table order. */
  processIds: string[]
  /** The enabled capabilities that contribute this document type. */
  capabilities: CapabilityName[]
}

/**
 * The document types (one entry per document type id, i.e. per SMP ServiceMetadata) a party receives with these
 * capabilities. Capabilities that share a document type (orders, orderOnly and orderAdvanced all use Order 3) are
 * merged into one entry with several processes. Order: table order of first appearance.
 */
export function documentTypesFor (capabilities: CapabilityMap, defaults: CapabilityDefaults = {}): ResolvedDocumentType[] {
  const enabled = resolveCapabilities(capabilities, defaults)
  const byId = new Map<string, ResolvedDocumentType>()
  for (const name of CAPABILITY_NAMES) {
    if (!enabled[name]) continue
    for (const d of CAPABILITIES[name].documentTypes) {
      const id = formatDocumentTypeId(d.documentTypeId)
      let entry = byId.get(id)
      if (entry === undefined) {
        entry = { documentTypeId: { ...d.documentTypeId }, id, name: d.name, family: d.family, processIds: [], capabilities: [] }
        byId.set(id, entry)
      }
      for (const p of d.processIds) if (!entry.processIds.includes(p)) entry.processIds.push(p)
      if (!entry.capabilities.includes(name)) entry.capabilities.push(name)
    }
  }
  return [...byId.values()]
}

const asDocId = (id: string | DocumentTypeId): DocumentTypeId =>
  typeof id === 'string' ? parseDocumentTypeId(id) : id
const asProcessValue = (p: string | ProcessId): string =>
  typeof p === 'string' ? parseProcessId(p).value : p.value

/**
 * Whether a document type published for a capability (`registered`) covers the document type of a message
 * (`actual`). Exact comparison (case-sensitive, PEPPOL.md (h)), except under the PINT scheme
 * peppol-doctype-wildcard, whose `@` separates specialisations: a registration of
 * `...##urn:peppol:pint:billing-1::2.1` also covers `...##urn:peppol:pint:billing-1@jp-1::2.1` (same root and
 * syntax version), never the other way round.
 */
export function documentTypeMatches (registered: DocumentTypeId, actual: DocumentTypeId): boolean {
  if (registered.scheme !== actual.scheme) return false
  if (registered.value === actual.value) return true
  if (registered.scheme !== DOCTYPE_SCHEME_WILDCARD) return false
  const split = (v: string): [string, string] | undefined => {
    const end = v.lastIndexOf('::')
    return end < v.indexOf('##') ? undefined : [v.slice(0, end), v.slice(end)]
  }
  const r = split(registered.value)
  const a = split(actual.value)
  return r !== undefined && a !== undefined && r[1] === a[1] && a[0].startsWith(`${r[0]}@`)
}

/**
 * Every capability whose table lists the document type (and the process, when given). Document type ids compare
 * as documentTypeMatches says; a string without scheme prefix is a busdox-docid-qns value.
 */
export function capabilitiesOf (documentTypeId: string | DocumentTypeId, processId?: string | ProcessId): CapabilityName[] {
  const id = asDocId(documentTypeId)
  const process = processId === undefined ? undefined : asProcessValue(processId)
  return CAPABILITY_NAMES.filter(name => CAPABILITIES[name].documentTypes.some(d =>
    documentTypeMatches(d.documentTypeId, id) && (process === undefined || d.processIds.includes(process))))
}

/**
 * The one capability that covers the document type (and process). Undefined when none does, or when several do
 * and no process tells them apart (Order 3: orders = ordering:3, orderOnly = order_only:3, orderAdvanced =
 * advanced_ordering:3).
 */
export function capabilityOf (documentTypeId: string | DocumentTypeId, processId?: string | ProcessId): CapabilityName | undefined {
  const found = capabilitiesOf(documentTypeId, processId)
  return found.length === 1 ? found[0] : undefined
}

/** Root element -> family: every family is named as its root, and CrossIndustryInvoice is an Invoice. */
const ROOT_FAMILY: Record<string, DocumentFamily> = {
  ...Object.fromEntries(DOCUMENT_TYPE_FAMILIES.map(f => [f, f])),
  CrossIndustryInvoice: 'Invoice'
}

/**
 * The family of a document type: from the table when listed, else from the root element named in the id
 * (`<namespace>::<Root>##<customization>::<version>`). Undefined for other roots.
 */
export function familyOf (documentTypeId: string | DocumentTypeId): DocumentFamily | undefined {
  const id = asDocId(documentTypeId)
  for (const name of CAPABILITY_NAMES) {
    const d = CAPABILITIES[name].documentTypes.find(t => documentTypeMatches(t.documentTypeId, id))
    if (d !== undefined) return d.family
  }
  const root = rootElementOf(id.value)
  return root === undefined || !Object.hasOwn(ROOT_FAMILY, root) ? undefined : ROOT_FAMILY[root]
}

/** Root element local name of a document type value: 'Invoice' for `urn:...:Invoice-2::Invoice##...`. */
export function rootElementOf (documentTypeValue: string): string | undefined {
  const m = /^[^#]*?::([A-Za-z_][\w.-]*)##/.exec(documentTypeValue)
  return m === null ? undefined : m[1]
}
