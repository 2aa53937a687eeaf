/**
 * Main-thread registrations of peppol-as4 (manifest entry.host, core/plugins/extensions.ts), made in every process
 * whether or not the channel is enabled: the SMP server, the Peppol configuration API and enrolment in one call, the recipient lookup
 * (SML -> SMP with verified signatures) behind queryRecipientParty and deliveryOption, the SML registration and
 * Directory publication of parties as durable work, the hourly deletion of old AS4 receipts, and Peppol Reporting
 * (the monthly EUSR and TSR: scheduling, the peppol.reporting work kind, GET /admin/v1/reporting).
 */
import type { ExtensionHost } from '../../core/sdk/host.ts'
import { exponentialBackoff } from '../../core/sdk/host.ts'
import { deleteOldAs4Receipts } from './as4/receipt-retention.ts'
import { lookupDeliveryOptions } from './smp/client.ts'
import { peppolConfigRoutes } from './smp/config-routes.ts'
import { enrollmentRoutes } from './smp/enrollment-routes.ts'
import { lookupDeps } from './smp/lookup-deps.ts'
import { SYNC_KIND, requestSync, syncHandler } from './smp/registration/sync.ts'
import { smpRoutes } from './smp/smp-routes.ts'
import { reportingRoutes } from './reporting/routes.ts'
import { REPORTING_KIND, REPORTING_RETRY, reportingHandler, scheduleReporting } from './reporting/schedule.ts'

export default function register (host: ExtensionHost): void {
  host.routes(peppolConfigRoutes)
  host.routes(smpRoutes)
  host.routes(enrollmentRoutes)
  host.recipientLookup(wharf => {
    const deps = lookupDeps(wharf)
    return async (partyId, family, opts) => await lookupDeliveryOptions(deps, partyId, family, opts)
  })
  // SML registration and Directory publication of a party: retried for a day with backoff from 5 s.
  host.workHandler(SYNC_KIND, syncHandler, exponentialBackoff({ initialMs: 5_000, maxDelayMs: 3_600_000, maxAttempts: 40 }))
  host.onPartyChanged(async (db, clock, party) => { await requestSync(db, clock, party) })
  // Peppol Reporting (reporting/): past reports for operators, the monthly EUSR + TSR job and its hourly scheduling.
  host.routes(reportingRoutes)
  host.workHandler(REPORTING_KIND, reportingHandler, REPORTING_RETRY)
  host.housekeeping(scheduleReporting)
  host.housekeeping(async wharf => ({ receipts: await deleteOldAs4Receipts(wharf.knex, wharf.clock, { olderThanDays: wharf.config.as4.receiptRetentionDays }) }))
}
