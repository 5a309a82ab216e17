// The home page's hero art: the hotel by day for the light theme, by night for the dark one
// (scripts/images/make-art.py draws it, render-hero.ts renders these files). Read by the home
// page and by the inline script, which preloads the variant of the guest's theme only.

/** The theme's two modes (ColorMode of src/lib/start-names.ts, which the preload passes here). */
export type HeroArtMode = 'dark' | 'light'
/** The widths rendered: a 320 px phone at 1.5x up to the desktop's half column at 2x and more. */
export const HERO_ART_WIDTHS = [480, 800, 1200, 1600] as const
/** The art's own size, for the image's width and height (its aspect ratio: no layout shift). */
export const HERO_ART_SIZE = { width: 800, height: 600 } as const
/** The part of the viewport the image takes: the whole width on phones, a column on desktops. */
export const HERO_ART_SIZES = '(min-width: 56em) 30rem, calc(100vw - 2rem)'

export const heroArtFile = (mode: HeroArtMode, width: number) =>
  `/images/hero/hero-${mode}-${width}.webp`

export const heroArtSrcSet = (mode: HeroArtMode) =>
  HERO_ART_WIDTHS.map((width) => `${heroArtFile(mode, width)} ${width}w`).join(', ')
