// receiverLookup (the AS4 receiver's one statement per message) against a real database: the same answers as the
// separate reads of plugins/peppol-as4/smp (party, capabilities, tenant defaults, migrated-away) and the stored receipt of a duplicate.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf } from '../../test/helpers/wharf.ts'
import { party, tenant } from '../../test/helpers/fixtures.ts'
import { getPartyPeppol, getTenantDefaults, partyForParticipant, putPartyPeppol, putTenantDefaults } from './smp/store.ts'
import { saveRegistration } from './smp/registration/store.ts'
import { receiverLookup } from './receiver-lookup.ts'

const t = await createTestWharf()
after(async () => { await t.close() })

test('receiverLookup: party, capabilities, defaults, migrated-away and the receipt of a duplicate in one statement', async () => {
  const { knex, clock } = t.wharf
  const ten = await tenant(t, 'Lookup')
  const p = await party(t, ten.id, ['0192:987654325'])
  const recipient = 'iso6523-actorid-upis::0192:987654325'

  const none = await receiverLookup(knex, 'acceptance', 'msg-1', recipient)
  assert.equal(none.receipt, undefined)
  assert.deepEqual({ partyId: none.party?.partyId, tenantId: none.party?.tenantId }, await partyForParticipant(knex, 'acceptance', '0192:987654325'))
  assert.equal(none.party?.partyId, p.id)
  assert.deepEqual(none.party?.capabilities, {})
  assert.deepEqual(none.party?.defaults, {})
  assert.equal(none.party?.migratedAway, false)

  await putPartyPeppol(knex, clock, p.id, ten.id, { capabilities: { invoices: 'on' } })
  await putTenantDefaults(knex, clock, ten.id, { orders: 'on' })
  const cfg = await receiverLookup(knex, 'acceptance', 'msg-1', '0192:987654325')
  assert.deepEqual(cfg.party?.capabilities, (await getPartyPeppol(knex, p.id))?.capabilities)
  assert.deepEqual(cfg.party?.defaults, (await getTenantDefaults(knex, ten.id)).capabilities)

  await saveRegistration(knex, clock, { environment: 'acceptance', participant: '0192:987654325', partyId: p.id, tenantId: ten.id }, { smlState: 'registered' })
  assert.equal((await receiverLookup(knex, 'acceptance', 'msg-1', recipient)).party?.migratedAway, false)
  await saveRegistration(knex, clock, { environment: 'acceptance', participant: '0192:987654325', partyId: p.id, tenantId: ten.id }, { smlState: 'migrated-away' })
  assert.equal((await receiverLookup(knex, 'acceptance', 'msg-1', recipient)).party?.migratedAway, true)

  // Another environment, another participant, a malformed one: no party; the receipt is found whatever the recipient.
  assert.equal((await receiverLookup(knex, 'production', 'msg-1', recipient)).party, undefined)
  assert.equal((await receiverLookup(knex, 'acceptance', 'msg-1', '0192:111111111')).party, undefined)
  await knex('as4_receipts').insert({ message_id: 'msg-1', environment: 'acceptance', from_party_id: 'POP000001', receipt: '<receipt/>', created_at: new Date(clock.now()) })
  const dup = await receiverLookup(knex, 'acceptance', 'msg-1', 'not an identifier')
  assert.equal(dup.receipt, '<receipt/>')
  assert.equal(dup.party, undefined)
  assert.equal(dup.id, undefined)
  assert.equal((await receiverLookup(knex, 'acceptance', 'msg-2', recipient)).receipt, undefined)
})
