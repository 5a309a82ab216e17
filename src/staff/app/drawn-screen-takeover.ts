// The console's side of ../drawn-screen.ts: once its first render has drawn the inbox in place of
// the server's (main.tsx), what was done on the drawn screen meanwhile is carried over.
import type { AnyRouter } from '@tanstack/react-router'
import { drawnScreenLeft, findByKey, TAKEN_OVER_ATTRIBUTE } from '../drawn-screen'

/**
 * Called once, after the console's first commit: from now on taps are the console's. Focus goes
 * back to the element the person had reached (the render replaced it, and focus had fallen to the
 * page), then the last tap is given: a link followed in place (focus then moves to the new page's
 * heading, app/focus-on-navigate.ts), a button pressed.
 */
export function takeOverDrawnScreen(router: AnyRouter) {
  document.documentElement.setAttribute(TAKEN_OVER_ATTRIBUTE, '')
  const left = drawnScreenLeft()
  if (!left) return
  const root = document.getElementById('root')
  if (!root) return
  const active = document.activeElement
  if (left.focus && (!active || active === document.body)) {
    findByKey(root, left.focus)?.focus()
  }
  const tap = left.tap
  left.tap = undefined
  if (!tap) return
  if ('link' in tap) void router.navigate({ href: tap.link })
  else findByKey(root, tap.button)?.click()
}
