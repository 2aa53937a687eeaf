import { test } from 'node:test'
import assert from 'node:assert/strict'
import { WharfError, isWharfError } from './errors.ts'
import { toWharfError } from './http/error-handler.ts'

test('a WharfError is one by its class: an error shaped like one (same name, code and methods) is not a coded error', () => {
  // dist/ mirrors the sources, so plugin code and core share one copy of core/errors (no bundle carries a second
  // one), and the check is instanceof alone.
  class OtherWharfError extends Error {
    readonly code = 'CHANNEL_NOT_FOUND'
    constructor (message: string) { super(message); this.name = 'WharfError' }
    toBody (): { code: string, message: string } { return { code: this.code, message: this.message } }
  }
  const foreign = new OtherWharfError('no such hook')
  assert.equal(foreign instanceof WharfError, false)
  assert.equal(isWharfError(foreign), false)
  assert.equal(toWharfError(foreign).code, 'INTERNAL', 'an unknown error is a 500, whatever its shape')
  assert.equal(isWharfError(new WharfError('NOT_FOUND')), true)
  assert.equal(toWharfError(new WharfError('CHANNEL_NOT_FOUND', 'no such hook')).statusCode, 400)
})

test('toApiError: the one mapping of the errors that reach an answer', async () => {
  const { toApiError } = await import('./errors.ts')
  const { SpoolLimitError } = await import('./blobs/spool.ts')
  const { ScanFailure } = await import('./documents/scan-guard.ts')
  const { TargetRefusedError, BadTargetUrlError } = await import('./sdk/net-guard.ts')
  assert.deepEqual(toApiError(new SpoolLimitError(10)).toBody(), { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' })
  assert.deepEqual(toApiError(new ScanFailure('1:2: no root element')).toBody(), { code: 'INVALID_XML', message: 'The document is not well-formed XML: 1:2: no root element' })
  assert.deepEqual(toApiError(new TargetRefusedError('10.0.0.1'), { subject: 'hook', field: 'auth.tokenUrl' }).toBody(), {
    code: 'VALIDATION_FAILED',
    message: 'Invalid hook auth.tokenUrl: the target address 10.0.0.1 is private, loopback or reserved; an operator can allow it with WHARF_HOOK_TARGET_ALLOWLIST',
    details: { field: 'auth.tokenUrl', reason: 'TARGET_FORBIDDEN' }
  })
  assert.equal(toApiError(new BadTargetUrlError('must be an https URL')).statusCode, 400)
  assert.equal(toApiError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })).code, 'UNAVAILABLE')
  assert.equal(toApiError(new Error('boom')).code, 'INTERNAL')
})
