// Fixture: waits for ctx.signal and stops cleanly: payload.onAbort 'return' returns a retryable failure of its own,
// 'throw' rethrows the abort reason (reported as PLUGIN_TIMEOUT / PLUGIN_ABORTED).
import { retryable, type DeliveryJob, type DeliveryResult, type PluginContext } from '../../../../sdk/index.ts'

export async function deliver (job: DeliveryJob, _settings: unknown, ctx: PluginContext): Promise<DeliveryResult> {
  ctx.log.info('waiting for the abort')
  await new Promise<void>(resolve => ctx.signal.addEventListener('abort', () => resolve(), { once: true }))
  ctx.log.info('aborted', { reason: String((ctx.signal.reason as Error | undefined)?.name) })
  if ((job.payload as { onAbort?: string } | undefined)?.onAbort === 'throw') throw ctx.signal.reason
  return retryable('GAVE_UP', 'stopped at the abort', { details: { reason: String((ctx.signal.reason as Error).name) } })
}
