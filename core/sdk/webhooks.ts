/**
 * Webhook signatures, for both sides: Wharf signs each delivery, consumers verify it.
 *
 *   X-Service-Signature: sha256=<hex HMAC-SHA256 of the exact raw body, key = the hook's secureKey>
 *   X-Service-Delivery:  <UUID, the same on every attempt of one delivery: use it as an idempotency key>
 *
 * verifyWebhook() checks the signature in constant time and refuses a body whose `sentOn` is more than
 * `toleranceSeconds` (default 300, the spec's 5 minutes) away from now, against replays.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { systemClock } from '../clock.ts'

export const SIGNATURE_HEADER = 'x-service-signature'
export const DELIVERY_HEADER = 'x-service-delivery'

export function signWebhook (rawBody: string | Uint8Array, secureKey: string): string {
  return `sha256=${createHmac('sha256', secureKey).update(rawBody).digest('hex')}`
}

export type HeaderBag = Headers | Record<string, string | string[] | undefined>

const header = (headers: HeaderBag, name: string): string | undefined => {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  for (const [k, v] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (k.toLowerCase() === name) return Array.isArray(v) ? v[0] : v
  }
  return undefined
}

export type WebhookVerification =
  | { ok: true, deliveryId: string | undefined, payload: Record<string, unknown> }
  | { ok: false, reason: 'missing-signature' | 'bad-signature' | 'not-json' | 'no-sentOn' | 'stale' }

export function verifyWebhook (
  rawBody: string | Uint8Array,
  headers: HeaderBag,
  secureKey: string,
  opts: { toleranceSeconds?: number, now?: number } = {}
): WebhookVerification {
  const given = header(headers, SIGNATURE_HEADER)
  if (given === undefined || !given.startsWith('sha256=')) return { ok: false, reason: 'missing-signature' }
  const expected = Buffer.from(signWebhook(rawBody, secureKey))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'bad-signature' }
  let payload: Record<string, unknown>
  try {
    payload = JSON.parse(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'))
  } catch { return { ok: false, reason: 'not-json' } }
  const sentOn = typeof payload.sentOn === 'string' ? Date.parse(payload.sentOn) : NaN
  if (Number.isNaN(sentOn)) return { ok: false, reason: 'no-sentOn' }
  const tolerance = (opts.toleranceSeconds ?? 300) * 1000
  if (Math.abs((opts.now ?? systemClock.now()) - sentOn) > tolerance) return { ok: false, reason: 'stale' }
  return { ok: true, deliveryId: header(headers, DELIVERY_HEADER), payload }
}
