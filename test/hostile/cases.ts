/**
 * The case-table format of the hostile suite and its runner: one node:test test per row, named by the row.
 *
 *   { name: 'no token', as: 'none', request: { method: 'GET', url: '/api/v1/me' }, expect: { status: 401, code: 'UNAUTHORIZED' } }
 *
 * `as` picks the bearer token (a tenant's ApManager token, 'A-user' its ApUser token, 'admin' the operator token,
 * 'none' no Authorization header); the request's own `authorization` header wins. `request` may be a function of the
 * world (ids, forged tokens). `expect.code` is the catalogue code (core/errors.ts) of the JSON error body,
 * `expect.error` the OAuth2 `error` of the token endpoint. Every row also asserts: no 500 unless expected, and no
 * 2xx when the row expects a refusal. `check` adds row-specific assertions.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { LightMyRequestResponse } from 'fastify'
import type { World, TenantName } from './world.ts'
import { hostOf } from '../helpers/fixtures.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS'
export type Actor = TenantName | `${TenantName}-user` | 'admin' | 'none'

export interface Req {
  method: Method
  url: string
  headers?: Record<string, string>
  payload?: unknown
  /** Host of the request: acceptance (default) or production. */
  environment?: 'acceptance' | 'production'
}

export interface Expect { status: number, code?: string, error?: string }

export interface Case {
  name: string
  as?: Actor
  request: Req | ((w: World) => Req | Promise<Req>)
  expect: Expect
  /** Runs before the request; its result is passed to `check` (e.g. a count that must not change). */
  prepare?: (w: World) => Promise<unknown>
  check?: (res: LightMyRequestResponse, w: World, prepared: unknown) => void | Promise<void>
}

export function tokenOf (w: World, as: Actor): string | undefined {
  if (as === 'none') return undefined
  if (as === 'admin') return w.t.adminToken
  const [name, kind] = as.split('-') as [TenantName, string | undefined]
  return kind === 'user' ? w[name].userToken : w[name].token
}

export async function send (w: World, c: Pick<Case, 'as' | 'request'>): Promise<LightMyRequestResponse> {
  const req = typeof c.request === 'function' ? await c.request(w) : c.request
  const token = tokenOf(w, c.as ?? 'A')
  return await w.t.app.inject({
    method: req.method,
    url: req.url,
    payload: req.payload as string,
    headers: { host: hostOf(req.environment ?? 'acceptance'), ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}), ...req.headers }
  })
}

export function assertExpected (res: LightMyRequestResponse, expect: Expect, what = ''): void {
  const show = `${what}${res.statusCode} ${res.body.slice(0, 400)}`
  if (expect.status !== 500) assert.notEqual(res.statusCode, 500, `never 500: ${show}`)
  if (expect.status >= 400) assert.ok(res.statusCode >= 400, `refused, not answered: ${show}`)
  assert.equal(res.statusCode, expect.status, show)
  if (expect.code !== undefined || expect.error !== undefined) {
    let body: Record<string, unknown>
    try { body = res.json() } catch { assert.fail(`a JSON error body: ${show}`) }
    if (expect.code !== undefined) assert.equal(body.code, expect.code, show)
    if (expect.error !== undefined) assert.equal(body.error, expect.error, show)
  }
}

/** Declares one test per case; `world` is the file's fixture (built before the tests run). */
export function runCases (world: World, cases: Case[]): void {
  const seen = new Set<string>()
  for (const c of cases) {
    assert.ok(!seen.has(c.name), `duplicate case name: ${c.name}`)
    seen.add(c.name)
    test(c.name, async () => {
      const prepared = await c.prepare?.(world)
      const res = await send(world, c)
      assertExpected(res, c.expect)
      await c.check?.(res, world, prepared)
    })
  }
}
