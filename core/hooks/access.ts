/**
 * Who may use a hook, in one place (the hooks API, its deliveries API, the test event):
 * - a hook of another tenant or environment, or of a party the caller may not act for, does not exist for the caller
 *   (404, so ids reveal nothing);
 * - an environment-level hook (no partyId) receives every party's events: reading it is open to any caller of the
 *   tenant, but changing or deleting it, sending to it, or reading or resending its deliveries (which carry every
 *   party's events) needs a token for every party, as creating one does (403).
 */
import { WharfError } from '../errors.ts'
import { canActFor, forbidden, type Principal } from '../auth/principal.ts'

export type HookUse = 'read' | 'every-party'

export function checkHookAccess<T extends { partyId: string | null }> (p: Principal, rec: T | undefined, id: string, use: HookUse): T {
  if (rec === undefined || (rec.partyId !== null && !canActFor(p, rec.partyId))) throw new WharfError('NOT_FOUND', `No hook ${id}`)
  if (use === 'every-party' && rec.partyId === null && p.parties !== 'all') {
    throw forbidden('an environment-level hook receives every party\'s events; changing it, sending to it or reading its deliveries needs access to every party')
  }
  return rec
}
