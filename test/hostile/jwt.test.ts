// Forged, altered and misplaced bearer tokens against GET /api/v1/me and one party route, and hostile token requests.
// Tokens are forged with jose: with a key of our own, with none, with the public key as an HMAC secret, and (for
// claim changes) with Wharf's real signing key, so only the claim under test is wrong.
import { after } from 'node:test'
import { SignJWT, UnsecuredJWT, decodeJwt, exportSPKI, exportJWK, generateKeyPair, type JWTPayload, type CryptoKey } from 'jose'
import { buildWorld } from './world.ts'
import { runCases, type Case, type Expect } from './cases.ts'
import { application, clientToken, hostOf, user } from '../helpers/fixtures.ts'

const w = await buildWorld()
after(async () => { await w.close() })

// A revoked application's token, and a user for the password grant.
const revokedApp = await application(w.t, w.A.id, ['ApManager'])
const revokedToken = await clientToken(w.t, revokedApp)
await w.t.admin('POST', `/admin/v1/applications/${revokedApp.clientId}/revoke`)
await user(w.t, w.A.id, 'hostile-alice', 'Hostile!Pass1234', [w.A.partyId])

const real = await w.t.wharf.keys.active('acceptance')
const production = await w.t.wharf.keys.active('production')
const base = decodeJwt(w.A.token)
const now = Math.floor(w.t.clock.now() / 1000)
const attacker = await generateKeyPair('ES256', { extractable: true })
const attackerJwk = await exportJWK(attacker.publicKey)
const jwks = (await w.t.app.inject({ method: 'GET', url: '/.well-known/jwks.json', headers: { host: hostOf('acceptance') } })).json() as { keys: Array<Record<string, unknown>> }
const publicJwk = jwks.keys.find(k => k.kid === real.kid) ?? jwks.keys[0]
const publicPem = await exportSPKI(await crypto.subtle.importKey('jwk', publicJwk as JsonWebKey, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']) as unknown as CryptoKey)

/** A's token with some claims changed (undefined removes one), signed with `key` under `header`. */
async function forge (claims: Partial<Record<keyof JWTPayload | string, unknown>> = {}, opts: { key?: CryptoKey | Uint8Array, header?: Record<string, unknown> } = {}): Promise<string> {
  const payload: Record<string, unknown> = { ...base, ...claims }
  for (const k of Object.keys(payload)) if (payload[k] === undefined) delete payload[k]
  return await new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: real.kid, typ: 'at+jwt', ...opts.header } as never).sign(opts.key ?? real.key)
}
const enc = (s: string): Uint8Array => new TextEncoder().encode(s)
const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url')
const [h, p, s] = w.A.token.split('.')

const UNAUTHORIZED: Expect = { status: 401, code: 'UNAUTHORIZED' }
/** name -> Authorization header value and expected answer. */
const forgeries: Array<[string, string, Expect]> = [
  ['valid token (control)', `Bearer ${w.A.token}`, { status: 200 }],
  ['lower-case scheme (control)', `bearer ${w.A.token}`, { status: 200 }],
  ['alg none', `Bearer ${new UnsecuredJWT(base).encode()}`, UNAUTHORIZED],
  ['alg none with the real kid', `Bearer ${b64({ alg: 'none', kid: real.kid })}.${p}.`, UNAUTHORIZED],
  ['alg "None" keeping the signature', `Bearer ${b64({ alg: 'None', kid: real.kid })}.${p}.${s}`, UNAUTHORIZED],
  ['HS256 keyed with the JWKS public key (PEM)', `Bearer ${await forge({}, { key: enc(publicPem), header: { alg: 'HS256' } })}`, UNAUTHORIZED],
  ['HS256 keyed with the JWKS public key (JWK JSON)', `Bearer ${await forge({}, { key: enc(JSON.stringify(publicJwk)), header: { alg: 'HS256' } })}`, UNAUTHORIZED],
  ['foreign key, foreign kid', `Bearer ${await forge({}, { key: attacker.privateKey, header: { kid: 'attacker-1' } })}`, UNAUTHORIZED],
  ['foreign key under the real kid', `Bearer ${await forge({}, { key: attacker.privateKey })}`, UNAUTHORIZED],
  ['no kid', `Bearer ${await forge({}, { header: { kid: undefined } })}`, UNAUTHORIZED],
  ['jku pointing elsewhere', `Bearer ${await forge({}, { key: attacker.privateKey, header: { kid: 'attacker-1', jku: 'https://attacker.example/jwks.json' } })}`, UNAUTHORIZED],
  ['embedded jwk header', `Bearer ${await forge({}, { key: attacker.privateKey, header: { kid: undefined, jwk: attackerJwk } })}`, UNAUTHORIZED],
  ['x5u pointing elsewhere', `Bearer ${await forge({}, { key: attacker.privateKey, header: { kid: 'attacker-1', x5u: 'https://attacker.example/cert.pem' } })}`, UNAUTHORIZED],
  ['signed with the production key', `Bearer ${await forge({}, { key: production.key, header: { kid: production.kid } })}`, UNAUTHORIZED],
  ['unknown critical header', `Bearer ${b64({ alg: 'ES256', kid: real.kid, crit: ['exp-hostile'], 'exp-hostile': 1 })}.${p}.${s}`, UNAUTHORIZED],
  ['expired', `Bearer ${await forge({ iat: now - 7200, exp: now - 3600 })}`, UNAUTHORIZED],
  ['not yet valid (nbf in an hour)', `Bearer ${await forge({ nbf: now + 3600 })}`, UNAUTHORIZED],
  ['no exp claim', `Bearer ${await forge({ exp: undefined })}`, UNAUTHORIZED],
  ['wrong issuer', `Bearer ${await forge({ iss: 'https://attacker.example' })}`, UNAUTHORIZED],
  ['production issuer', `Bearer ${await forge({ iss: `https://${hostOf('production')}` })}`, UNAUTHORIZED],
  ['wrong audience', `Bearer ${await forge({ aud: 'someone-else' })}`, UNAUTHORIZED],
  ['env claim of the other environment', `Bearer ${await forge({ env: 'production' })}`, UNAUTHORIZED],
  ['tenant claim of tenant B', `Bearer ${await forge({ tid: w.B.id })}`, UNAUTHORIZED],
  ['client_id of B\'s application', `Bearer ${await forge({ client_id: w.B.manager.clientId })}`, UNAUTHORIZED],
  ['subject of an unknown user', `Bearer ${await forge({ sub: 'user:00000000-0000-0000-0000-000000000000' })}`, UNAUTHORIZED],
  ['scope without ap', `Bearer ${await forge({ scope: 'openid' })}`, { status: 403, code: 'FORBIDDEN' }],
  ['no scope claim', `Bearer ${await forge({ scope: undefined })}`, { status: 403, code: 'FORBIDDEN' }],
  ['tampered payload (tenant B), original signature', `Bearer ${h}.${b64({ ...base, tid: w.B.id })}.${s}`, UNAUTHORIZED],
  ['tampered payload (scope), original signature', `Bearer ${h}.${b64({ ...base, scope: 'ap admin' })}.${s}`, UNAUTHORIZED],
  ['signature of another token', `Bearer ${h}.${p}.${w.B.token.split('.')[2]}`, UNAUTHORIZED],
  ['truncated signature', `Bearer ${w.A.token.slice(0, -12)}`, UNAUTHORIZED],
  ['header and payload only', `Bearer ${h}.${p}`, UNAUTHORIZED],
  ['four segments', `Bearer ${w.A.token}.${s}`, UNAUTHORIZED],
  ['garbage', 'Bearer not-a-token', UNAUTHORIZED],
  ['empty bearer', 'Bearer ', UNAUTHORIZED],
  ['Basic scheme with client credentials', `Basic ${Buffer.from(`${w.A.manager.clientId}:${w.A.manager.clientSecret}`).toString('base64')}`, UNAUTHORIZED],
  ['the admin token as bearer', `Bearer ${w.t.adminToken}`, UNAUTHORIZED],
  ['revoked application', `Bearer ${revokedToken}`, UNAUTHORIZED],
  ['the production tenant\'s token on the acceptance host', `Bearer ${w.P.token}`, UNAUTHORIZED],
  ['oversized token (100 kB)', `Bearer ${h}.${'A'.repeat(100_000)}.${s}`, UNAUTHORIZED]
]

const targets = [['GET /api/v1/me', '/api/v1/me'], [`GET /api/v1/{partyId}/documents`, `/api/v1/${w.A.partyId}/documents`]]
const cases: Case[] = []
for (const [what, url] of targets) {
  for (const [name, authorization, expect] of forgeries) {
    cases.push({ name: `${what}: ${name}`, request: { method: 'GET', url, headers: { authorization } }, expect })
  }
  cases.push(
    { name: `${what}: A's token on the production host`, as: 'A', request: { method: 'GET', url, environment: 'production' }, expect: UNAUTHORIZED },
    { name: `${what}: valid Subscription-Key (control)`, as: 'A', request: { method: 'GET', url, headers: { 'subscription-key': w.A.subscriptionKey } }, expect: { status: 200 } },
    { name: `${what}: wrong Subscription-Key`, as: 'A', request: { method: 'GET', url, headers: { 'subscription-key': 'not-a-key' } }, expect: UNAUTHORIZED },
    { name: `${what}: B's Subscription-Key with A's token`, as: 'A', request: { method: 'GET', url, headers: { 'subscription-key': w.B.subscriptionKey } }, expect: UNAUTHORIZED }
  )
}

/** The token endpoint keeps the OAuth2 shape ({error, error_description}). */
const form = (fields: Record<string, string>, environment: 'acceptance' | 'production' = 'acceptance'): Case['request'] =>
  ({ method: 'POST', url: '/connect/token', environment, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() })
const cc = (over: Record<string, string> = {}): Record<string, string> => ({ grant_type: 'client_credentials', client_id: w.A.manager.clientId, client_secret: w.A.manager.clientSecret, scope: 'ap', ...over })
cases.push(
  { name: 'token: client credentials (control)', as: 'none', request: form(cc()), expect: { status: 200 } },
  { name: 'token: wrong secret', as: 'none', request: form(cc({ client_secret: 'wrong-secret' })), expect: { status: 401, error: 'invalid_client' } },
  { name: 'token: unknown client', as: 'none', request: form(cc({ client_id: 'hostile-unknown-client' })), expect: { status: 401, error: 'invalid_client' } },
  { name: 'token: SQL in client_id', as: 'none', request: form(cc({ client_id: "' OR '1'='1" })), expect: { status: 401, error: 'invalid_client' } },
  { name: 'token: client of the other environment', as: 'none', request: form(cc(), 'production'), expect: { status: 401, error: 'invalid_client' } },
  { name: 'token: revoked application', as: 'none', request: form(cc({ client_id: revokedApp.clientId, client_secret: revokedApp.clientSecret })), expect: { status: 401, error: 'invalid_client' } },
  { name: 'token: password grant, wrong password', as: 'none', request: form(cc({ grant_type: 'password', username: 'hostile-alice', password: 'Wrong!Pass1234' })), expect: { status: 401, error: 'invalid_grant' } },
  { name: 'token: password grant, unknown user', as: 'none', request: form(cc({ grant_type: 'password', username: 'hostile-nobody', password: 'Wrong!Pass1234' })), expect: { status: 401, error: 'invalid_grant' } },
  { name: 'token: unsupported grant type', as: 'none', request: form(cc({ grant_type: 'authorization_code' })), expect: { status: 400, error: 'unsupported_grant_type' } },
  { name: 'token: scope other than ap', as: 'none', request: form(cc({ scope: 'ap admin' })), expect: { status: 400, error: 'invalid_scope' } },
  { name: 'token: client_id missing', as: 'none', request: form({ grant_type: 'client_credentials', client_secret: 'x', scope: 'ap' }), expect: { status: 400, error: 'invalid_request' } },
  { name: 'token: JSON body', as: 'none', request: { method: 'POST', url: '/connect/token', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(cc()) }, expect: { status: 400, error: 'invalid_request' } },
  { name: 'token: repeated parameter', as: 'none', request: { ...form(cc()) as object, payload: `${new URLSearchParams(cc()).toString()}&client_id=${w.B.manager.clientId}` } as Case['request'], expect: { status: 400, error: 'invalid_request' } }
)

runCases(w, cases)
