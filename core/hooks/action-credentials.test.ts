// Splitting an httpsin:// action into its masked form and its credentials (the userinfo as a whole), and back; the
// split agrees with the WHATWG URL parser the plugin uses; masking inside texts and JSON values.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { hasMaskedCredentials, joinActionCredentials, maskCredentialsInJson, maskCredentialsInText, splitActionCredentials } from './action-credentials.ts'

test('split and join: the userinfo up to the last @ of the authority, as a URL parser reads it', () => {
  for (const [action, masked, credentials] of [
    ['httpsin://erp%20user:p%40ss@inbound?token=$token$', 'httpsin://***@inbound?token=$token$', 'erp%20user:p%40ss'],
    ['httpsin://u:p@ss@archive/docs/$token$?a=b@c', 'httpsin://***@archive/docs/$token$?a=b@c', 'u:p@ss'],
    ['httpsin://only-user@inbound', 'httpsin://***@inbound', 'only-user'],
    ['httpsin://inbound?token=$token$&mail=a@b', 'httpsin://inbound?token=$token$&mail=a@b', null],
    ['webhook', 'webhook', null]
  ] as const) {
    const split = splitActionCredentials(action)
    assert.deepEqual(split, { action: masked, credentials }, action)
    assert.equal(joinActionCredentials(split.action, split.credentials), action)
    if (credentials !== null) {
      const url = new URL(action)
      const alone = new URL(`httpsin://${credentials}@x`)
      assert.deepEqual([alone.username, alone.password], [url.username, url.password], 'the URL parser reads the same credentials')
      assert.equal(new URL(masked).hostname, url.hostname)
      assert.ok(hasMaskedCredentials(masked))
    }
  }
  assert.equal(hasMaskedCredentials('httpsin://u:p@inbound'), false)
})

test('masking inside texts and JSON values', () => {
  assert.equal(maskCredentialsInText('via httpsin://u:p@ss@inbound?x=1 and HTTPSIN://a:b@archive/x'), 'via httpsin://***@inbound?x=1 and HTTPSIN://***@archive/x')
  assert.deepEqual(maskCredentialsInJson({ details: { channel: 'httpsin://u:p@inbound', n: 1, list: ['httpsin://x:y@inbound/a'] } }),
    { details: { channel: 'httpsin://***@inbound', n: 1, list: ['httpsin://***@inbound/a'] } })
})
