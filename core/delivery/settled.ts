/**
 * Listeners for the final outcome of an event's delivery to a hook (delivered, or failed for good), per Wharf
 * instance (keyed by its knex). The MLS of a received document (plugins/peppol-as4/mls/settle.ts) is decided here:
 * a 2xx from the consumer's webhook or channel confirms the delivery, a permanent failure makes it undeliverable.
 *
 *   onDeliverySettled(wharf.knex, async s => { ... s.documentKey, s.topic, s.ok, s.status ... })
 */
export interface DeliverySettled {
  tenantId: string
  topic: string
  /** documents.id of the event's document, when it names one. */
  documentKey: string | null
  hookId: string
  ok: boolean
  /** The channel's HTTP status, when it has one. */
  status?: number
  message?: string
}

type Listener = (s: DeliverySettled) => Promise<void>
const listeners = new WeakMap<object, Listener[]>()

export function onDeliverySettled (owner: object, fn: Listener): void {
  listeners.set(owner, [...(listeners.get(owner) ?? []), fn])
}

/** Runs the owner's listeners; a listener's failure is handed to `onError` and does not change the delivery. */
export async function deliverySettled (owner: object, s: DeliverySettled, onError: (err: unknown) => void): Promise<void> {
  for (const fn of listeners.get(owner) ?? []) {
    try { await fn(s) } catch (err) { onError(err) }
  }
}
