/**
 * The email channel's message, without I/O: the placeholder values of a delivery job, `{{placeholder}}` templates,
 * recipients from a `mailto:` hook URL, the hook settings or the tenant settings, and the default plain-text summary.
 *
 *   const values = placeholderValues(job)           // { documentId, documentType, documentTypeName, sender, ... }
 *   fillTemplate('{{documentTypeName}} {{documentId}}', values)
 *   recipientsFor(job, settings)                   // { to: [...], cc: [...], subject?: string }
 */
import type { DeliveryJob, JsonValue } from '../../core/sdk/index.ts'

export const DEFAULT_BODY = [
  'A {{documentTypeName}} was delivered to you through Wharf.',
  '',
  'Document type: {{documentTypeName}}',
  'Document id:   {{documentId}}',
  'Sender:        {{sender}}',
  'Receiver:      {{receiver}}',
  'Attachment:    {{filename}} ({{size}} bytes)',
  '',
  'Full document type identifier:',
  '{{documentType}}',
  ''
].join('\n')

/** The default body of a converted document (a mailto: URL's targetDocumentTypeId): says so under the attachment. */
export const CONVERTED_BODY = DEFAULT_BODY.replace(/^(Attachment: .*)$/m, '$1\nFormat:        {{conversion}}')

/** A party in a payload: `'0208:0123'`, `{ scheme, value }`, `{ id }` or `{ name, ... }`. */
function partyText (v: JsonValue | undefined): string {
  if (typeof v === 'string') return v
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const o = v as Record<string, JsonValue>
    if (typeof o.scheme === 'string' && typeof o.value === 'string') return `${o.scheme}::${o.value}`
    for (const k of ['id', 'partyId', 'value', 'name']) if (typeof o[k] === 'string') return o[k] as string
  }
  return 'unknown'
}

/** `urn:...:Invoice-2::Invoice##urn:cen...::2.1` -> `Invoice`; `CreditNote` -> `Credit Note`. */
export function documentTypeName (documentType: string | undefined): string {
  if (documentType === undefined || documentType === '') return 'document'
  const m = /::([A-Za-z]+)##/.exec(documentType) ?? /::([A-Za-z]+)$/.exec(documentType)
  const root = m?.[1] ?? documentType
  return root.replace(/([a-z])([A-Z])/g, '$1 $2')
}

export function placeholderValues (job: DeliveryJob): Record<string, string> {
  const payload = typeof job.payload === 'object' && job.payload !== null && !Array.isArray(job.payload) ? job.payload : {}
  const documentId = job.documentId ?? (typeof payload.documentId === 'string' ? payload.documentId : '')
  return {
    documentId,
    documentType: job.document?.documentType ?? '',
    // The business document's name (Invoice, Credit Note) also when the attachment is its CII conversion.
    documentTypeName: documentTypeName(job.document?.conversion?.sourceDocumentType ?? job.document?.documentType),
    conversion: conversionText(job.document?.conversion),
    sender: partyText(payload.sender),
    receiver: partyText(payload.receiver),
    filename: job.document?.filename ?? `${documentId === '' ? 'document' : documentId}.xml`,
    id: documentId === '' ? 'document' : documentId,
    extension: extensionOf(job.document?.mediaType),
    size: String(job.document?.size ?? job.document?.bytes.byteLength ?? 0),
    topic: job.topic,
    tenantId: job.tenantId,
    partyId: job.partyId,
    deliveryId: job.deliveryId
  }
}

/** `converted by Wharf to cii (ubl-to-cii) from <source type>`, or '' when the document is as stored. */
function conversionText (c: { targetFormat: string, sourceDocumentType?: string, steps: string[] } | undefined): string {
  if (c === undefined) return ''
  return `converted by Wharf to ${c.targetFormat}${c.steps.length > 0 ? ` (${c.steps.join(', ')})` : ''}${c.sourceDocumentType !== undefined ? ` from ${c.sourceDocumentType}` : ''}`
}

/** `.xml` for XML media types (application/xml, text/xml, *+xml), else `.bin`. */
export const extensionOf = (mediaType: string | undefined): string => /xml/i.test(mediaType ?? 'application/xml') ? '.xml' : '.bin'

/** Replaces `{{name}}` by its value; an unknown name stays as it is written. */
export function fillTemplate (template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g, (whole, key: string) => Object.hasOwn(values, key) ? values[key] : whole)
}

/** One header line: no CR/LF (header injection), at most 998 characters. */
export const headerSafe = (text: string): string => text.replace(/[\r\n]+/g, ' ').slice(0, 998)

const ADDRESS = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/

const list = (v: unknown): string[] => {
  if (typeof v === 'string') return v.split(',').map(s => s.trim()).filter(s => s !== '')
  if (Array.isArray(v)) return v.flatMap(list)
  return []
}

/** The options of a `mailto:` hook URL besides its recipients (README, "mailto options"). */
export interface MailOptions {
  /** false: no attachment at all (default true). */
  includeAttachment: boolean
  /** Template of the document attachment's name, e.g. `{{id}}{{extension}}`. */
  filename?: string
  /** Leave out the document itself (the embedded attachments may still be sent). */
  excludePrimaryAttachment: boolean
  /** Leave out the attachments embedded in the UBL (AdditionalDocumentReference/EmbeddedDocumentBinaryObject). */
  excludeAdditionalAttachments: boolean
  /** Used for a placeholder whose address the document does not give. */
  fallbackEmail?: string
  replyTo?: string
  /** The From header (the SMTP envelope sender stays the tenant's `from`). */
  from?: string
  /** `targetDocumentTypeId` / `targetFormat`: the host converts the document before the plugin runs. */
  targetFormat?: string
}

export interface Recipients { to: string[], cc: string[], bcc: string[], subject?: string, options: MailOptions }

/** Recipient placeholders resolved from the document (document-info.ts). */
export const SENDER_EMAIL = '[senderEmailAddress]'
export const RECEIVER_EMAIL = '[receiverEmailAddress]'
const isPlaceholder = (a: string): boolean => a === SENDER_EMAIL || a === RECEIVER_EMAIL

const DEFAULT_OPTIONS: MailOptions = { includeAttachment: true, excludePrimaryAttachment: false, excludeAdditionalAttachments: false }

function flag (key: string, v: string): boolean {
  if (/^(true|1|yes)$/i.test(v)) return true
  if (/^(false|0|no)$/i.test(v)) return false
  throw new Error(`${key} must be true or false, not "${v}"`)
}

/** RFC 6068 `mailto:a@x.example,b@y.example?cc=c@z.example&subject=Hello`, plus Wharf's options (MailOptions). */
export function parseMailto (url: string): Recipients {
  const m = /^mailto:([^?]*)(?:\?(.*))?$/i.exec(url.trim())
  if (m === null) throw new Error(`not a mailto: URL: ${url}`)
  const out: Recipients = { to: list(decodeURIComponent(m[1])), cc: [], bcc: [], options: { ...DEFAULT_OPTIONS } }
  for (const [k, v] of new URLSearchParams(m[2] ?? '')) {
    const key = k.toLowerCase()
    if (key === 'to') out.to.push(...list(v))
    else if (key === 'cc') out.cc.push(...list(v))
    else if (key === 'bcc') out.bcc.push(...list(v))
    else if (key === 'subject') out.subject = v
    else if (key === 'includeattachment') out.options.includeAttachment = flag(k, v)
    else if (key === 'excludeprimaryattachment') out.options.excludePrimaryAttachment = flag(k, v)
    else if (key === 'excludeadditionalattachments') out.options.excludeAdditionalAttachments = flag(k, v)
    else if (key === 'filename') out.options.filename = v
    else if (key === 'fallbackemail') out.options.fallbackEmail = v.trim()
    else if (key === 'replyto') out.options.replyTo = v.trim()
    else if (key === 'from') out.options.from = v.trim()
    else if ((key === 'targetdocumenttypeid' || key === 'targetformat') && v.trim() !== '') out.options.targetFormat = v.trim()
  }
  return out
}

/** Whether recipients name a placeholder the document must fill. */
export const usesPlaceholders = (r: Pick<Recipients, 'to' | 'cc' | 'bcc'>): boolean => [...r.to, ...r.cc, ...r.bcc].some(isPlaceholder)

/**
 * Recipients by precedence: the hook URL (`mailto:`), then hook settings `to`/`cc`/`bcc`, then the tenant's `to`.
 * `[senderEmailAddress]` / `[receiverEmailAddress]` become the document's addresses (`found`), else `fallbackEmail`.
 * Throws when an address is malformed, a placeholder has neither, or there is no recipient.
 */
export function recipientsFor (job: DeliveryJob, tenantTo: string[], found: { senderEmail?: string, receiverEmail?: string } = {}): Recipients {
  const hook = job.hook.settings ?? {}
  let r: Recipients = { to: [], cc: [], bcc: [], options: { ...DEFAULT_OPTIONS } }
  if (job.hook.url !== undefined && job.hook.url !== '') r = parseMailto(job.hook.url)
  if (r.to.length === 0) r.to = list(hook.to)
  if (r.cc.length === 0) r.cc = list(hook.cc)
  if (r.bcc.length === 0) r.bcc = list(hook.bcc)
  if (r.to.length === 0) r.to = list(tenantTo)
  const fill = (a: string): string => {
    if (!isPlaceholder(a)) return a
    const v = (a === SENDER_EMAIL ? found.senderEmail : found.receiverEmail) ?? r.options.fallbackEmail
    if (v === undefined) throw new Error(`the document gives no address for ${a} and the hook names no fallbackEmail`)
    return v
  }
  const unique = (xs: string[]): string[] => [...new Set(xs.map(fill))]
  r = { ...r, to: unique(r.to), cc: unique(r.cc), bcc: unique(r.bcc) }
  for (const a of [...r.to, ...r.cc, ...r.bcc, ...[r.options.replyTo, r.options.from, r.options.fallbackEmail].filter(x => x !== undefined)]) if (!ADDRESS.test(a)) throw new Error(`"${a}" is not an email address`)
  if (r.to.length === 0) throw new Error('no recipient: the hook has no mailto: URL or "to" setting, and the tenant settings name none')
  return r
}
