/**
 * Automatic conversion on send (issue 19, point 5). When the channel answers NOT_SERVICED with `details.accepted`
 * (the Peppol plugin: the document types the receiver's SMP lists for the process), and one of them is reachable by
 * the transform plugins enabled for the tenant (core/transforms/auto-convert.ts chooseConversion), the send command
 * converts the document through the TransformService (plan gate, lost-term check, validation of the output with the
 * target's official rules) and delivers the converted document in the same attempt.
 *
 *   decideConversion({ result, source, plugins, plan, plans, enabled })
 *   // { kind: 'none' } | { kind: 'plan', choice, message, details } | { kind: 'convert', choice }
 *   await convertForSend(transforms, xml, choice, tenant)
 *   // { ok: true, xml, documentTypeId, steps } | { ok: false, failure: DeliveryFailure (the reasons) }
 *
 * Below the transformation plan (core/transforms/plans.ts) the document fails as without conversion (NOT_SERVICED),
 * the message saying a conversion was possible but the plan does not allow it. A lossy or invalid conversion fails
 * with the transform's code and reasons (never a silent send). WHARF_AUTO_CONVERT=false turns it off (core/config.ts);
 * a document over TRANSFORM_MAX_BYTES (32 MiB) is not converted.
 * The document keeps its original bytes; the converted bytes are only sent (details.conversion: steps, type, sha256,
 * size; the same conversion is downloadable with ?targetDocumentTypeId=).
 */
import { createHash } from 'node:crypto'
import { WharfError } from '../errors.ts'
import type { DeliveryFailure, DeliveryResult, JsonObject } from '../sdk/index.ts'
import { chooseConversion, type ConversionChoice } from '../transforms/auto-convert.ts'
import type { TransformPlugin } from '../transforms/paths.ts'
import { planAtLeast, type PlanConfig } from '../transforms/plans.ts'
import type { TransformService, TransformTenant } from '../transforms/service.ts'
import { TRANSFORM_MAX_BYTES } from '../transforms/routes.ts'

export type ConversionDecision =
  | { kind: 'none' }
  | { kind: 'plan', choice: ConversionChoice, message: string, details: JsonObject }
  | { kind: 'convert', choice: ConversionChoice }

export interface DecisionInput {
  result: DeliveryResult
  /** The document's type identifier. */
  source: string | null
  /** The transform plugins enabled for the tenant. */
  plugins: TransformPlugin[]
  plan: string
  plans: PlanConfig
  /** WHARF_AUTO_CONVERT. */
  enabled: boolean
  /** The document's size: over TRANSFORM_MAX_BYTES it is not converted. */
  size: number
}

/** The types a NOT_SERVICED failure says the receiver accepts (the plugin's details.accepted), else undefined. */
export function acceptedTypes (result: DeliveryResult): string[] | undefined {
  if (result.ok || result.code !== 'NOT_SERVICED') return undefined
  const accepted = (result.details as Record<string, unknown> | undefined)?.accepted
  if (!Array.isArray(accepted)) return undefined
  const types = accepted.filter((t): t is string => typeof t === 'string')
  return types.length > 0 ? types : undefined
}

/** Pure: whether a failed delivery is to be retried as another document type, or why not. */
export function decideConversion (input: DecisionInput): ConversionDecision {
  if (!input.enabled || input.source === null || input.size > TRANSFORM_MAX_BYTES) return { kind: 'none' }
  const accepted = acceptedTypes(input.result)
  if (accepted === undefined) return { kind: 'none' }
  const choice = chooseConversion(input.plugins, input.source, accepted)
  if (choice === undefined) return { kind: 'none' }
  if (!planAtLeast(input.plans.plans, input.plan, input.plans.transformMinPlan)) {
    return {
      kind: 'plan',
      choice,
      message: `a conversion to ${choice.targetDocumentTypeId} (${choice.steps.join(', ')}) is possible, but it needs plan ${input.plans.transformMinPlan} or above; this tenant has plan ${input.plan}`,
      details: { possible: true, targetDocumentTypeId: choice.targetDocumentTypeId, steps: choice.steps, plan: input.plan, requiredPlan: input.plans.transformMinPlan }
    }
  }
  return { kind: 'convert', choice }
}

/** The NOT_SERVICED failure with the plan's reason added (code, condition and retryable unchanged). */
export function planRefusal (failure: DeliveryFailure, decision: Extract<ConversionDecision, { kind: 'plan' }>): DeliveryFailure {
  return { ...failure, message: `${failure.message}; ${decision.message}`, details: { ...(failure.details ?? {}), conversion: decision.details } }
}

export interface ConvertedDocument {
  xml: string
  documentTypeId: string
  steps: string[]
  /** details.conversion of the outcome event and the status history. */
  details: JsonObject
}

/** Converts for the send; a refused or failed conversion is a permanent failure naming the transform's code. */
export async function convertForSend (transforms: TransformService, xml: string, original: DeliveryFailure, choice: ConversionChoice, tenant: TransformTenant): Promise<{ ok: true, doc: ConvertedDocument } | { ok: false, failure: DeliveryFailure }> {
  try {
    const out = await transforms.transform(xml, { target: choice.targetDocumentTypeId, tenant })
    const bytes = Buffer.from(out.xml, 'utf8')
    return {
      ok: true,
      doc: {
        xml: out.xml,
        documentTypeId: out.documentTypeId,
        steps: out.steps,
        details: { steps: out.steps, targetDocumentTypeId: out.documentTypeId, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') }
      }
    }
  } catch (err) {
    const e = err instanceof WharfError ? err : new WharfError('TRANSFORM_FAILED', (err as Error).message)
    return {
      ok: false,
      failure: {
        ok: false,
        code: e.code,
        retryable: false,
        ...(original.condition !== undefined ? { condition: original.condition } : {}),
        message: `${original.message}; the automatic conversion to ${choice.targetDocumentTypeId} (${choice.steps.join(', ')}) failed: ${e.code}: ${e.message}`,
        details: {
          ...(original.details ?? {}),
          conversion: { targetDocumentTypeId: choice.targetDocumentTypeId, steps: choice.steps, code: e.code, ...(e.details !== undefined ? { errors: JSON.parse(JSON.stringify(e.details)) as JsonObject } : {}) }
        }
      }
    }
  }
}
