// Fixture: ends its thread with process.exit (in a worker this ends the worker, not the process).
import type { DeliveryJob, DeliveryResult, PluginContext } from '../../../../sdk/index.ts'

export async function deliver (_job: DeliveryJob, _settings: unknown, ctx: PluginContext): Promise<DeliveryResult> {
  ctx.log.warn('exiting the process')
  process.exit(1)
}
