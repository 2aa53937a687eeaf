import { test } from 'node:test'
import assert from 'node:assert/strict'
import { redactUrl } from './logger.ts'

test('credential query parameters are redacted however their names are written; other parameters stay', () => {
  assert.equal(redactUrl('/a?client_secret=s1&Password=p1&to%6Ben=t1&code=c&key=k&access_token=a&page=2'),
    '/a?client_secret=[REDACTED]&Password=[REDACTED]&to%6Ben=[REDACTED]&code=[REDACTED]&key=[REDACTED]&access_token=[REDACTED]&page=2')
  assert.equal(redactUrl('/inbound/download'), '/inbound/download')
  assert.equal(redactUrl('/a?token'), '/a?token')
})
