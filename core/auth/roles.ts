/**
 * Roles a token can carry, and what each may do. Every /api route names the role it needs (see core/http/auth-hook.ts);
 * party permissions come on top: a route with a {partyId} also needs access to that party.
 *
 * - ApUser: the operational role. Read /api/v1/me, send documents, download and list documents, run recipient
 *   lookups, read hooks and missed events, for the parties it may act for.
 * - ApManager: everything ApUser may, plus configuration: create, change and delete hooks, set the Peppol
 *   configuration of parties (capabilities, business card), migrate registrations.
 *
 * Party access: an application without a party restriction acts for every party of its tenant; one created with
 * `--parties` only for those. A user acts only for the parties it is linked to.
 */
export const ROLE_NAMES = ['ApUser', 'ApManager'] as const
export type RoleName = typeof ROLE_NAMES[number]

/** ApManager includes ApUser. */
export const hasRole = (held: readonly string[], needed: RoleName): boolean =>
  held.includes(needed) || (needed === 'ApUser' && held.includes('ApManager'))

export const isRoleName = (r: string): r is RoleName => (ROLE_NAMES as readonly string[]).includes(r)
