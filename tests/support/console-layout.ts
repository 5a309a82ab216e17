// What a person would see as wrong in the staff console on a phone (issue 37), checked in the page
// itself: functions for Playwright's `page.evaluate` and WebDriver's `executeScript`, so Chromium
// and WebKit are held to the same rules. Each runs alone in the page: no imports, nothing from
// outside its own body, one argument.

/**
 * The screen's tab: in sight, its name whole, the only one marked as the page (`aria-current`;
 * on a wide screen its link in the row, on a phone's bottom bar its link there, or "More" marked
 * when the screen is one of those under it), and not under anything (unless the account menu is
 * open: a menu lies over the page, and its own place on top is what `layoutProblems` checks then).
 * 'ok', or what is wrong.
 */
export function screenTabProblem({ label, menuOpen }: { label: string; menuOpen: boolean }) {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  const nav = document.querySelector('nav[aria-label="Console"]')
  if (!nav) return 'no navigation'
  // Each screen's link may be drawn twice (the wide row's and the phone's "More"): one shows.
  const links = [...nav.querySelectorAll<HTMLElement>('a')]
  const named = links.filter((a) => a.textContent?.trim() === label)
  if (named.length === 0) return `no tab ${label}`
  const marked = links.filter((a) => a.getAttribute('aria-current') === 'page')
  if (marked.some((a) => a.textContent?.trim() !== label) || marked.length !== named.length)
    return `marked: ${marked.map((a) => a.textContent).join(', ') || 'none'}`
  let tab = named.find((a) => a.checkVisibility({ visibilityProperty: true }))
  if (!tab) {
    const more = nav.querySelector<HTMLElement>('.screens-more > button')
    if (!more?.checkVisibility({ visibilityProperty: true })) return `${label} not in sight`
    if (!more.hasAttribute('data-current')) return `"More" not marked for ${label}`
    if (more.textContent?.trim() !== `More (${label})`) return `"More" says ${more.textContent}`
    tab = more
  }
  const box = tab.getBoundingClientRect()
  if (
    box.left < 0 ||
    box.right > document.documentElement.clientWidth ||
    box.top < 0 ||
    box.bottom > window.innerHeight + 0.5
  )
    return `out of sight at ${Math.round(box.left)}..${Math.round(box.right)} px`
  if (tab.scrollWidth > tab.clientWidth) return 'its name is cut'
  if (menuOpen) return 'ok'
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return hit && tab.contains(hit) ? 'ok' : `covered by ${hit?.outerHTML.slice(0, 80)}`
}

/**
 * Whether the page's stylesheets have all come. The browser paints nothing before those in the
 * head, but a script's measure does not wait for them: a layout read before (the browser's cache
 * off, the line slow) is that of the bare markup, which no one sees (CI once read the phone's
 * bar as ten rows that way). For `page.waitForFunction` before a layout is checked.
 */
export function stylesheetsLoaded() {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
    (link) => link.sheet !== null,
  )
}

/**
 * A phone's screens (issue 51): one row along the bottom of the screen, within its width, with
 * "More" last (the list it opens aside). 'ok', or what is wrong.
 */
export function screensBarProblem() {
  const nav = document.querySelector('nav[aria-label="Console"]')
  if (!nav) return 'no navigation'
  const shown = [...nav.querySelectorAll<HTMLElement>('a, button')].filter(
    (el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('#more-screens'),
  )
  const names = shown.map((el) => el.firstChild?.textContent?.trim())
  if (names.at(-1) !== 'More') return `last in the bar: ${names.at(-1)}`
  const boxes = shown.map((el) => el.getBoundingClientRect())
  const tops = new Set(boxes.map((box) => Math.round(box.top)))
  if (tops.size !== 1) return `${tops.size} rows: ${names.join(', ')}`
  const bottom = Math.max(...boxes.map((box) => box.bottom))
  if (Math.abs(bottom - window.innerHeight) > 1)
    return `its end at ${Math.round(bottom)} px of ${window.innerHeight}`
  if (boxes.some((box) => box.left < 0 || box.right > document.documentElement.clientWidth + 0.5))
    return 'wider than the screen'
  return 'ok'
}

/**
 * Controls that something else covers at their centre (a tap there lands elsewhere), each
 * scrolled into view in turn; with the account menu open, the menu's own lines and buttons, which
 * must be over everything; the bar's items overlapping. And text cut short: an ellipsis or a clamp hiding part of it, a box
 * clipping its words, a calendar day's count past the day's edge.
 */
export function layoutProblems({ menuOpen }: { menuOpen: boolean }) {
  const shown = (el: Element) => {
    // Not in a closed <details> (whose content keeps its boxes), not hidden, not visually hidden.
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('.skip-link')) return false
    const box = el.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return false
    for (let at: Element | null = el; at; at = at.parentElement)
      if (getComputedStyle(at).clipPath === 'inset(50%)') return false
    return true
  }
  const named = (el: Element) =>
    `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`
  const covered: string[] = []
  const scope = menuOpen ? document.querySelector('.account-panel') : document
  if (!scope) return { covered: ['no open account menu'], cut: [] }
  const controls = scope.querySelectorAll(
    'a[href], button, summary, select, input, textarea, [role="gridcell"], .account-who',
  )
  for (const el of [...controls].filter(shown)) {
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    if (hit && (el.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === el)))
      continue
    covered.push(`${named(el)} under ${hit ? named(hit) : 'nothing'}`)
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  // The bar's items side by side, none drawn over another (the mark's tag once ran under the
  // count of waiting requests when the person's name took the room).
  const barItems = [
    ...document.querySelectorAll('.brand > *, .waiting, .top-bar-tools > *, .account-summary'),
  ].filter(shown)
  for (const [i, a] of barItems.entries())
    for (const b of barItems.slice(i + 1)) {
      if (a.contains(b) || b.contains(a)) continue
      const p = a.getBoundingClientRect()
      const q = b.getBoundingClientRect()
      const x = Math.min(p.right, q.right) - Math.max(p.left, q.left)
      const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top)
      if (x > 1 && y > 1) covered.push(`${named(a)} over ${named(b)} in the bar`)
    }
  const cut: string[] = []
  for (const el of document.body.querySelectorAll('*')) {
    if (!el.textContent?.trim() || !shown(el)) continue
    const style = getComputedStyle(el)
    const clipsX = ['hidden', 'clip'].includes(style.overflowX)
    const clipsY = ['hidden', 'clip'].includes(style.overflowY)
    if ((clipsX || style.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1)
      cut.push(`${named(el)} cut at its end`)
    else if (clipsY && el.scrollHeight > el.clientHeight + 1) cut.push(`${named(el)} clamped`)
  }
  for (const state of document.querySelectorAll('.cal-state')) {
    const day = state.closest('.cal-cell')?.getBoundingClientRect()
    const box = state.getBoundingClientRect()
    if (day && (box.left < day.left - 0.5 || box.right > day.right + 0.5))
      cut.push(`"${state.textContent}" past its day's edge`)
  }
  return { covered, cut }
}
