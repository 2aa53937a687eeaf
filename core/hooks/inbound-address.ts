/**
 * Inbound hooks: hooks that take documents IN and publish one send command for each (`publishTopics`, exactly one
 * entry, e.g. `SendInvoice`), instead of delivering events out. Their action names a channel plugin that receives
 * (`mailfrom://<from>?to=$token$`: documents in by email, plugins/mailfrom).
 *
 * The address token. An action written with `$token$` gets a new unguessable token (160 random bits, lower-case
 * base32, so it survives as an email local part) in its place when the hook is created, or changed with `$token$`
 * again. The answer of that request shows the token once; the hook store keeps only its SHA-256 (settings column,
 * `inboundTokenHash`) and the action with `***` in its place, which is what the API shows afterwards. An action
 * given back with `***` keeps the stored token. The plugin finds the hook of a token with HookStore.byInboundToken().
 *
 *   const { shown, stored, tokenHash } = issueInboundToken('mailfrom://*?to=$token$')
 *   // shown: mailfrom://*?to=k3q...; stored: mailfrom://*?to=***; tokenHash: sha256 hex
 */
import { createHash, randomBytes } from 'node:crypto'
import { actionName } from '../plugins/catalogue.ts'
import { CREDENTIALS_MASK } from './action-credentials.ts'

/** Action schemes of inbound hooks. */
export const INBOUND_SCHEMES: readonly string[] = ['mailfrom']

export const TOKEN_PLACEHOLDER = '$token$'

export const isInboundAction = (action: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(action) && INBOUND_SCHEMES.includes(actionName(action))

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** 32 characters of lower-case base32: 160 random bits. */
export function newInboundToken (): string {
  const bytes = randomBytes(20)
  let bits = 0
  let value = 0
  let out = ''
  for (const b of bytes) {
    value = (value << 8) | b
    bits += 8
    while (bits >= 5) { out += BASE32[(value >>> (bits - 5)) & 31]; bits -= 5 }
  }
  return out
}

export const hashInboundToken = (token: string): string => createHash('sha256').update(token.trim().toLowerCase(), 'utf8').digest('hex')

/** A new token for `$token$`: the action as answered (token shown), as stored (`***`) and the token's hash. */
export function issueInboundToken (action: string): { shown: string, stored: string, tokenHash: string } {
  const token = newInboundToken()
  return { shown: action.replace(TOKEN_PLACEHOLDER, token), stored: action.replace(TOKEN_PLACEHOLDER, CREDENTIALS_MASK), tokenHash: hashInboundToken(token) }
}

export const hasTokenPlaceholder = (action: string): boolean => action.includes(TOKEN_PLACEHOLDER)
