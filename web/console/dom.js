// Building DOM without innerHTML: every value from an API becomes text, never markup.

/** h('a', { href: '#/x', class: 'y' }, 'text', child): attributes (on* as listeners), then children (strings, nodes, arrays, null). */
export function h (tag, attrs = {}, ...children) {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null || v === false) continue
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v)
    else if (v === true) el.setAttribute(k, '')
    else el.setAttribute(k, String(v))
  }
  append(el, children)
  return el
}

function append (el, children) {
  for (const c of children) {
    if (c === undefined || c === null || c === false) continue
    if (Array.isArray(c)) append(el, c)
    else el.append(c instanceof Node ? c : String(c))
  }
}

/** A table with a caption, header cells from `columns` ({ label, cell(row) -> node|string }) and one row per item. */
export function table (caption, columns, rows, empty = 'Nothing to show.') {
  if (rows.length === 0) return h('p', { class: 'empty' }, empty)
  return h('div', { class: 'scroll' }, h('table', {},
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, columns.map(c => h('th', { scope: 'col' }, c.label)))),
    h('tbody', {}, rows.map(r => h('tr', {}, columns.map((c, i) => i === 0 ? h('th', { scope: 'row' }, c.cell(r)) : h('td', {}, c.cell(r))))))
  ))
}

/** A labelled form field; `control` is an input/select element that gets the id. */
export function field (label, control, hint) {
  const id = control.id || `f-${Math.random().toString(36).slice(2, 9)}`
  control.id = id
  const hintEl = hint === undefined ? null : h('small', { id: `${id}-hint` }, hint)
  if (hintEl !== null) control.setAttribute('aria-describedby', hintEl.id)
  return h('div', { class: 'field' }, h('label', { for: id }, label), control, hintEl)
}

/** A select of `values` (strings or { value, label }), with an optional empty first choice. */
export function select (name, values, selected, emptyLabel) {
  const opts = values.map(v => typeof v === 'string' ? { value: v, label: v } : v)
  return h('select', { name },
    emptyLabel === undefined ? null : h('option', { value: '' }, emptyLabel),
    opts.map(o => h('option', { value: o.value, selected: o.value === selected }, o.label)))
}

/** Key/value pairs as a description list; values that are objects are shown as JSON. */
export function facts (pairs) {
  return h('dl', { class: 'facts' }, Object.entries(pairs).flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, show(v))]))
}

export const show = v => v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v)

/** A date-time as the operator's locale shows it, with the ISO value in a <time>. */
export const when = iso => iso == null ? '—' : h('time', { datetime: iso }, new Date(iso).toLocaleString())

/** Announces a message in the live region (and keeps it on screen). */
export function announce (text, kind = 'info') {
  const el = document.getElementById('status')
  el.className = `status ${kind}`
  el.textContent = text
  el.dataset.at = String(Date.now())
}

/** The page's error box for a failed call. */
export const errorBox = err => h('p', { class: 'error', role: 'alert' }, err.message ?? String(err))
