// Generated from the running app's /openapi.json: every operation without a token, with another tenant's ids, and
// through percent-encoded and case-variant paths. A new route gets its rows without editing this file; a route without
// `security` must be listed in PUBLIC below, a route hidden from the document in HIDDEN below.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { buildWorld, type Tenant } from './world.ts'
import { runCases, type Case, type Expect } from './cases.ts'
import { PARAM_KINDS, operations, sample, urlOf, valueOf, type Operation } from './openapi.ts'

const w = await buildWorld()
after(async () => { await w.close() })
const { doc, ops } = await operations(w)

/** Operations anyone may call, with what they answer without a token. Keep this list short. */
const PUBLIC: Record<string, Expect> = {
  'GET /health': { status: 200 },
  'POST /connect/token': { status: 400, error: 'invalid_request' },
  'GET /.well-known/jwks.json': { status: 200 },
  'GET /.well-known/openid-configuration': { status: 200 },
  // The download token is the credential (core/inbound/routes.ts).
  'GET /inbound/download': { status: 401, code: 'UNAUTHORIZED' },
  // The same for the ZIP of a batch (plugins/batch/routes.ts).
  'GET /batch/download': { status: 401, code: 'UNAUTHORIZED' }
}
/** Routes served but not in /openapi.json (fastify path syntax): the API docs and the public SMP (PEPPOL.md). */
const HIDDEN = new Set(['/openapi.json', '/docs', '/docs/', '/docs/static/index.html', '/docs/static/swagger-initializer.js', '/docs/*', '/docs/json', '/docs/yaml',
  '/:participant', '/:participant/services/:documentType', '/businesscard/:participant', '/as4',
  // core/http/auth.ts's catch-all under /api (bearer token, then 404): printRoutes shows it as '*' below '/api/'.
  '/api/*', '*',
  // the operator console's files (core/console/static.ts: public, no data; they call the documented APIs)
  '/console', '/console/*', '/console*'])

const key = (op: Operation): string => `${op.method} ${op.path}`
const secured = ops.filter(op => op.security !== undefined && op.security.length > 0)
const isAdmin = (op: Operation): boolean => op.security?.some(s => 'admin' in s) === true
const UNAUTHORIZED: Expect = { status: 401, code: 'UNAUTHORIZED' }
const NOT_FOUND: Expect = { status: 404, code: 'NOT_FOUND' }

test('every operation in /openapi.json declares security or is a listed public route', () => {
  const open = ops.filter(op => (op.security ?? []).length === 0).map(key)
  assert.deepEqual(open.filter(k => !(k in PUBLIC)), [], 'operations without security: give them auth config and `security`, or add them to PUBLIC')
  for (const op of secured) for (const s of op.security ?? []) assert.ok('bearer' in s || 'admin' in s, `${key(op)}: unknown security scheme ${JSON.stringify(s)}`)
})

test('every route the app serves is in /openapi.json or in the HIDDEN list', () => {
  // printRoutes draws a tree; each line's segment continues its parent's path (indentation: 4 characters a level).
  const documented = new Set(ops.map(op => op.path.replace(/\{([^}]+)\}/g, ':$1')))
  const stack: string[] = []
  const unknown: string[] = []
  for (const line of w.t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line)
    if (m === null) continue
    const depth = m[1].length / 4
    stack.length = depth
    const full = (stack[depth - 1] ?? '') + m[2]
    stack[depth] = full
    if (!documented.has(full) && !HIDDEN.has(full)) unknown.push(full)
  }
  assert.deepEqual(unknown, [], 'routes neither documented nor listed in HIDDEN (a hidden route escapes these rows)')
})

test('every path parameter of /openapi.json has a kind (PARAM_KINDS)', () => {
  const names = new Set(ops.flatMap(op => [...op.pathParams, ...op.requiredQuery]))
  assert.deepEqual([...names].filter(n => !(n in PARAM_KINDS)), [])
})

const fillWith = (t: Tenant) => (name: string): string => name in PARAM_KINDS ? valueOf(name, t) : 'x'
const bodyOf = (op: Operation): Record<string, unknown> => op.bodySchema === undefined ? {} : { payload: sample(op.bodySchema, doc) }

/** Ways to write a path that a router may or may not take for the route; the ones it takes must still need a token. */
const VARIANTS: Array<{ name: string, apply: (url: string) => string, expect: Expect }> = [
  { name: 'first letter percent-encoded (/%61pi/)', apply: u => u.replace(/^\/a/, '/%61'), expect: UNAUTHORIZED },
  { name: 'version segment percent-encoded (/%761/)', apply: u => u.replace('/v1/', '/%761/'), expect: UNAUTHORIZED },
  { name: 'upper-case prefix (/API/)', apply: u => u.replace(/^\/[a-z]+/, m => m.toUpperCase()), expect: NOT_FOUND },
  { name: 'capitalised prefix (/Api/)', apply: u => u.replace(/^\/[a-z]/, m => m.toUpperCase()), expect: NOT_FOUND },
  { name: 'double-encoded first letter (/%2561pi/)', apply: u => u.replace(/^\/a/, '/%2561'), expect: NOT_FOUND },
  { name: 'encoded slash after the prefix (/api%2F)', apply: u => u.replace(/^\/([a-z]+)\//, '/$1%2F'), expect: NOT_FOUND }
]

/** What A's token gets for B's ids: 403 for a party (README, Identity and access), 404 for other resources. */
function crossTenant (op: Operation): Expect | undefined {
  if (isAdmin(op)) return op.pathParams.length > 0 ? UNAUTHORIZED : undefined
  const kinds = op.pathParams.map(n => PARAM_KINDS[n])
  if (kinds.includes('party') || op.queryParams.includes('partyId')) return { status: 403, code: 'FORBIDDEN' }
  if (kinds.some(k => k === 'hook' || k === 'delivery' || k === 'document' || k === 'user')) return NOT_FOUND
  return undefined
}

const cases: Case[] = []
for (const op of secured) {
  const own = urlOf(op, fillWith(w.A))
  cases.push({ name: `${key(op)}: no token`, as: 'none', request: { method: op.method, url: own, ...bodyOf(op) }, expect: UNAUTHORIZED })
  for (const v of VARIANTS) {
    const url = v.apply(own)
    if (url !== own) cases.push({ name: `${key(op)}: no token, ${v.name}`, as: 'none', request: { method: op.method, url, ...bodyOf(op) }, expect: v.expect })
  }
  const expect = crossTenant(op)
  if (expect === undefined) continue
  const query: Record<string, string> = !isAdmin(op) && op.queryParams.includes('partyId') ? { partyId: w.B.partyId } : {}
  const foreign = urlOf(op, fillWith(w.B), query)
  cases.push({ name: `${key(op)}: B's ids with A's token`, as: 'A', request: { method: op.method, url: foreign, ...bodyOf(op) }, expect })
  if (!isAdmin(op)) {
    for (const v of VARIANTS.slice(0, 2)) {
      cases.push({ name: `${key(op)}: B's ids with A's token, ${v.name}`, as: 'A', request: { method: op.method, url: v.apply(foreign), ...bodyOf(op) }, expect })
    }
  }
  // A's own party with B's document or hook: the resource is not A's, so 404 (its existence is not revealed).
  if (op.pathParams.includes('partyId') && op.pathParams.some(n => PARAM_KINDS[n] === 'document' || PARAM_KINDS[n] === 'hook')) {
    const mixed = urlOf(op, name => PARAM_KINDS[name] === 'party' ? w.A.partyId : fillWith(w.B)(name))
    cases.push({ name: `${key(op)}: A's party, B's ${op.pathParams.filter(n => n !== 'partyId').join(', ')}`, as: 'A', request: { method: op.method, url: mixed, ...bodyOf(op) }, expect: NOT_FOUND })
  }
  // A's own hook with B's delivery: not A's, 404.
  if (op.pathParams.includes('deliveryId')) {
    const mixed = urlOf(op, name => PARAM_KINDS[name] === 'delivery' ? w.B.deliveryId : fillWith(w.A)(name))
    cases.push({ name: `${key(op)}: A's hook, B's delivery`, as: 'A', request: { method: op.method, url: mixed, ...bodyOf(op) }, expect: NOT_FOUND })
  }
  // The other direction: B's token on A's ids.
  cases.push({ name: `${key(op)}: A's ids with B's token`, as: 'B', request: { method: op.method, url: urlOf(op, fillWith(w.A), Object.keys(query).length > 0 ? { partyId: w.A.partyId } : {}), ...bodyOf(op) }, expect })
}
for (const [k, expect] of Object.entries(PUBLIC)) {
  const [method, url] = k.split(' ') as ['GET' | 'POST', string]
  cases.push({ name: `${k}: public, no token`, as: 'none', request: { method, url }, expect })
}

runCases(w, cases)
