// The console's pages, in navigation order. A page is a module that defines a custom element and exports
// { id, title, needs: 'admin' | 'tenant' | 'none', tag, nav? } (see ../page.js). Adding a page is adding its module
// and one line here.
//
// Hook deliveries: when the deliveries API exists (GET /api/v1/hook/{id}/deliveries, .../{deliveryId}, retry and
// redrive), add pages/deliveries.js (id 'deliveries', tag 'wharf-deliveries', params `hook` and `delivery`) and import it
// here after hooks: the hooks page then links each hook to it.
import signIn from './sign-in.js'
import tenants from './tenants.js'
import parties from './parties.js'
import documents from './documents.js'
import document from './document.js'
import hooks from './hooks.js'
import lookup from './lookup.js'
import plugins from './plugins.js'
import health from './health.js'

export const PAGES = [signIn, tenants, parties, documents, document, hooks, lookup, plugins, health]
