/**
 * Channel names an integrator may give instead of a hook id (`channel=` on the send routes), the same names
 * `queryRecipientParty` shows:
 *   peppol           the party's active hook with action `peppol` that runs the send command
 *   peppol-fallback  a non-Peppol hook listening to both the command (`Send*`) and its fallback (`Send*Fallback`)
 * Party-level hooks of the party come before tenant-level ones. Anything else is taken as a hook id.
 */
import { matchesTopic } from '../events/topics.ts'
import type { HookRecord } from './store.ts'

export const CHANNEL_NAMES = ['peppol', 'peppol-fallback'] as const

export function resolveChannelName (hooks: HookRecord[], command: string, channel: string, partyInternalId: string): string {
  if (!(CHANNEL_NAMES as readonly string[]).includes(channel)) return channel
  const inScope = hooks
    .filter(h => h.isActive && (h.partyId === null || h.partyId === partyInternalId) && h.topics.some(t => matchesTopic(t, command)))
    .sort((a, b) => (a.partyId === null ? 1 : 0) - (b.partyId === null ? 1 : 0))
  const hook = channel === 'peppol'
    ? inScope.find(h => h.action === 'peppol')
    : inScope
      .filter(h => h.action !== 'peppol' && h.action !== 'webhook' && h.topics.some(t => matchesTopic(t, `${command}Fallback`)))
      // A hook naming a Fallback topic outright beats one whose wildcard merely covers it.
      .sort((a, b) => (b.topics.some(t => t.includes('Fallback')) ? 1 : 0) - (a.topics.some(t => t.includes('Fallback')) ? 1 : 0))[0]
  return hook?.id ?? channel
}
