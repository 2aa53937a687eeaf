/**
 * Recipient lookups for integrators: can a document reach this recipient, and how?
 *   GET  /api/v1/queryRecipientParty?identifier=<schemeID>:<id>
 *   POST /api/v1/{partyId}/salesInvoice/queryRecipientParty    (documents of the Invoice family)
 *   POST /api/v1/{partyId}/purchaseOrder/queryRecipientParty   (Order family)
 * The POST body is an array of identifiers or { partyIds, metaAttributes }; query preferredDocumentTypeId narrows the
 * document types, includeOptions adds the delivery option records. Each answer names the Peppol registration (SMP
 * lookup with verified signatures), the channels of the caller's hooks that could run the send command, and the
 * selected channel: `peppol` when the recipient is on Peppol, else the fallback hook; a hook that listens to both
 * Send* and Send*Fallback shows as `peppol-fallback`. The `peppol` channel names the hook that would run the send:
 * the tenant's peppol hook, or `peppol-default` (`isDefault: true`) when none takes the command and Peppol is the
 * tenant's default channel (core/sending/default-channel.ts); null when neither. Never rate limited.
 * When preferredDocumentTypeId is not among the recipient's types but the tenant's transform plugins convert it to one
 * that is, the answer names it: conversion { targetDocumentTypeId, steps, planAllows } (the send converts
 * automatically when planAllows, core/sending/auto-convert.ts).
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import type { Principal } from '../auth/principal.ts'
import { WharfError } from '../errors.ts'
import { matchesTopic } from '../events/index.ts'
import { seatIdOf } from '../crypto/certificates.ts'
import { formatPartyId, parsePartyId } from '../peppol/identifiers.ts'
import type { DocumentFamily } from '../peppol/doctypes/capabilities.ts'
import { recipientLookupOf, type RecipientDeliveryOption } from '../plugins/extensions.ts'
import type { PluginCatalogue } from '../plugins/catalogue.ts'
import { PEPPOL_DEFAULT_HOOK_ID, peppolByDefault } from './default-channel.ts'
import { createTransformService } from '../transforms/routes.ts'
import { chooseConversion, type ConversionChoice } from '../transforms/auto-convert.ts'
import { planAtLeast, planConfig } from '../transforms/plans.ts'

interface Channel { channel: string, hookId: string | null, action: string, available: boolean, isDefault?: boolean }

export async function recipientRoutes (fastify: FastifyInstance, opts: { wharf: Wharf, catalogue?: PluginCatalogue }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf } = opts
  const lookup = await recipientLookupOf(opts.wharf)
  // Only its plugin list is used here: no conversion runs, so its worker pool never starts.
  const transforms = opts.catalogue !== undefined ? createTransformService(wharf, opts.catalogue) : undefined
  fastify.addHook('onClose', async () => { await transforms?.close() })

  /** The conversion of `preferred` to a type the recipient lists, when the tenant has one (and whether its plan allows it). */
  async function conversionTo (p: Principal, preferred: string, all: RecipientDeliveryOption[]): Promise<(ConversionChoice & { planAllows: boolean }) | undefined> {
    if (transforms === undefined || !wharf.config.autoConvert) return undefined
    const plan = (await wharf.knex('tenants').where({ id: p.tenantId }).first('plan') as { plan: string } | undefined)?.plan ?? ''
    const choice = chooseConversion(transforms.pluginsFor({ id: p.tenantId, name: p.tenantName, plan }), preferred, [...new Set(all.map(o => o.documentTypeId))])
    if (choice === undefined) return undefined
    const pc = planConfig(wharf.config)
    return { ...choice, planAllows: planAtLeast(pc.plans, plan, pc.transformMinPlan) }
  }

  async function query (p: Principal, raw: string, family: DocumentFamily, command: string, preferred?: string, includeOptions = false): Promise<Record<string, unknown>> {
    const partyId = formatPartyId(parsePartyId(raw))
    const result = await lookup(partyId, family)
    const all: RecipientDeliveryOption[] = result.ok ? result.options : []
    let options = all
    if (preferred !== undefined) options = options.filter(o => o.documentTypeId === preferred || o.documentTypeId.endsWith(`::${preferred}`))
    const conversion = preferred !== undefined && options.length === 0 && all.length > 0 ? await conversionTo(p, preferred, all) : undefined
    const onPeppol = options.length > 0
    const hooks = await wharf.hooks.active(p.tenantId, p.environment)
    const commandHooks = hooks.filter(h => h.action !== 'webhook' && h.topics.some(t => matchesTopic(t, command)))
    const fallbackTopic = `${command}Fallback`
    const peppolHook = commandHooks.find(h => h.action === 'peppol')
    const byDefault = peppolHook === undefined && peppolByDefault(wharf.config, opts.catalogue, { id: p.tenantId, name: p.tenantName })
    const channels: Channel[] = [{ channel: 'peppol', hookId: peppolHook?.id ?? (byDefault ? PEPPOL_DEFAULT_HOOK_ID : null), action: 'peppol', available: onPeppol, isDefault: byDefault }]
    for (const h of commandHooks.filter(h => h.action !== 'peppol')) {
      const fallback = h.topics.some(t => matchesTopic(t, fallbackTopic))
      channels.push({ channel: fallback ? 'peppol-fallback' : h.id, hookId: h.id, action: h.action, available: true })
    }
    for (const h of hooks.filter(h => h.action !== 'webhook' && h.action !== 'peppol' && !commandHooks.includes(h) && h.topics.some(t => matchesTopic(t, fallbackTopic)))) {
      channels.push({ channel: h.id, hookId: h.id, action: h.action, available: true })
    }
    const selected = onPeppol ? 'peppol' : channels.find(c => c.channel !== 'peppol' && c.available)?.channel ?? null
    const ap = options[0]
    return {
      partyId,
      registered: onPeppol,
      ...(result.ok ? {} : { reason: result.reason, message: result.message }),
      accessPoint: ap === undefined ? null : { url: ap.url, seatId: seatIdOf(ap.certificate) ?? null },
      documentTypes: [...new Map(options.map(o => [`${o.documentTypeId}|${o.processId}`, { documentTypeId: o.documentTypeId, processId: o.processId }])).values()],
      channels,
      selectedChannel: selected,
      ...(conversion !== undefined ? { conversion } : {}),
      ...(includeOptions ? { deliveryOptions: options } : {})
    }
  }

  const Answer = Type.Object({
    conversion: Type.Optional(Type.Object({
      targetDocumentTypeId: Type.String(),
      steps: Type.Array(Type.String(), { description: 'transform plugins, in order' }),
      planAllows: Type.Boolean({ description: 'the tenant\'s plan allows the conversion (WHARF_TRANSFORM_MIN_PLAN)' })
    }, { description: 'preferredDocumentTypeId is not listed, but the send converts it to this listed type' }))
  }, { additionalProperties: true })
  const Body = Type.Union([Type.Array(Type.String(), { minItems: 1, maxItems: 50 }), Type.Object({ partyIds: Type.Array(Type.String(), { minItems: 1, maxItems: 50 }), metaAttributes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) })])
  const Query = Type.Object({ preferredDocumentTypeId: Type.Optional(Type.String()), includeOptions: Type.Optional(Type.Boolean()) })
  const ids = (b: string[] | { partyIds: string[] }): string[] => Array.isArray(b) ? b : b.partyIds

  app.get('/api/v1/queryRecipientParty', {
    schema: { tags: ['peppol'], security: [{ bearer: [] }], summary: 'Selected channel and alternatives for one recipient', querystring: Type.Object({ identifier: Type.String() }), response: { 200: Answer } },
    config: { auth: { role: 'ApUser' } }
  }, async (req) => await query(req.principal, req.query.identifier, 'Invoice', 'SendInvoice'))

  for (const [segment, family, command] of [['salesInvoice', 'Invoice', 'SendInvoice'], ['purchaseOrder', 'Order', 'SendOrder']] as const) {
    app.post(`/api/v1/:partyId/${segment}/queryRecipientParty`, {
      schema: { tags: ['peppol'], security: [{ bearer: [] }], summary: `Can ${family} documents reach these recipients, and how`, params: Type.Object({ partyId: Type.String() }), querystring: Query, body: Body, response: { 200: Type.Object({ recipients: Type.Array(Answer) }) } },
      config: { auth: { role: 'ApUser', party: 'partyId' } }
    }, async (req) => {
      const list = ids(req.body as string[] | { partyIds: string[] })
      if (list.length === 0) throw new WharfError('VALIDATION_FAILED', 'give at least one recipient')
      return { recipients: await Promise.all(list.map(async id => await query(req.principal, id, family, command, req.query.preferredDocumentTypeId, req.query.includeOptions === true))) }
    })
  }
}
