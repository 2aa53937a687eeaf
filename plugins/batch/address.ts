/**
 * A batch hook's action: `batch://zip?period=00:15:00&maxBatchSize=100`. `period` (hh:mm:ss or seconds, 10 s to
 * 24 h, default 15 minutes) is how long a batch stays open after its first event; `maxBatchSize` (1 to 1000, default
 * 100) closes it earlier when full. `zip` is the only format.
 */
export interface BatchAddress { format: 'zip', periodMs: number, maxBatchSize: number }

export class BadBatchAddressError extends Error {}

export function parseBatchAddress (action: string): BatchAddress {
  let url: URL
  try { url = new URL(action) } catch { throw new BadBatchAddressError('the action is not a URL: batch://zip?period=00:15:00&maxBatchSize=100') }
  if (url.protocol !== 'batch:' || url.hostname !== 'zip' || (url.pathname !== '' && url.pathname !== '/')) throw new BadBatchAddressError('the action must be batch://zip?...')
  for (const key of url.searchParams.keys()) if (!['period', 'maxBatchSize'].includes(key)) throw new BadBatchAddressError(`unknown parameter ${key} (period, maxBatchSize)`)
  const p = url.searchParams.get('period') ?? '00:15:00'
  const m = /^(?:(\d{1,2}):([0-5]\d):([0-5]\d)|(\d{1,5}))$/.exec(p)
  const seconds = m === null ? NaN : m[4] !== undefined ? Number(m[4]) : Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])
  if (!(seconds >= 10 && seconds <= 86_400)) throw new BadBatchAddressError('period is hh:mm:ss (or seconds), from 10 seconds to 24 hours')
  const s = url.searchParams.get('maxBatchSize') ?? '100'
  const max = /^\d{1,4}$/.test(s) ? Number(s) : NaN
  if (!(max >= 1 && max <= 1000)) throw new BadBatchAddressError('maxBatchSize is a whole number from 1 to 1000')
  return { format: 'zip', periodMs: seconds * 1000, maxBatchSize: max }
}
