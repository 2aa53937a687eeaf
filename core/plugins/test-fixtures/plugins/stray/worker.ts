// Fixture: returns a result, then throws from a timer after the call has finished (no call is on the worker when
// the worker dies).
import { delivered, type DeliveryResult } from '../../../../sdk/index.ts'

export async function deliver (): Promise<DeliveryResult> {
  setTimeout(() => { throw new Error('stray error after the call') }, 20)
  return delivered({ status: 200 })
}
