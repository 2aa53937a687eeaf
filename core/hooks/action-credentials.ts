/**
 * Credentials inside a hook's action. An HTTPS inbound action carries them as the URL's userinfo:
 * `httpsin://<user>:<password>@inbound?token=$token$`. The userinfo as a whole (user and password) is the credential:
 * the hook store seals it with the master key and keeps the action with `***` in its place
 * (`httpsin://***@inbound?token=$token$`), which is what the API, events and document history show. Only a delivery
 * job gets the action with its credentials (core/delivery/hook-delivery.ts, `settings.address`).
 *
 * The userinfo is everything between `httpsin://` and the last `@` before the first `/`, `?` or `#`: the same split
 * a WHATWG URL parser makes for this (non-special) scheme, so the plugin's `new URL()` sees the same credentials.
 *
 * An `sftp://user:password@host` action (a source hook, core/hooks/source-hooks.ts) is handled the same way.
 */

export const CREDENTIALS_MASK = '***'

const USERINFO = /^((?:httpsin|sftp):\/\/)([^/?#]*)@/i

/** The action without its credentials (`***` in their place), and the credentials (raw userinfo, as written) or null. */
export function splitActionCredentials (action: string): { action: string, credentials: string | null } {
  const m = USERINFO.exec(action)
  if (m === null) return { action, credentials: null }
  return { action: `${m[1]}${CREDENTIALS_MASK}@${action.slice(m[0].length)}`, credentials: m[2] }
}

/** The action as written, from its masked form and the credentials splitActionCredentials() took out. */
export function joinActionCredentials (masked: string, credentials: string | null): string {
  if (credentials === null) return masked
  const m = USERINFO.exec(masked)
  return m === null ? masked : `${m[1]}${credentials}@${masked.slice(m[0].length)}`
}

/** True when the action's userinfo is the mask: it stands for the stored credentials. */
export const hasMaskedCredentials = (action: string): boolean => USERINFO.exec(action)?.[2] === CREDENTIALS_MASK

const EMBEDDED = /((?:httpsin|sftp):\/\/)[^/?#\s"'<>]*@/gi

/** Masks the credentials of every httpsin:// address inside a text (a message, a channel column). */
export const maskCredentialsInText = (text: string): string => text.replace(EMBEDDED, `$1${CREDENTIALS_MASK}@`)

/** The same for every string in a JSON value (event payloads, history details), returning a new value. */
export function maskCredentialsInJson (value: unknown): unknown {
  if (typeof value === 'string') return maskCredentialsInText(value)
  if (Array.isArray(value)) return value.map(maskCredentialsInJson)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskCredentialsInJson(v)]))
  }
  return value
}
