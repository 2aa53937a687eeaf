// The manual MLS route (POST /api/v1-beta/generic/{documentId}/response, plugins/peppol-as4/mls/routes.ts) on a Wharf
// whose peppol-as4 plugin is enabled but that has no AP certificate and key: the route is there (in the OpenAPI
// document too) and answers 409 PEPPOL_NOT_CONFIGURED, after its own checks, instead of a 404 "No route".
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api, hostOf } from '../helpers/fixtures.ts'
import { pluginsConfig } from '../helpers/cleanup.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { fixture } from '../documents/helpers.ts'

const BUYER = '0192:987654325'
const t = await openWharf({ WHARF_PLUGINS_CONFIG: pluginsConfig({ 'peppol-as4': { enabled: true } }, 'wharf-mls-unconfigured-') })
const { token } = await tenantWithParties(t, 'mls-unconfigured', [BUYER])

test('409 PEPPOL_NOT_CONFIGURED naming what is missing; an unknown document 404, a bad body 400', async () => {
  const invoice = fixture('bis3-base-example.xml').toString('utf8')
    .replace('<cbc:EndpointID schemeID="0002">FR23342</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>')
  const received = await t.app.inject({
    method: 'POST', url: `/api/v1/${BUYER}/generic/receive`, payload: invoice,
    headers: { host: hostOf('acceptance'), authorization: `Bearer ${token}`, 'content-type': 'application/xml' }
  })
  assert.equal(received.statusCode, 201, received.body)
  const documentId = received.json().documentId as string
  const post = async (id: string, body: unknown) => await api(t, token, 'POST', `/api/v1-beta/generic/${id}/response`, { payload: body })
  const res = await post(documentId, { status: 'AP' })
  assert.equal(res.statusCode, 409, res.body)
  assert.equal(res.json().code, 'PEPPOL_NOT_CONFIGURED')
  assert.match(res.json().message, /WHARF_AP_CERT_FILE/)
  assert.equal((await post('00000000-0000-4000-8000-000000000000', { status: 'AP' })).statusCode, 404)
  assert.equal((await post(documentId, { status: 'XX' })).json().code, 'VALIDATION_FAILED')
  const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
  assert.ok(spec.paths['/api/v1-beta/generic/{documentId}/response'] !== undefined)
})
