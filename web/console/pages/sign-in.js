// Sign in: the admin token (tenants, plugins: the /admin API) and/or a tenant's application or user (parties,
// documents, hooks, lookup: the /api routes, with a token from POST /connect/token). Both are kept in sessionStorage.
import { h, field, announce, errorBox } from '../dom.js'
import { api, requestToken } from '../api.js'
import { PageElement } from '../page.js'
import { saveSession, session } from '../session.js'

class SignInPage extends PageElement {
  static pageTitle = 'Sign in'

  async load () {
    const reason = this.getAttribute('reason')
    const back = this.getAttribute('return')
    // After signing in: the page that asked for it when this credential is the one it needs, else `fallback`.
    // (The address is that page's already: routing again mounts it.)
    const done = (kind, fallback) => {
      if (!this.isConnected) return // the operator has gone elsewhere meanwhile: stay there
      if (back === null || reason !== kind) this.go(fallback)
      else if (location.hash === back) window.dispatchEvent(new HashChangeEvent('hashchange'))
      else location.hash = back
    }
    const s = session()
    const adminInput = h('input', { type: 'password', name: 'adminToken', autocomplete: 'off', required: true })
    const adminForm = h('form', { 'aria-labelledby': 'admin-h' },
      h('h2', { id: 'admin-h' }, 'Operator (admin token)'),
      field('Admin token', adminInput, 'WHARF_ADMIN_TOKEN or the file admin-token in the data directory'),
      h('button', { type: 'submit' }, 'Sign in with the admin token'))
    adminForm.addEventListener('submit', async ev => {
      ev.preventDefault()
      const out = adminForm.querySelector('.error'); out?.remove()
      try {
        saveSession({ admin: adminInput.value.trim() })
        await api('/admin/v1/tenants', { as: 'admin' }) // proves the token before the pages use it
        announce('Signed in with the admin token.', 'ok')
        done('admin', 'tenants')
      } catch (err) {
        saveSession({ admin: null })
        adminForm.append(errorBox(err))
      }
    })

    const clientId = h('input', { name: 'clientId', autocomplete: 'username', required: true })
    const clientSecret = h('input', { type: 'password', name: 'clientSecret', autocomplete: 'off', required: true })
    const username = h('input', { name: 'username', autocomplete: 'off' })
    const password = h('input', { type: 'password', name: 'password', autocomplete: 'off' })
    const tenantForm = h('form', { 'aria-labelledby': 'tenant-h' },
      h('h2', { id: 'tenant-h' }, 'Tenant (application or user)'),
      field('Client id', clientId), field('Client secret', clientSecret),
      h('fieldset', {}, h('legend', {}, 'As a user of the tenant (optional)'), field('Username', username), field('Password', password)),
      h('button', { type: 'submit' }, 'Sign in to the tenant'))
    tenantForm.addEventListener('submit', async ev => {
      ev.preventDefault()
      tenantForm.querySelector('.error')?.remove()
      const form = { client_id: clientId.value.trim(), client_secret: clientSecret.value, scope: 'ap' }
      if (username.value.trim() !== '') Object.assign(form, { grant_type: 'password', username: username.value.trim(), password: password.value })
      else form.grant_type = 'client_credentials'
      try {
        const tok = await requestToken(form)
        saveSession({ tenant: { token: tok.access_token, expiresAt: new Date(Date.now() + tok.expires_in * 1000).toISOString() } })
        const me = await api('/api/v1/me')
        saveSession({ tenant: { token: tok.access_token, expiresAt: me.tokenExpiresAt, tenantName: me.tenant.name, environment: me.environment, kind: me.kind, label: me.user?.username ?? me.application.clientId, roles: me.roles } })
        announce(`Signed in to tenant ${me.tenant.name}.`, 'ok')
        done('tenant', 'parties')
      } catch (err) {
        saveSession({ tenant: null })
        tenantForm.append(errorBox(err))
      }
    })

    return [
      reason === null ? null : h('p', { class: 'notice', role: 'note' }, reason === 'admin' ? 'This page needs the admin token.' : 'This page needs a tenant sign-in.'),
      h('p', {}, 'Credentials stay in this browser tab only (sessionStorage) and are sent as a bearer token to Wharf\'s own APIs.'),
      s.admin !== undefined ? h('p', {}, 'The admin token is set.') : null,
      h('div', { class: 'columns' }, adminForm, tenantForm)
    ]
  }
}
customElements.define('wharf-sign-in', SignInPage)
export default { id: 'sign-in', title: 'Sign in', needs: 'none', tag: 'wharf-sign-in' }
