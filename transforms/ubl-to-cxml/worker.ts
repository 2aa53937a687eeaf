/**
 * Transform plugin ubl -> cxml: a UBL 2.1 Invoice or CreditNote (BIS Billing 3 or any EN 16931 CIUS) read into the
 * EN 16931 model (transforms/en16931) and written as a cXML InvoiceDetailRequest (cxml.ts). Settings (all optional;
 * the cXML channel plugins/cxml passes its own): `from`, `to`, `sender` credentials, `userAgent`, `payloadId`,
 * `timestamp`, `deploymentMode`, `version`. Every business term of the source that the cXML does not carry is
 * returned in `lost` (so the API refuses the conversion without lossy=true and the channel can report it).
 */
import { createHash } from 'node:crypto'
import type { TransformInput, TransformOutput } from '../../core/sdk/formats.ts'
import { currentTime, type PluginContext } from '../../core/sdk/index.ts'
import { readModel, XmlInputError } from '../en16931/convert.ts'
import { ublKind } from '../en16931/ubl.ts'
import type { Group } from '../en16931/model.ts'
import { isCreditNote, termPaths, writeCxml, type CxmlAttachment, type CxmlOptions } from './cxml.ts'

export type CxmlSettings = Partial<CxmlOptions>

export const CXML_DOCUMENT_TYPE = 'cxml::InvoiceDetailRequest'

export interface CxmlConversion { xml: string, attachments: CxmlAttachment[], lost: TransformOutput['lost'], unmapped: string[], credit: boolean, model: Group }

/** ISO 8601 with an explicit offset, as cXML timestamps are written. */
export const cxmlTimestamp = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00')

/** UBL (or, through the same model, CII) text -> cXML text, with what was not carried. Throws XmlInputError for input
 * that is not an EN 16931 invoice or credit note. */
export function ublToCxml (xml: string, settings: CxmlSettings, now: number): CxmlConversion {
  const { model, info, unmapped } = readModel(xml)
  const root = info.documentTypeId?.includes('::CreditNote##') === true ? 'CreditNote' : ublKind(model)
  const payloadId = settings.payloadId ?? `${createHash('sha256').update(xml).digest('hex').slice(0, 24)}@wharf`
  const { xml: out, used, attachments } = writeCxml(model, root, { ...settings, payloadId, timestamp: settings.timestamp ?? cxmlTimestamp(now) })
  const values = new Map<string, string>()
  const walk = (g: Group, prefix: string): void => {
    for (const [k, v] of Object.entries(g)) {
      if (typeof v === 'string') values.set(`${prefix}${k}`, v)
      else if (Array.isArray(v)) v.forEach((item, i) => { walk(item, `${prefix}${k}[${i}]/`) })
      else walk(v, `${prefix}${k}/`)
    }
  }
  walk(model, '')
  const lost = termPaths(model).filter(p => !used.paths.has(p)).map(term => ({ term, source: values.get(term) ?? '' }))
  return { xml: out, attachments, lost, unmapped, credit: isCreditNote(model, root), model }
}

export async function transform (input: TransformInput, settings: CxmlSettings = {}, ctx?: Pick<PluginContext, 'now'>): Promise<{ ok: true, details: TransformOutput } | { ok: false, code: string, retryable: false, message: string }> {
  try {
    // On its own the output is one XML text: embedded attachments cannot travel with it (reported lost).
    const r = ublToCxml(input.xml, { ...settings, attachments: 'none' }, currentTime(ctx ?? {}))
    return { ok: true, details: { xml: r.xml, documentTypeId: CXML_DOCUMENT_TYPE, lost: r.lost, unmapped: r.unmapped } }
  } catch (err) {
    if (err instanceof XmlInputError) return { ok: false, code: 'TRANSFORM_INPUT_INVALID', retryable: false, message: err.message }
    throw err
  }
}
