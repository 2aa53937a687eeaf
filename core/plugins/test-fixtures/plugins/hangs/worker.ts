// Fixture: never finishes. payload.mode 'busy' (default) spins the CPU, so nothing in its thread runs any more;
// 'async' awaits a promise that never settles and ignores ctx.signal.
import type { DeliveryJob, DeliveryResult, PluginContext } from '../../../../sdk/index.ts'

export async function deliver (job: DeliveryJob, _settings: unknown, ctx: PluginContext): Promise<DeliveryResult> {
  ctx.log.info('about to hang')
  const mode = (job.payload as { mode?: string } | undefined)?.mode ?? 'busy'
  if (mode === 'async') return new Promise<DeliveryResult>(() => {})
  for (;;) { /* spin */ }
}
