/**
 * Peppol by default (issue 18, interface: "every invoice goes over Peppol by default"). With an AP certificate and
 * key configured, the `peppol-as4` channel is on, and a send command (SendInvoice, SendOrder, ...) that no hook of the
 * tenant takes goes over Peppol: publish() routes it to the built-in hook PEPPOL_DEFAULT_HOOK_ID, which the command
 * runner runs like a `peppol` hook without output rules. Hooks keep precedence (a hook that takes the command, or
 * `channel=`), and fallback commands (Send*Fallback) never go to the default.
 *
 * The operator switches it off per tenant, or for all, in the plugins configuration:
 *   { "plugins": { "peppol-as4": { "tenants": { "<tenant name or id>": { "settings": { "byDefault": false } } } } } }
 * (plugin level `settings.byDefault: false` for every tenant; `enabled: false` for a tenant switches its whole
 * Peppol channel off, the default included).
 */
import type { Config, Environment } from '../config.ts'
import type { HookWithSecrets } from '../hooks/store.ts'
import type { PluginCatalogue } from '../plugins/catalogue.ts'
import type { TenantRef } from '../plugins/settings.ts'

export const PEPPOL_DEFAULT_HOOK_ID = 'peppol-default'
const PEPPOL_PLUGIN = 'peppol-as4'

/** Whether a send command no hook takes goes over Peppol for this tenant. */
export function peppolByDefault (config: Config, catalogue: PluginCatalogue | undefined, tenant: TenantRef): boolean {
  if (catalogue === undefined || config.smp.apCertFile === undefined || config.as4.keyFile === undefined) return false
  const check = catalogue.check('peppol', tenant)
  if (!check.ok || check.plugin.name !== PEPPOL_PLUGIN) return false
  return catalogue.settingsFor(PEPPOL_PLUGIN, tenant).byDefault !== false
}

/** The built-in hook a default Peppol send runs with: action `peppol`, every send command, no output rules. */
export function defaultPeppolHook (tenantId: string, environment: Environment, at: string): HookWithSecrets {
  return {
    id: PEPPOL_DEFAULT_HOOK_ID, tenantId, environment, partyId: null, endpointId: null, action: 'peppol', name: 'peppol (default)',
    url: null, topics: ['Send*'], filter: null, output: null, isActive: true, mlsType: null, secureKeyHint: null, auth: null,
    tlsCertificate: null, publishTopics: [], createdAt: at, updatedAt: at, deletedAt: null,
    actionWithCredentials: 'peppol', secureKey: null, authSecret: null, tls: null, inboundTokenHash: null
  }
}
