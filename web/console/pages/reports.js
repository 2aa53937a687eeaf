// Reports (admin token): the Peppol Reporting reports of this access point (EUSR and TSR per month and environment),
// filtered by month and environment; one report's validation (the official Schematron's failed assertions) and its
// XML as a download; the operator actions "Build reports" (builds and validates both reports of a month, a sent one
// is kept) and "Send reports" (after a confirmation: builds and sends those not sent yet); the reports received when
// this Wharf is the reporting receiver (WHARF_REPORTING_ACCEPT).
import { h, table, when, show, field, select, facts, announce, errorBox } from '../dom.js'
import { api, qs, download } from '../api.js'
import { PageElement, link } from '../page.js'

const BASE = '/admin/v1/reporting'
const ENVIRONMENTS = ['acceptance', 'production']
const LIMITS = ['25', '100', '1000']
const MONTH = '[0-9]{4}-[0-9]{2}'
const yesNo = (valid, failed) => valid ? 'yes' : `no${failed > 0 ? ` (${failed} failed assertion${failed === 1 ? '' : 's'})` : ''}`
const summary = reports => reports.map(r => `${r.kind} ${r.state}${r.valid ? '' : ' (not valid)'}`).join(', ')

class ReportsPage extends PageElement {
  static pageTitle = 'Reports'

  async load () {
    const p = this.params
    const filters = { month: p.get('month') ?? '', environment: p.get('environment') ?? '' }
    const limit = p.get('limit') ?? '100'
    const reportId = p.get('report')
    const [list, received, report] = await Promise.all([
      api(`${BASE}${qs({ ...filters, limit })}`),
      api(`${BASE}/received`),
      reportId === null ? null : api(`${BASE}/${encodeURIComponent(reportId)}`)
    ])
    this.state = { filters, limit }
    const params = { ...filters, limit }
    return [
      h('p', { class: 'hint' }, 'The monthly Peppol Reporting of this access point: the end user statistics report (EUSR) and the transaction statistics report (TSR), built from the message log, validated with the official Schematron and sent over AS4 to the reporting receiver.'),
      this.filterForm(filters, limit),
      h('section', { 'aria-label': 'Reports of this access point' },
        table('Reports of this access point, newest month first', [
          { label: 'Month', cell: r => { const a = link('reports', { ...params, report: r.id }, r.month); a.setAttribute('aria-label', `${r.month} ${r.kind} ${r.environment}`); return a } },
          { label: 'Kind', cell: r => r.kind },
          { label: 'Environment', cell: r => r.environment },
          { label: 'Valid', cell: r => h('span', { class: `state ${r.valid ? 'ok' : 'error'}` }, yesNo(r.valid, r.failedAssertions)) },
          { label: 'State', cell: r => h('span', { class: `state ${r.state}` }, r.state) },
          { label: 'Attempts', cell: r => String(r.attempts) },
          { label: 'AS4 message id', cell: r => r.messageId === null ? '—' : h('code', {}, r.messageId) },
          { label: 'Built', cell: r => when(r.builtAt) },
          { label: 'Sent', cell: r => when(r.sentAt) },
          { label: 'Error', cell: r => show(r.error) }
        ], list.reports, 'No reports match. Reports are built on schedule after each month, or with "Build reports" below.')),
      report === null ? null : this.detail(report, params),
      this.actions(filters),
      this.receivedSection(received.reports)
    ]
  }

  filterForm (f, limit) {
    const c = {
      month: h('input', { type: 'month', name: 'month', value: f.month, pattern: MONTH, placeholder: 'YYYY-MM' }),
      environment: select('environment', ENVIRONMENTS, f.environment, 'any'),
      limit: select('limit', LIMITS.includes(limit) ? LIMITS : [limit, ...LIMITS], limit)
    }
    const form = h('form', { class: 'filters', role: 'search', 'aria-label': 'Filter reports' },
      field('Month', c.month, 'YYYY-MM'), field('Environment', c.environment), field('At most', c.limit), h('button', { type: 'submit' }, 'Search'))
    form.addEventListener('submit', ev => {
      ev.preventDefault()
      this.go('reports', { month: c.month.value, environment: c.environment.value, limit: c.limit.value })
    })
    return form
  }

  /** One report: its facts, the XML as a download, the failed assertions of the official Schematron. */
  detail (r, params) {
    const title = `${r.kind} ${r.month} (${r.environment})`
    const button = h('button', { type: 'button', onclick: () => this.downloadXml(r, button) }, `Download the XML of ${r.kind} ${r.month}`)
    return h('section', { 'aria-labelledby': 'report-h' },
      h('h2', { id: 'report-h', tabindex: '-1' }, `Report ${title}`),
      h('p', {}, link('reports', params, 'Close this report')),
      facts({ Kind: r.kind, Month: r.month, Environment: r.environment, Valid: yesNo(r.valid, r.assertions.length), State: r.state, Attempts: r.attempts, 'AS4 message id': r.messageId, Built: r.builtAt, Sent: r.sentAt, Error: r.error, Id: r.id }),
      h('div', { class: 'actions' }, button),
      r.assertions.length === 0
        ? h('p', { class: 'empty' }, 'No failed assertions: the report is valid under the official Schematron.')
        : table(`Failed assertions of ${title}`, [
          { label: 'Rule', cell: a => h('code', {}, a.id) },
          { label: 'Flag', cell: a => a.flag },
          { label: 'Message', cell: a => a.text },
          { label: 'Location', cell: a => h('code', {}, a.location) }
        ], r.assertions))
  }

  async downloadXml (r, button) {
    button.disabled = true
    try {
      const name = await download(`${BASE}/${encodeURIComponent(r.id)}/xml`, `${r.kind}-${r.environment}-${r.month}.xml`)
      announce(`Downloaded ${name}.`, 'ok')
    } catch (err) {
      announce(`Download failed: ${err.message}`, 'error')
      button.after(errorBox(err))
    } finally {
      button.disabled = false
    }
  }

  /** "Build reports" and "Send reports…" for a month (the send after a confirmation in a modal dialog). */
  actions (f) {
    const c = {
      month: h('input', { type: 'month', name: 'month', value: f.month, required: true, pattern: MONTH, placeholder: 'YYYY-MM' }),
      environment: select('environment', ENVIRONMENTS, f.environment, "the AP certificate's")
    }
    const input = () => ({ month: c.month.value, ...(c.environment.value === '' ? {} : { environment: c.environment.value }) })
    const dialog = h('dialog', { 'aria-labelledby': 'send-h', 'aria-describedby': 'send-d' },
      h('h2', { id: 'send-h' }, 'Send the reports of this month?'),
      h('p', { id: 'send-d' }, 'This builds the EUSR and TSR of the month and sends those not sent yet over AS4 to the reporting receiver (OpenPeppol unless WHARF_REPORTING_RECEIVER says otherwise). A report already sent is not sent again; a report that is not valid is never sent.'),
      h('form', { method: 'dialog' },
        h('button', { type: 'submit', value: 'send' }, 'Send'), ' ',
        h('button', { type: 'submit', value: 'cancel', class: 'secondary', autofocus: true }, 'Cancel')))
    const form = h('form', { class: 'filters', 'aria-labelledby': 'build-h' },
      field('Month to build', c.month, 'YYYY-MM, a month that is over'), field('Environment of the reports', c.environment),
      h('button', { type: 'submit' }, 'Build reports'),
      h('button', { type: 'button', class: 'secondary', 'aria-haspopup': 'dialog', onclick: () => { if (form.reportValidity()) { dialog.returnValue = ''; dialog.showModal() } } }, 'Send reports…'))
    form.addEventListener('submit', ev => { ev.preventDefault(); this.run('build', input(), form) })
    dialog.addEventListener('close', () => { if (dialog.returnValue === 'send') this.run('send', input(), form) })
    return h('section', { 'aria-labelledby': 'build-h' },
      h('h2', { id: 'build-h' }, 'Build or send the reports of a month'),
      h('p', { class: 'hint' }, 'Wharf builds and sends them on schedule; these are the same actions as wharf reporting build|send --month.'),
      form, dialog)
  }

  async run (action, input, form) {
    const buttons = [...form.querySelectorAll('button')]
    for (const b of buttons) b.disabled = true
    try {
      const r = await api(`${BASE}/${action}`, { method: 'POST', body: input })
      const what = `${action === 'build' ? 'Built' : 'Sent'} the reports of ${r.month} (${r.environment}): ${summary(r.reports)}`
      announce(`${what}${r.retry === true ? '; sending is retried later' : ''}.`, r.failed === true || r.reports.some(x => !x.valid) ? 'error' : 'ok')
      const target = { month: r.month, environment: r.environment, limit: this.state.limit }
      const p = new URLSearchParams(Object.entries(target))
      if (location.hash === `#/reports?${p}`) await this.refresh()
      else this.go('reports', target)
    } catch (err) {
      for (const b of buttons) b.disabled = false
      announce(`${action === 'build' ? 'Building' : 'Sending'} the reports failed: ${err.message}`, 'error')
      form.after(errorBox(err))
    }
  }

  receivedSection (reports) {
    return h('section', { 'aria-labelledby': 'received-h' },
      h('h2', { id: 'received-h' }, 'Reports received'),
      table('Reports received as the reporting receiver, newest first', [
        { label: 'Received', cell: r => when(r.receivedAt) },
        { label: 'Kind', cell: r => r.kind },
        { label: 'Month', cell: r => show(r.month) },
        { label: 'Environment', cell: r => r.environment },
        { label: 'Reporter', cell: r => show(r.reporterId) },
        { label: 'Sender', cell: r => r.sender },
        { label: 'Sending access point', cell: r => r.senderAccessPoint },
        { label: 'Valid', cell: r => h('span', { class: `state ${r.valid ? 'ok' : 'error'}` }, r.valid ? 'yes' : 'no') },
        { label: 'AS4 message id', cell: r => h('code', {}, r.messageId) }
      ], reports, 'No reports received. Only a Wharf that is the reporting receiver (WHARF_REPORTING_ACCEPT) receives reports; others send theirs.'))
  }
}
customElements.define('wharf-reports', ReportsPage)
export default { id: 'reports', title: 'Reports', needs: 'admin', tag: 'wharf-reports' }
