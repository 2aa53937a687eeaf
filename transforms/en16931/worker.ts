/**
 * The worker function every EN 16931 transform plugin exports (transforms/<name>/worker.ts re-exports it): one
 * conversion step in a worker thread. Input errors (not XML, not an invoice, a DOCTYPE) come back as a
 * TRANSFORM_INPUT_INVALID failure, never as a throw (a thrown error keeps only its message across the thread).
 */
import type { TransformInput, TransformOutput } from '../../core/sdk/formats.ts'
import { convertStep, XmlInputError } from './convert.ts'

export async function transform (input: TransformInput): Promise<{ ok: true, details: TransformOutput } | { ok: false, code: string, retryable: false, message: string }> {
  try {
    if (input.syntax !== 'ubl' && input.syntax !== 'cii' && input.syntax !== 'ebinterface') return { ok: false, code: 'TRANSFORM_INPUT_INVALID', retryable: false, message: `this step writes UBL, CII or ebInterface, not ${input.syntax}` }
    const r = convertStep(input.xml, input.syntax, input.cius)
    return { ok: true, details: { xml: r.xml, documentTypeId: r.target.documentTypeId ?? '', lost: r.lost, unmapped: r.unmapped } }
  } catch (err) {
    if (err instanceof XmlInputError) return { ok: false, code: 'TRANSFORM_INPUT_INVALID', retryable: false, message: err.message }
    throw err
  }
}
