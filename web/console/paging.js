// Server-side paging and period filters shared by the list pages (documents, deliveries): the console never loads more
// than one page; "Next page" passes the list's `next` cursor, "Previous page" goes back along the cursors seen.
import { h } from './dom.js'

/** Cursors of the pages before the current one, per list and filter set. */
const back = new Map()

/** <input type="datetime-local"> value (local time) -> ISO date-time, and back. */
export const toIso = local => local === '' ? '' : new Date(local).toISOString()
export const toLocal = iso => {
  if (iso === null || iso === '') return ''
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 16)
}

/** Page size choices, keeping a size the address asks for that is not among them. */
export const pageSizes = current => ['10', '25', '50', '100'].includes(current) || current === '' ? ['10', '25', '50', '100'] : [current, '10', '25', '50', '100']

/**
 * The pager under a list: `key` names the list and its filters, `cursor` is this page's, `next` the answer's,
 * `count` the rows shown, `noun` [singular, plural], `go(cursor)` navigates.
 */
export function pager ({ key, cursor, next, count, noun, label, go }) {
  const stack = back.get(key) ?? []
  // Coming back to the first page (no cursor) forgets the way.
  if (cursor === '') back.set(key, [])
  return h('nav', { class: 'pager', 'aria-label': label },
    h('button', {
      type: 'button',
      disabled: cursor === '',
      onclick: () => { const prev = (back.get(key) ?? []).pop(); go(prev ?? '') }
    }, 'Previous page'),
    h('span', {}, `Page ${stack.length + 1}, ${count} ${count === 1 ? noun[0] : noun[1]}`),
    h('button', {
      type: 'button',
      disabled: next === null,
      onclick: () => { back.set(key, [...(back.get(key) ?? []), cursor]); go(next) }
    }, 'Next page'))
}
