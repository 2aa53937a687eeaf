/** Shared set-up of the test/documents tests: fixture loading, sending XML, waiting for the worker, reading events. */
import fs from 'node:fs'
import path from 'node:path'
import assert from 'node:assert/strict'
import type { TestWharf } from '../helpers/wharf.ts'
import { api, hostOf } from '../helpers/fixtures.ts'

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/documents')
export const PLUGIN_ROOT = path.resolve(import.meta.dirname, 'fixture-plugins')
export const fixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, name))

/** POSTs raw XML to /api/v1/{party}/{segment}/send. */
export async function sendXml (t: TestWharf, token: string, party: string, segment: string, body: Buffer | string, opts: { query?: string, contentType?: string, headers?: Record<string, string> } = {}) {
  return await t.app.inject({
    method: 'POST',
    url: `/api/v1/${party}/${segment}/send${opts.query !== undefined ? `?${opts.query}` : ''}`,
    payload: body,
    headers: { host: hostOf('acceptance'), authorization: `Bearer ${token}`, 'content-type': opts.contentType ?? 'application/xml', ...opts.headers }
  })
}

export async function createHook (t: TestWharf, token: string, hook: Record<string, unknown>): Promise<string> {
  const res = await api(t, token, 'POST', '/api/v1/hook', { payload: hook })
  assert.equal(res.statusCode, 201, res.body)
  return res.json().id as string
}

export interface StoredEvent { topic: string, documentId: string | null, message: string | null, details: Record<string, unknown>, partyId: string | null }

export async function eventsOf (t: TestWharf, documentId: string): Promise<StoredEvent[]> {
  const rows = await t.wharf.knex('events').where({ document_id: documentId }).orderBy('seq', 'asc')
  return rows.map(r => typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload)
}

export async function statusOf (t: TestWharf, documentId: string): Promise<string | undefined> {
  return (await t.wharf.knex('documents').where({ id: documentId }).first('status'))?.status
}

/** Polls (real time) until `check` returns a value; the queue worker polls every 50 ms. */
export async function waitFor<T> (what: string, check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const v = await check()
    if (v !== undefined && v !== false) return v
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

export const waitForStatus = async (t: TestWharf, id: string, status: string): Promise<void> => {
  await waitFor(`document ${id} status ${status}`, async () => (await statusOf(t, id)) === status)
}

export const countDocuments = async (t: TestWharf): Promise<number> =>
  Number((await t.wharf.knex('documents').count<Array<{ n: string }>>('* as n'))[0].n)

export interface FormField { name: string, data: string | Buffer, filename?: string, contentType?: string }
export const FORM_BOUNDARY = '----wharf-test-form-7MA4YWxkTrZu0gW'

/** A multipart/form-data body (RFC 7578) with these parts. */
export function formBody (fields: FormField[], boundary = FORM_BOUNDARY): Buffer {
  const parts = fields.flatMap(f => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"${f.filename !== undefined ? `; filename="${f.filename}"` : ''}\r\n` +
      (f.contentType !== undefined ? `Content-Type: ${f.contentType}\r\n` : '') + '\r\n'),
    Buffer.isBuffer(f.data) ? f.data : Buffer.from(f.data),
    Buffer.from('\r\n')
  ])
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)])
}

/** POSTs a multipart/form-data send (fields as formBody). */
export async function sendForm (t: TestWharf, token: string, party: string, segment: string, fields: FormField[], opts: { headers?: Record<string, string> } = {}) {
  return await sendXml(t, token, party, segment, formBody(fields), { contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`, ...opts })
}
