// The console's pages, in navigation order. A page is a module that defines a custom element and exports
// { id, title, needs: 'admin' | 'tenant' | 'none', tag, nav? } (see ../page.js). Adding a page is adding its module
// and one line here.
//
// Hook deliveries (pages/deliveries.js, tag wharf-deliveries, params `hook` and `delivery`) is reached from the hooks
// page, which links each hook to it because the element is registered. Reports (pages/reports.js, admin) takes the
// params `month`, `environment`, `limit` and `report` (the one shown).
import signIn from './sign-in.js'
import tenants from './tenants.js'
import parties from './parties.js'
import documents from './documents.js'
import document from './document.js'
import hooks from './hooks.js'
import deliveries from './deliveries.js'
import lookup from './lookup.js'
import plugins from './plugins.js'
import reports from './reports.js'
import health from './health.js'

export const PAGES = [signIn, tenants, parties, documents, document, hooks, deliveries, lookup, plugins, reports, health]
