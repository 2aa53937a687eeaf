// Fixture: never loaded (refused at load: see wharf-plugin.json).
import { delivered, type DeliveryResult } from '../../../../sdk/index.ts'

export async function deliver (): Promise<DeliveryResult> {
  return delivered()
}
