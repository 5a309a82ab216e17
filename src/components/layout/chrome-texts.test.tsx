// The site's frame reads its words from the page's language (src/lib/i18n.ts): rendered with
// French set, the header, the footer, the error page and the notices speak French; with English,
// the spec's texts; the theme toggle carries both its names for the page's inline script.
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hotel } from '../../content/hotel'
import { en } from '../../content/messages/en'
import { fr } from '../../content/messages/fr'
import { setLanguage } from '../../lib/i18n'
import { TOGGLE_LABEL_ATTRIBUTE } from '../../lib/theme-switch'
import { DialogFrame } from '../dialog-frame'
import { ErrorPage } from '../error-page'
import { Notice } from './notice'
import { OfflineBanner } from './offline-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The header, an unknown path's page and the footer, as the site's layout puts them. */
async function renderFrame() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <SiteHeader />
        <ErrorPage />
        <SiteFooter />
      </>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  await screen.findByRole('banner')
}

describe('the frame in French', () => {
  afterEach(() => setLanguage('en', en))

  it('names the navigation, the links, the error page and the footer in French', async () => {
    setLanguage('fr', fr)
    await renderFrame()
    const main = screen.getByRole('navigation', { name: 'Menu principal' })
    expect(within(main).getByRole('link', { name: 'À propos' })).toHaveAttribute(
      'href',
      '/about-us',
    )
    expect(within(main).getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/our-rates')
    expect(screen.getByRole('link', { name: `${hotel.name}, accueil` })).toHaveAttribute(
      'href',
      '/',
    )
    const toggle = screen.getByRole('button', { name: 'Passer au thème clair' })
    // Both of its names, for the inline script that says them before the app runs: in French.
    expect(toggle).toHaveAttribute(TOGGLE_LABEL_ATTRIBUTE.dark, 'Passer au thème clair')
    expect(toggle).toHaveAttribute(TOGGLE_LABEL_ATTRIBUTE.light, 'Passer au thème sombre')
    expect(
      screen.getByRole('heading', { name: 'Oups\u202f! Une erreur est survenue' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/')
    const footer = screen.getByRole('navigation', { name: 'Pied de page' })
    expect(within(footer).getByRole('link', { name: 'Réserver' })).toBeVisible()
    expect(screen.getByText(/Tous droits réservés\.$/)).toBeVisible()
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument()
  })

  it('says the notices, the offline line and a dialog’s Close in French', () => {
    setLanguage('fr', fr)
    render(
      <>
        <OfflineBanner />
        <Notice onClose={() => {}}>…</Notice>
        <DialogFrame title="Réserver">…</DialogFrame>
      </>,
    )
    expect(screen.getByText(/^Vous êtes hors ligne\./)).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Fermer', hidden: true })).toHaveLength(2)
  })
})

describe('the frame in English', () => {
  it('keeps the spec’s words, and the toggle’s label matches the inline script’s', async () => {
    await renderFrame()
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Services', 'About us', 'Mission', 'Rates', 'Contact Us', 'Français'])
    // The page in the other language, named in its own, its language told.
    const french = within(main).getByRole('link', { name: 'Français' })
    expect(french).toHaveAttribute('hreflang', 'fr')
    expect(french).toHaveAttribute('lang', 'fr')
    expect(screen.getByRole('heading', { name: 'Oops! Something Went Wrong' })).toBeVisible()
    expect(
      screen.getByText(
        "We're sorry, but an error occurred. It might be a temporary issue, or the page you're looking for doesn't exist.",
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeVisible()
    expect(
      screen.getByText(new RegExp(`^© \\d{4} ${hotel.name}\\. All rights reserved\\.$`)),
    ).toBeVisible()
  })
})
