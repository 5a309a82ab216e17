// The words compiled into a language's build (scripts/vite-texts.ts): what a call becomes, and
// what a group's module holds, read from the real language files.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Plugin, TransformResult } from 'vite'
import { en } from '../src/content/messages/en'
import { fr } from '../src/content/messages/fr'
import { compiledTexts, MESSAGES_DIR } from './vite-texts'

type Hook = (this: { error: (message: string) => never }, ...args: string[]) => unknown
const hook = (plugin: Plugin, name: 'transform' | 'load') => plugin[name] as unknown as Hook
const context = {
  error: (message: string): never => {
    throw new Error(message)
  },
}

const SITE_FILE = path.resolve(MESSAGES_DIR, '../../components/example.tsx')
const transform = (language: string, code: string) =>
  hook(compiledTexts(language, 'en'), 'transform').call(context, code, SITE_FILE) as Exclude<
    TransformResult,
    string
  > | null

/** A group's module as the bundler gets it, evaluated: its default export. */
async function groupValue(language: string, group: string): Promise<unknown> {
  const plugin = compiledTexts(language, 'en')
  const loaded = hook(plugin, 'load').call(
    context,
    `${MESSAGES_DIR}/${language}.ts?texts=${group}`,
  ) as { code: string }
  // Evaluated from a file beside the language files, so its imports (the hotel, date-fns)
  // resolve as they do in the build.
  const file = path.join(MESSAGES_DIR, `.texts-test-${process.pid}-${group}.ts`)
  fs.writeFileSync(file, loaded.code)
  try {
    return ((await import(file)) as { default: unknown }).default
  } finally {
    fs.rmSync(file, { force: true })
  }
}

describe('compiledTexts', () => {
  it("turns texts().a.b into an import of that group of the build's language", () => {
    const out = transform(
      'fr',
      "import { texts } from '../lib/i18n'\nexport const a = () => texts().chrome.header.home('H')\n" +
        'export const b = () => texts().chrome.offline.length\n',
    )!
    expect(out.code).toContain(`from "${MESSAGES_DIR}/fr.ts?texts=chrome.header.home"`)
    expect(out.code).toContain('__texts$chrome$header$home(')
    // A text's own property stays as written.
    expect(out.code).toContain('__texts$chrome$offline.length')
    expect(out.code).not.toContain('texts()')
    // The module keeps its line numbers: the imports share the first line.
    expect(out.code.split('\n')).toHaveLength(4)
  })

  it('writes the language, and its date-fns words, in place of the calls that ask for them', () => {
    const code =
      "import { pageLanguage, otherThanDefaultLanguage, pageDateLocale } from './i18n'\n" +
      'export const x = [pageLanguage(), otherThanDefaultLanguage(), pageDateLocale()]\n'
    const french = transform('fr', code)!.code
    expect(french).toContain('["fr", "fr", __texts$$dateLocale]')
    expect(french).toContain(
      `import __texts$$dateLocale from "${MESSAGES_DIR}/fr.ts?texts=@dateLocale"`,
    )
    expect(transform('en', code)!.code).toContain('["en", undefined,')
  })

  it('refuses texts() read whole, and a text the language does not have', () => {
    const i18n = "import { texts } from '../lib/i18n'\n"
    expect(() => transform('fr', `${i18n}export const t = texts()\n`)).toThrow(
      /texts\(\)\.section\.text/,
    )
    expect(() => transform('fr', `${i18n}export const t = texts().chrome.nothing\n`)).toThrow(
      /has no chrome\.nothing/,
    )
  })

  it('leaves alone a module that does not import i18n, the language files and the tests', () => {
    const plugin = compiledTexts('fr', 'en')
    const run = (code: string, id: string) => hook(plugin, 'transform').call(context, code, id)
    expect(run('export const t = texts().chrome\n', SITE_FILE)).toBeNull()
    const i18n = "import { texts } from '../lib/i18n'\nexport const t = texts().chrome\n"
    expect(run(i18n, `${MESSAGES_DIR}/fr.ts`)).toBeNull()
    expect(run(i18n, SITE_FILE.replace('.tsx', '.test.tsx'))).toBeNull()
  })

  it("cuts a group out of the language's file: its value alone, functions and all", async () => {
    expect(await groupValue('fr', 'chrome.skipToContent')).toBe(fr.chrome.skipToContent)
    expect(await groupValue('en', 'chrome.nav')).toEqual(en.chrome.nav)
    const home = (await groupValue('fr', 'chrome.header')) as typeof fr.chrome.header
    expect(home.home('Hearth House')).toBe(fr.chrome.header.home('Hearth House'))
    // A text that reads the hotel's details (imported by the language's file).
    expect(await groupValue('fr', 'heads.contact')).toEqual(fr.heads.contact)
  })
})
