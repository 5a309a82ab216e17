/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />

declare const __APP_VERSION__: string
declare const __BUILD_ID__: string
declare const __BUILD_YEAR__: number

interface ImportMetaEnv {
  /** True in the site's build, whose words are compiled in (scripts/vite-texts.ts). */
  readonly TEXTS_COMPILED?: boolean
}
