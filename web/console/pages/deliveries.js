// Hook deliveries (tenant sign-in): one hook's deliveries (one per event routed to it; the id is the
// X-Service-Delivery header), filtered by status, topic and period and paged by the server (`next` cursor); one
// delivery's attempts, oldest first (time, outcome, HTTP status, latency, error, the first bytes of the answer).
// Actions (ApManager): "Retry" one delivery, and "Redrive filtered" (every delivery matching the filters that is not
// pending, after a confirmation): both send again with the same delivery id and a fresh sentOn.
import { h, table, when, show, field, select, facts, announce, errorBox } from '../dom.js'
import { api, qs, queryEnum } from '../api.js'
import { pager, pageSizes, toIso, toLocal } from '../paging.js'
import { PageElement, link } from '../page.js'

const LIST = '/api/v1/hook/{id}/deliveries'
const FILTERS = ['status', 'topic', 'from', 'to']
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`

class DeliveriesPage extends PageElement {
  static pageTitle = 'Hook deliveries'

  async load () {
    const p = this.params
    const hookId = p.get('hook')
    if (hookId === null) return [h('p', { class: 'error', role: 'alert' }, 'No hook chosen.'), h('p', {}, link('hooks', {}, 'Choose one on the hooks page'))]
    const base = `/api/v1/hook/${encodeURIComponent(hookId)}`
    const filters = Object.fromEntries(FILTERS.map(f => [f, p.get(f) ?? '']))
    const limit = p.get('limit') ?? '25'
    const cursor = p.get('cursor') ?? ''
    const deliveryId = p.get('delivery')
    const [hook, statuses, page, delivery] = await Promise.all([
      api(base), queryEnum(LIST, 'status'),
      api(`${base}/deliveries${qs({ ...filters, limit, cursor })}`),
      deliveryId === null ? null : api(`${base}/deliveries/${encodeURIComponent(deliveryId)}`)
    ])
    const name = hook.name ?? hook.id
    const params = { hook: hookId, ...filters, limit }
    this.state = { base, name, params, filters, cursor }
    const results = table(`Deliveries of hook ${name}`, [
      { label: 'Delivery', cell: d => link('deliveries', { ...params, cursor, delivery: d.deliveryId }, d.deliveryId) },
      { label: 'Topic', cell: d => d.topic },
      { label: 'Status', cell: d => h('span', { class: `state ${d.status}` }, d.status) },
      { label: 'Attempts', cell: d => String(d.attempts) },
      { label: 'Last HTTP status', cell: d => show(d.lastStatusCode) },
      { label: 'Last error', cell: d => show(d.lastError) },
      { label: 'Last attempt', cell: d => when(d.lastAttemptOn) },
      { label: 'Next attempt', cell: d => when(d.nextAttemptOn) },
      { label: 'Created', cell: d => when(d.createdOn) },
      { label: 'Send again', cell: d => h('button', { type: 'button', 'aria-label': `Retry delivery ${d.deliveryId}`, onclick: ev => this.retry(d.deliveryId, ev.currentTarget) }, 'Retry') }
    ], page.deliveries, 'No deliveries match.')
    const nav = pager({
      key: JSON.stringify({ list: 'deliveries', ...params }), cursor, next: page.next, count: page.deliveries.length,
      noun: ['delivery', 'deliveries'], label: 'Pages of deliveries', go: c => this.go('deliveries', { ...params, cursor: c })
    })
    return [
      h('p', {}, link('hooks', {}, 'Back to the hooks')),
      facts({ Hook: name, Target: hook.url, Topics: hook.topics.join(', '), State: hook.isActive ? 'active' : 'inactive' }),
      this.filterForm(hookId, filters, limit, statuses),
      h('section', { 'aria-label': 'Deliveries' }, results, nav, this.redriveControl()),
      delivery === null ? null : this.attempts(delivery)
    ]
  }

  filterForm (hookId, f, limit, statuses) {
    const c = {
      status: select('status', statuses, f.status, 'any'),
      topic: h('input', { name: 'topic', value: f.topic, placeholder: 'Invoice*', pattern: '[A-Za-z*]{1,100}' }),
      from: h('input', { type: 'datetime-local', name: 'from', value: toLocal(f.from) }),
      to: h('input', { type: 'datetime-local', name: 'to', value: toLocal(f.to) }),
      limit: select('limit', pageSizes(limit), limit)
    }
    const form = h('form', { class: 'filters', role: 'search', 'aria-label': 'Filter deliveries' },
      field('Status', c.status), field('Topic', c.topic, 'a topic, * as wildcard'), field('Created from', c.from),
      field('Created before', c.to), field('Page size', c.limit), h('button', { type: 'submit' }, 'Search'))
    form.addEventListener('submit', ev => {
      ev.preventDefault()
      this.go('deliveries', { hook: hookId, status: c.status.value, topic: c.topic.value.trim(), from: toIso(c.from.value), to: toIso(c.to.value), limit: c.limit.value })
    })
    return form
  }

  /** One delivery and its attempts, oldest first. */
  attempts (d) {
    return h('section', { 'aria-labelledby': 'delivery-h' },
      h('h2', { id: 'delivery-h', tabindex: '-1' }, `Delivery ${d.deliveryId}`),
      facts({ Status: d.status, Topic: d.topic, Event: d.eventId, Document: d.documentId, Attempts: d.attempts, 'Next attempt': d.nextAttemptOn, Created: d.createdOn }),
      table(`Attempts of delivery ${d.deliveryId}, oldest first`, [
        { label: 'Attempt', cell: a => String(a.attempt) },
        { label: 'Time', cell: a => when(a.attemptedOn) },
        { label: 'Outcome', cell: a => h('span', { class: `state ${a.outcome}` }, a.outcome) },
        { label: 'HTTP status', cell: a => show(a.statusCode) },
        { label: 'Latency', cell: a => a.latencyMs === null ? '—' : `${a.latencyMs} ms` },
        { label: 'Error', cell: a => a.errorCode === null && a.error === null ? '—' : [h('code', {}, show(a.errorCode)), ' ', show(a.error)] },
        { label: 'Response (first bytes)', cell: a => a.response === null ? '—' : h('pre', {}, a.response) }
      ], d.attemptList, 'No attempt yet.'))
  }

  /** "Redrive filtered" and its confirmation (a modal dialog: focus stays in it, Escape cancels). */
  redriveControl () {
    const { filters, name } = this.state
    const chosen = Object.entries(filters).filter(([, v]) => v !== '').map(([k, v]) => `${k} ${v}`)
    const scope = chosen.length === 0 ? 'every delivery of this hook' : `every delivery of this hook with ${chosen.join(', ')}`
    const dialog = h('dialog', { 'aria-labelledby': 'redrive-h', 'aria-describedby': 'redrive-d' },
      h('h2', { id: 'redrive-h' }, `Redrive deliveries of hook ${name}?`),
      h('p', { id: 'redrive-d' }, `This sends ${scope} again (oldest first, at most 1,000), with the same delivery ids and a fresh sentOn. Pending deliveries are queued already and left alone.`),
      h('form', { method: 'dialog' },
        h('button', { type: 'submit', value: 'redrive' }, 'Redrive'), ' ',
        h('button', { type: 'submit', value: 'cancel', class: 'secondary', autofocus: true }, 'Cancel')))
    dialog.addEventListener('close', () => { if (dialog.returnValue === 'redrive') this.redrive(opener) })
    const opener = h('button', { type: 'button', 'aria-haspopup': 'dialog', onclick: () => { dialog.returnValue = ''; dialog.showModal() } }, 'Redrive filtered…')
    return h('div', { class: 'actions' }, opener, dialog)
  }

  async redrive (button) {
    const { base, filters, name } = this.state
    button.disabled = true
    try {
      const body = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''))
      const r = await api(`${base}/deliveries/redrive`, { method: 'POST', body })
      const skipped = r.skipped === 0 ? '' : `; ${plural(r.skipped, 'delivery', 'deliveries')} skipped (past the event log's retention)`
      announce(`Redrive of hook ${name}: ${plural(r.redriven, 'delivery', 'deliveries')} queued again${skipped}${r.hasMore ? '; more match: redrive again' : ''}.`, 'ok')
      await this.refresh()
    } catch (err) {
      button.disabled = false
      announce(`Redrive failed: ${err.message}`, 'error')
      button.after(errorBox(err))
    }
  }

  async retry (deliveryId, button) {
    button.disabled = true
    try {
      const d = await api(`${this.state.base}/deliveries/${encodeURIComponent(deliveryId)}/retry`, { method: 'POST' })
      announce(`Delivery ${deliveryId} queued again (${d.status}).`, 'ok')
      await this.refresh()
    } catch (err) {
      button.disabled = false
      announce(`Retry of delivery ${deliveryId} failed: ${err.message}`, 'error')
      button.after(errorBox(err))
    }
  }
}
customElements.define('wharf-deliveries', DeliveriesPage)
export default { id: 'deliveries', title: 'Hook deliveries', needs: 'tenant', tag: 'wharf-deliveries', nav: false, under: 'hooks' }
