// The site's words compiled into each language's build (issue 31). The site is built once per
// language (scripts/build.ts); in the build of language L, every `texts().section.group` in the
// site's code becomes an import of that group alone, cut out of src/content/messages/L.ts. The
// bundler then puts each group beside the code that reads it, as it did with the words written
// in the components: the dialog's words travel with the dialog's lazy chunk, the header's with
// the start, and a French page ships no English word, nor the other way round. Nothing is looked
// up at run time: no dictionary, no loader, no extra file before the page is interactive.
//
// What is rewritten, in the site's modules (not the tests, not the language files):
// - `texts().a.b` (and `texts().a` alone) -> the group `a.b` (or the section `a`) of L's file;
// - `pageLanguage()` -> "L"; `otherThanDefaultLanguage()` -> "L", or undefined for the default;
// - `pageDateLocale()` -> L's `dateLocale` export.
// A bare `texts()` (passed around, read with a computed key) cannot be cut and fails the build.
//
// The prerender, the server's render and the unit tests run the same code without this plugin:
// there `texts()` reads the language set at run time (src/lib/i18n.ts).
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { Plugin } from 'vite'
import { LANGUAGE_CODES } from '../src/content/messages/default'

const ROOT = path.resolve(import.meta.dirname, '..')
export const MESSAGES_DIR = path.join(ROOT, 'src/content/messages')
/** The marker on a group's module id: `…/messages/fr.ts?texts=reservation.form`. */
const QUERY = '?texts='
const DATE_LOCALE = '@dateLocale'

const IDENT = String.raw`[A-Za-z_$][\w$]*`
const TEXTS_CALL = new RegExp(String.raw`\btexts\(\)((?:\s*\.\s*${IDENT})*)`, 'g')
/** Imports src/lib/i18n.ts: `'../lib/i18n'`, `'./i18n'`. */
const I18N_IMPORT = /from\s+['"][^'"]*\/i18n['"]/

const MESSAGES_FILE = /^([a-z]{2,3}(?:-[a-z0-9]+)?)\.ts$/i

/**
 * The site's languages: one file of src/content/messages/ each, each listed in its default.ts,
 * and none listed without its file.
 */
export function checkLanguages(): void {
  const files = fs
    .readdirSync(MESSAGES_DIR)
    .map((file) => MESSAGES_FILE.exec(file)?.[1])
    .filter((code) => code !== undefined)
  const listed: readonly string[] = LANGUAGE_CODES
  const unlisted = files.filter((code) => !listed.includes(code))
  const missing = listed.filter((code) => !files.includes(code))
  if (unlisted.length || missing.length) {
    throw new Error(
      `src/content/messages/default.ts LANGUAGE_LIST and the language files differ: ` +
        `files without their line: ${unlisted.join(', ') || 'none'}; ` +
        `codes without their file: ${missing.join(', ') || 'none'}`,
    )
  }
}

/** A module of the site whose calls are rewritten (not the tests, the language files, i18n). */
function isSiteModule(id: string): boolean {
  const file = id.split('?')[0]!
  if (!/\.(ts|tsx)$/.test(file) || file.includes('/node_modules/')) return false
  if (!file.startsWith(path.join(ROOT, 'src') + path.sep)) return false
  if (file.startsWith(MESSAGES_DIR + path.sep) || file.endsWith('/src/lib/i18n.ts')) return false
  return !/\.test\.tsx?$/.test(file) && !file.includes('/src/test/')
}

interface LanguageSource {
  /** The file's statements but the language's own object, as JavaScript. */
  rest: string
  /** The language's object. */
  root: ts.ObjectLiteralExpression
}

/** `language`'s file as JavaScript, split into its object and the rest (imports, helpers). */
function readLanguage(file: string, language: string): LanguageSource {
  const source = fs.readFileSync(file, 'utf8')
  const js = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText
  const parsed = ts.createSourceFile(file, js, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS)
  let root: ts.ObjectLiteralExpression | undefined
  const rest: string[] = []
  for (const statement of parsed.statements) {
    const declaration = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.find((d) => d.name.getText() === language)
      : undefined
    let init = declaration?.initializer
    while (init && ts.isParenthesizedExpression(init)) init = init.expression
    if (init && ts.isObjectLiteralExpression(init)) root = init
    else rest.push(statement.getFullText())
  }
  if (!root)
    throw new Error(`${path.relative(ROOT, file)} has no \`export const ${language} = {…}\``)
  return { rest: rest.join(''), root }
}

/** A property of an object literal, by its name. */
function propertyOf(object: ts.ObjectLiteralExpression, key: string) {
  return object.properties.find(
    (p) =>
      p.name !== undefined &&
      (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
      p.name.text === key,
  )
}

/**
 * How many of `keys` name objects' properties in the language's object, one inside the other:
 * `reservation.form.name` is 3, `chrome.offline.length` 2 (a text's own `.length` is the text's).
 */
function groupDepth(root: ts.ObjectLiteralExpression, keys: string[], file: string): number {
  let node: ts.Node = root
  for (const [i, key] of keys.entries()) {
    if (!ts.isObjectLiteralExpression(node)) return i
    const property = propertyOf(node, key)
    if (!property) throw new Error(`${file} has no ${keys.slice(0, i + 1).join('.')}`)
    if (!ts.isPropertyAssignment(property)) {
      throw new Error(`${file}: ${keys.slice(0, i + 1).join('.')} must be written \`${key}: …\``)
    }
    node = property.initializer
    while (ts.isParenthesizedExpression(node)) node = node.expression
  }
  return keys.length
}

/** The source of the value at `keys` inside `object`. */
function valueAt(object: ts.ObjectLiteralExpression, keys: string[]): string {
  let node: ts.Expression = object
  for (const key of keys) {
    node = (propertyOf(node as ts.ObjectLiteralExpression, key) as ts.PropertyAssignment)
      .initializer
  }
  return node.getText()
}

/** The plugin for the client build of `language`. */
export function compiledTexts(language: string, defaultLanguage: string): Plugin {
  const file = path.join(MESSAGES_DIR, `${language}.ts`)
  let source: LanguageSource | undefined
  const languageSource = () => (source ??= readLanguage(file, language))
  const groupId = (group: string) => `${file}${QUERY}${group}`
  const name = (group: string) => `__texts$${group.replace(/[^\w]/g, '$')}`

  return {
    name: 'hearth-compiled-texts',
    enforce: 'pre',
    apply: (config) => !config.build?.ssr,
    config: () => ({ define: { 'import.meta.env.TEXTS_COMPILED': 'true' } }),
    buildStart() {
      if (!fs.existsSync(file)) this.error(`No words for ${language}: ${file} is missing`)
      source = undefined
      this.addWatchFile(file)
    },
    resolveId(id) {
      return id.startsWith(file + QUERY) ? id : null
    },
    load(id) {
      if (!id.startsWith(file + QUERY)) return null
      const group = id.slice(file.length + QUERY.length)
      const { rest, root } = languageSource()
      const value = group === DATE_LOCALE ? 'dateLocale' : valueAt(root, group.split('.'))
      return { code: `${rest}\nexport default (${value});\n`, moduleSideEffects: false }
    },
    transform(code, id) {
      if (!isSiteModule(id) || !I18N_IMPORT.test(code)) return null
      const groups = new Set<string>()
      const where = path.relative(ROOT, id.split('?')[0]!)
      const { root } = languageSource()
      const messagesFile = path.relative(ROOT, file)
      let out = code.replace(TEXTS_CALL, (_call, chain: string) => {
        const keys = chain
          .split('.')
          .map((k) => k.trim())
          .filter(Boolean)
        if (!keys.length) {
          this.error(`${where}: read the words as texts().section.text, not texts() alone`)
        }
        let depth = 0
        try {
          depth = groupDepth(root, keys, messagesFile)
        } catch (error) {
          this.error(`${where}: ${(error as Error).message}`)
        }
        const group = keys.slice(0, depth).join('.')
        groups.add(group)
        // What follows the text itself (`.length`, `.map`) stays as written.
        return (
          name(group) +
          keys
            .slice(depth)
            .map((k) => `.${k}`)
            .join('')
        )
      })
      const usesDates = /\bpageDateLocale\(\)/.test(out)
      if (usesDates) groups.add(DATE_LOCALE)
      // Replaced by functions: a replacement string would read `$$` in the names as one `$`.
      const dateLocale = name(DATE_LOCALE)
      const otherThanDefault = language === defaultLanguage ? 'undefined' : JSON.stringify(language)
      out = out
        .replace(/\bpageLanguage\(\)/g, () => JSON.stringify(language))
        .replace(/\botherThanDefaultLanguage\(\)/g, () => otherThanDefault)
        .replace(/\bpageDateLocale\(\)/g, () => dateLocale)
      if (out === code) return null
      const imports = [...groups]
        .map((group) => `import ${name(group)} from ${JSON.stringify(groupId(group))};`)
        .join('')
      // On the first line, so the rest of the module keeps its line numbers.
      return { code: imports + out, map: null }
    },
  }
}
