// Fixture: allocates until the worker's heap limit is reached.
import type { DeliveryJob, DeliveryResult } from '../../../../sdk/index.ts'

export async function deliver (_job: DeliveryJob): Promise<DeliveryResult> {
  const keep: number[][] = []
  for (;;) keep.push(new Array<number>(1_000_000).fill(1.5))
}
