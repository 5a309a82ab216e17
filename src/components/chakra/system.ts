// The Chakra system of the parts of the site that use Chakra UI (the reservation dialog and the
// confirmation page): Chakra's base, its tokens, and only the recipes those parts use. The rest of
// the site is plain CSS (src/styles/site.css), which owns the page's reset, fonts and background;
// the colours here are the same. Hearth colours: terracotta and cream.
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

/** Chakra's palettes the site does not use: left out, so the system builds fewer tokens. */
const UNUSED_PALETTES = ['teal', 'blue', 'cyan', 'purple', 'pink']
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name)),
  ) as T

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
        // System fonts: no font download stands between a guest and the first paint.
        heading: {
          value:
            "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Noto Serif', serif",
        },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
        },
      },
      colors: {
        ...withoutUnusedPalettes(tokens.colors),
        brand: {
          50: { value: '#fdf3ee' },
          100: { value: '#f9e0d3' },
          200: { value: '#f1bfa5' },
          300: { value: '#e79a74' },
          400: { value: '#dc7a4f' },
          500: { value: '#c8603a' },
          600: { value: '#a84d2d' },
          700: { value: '#863c24' },
          800: { value: '#652e1e' },
          900: { value: '#472217' },
          950: { value: '#2a140d' },
        },
        sand: {
          50: { value: '#fbf7f1' },
          100: { value: '#f4ece1' },
          200: { value: '#e8dccb' },
          300: { value: '#d3c2aa' },
          600: { value: '#7a6a58' },
          700: { value: '#5a4c3e' },
          800: { value: '#3a2f26' },
          850: { value: '#2c231c' },
          900: { value: '#211a15' },
          950: { value: '#17120e' },
        },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        bg: {
          ...semanticTokens.colors.bg,
          DEFAULT: { value: { _light: '{colors.sand.50}', _dark: '{colors.sand.950}' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.sand.900}' } },
          subtle: { value: { _light: '{colors.sand.100}', _dark: '{colors.sand.850}' } },
          muted: { value: { _light: '{colors.sand.200}', _dark: '{colors.sand.800}' } },
        },
        fg: {
          ...semanticTokens.colors.fg,
          DEFAULT: { value: { _light: '{colors.sand.900}', _dark: '{colors.sand.100}' } },
          muted: { value: { _light: '{colors.sand.700}', _dark: '{colors.sand.300}' } },
          // Chakra's red.500 is under 4.5:1 on cream: field errors must be readable.
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        border: {
          ...semanticTokens.colors.border,
          DEFAULT: { value: { _light: '{colors.sand.200}', _dark: '{colors.sand.800}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.sand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
          border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
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
