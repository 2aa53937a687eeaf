import { test } from 'node:test'
import assert from 'node:assert/strict'
import { WharfError, isWharfError } from './errors.ts'
import { toWharfError } from './http/error-handler.ts'

test('a WharfError from another copy of the module (a compiled plugin bundle) keeps its code and status', () => {
  // What a second bundled copy of the class produces: same name, code and methods, another prototype chain.
  class OtherWharfError extends Error {
    readonly code = 'CHANNEL_NOT_FOUND'
    readonly statusCode = 400
    constructor (message: string) { super(message); this.name = 'WharfError' }
    toBody (): { code: string, message: string } { return { code: this.code, message: this.message } }
  }
  const foreign = new OtherWharfError('no such hook')
  assert.equal(foreign instanceof WharfError, false)
  assert.equal(isWharfError(foreign), true)
  assert.equal(toWharfError(foreign).statusCode, 400)
  assert.deepEqual(toWharfError(foreign).toBody(), { code: 'CHANNEL_NOT_FOUND', message: 'no such hook' })
  const impostor = Object.assign(new Error('x'), { name: 'WharfError', code: 'NOT_A_CODE', toBody: () => ({}) })
  assert.equal(isWharfError(impostor), false, 'a code outside the catalogue is not one of ours')
  assert.equal(isWharfError(new WharfError('NOT_FOUND')), true)
})
