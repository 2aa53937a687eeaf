import { test } from 'node:test'
import assert from 'node:assert/strict'
import { isDatabaseUnavailable } from './unavailable.ts'

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code })

test('connection-class errors of pg, knex and PGlite are "database unavailable"', () => {
  for (const err of [
    withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED'),
    withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND'),
    withCode('connect ETIMEDOUT 10.0.0.5:5432', 'ETIMEDOUT'),
    withCode('select 1 - terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    withCode('sorry, too many clients already', '53300'),
    Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?'), { name: 'KnexTimeoutError' }),
    new Error('Unable to acquire a connection'),
    new Error('select "id" from "tenants" - PGlite is closed'),
    new Error('Connection terminated unexpectedly'),
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')], '')
  ]) assert.equal(isDatabaseUnavailable(err), true, err.message)
})

test('query errors, other faults and non-errors are not', () => {
  for (const err of [
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('syntax error at or near "selec"', '42601'),
    new TypeError('Cannot read properties of undefined'),
    new Error('fetch failed', { cause: withCode('connect ECONNREFUSED 10.0.0.9:443', 'ECONNREFUSED') }),
    new AggregateError([]),
    'ECONNREFUSED',
    undefined
  ]) assert.equal(isDatabaseUnavailable(err), false, String(err))
})
