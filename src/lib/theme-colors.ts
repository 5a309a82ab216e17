// Each colour of the site in the light and the dark theme, from the hotel's two scales
// (src/content/hotel.ts). Both styling systems are made from this one table: the plain CSS's
// custom properties (`--bg`, injected at build by scripts/vite-site-styles.ts) and the Chakra
// parts' semantic tokens (`bg`, src/components/chakra/system.ts), so they look like one site.
import { brandColors } from '../content/hotel'

const { accent, neutral } = brandColors

export interface ThemeColor {
  light: string
  dark: string
  /** Its Chakra semantic token (`bg.panel`), for those Chakra has. */
  token?: string
}

/** By CSS custom property name (without the `--`). */
export const themeColors = {
  bg: { light: neutral[50], dark: neutral[950], token: 'bg.DEFAULT' },
  'bg-panel': { light: '#ffffff', dark: neutral[900], token: 'bg.panel' },
  'bg-subtle': { light: neutral[100], dark: neutral[850], token: 'bg.subtle' },
  'bg-muted': { light: neutral[200], dark: neutral[800], token: 'bg.muted' },
  fg: { light: neutral[900], dark: neutral[100], token: 'fg.DEFAULT' },
  'fg-muted': { light: neutral[700], dark: neutral[300], token: 'fg.muted' },
  border: { light: neutral[200], dark: neutral[800], token: 'border.DEFAULT' },
  'brand-solid': { light: accent[600], dark: accent[400], token: 'brand.solid' },
  'brand-contrast': { light: '#ffffff', dark: neutral[950], token: 'brand.contrast' },
  'brand-fg': { light: accent[700], dark: accent[300], token: 'brand.fg' },
  'brand-muted': { light: accent[100], dark: accent[900], token: 'brand.muted' },
  'brand-subtle': { light: accent[50], dark: accent[950], token: 'brand.subtle' },
  'brand-emphasized': { light: accent[200], dark: accent[800], token: 'brand.emphasized' },
  'brand-border': { light: accent[600], dark: accent[400], token: 'brand.border' },
  'focus-ring': { light: accent[600], dark: accent[300], token: 'brand.focusRing' },
} satisfies Record<string, ThemeColor>

/** `#17120e` as `23 18 14`, for `rgb(… / alpha)`. */
const rgbChannels = (hex: string) => {
  const n = parseInt(hex.replace('#', ''), 16)
  return `${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255}`
}

/**
 * The custom properties of both themes as CSS: dark is the default (the spec), the inline script
 * puts `light` or `dark` on <html> before the first paint. The shadow is the scales' colours too.
 */
export function themeColorsCss(): string {
  const block = (mode: 'light' | 'dark', extra: Record<string, string>) =>
    Object.entries({
      ...Object.fromEntries(Object.entries(themeColors).map(([name, c]) => [name, c[mode]])),
      ...extra,
    })
      .map(([name, value]) => `--${name}:${value};`)
      .join('')
  const dark = block('dark', {
    'shadow-lg': '0 10px 15px -3px rgb(0 0 0 / 0.5), 0 4px 6px -4px rgb(0 0 0 / 0.4)',
  })
  const light = block('light', {
    'shadow-lg': `0 10px 15px -3px rgb(${rgbChannels(neutral[900])} / 0.12), 0 4px 6px -4px rgb(${rgbChannels(neutral[900])} / 0.1)`,
  })
  return `:root,.dark{${dark}}.light{${light}}`
}
