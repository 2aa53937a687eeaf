// Fixture: throws an error with a custom property (which does not survive; the host reports PLUGIN_THREW).
import type { DeliveryJob, DeliveryResult } from '../../../../sdk/index.ts'

export async function deliver (_job: DeliveryJob): Promise<DeliveryResult> {
  const err = new Error('boom from the plugin') as Error & { code?: string }
  err.code = 'CUSTOM_CODE'
  throw err
}
