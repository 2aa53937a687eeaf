/**
 * Automatic conversion by the receiver's capabilities (issue 19, point 5): when the receiver's SMP does not list
 * the document's type for the process (the AS4 worker's NOT_SERVICED answer carries `details.accepted`, the types
 * it does list), the target is the accepted type the tenant's transform plugins reach in the fewest steps (among
 * equals, the first in the SMP's order). Pure: the caller converts (TransformService, so plan gating,
 * the lost-term check and the output validation apply) and re-sends.
 *
 *   const choice = chooseConversion(plugins, sourceDocTypeOrFormat, accepted)
 *   // { targetDocumentTypeId: 'busdox-docid-qns::urn:oasis:...Invoice-2::Invoice##...billing:3.0::2.1', steps: ['cii-to-ubl'] } | undefined
 */
import { parseFormat, type FormatState } from '../sdk/formats.ts'
import { findPath, type TransformPlugin } from './paths.ts'

export interface ConversionChoice { targetDocumentTypeId: string, steps: string[] }

/** `source`: the document's state (core/transforms/sniff.ts) or its document type identifier. */
export function chooseConversion (plugins: TransformPlugin[], source: FormatState | string, accepted: string[]): ConversionChoice | undefined {
  const from = typeof source === 'string' ? parseFormat(source) : source
  if (from === undefined || from.cius === undefined) return undefined
  const state: FormatState = { syntax: from.syntax as FormatState['syntax'], cius: from.cius }
  let best: ConversionChoice | undefined
  for (const id of accepted) {
    const target = parseFormat(id)
    if (target === undefined || target.cius === undefined) continue
    const path = findPath(plugins, state, target)
    if (path === undefined || path.length === 0) continue
    if (best === undefined || path.length < best.steps.length) best = { targetDocumentTypeId: id, steps: path.map(s => s.plugin.name) }
  }
  return best
}
