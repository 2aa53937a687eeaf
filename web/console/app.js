// The console shell: navigation from the page registry (pages/index.js), hash routing (#/<page>?<params>), the
// signed-in state in the header. Each page is a custom element; the router mounts the one the address names.
import { h } from './dom.js'
import { PAGES } from './pages/index.js'
import { session, signOut, tenantToken, adminToken } from './session.js'

const byId = new Map(PAGES.map(p => [p.id, p]))

function signedIn (needs) {
  if (needs === 'admin') return adminToken() !== undefined
  if (needs === 'tenant') return tenantToken() !== undefined
  return true
}

function renderNav (current) {
  const nav = document.getElementById('nav')
  nav.replaceChildren(...PAGES.filter(p => p.nav !== false).map(p => h('li', {},
    h('a', { href: `#/${p.id}`, 'aria-current': p.id === current ? 'page' : undefined, class: signedIn(p.needs) ? undefined : 'locked' },
      p.title, signedIn(p.needs) ? null : h('span', { class: 'sr-note' }, ` (needs ${p.needs === 'admin' ? 'the admin token' : 'a tenant sign-in'})`)))))
}

function renderWho () {
  const s = session()
  const parts = []
  if (s.admin !== undefined) parts.push('admin token')
  if (s.tenant !== undefined && tenantToken() !== undefined) parts.push(`tenant ${s.tenant.tenantName} (${s.tenant.kind} ${s.tenant.label}, ${s.tenant.environment})`)
  document.getElementById('who').textContent = parts.length === 0 ? 'Not signed in' : `Signed in: ${parts.join(' · ')}`
  document.getElementById('sign-out').hidden = parts.length === 0
}

function route () {
  // Only #/<page> addresses are pages; another fragment (the skip link's #main) moves focus and nothing else.
  if (location.hash !== '' && !location.hash.startsWith('#/')) return
  const [path] = location.hash.replace(/^#\/?/, '').split('?')
  const page = byId.get(path) ?? byId.get(session().admin !== undefined || tenantToken() !== undefined ? 'health' : 'sign-in')
  // A page outside the navigation (a document, a hook's deliveries) marks the entry it belongs to as current.
  renderNav(page.under ?? page.id)
  renderWho()
  document.title = `${page.title} · Wharf console`
  const main = document.getElementById('main')
  const allowed = signedIn(page.needs)
  const el = document.createElement(allowed ? page.tag : byId.get('sign-in').tag)
  // Without the credential the page needs: the sign-in page, which returns here afterwards.
  if (!allowed) { el.setAttribute('reason', page.needs); el.setAttribute('return', location.hash) }
  // A message announced just before this navigation (e.g. "Signed in") stays; older ones go. The same page mounted
  // again (its own address) keeps what it announced.
  const status = document.getElementById('status')
  if (main.dataset.route !== location.hash && Date.now() - Number(status.dataset.at ?? 0) > 1000) status.textContent = ''
  el.focusOnLoad = true
  main.replaceChildren(el)
  main.dataset.route = location.hash // which address the mounted page is for (the browser tests wait on it)
}

window.addEventListener('hashchange', route)
window.addEventListener('wharf:session', () => { renderWho(); renderNav(location.hash.replace(/^#\/?/, '').split('?')[0]) })
document.getElementById('sign-out').addEventListener('click', () => {
  signOut()
  if (location.hash === '#/sign-in') route()
  else location.hash = '#/sign-in'
})
route()
