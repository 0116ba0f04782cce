import { idsQuery, isListingId, parseListingIds, keepLimits } from '@/lib/keep/listing-ids'
import {
  addToList,
  clearRecent,
  readList,
  readRecent,
  recordVisit,
  toggleInList,
  type KeepList,
} from './keep-lists'

/*
 * The favourites, the comparison and the recently viewed listings in the browser
 * (docs/decisions/045-favourites-and-compare.md). The server renders every control hidden; this
 * module, loaded after hydration by keep-script.tsx, shows them and keeps them in step with
 * localStorage through data attributes, so that no card needs a React island:
 * - `button[data-keep="favourites"|"compare"][data-keep-id]`: a toggle (aria-pressed);
 * - `a[data-keep-link="favourites"|"compare"][data-href]`: the list's page with its `?ids=`
 *   and, in `[data-keep-number]`, its count;
 * - `[data-keep-status][data-full]`: a live region that says when the comparison is full;
 * - `[data-keep-visit][data-keep-id][data-title][data-href]`: a detail page, recorded as visited;
 * - `[data-recent]` with `ul[data-recent-items]` and `button[data-recent-clear]`;
 * - `button[data-keep-import][data-ids]`: adds a shared list to the visitor's favourites;
 * - `[data-keep-page="favourites"|"compare"]`: a list page opened without ids, which then shows
 *   the visitor's own list.
 */

const lists: KeepList[] = ['favourites', 'compare']
let listening = false

const all = <E extends Element>(selector: string) =>
  Array.from(document.querySelectorAll<E>(selector))

function refresh() {
  const kept = {
    favourites: readList(localStorage, 'favourites'),
    compare: readList(localStorage, 'compare'),
  }
  for (const button of all<HTMLButtonElement>('button[data-keep]')) {
    const ids = kept[button.dataset.keep as KeepList]
    const id = button.dataset.keepId
    if (!ids || !isListingId(id)) continue
    button.setAttribute('aria-pressed', String(ids.includes(id)))
    button.hidden = false
  }
  for (const link of all<HTMLAnchorElement>('a[data-keep-link]')) {
    const name = link.dataset.keepLink as KeepList
    const ids = kept[name]
    if (!ids) continue
    link.href = `${link.dataset.href ?? ''}${idsQuery(ids)}`
    const number = link.querySelector('[data-keep-number]')
    if (number) number.textContent = String(ids.length)
    // The favourites are always counted; a comparison only once it has something to compare.
    link.hidden = name === 'compare' && ids.length === 0
  }
  for (const button of all<HTMLButtonElement>('button[data-keep-import]')) {
    const shared = parseListingIds(button.dataset.ids, keepLimits.favourites)
    button.hidden = shared.every((id) => kept.favourites.includes(id))
  }
  showRecent()
}

function showRecent() {
  const visits = readRecent(localStorage)
  for (const section of all<HTMLElement>('[data-recent]')) {
    const list = section.querySelector('ul[data-recent-items]')
    if (!list) continue
    list.replaceChildren(
      ...visits.map((visit) => {
        const item = document.createElement('li')
        const link = document.createElement('a')
        link.href = visit.href
        link.textContent = visit.title
        item.append(link)
        return item
      }),
    )
    section.hidden = visits.length === 0
  }
}

function announce(text: string) {
  const status = document.querySelector<HTMLElement>('[data-keep-status]')
  if (status) status.textContent = text
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const toggle = target?.closest<HTMLButtonElement>('button[data-keep]')
  const name = toggle?.dataset.keep as KeepList | undefined
  const id = toggle?.dataset.keepId
  if (toggle && name && lists.includes(name) && isListingId(id)) {
    const done = toggleInList(localStorage, name, id)
    const status = document.querySelector<HTMLElement>('[data-keep-status]')
    announce(done ? '' : (status?.dataset.full ?? ''))
    refresh()
    return
  }
  const importer = target?.closest<HTMLButtonElement>('button[data-keep-import]')
  if (importer) {
    addToList(
      localStorage,
      'favourites',
      parseListingIds(importer.dataset.ids, keepLimits.favourites),
    )
    refresh()
    return
  }
  if (target?.closest('button[data-recent-clear]')) {
    clearRecent(localStorage)
    showRecent()
  }
}

/** Records a detail page's visit and shows every control of the page; safe to call again. */
export function startKeeping() {
  const page = document.querySelector<HTMLElement>('[data-keep-page]')
  const own = page && readList(localStorage, page.dataset.keepPage as KeepList)
  if (own && own.length > 0 && !new URLSearchParams(location.search).has('ids')) {
    location.replace(`${location.pathname}${idsQuery(own)}`)
    return
  }
  const visit = document.querySelector<HTMLElement>('[data-keep-visit]')
  const { keepId, title, href } = visit?.dataset ?? {}
  if (isListingId(keepId) && title && href) recordVisit(localStorage, { id: keepId, title, href })
  if (!listening) {
    document.addEventListener('click', onClick)
    listening = true
  }
  refresh()
}
