/**
 * The batch channel on the main thread (entry.host): deliveries to batch hooks run here (localDelivery, collect.ts),
 * the `batch.close` job closes a batch whose period is over, and the ZIP download route is served in every api
 * process (routes.ts).
 */
import { outcome, type ExtensionHost } from '../../core/sdk/host.ts'
import { CLOSE_KIND, closeByPeriod, collector } from './collect.ts'
import routes from './routes.ts'
import { parseBatchAddress } from './address.ts'

export default function register (host: ExtensionHost): void {
  host.localDelivery('batch', context => collector(context))
  host.workHandler(CLOSE_KIND, context => async (job: { payload: { batchId: string } }) => outcome.done(await closeByPeriod(context, job.payload.batchId)))
  host.routes(routes)
  host.actionCheck('batch', action => { try { parseBatchAddress(action); return null } catch (err) { return (err as Error).message } })
}
