// The operator's credentials for this browser tab (sessionStorage: gone when the tab closes, not shared with other
// tabs). `admin`: the admin token (the /admin API). `tenant`: an access token of a tenant's application or user from
// POST /connect/token (the /api routes), with its expiry and who it speaks for.
const KEY = 'wharf.console'

export function session () {
  try { return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') } catch { return {} }
}

export function saveSession (change) {
  const next = { ...session(), ...change }
  for (const [k, v] of Object.entries(next)) if (v === null || v === undefined) delete next[k]
  sessionStorage.setItem(KEY, JSON.stringify(next))
  window.dispatchEvent(new Event('wharf:session'))
  return next
}

export function signOut () {
  sessionStorage.removeItem(KEY)
  window.dispatchEvent(new Event('wharf:session'))
}

/** The tenant token while it is valid. */
export function tenantToken () {
  const t = session().tenant
  if (t === undefined) return undefined
  if (Date.parse(t.expiresAt) <= Date.now()) return undefined
  return t.token
}

export const adminToken = () => session().admin
