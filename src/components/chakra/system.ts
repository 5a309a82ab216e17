// The Chakra system of the parts of the site that use Chakra UI (the reservation dialog and the
// confirmation page): Chakra's base, its tokens, and only the recipes those parts use. The rest of
// the site is plain CSS (src/styles/site.css), which owns the page's reset, fonts and background;
// the colours here are the same: the hotel's scales (src/content/hotel.ts) and one table of what
// each is for (src/lib/theme-colors.ts).
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemContext,
} from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { brandColors } from '../../content/hotel'
import { themeColors } from '../../lib/theme-colors'

/** Chakra's palettes the site does not use: left out, so the system builds fewer tokens. */
const UNUSED_PALETTES = ['teal', 'blue', 'cyan', 'purple', 'pink']
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name)),
  ) as T

/** A scale of the hotel's (`{ 50: '#fdf3ee', … }`) as Chakra tokens. */
const asTokens = (scale: Record<string, string>) =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]))

type SemanticColor = { value: { _light: string; _dark: string } }
/** The site's colours by Chakra token (`bg.panel` as `{ bg: { panel: … } }`). */
const semantic: Record<string, Record<string, SemanticColor>> = {}
for (const color of Object.values(themeColors)) {
  if (!color.token) continue
  const [group, name] = color.token.split('.') as [string, string]
  ;(semantic[group] ??= {})[name] = { value: { _light: color.light, _dark: color.dark } }
}

const hearth = defineConfig({
  // The site's stylesheet resets the page; Chakra arriving with a dialog must not reset it again.
  preflight: false,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { colorPalette: 'brand' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        ...tokens.fonts,
        // The site's system fonts (src/styles/site.css): no font download stands between a guest
        // and the first paint.
        heading: { value: 'var(--font-heading)' },
        body: { value: 'var(--font-body)' },
      },
      colors: {
        ...withoutUnusedPalettes(tokens.colors),
        brand: asTokens(brandColors.accent),
        sand: asTokens(brandColors.neutral),
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        bg: { ...semanticTokens.colors.bg, ...semantic.bg },
        fg: {
          ...semanticTokens.colors.fg,
          ...semantic.fg,
          // Chakra's red.500 is under 4.5:1 on cream: field errors must be readable.
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        border: { ...semanticTokens.colors.border, ...semantic.border },
        brand: { ...semantic.brand },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
})

let system: SystemContext | undefined

/** The system, built on first use: building it is a long step, done when a Chakra part opens. */
export function getSystem(): SystemContext {
  system ??= createSystem(mergeConfigs(defaultBaseConfig, hearth))
  return system
}
