// The phone menu is a disclosure (<details>, src/components/layout/site-header.tsx): it opens and
// its links work with no script at all. What a guest also expects of a menu is here, in the
// inline script, so it works from the first paint, before the app runs (it starts at the first
// touch, and may not have taken the page over when Escape comes) and after, on every page of the
// tab: Escape closes the menu and gives focus back to its button; a tap elsewhere, following one
// of its links (the app's navigation keeps the page) or going back or forward closes it.
import { PHONE_MENU_ATTRIBUTE } from '../lib/start-names'

const openMenu = () =>
  document.querySelector<HTMLDetailsElement>(`details[${PHONE_MENU_ATTRIBUTE}][open]`)

export function installPhoneMenu() {
  document.addEventListener('keydown', (event) => {
    const menu = event.key === 'Escape' ? openMenu() : null
    if (!menu) return
    menu.open = false
    menu.querySelector('summary')?.focus()
  })
  document.addEventListener('pointerdown', (event) => {
    const menu = openMenu()
    if (menu && !menu.contains(event.target as Node)) menu.open = false
  })
  document.addEventListener('click', (event) => {
    const menu = openMenu()
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (menu && link && menu.contains(link)) menu.open = false
  })
  addEventListener('popstate', () => {
    const menu = openMenu()
    if (menu) menu.open = false
  })
}
