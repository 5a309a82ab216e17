import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { importBoundaries, under } from './scripts/lint/import-boundaries.js'

const ROOT = path.dirname(fileURLToPath(import.meta.url))

// The boundaries the architecture relies on (docs/architecture.md), each with its way out.
const anyOf =
  (...dirs) =>
  (p) =>
    dirs.some((dir) => under(dir)(p))
/** `src/features/contact/x` -> 'contact'. */
const featureOf = (p) => (under('src/features')(p) ? p.split('/')[2] : undefined)
/** The public site's own code: the console imports none of it, and it imports none of the console. */
const SITE = ['src/features', 'src/routes', 'src/app', 'src/start', 'src/prerender', 'src/seo']
/** Below the site and the console: both use it, it uses neither. */
const SHARED = ['src/components', 'src/lib', 'src/content']
/** What the console may take from src/: its own code and what sits below it and the site. */
const CONSOLE_MAY_USE = anyOf('src/staff', ...SHARED, 'src/test')
/** The one module of src/ the server imports. */
const SERVER_SHARED = 'src/server-shared'
/** A file of Fastify routes: `routes.ts`, `*-routes.ts`, `*-route.ts`. */
const ROUTE_FILE = /^server\/src\/.*(\/|-)routes?\.ts$/

/**
 * The site's layers, top to bottom: each imports only the layers below it. The entry boots the
 * app, the app holds the router, the routes (and the router's generated tree of them) compose
 * features, features are built of components, and all of them use lib/, which reads content/
 * (the hotel's words and details); contract/ is below all (its own zone).
 */
const SITE_LAYERS = [
  ['src/start'],
  ['src/app'],
  ['src/routes', 'src/routeTree.gen'],
  ['src/features'],
  ['src/components'],
  ['src/lib'],
  ['src/content'],
]
/**
 * The console's layers, top to bottom: its app (the frame, the router), its features, its
 * components, its lib/. Its entry and workers (src/staff/*.ts) sit above them, except
 * early-reads.ts, which imports nothing and whose types lib/staff-api.ts takes.
 */
const CONSOLE_LAYERS = [
  ['src/staff/app'],
  ['src/staff/features'],
  ['src/staff/components'],
  ['src/staff/lib'],
]
/** One zone per layer: it imports nothing of the layers above it. */
const layered = (layers) =>
  layers.slice(1).map((dirs, index) => {
    const above = layers.slice(0, index + 1).flat()
    return {
      from: anyOf(...dirs),
      to: anyOf(...above),
      message: `${dirs.join(' and ')} sit below ${above.join(', ')}: a layer imports only the layers below it; move down what both need, or hand it up as a callback`,
    }
  })
/** `src/staff/features/people/x` -> 'people'. */
const consoleFeatureOf = (p) => (under('src/staff/features')(p) ? p.split('/')[3] : undefined)

/**
 * The server's layers, top to bottom: its entries (main.ts, the CLI) -> the app and the
 * composition root (app.ts, services.ts, and the plugins that mount http/'s routes) -> the
 * server-wide schedules (schedules/) and http/, which holds every route -> the domains -> db/ ->
 * contract/. A domain speaks neither HTTP nor of timers: its CLI commands take what they share
 * with the API from below (zod-sentence.ts, domain-errors.ts). Among the domains: the staff's accounts and sessions are for http/ and the CLI, no other domain imports
 * them (a domain takes the actor as a parameter); push implements notifications' channels, so
 * notifications never imports push back; channels/ fills the reservations' port of imported
 * blocks, so reservations never imports channels/. A test sits above what it tests: tests are
 * not zoned.
 */
const SERVER_ENTRIES = ['server/src/main', 'server/src/cli']
const SERVER_ROOTS = ['server/src/app', 'server/src/services', 'server/src/plugins']
const SERVER_DOMAINS = [
  'reservations',
  'staff',
  'contact',
  'facilities',
  'notifications',
  'push',
  'channels',
  'payments',
].map((domain) => `server/src/${domain}`)
const serverCode = (file) => under('server/src')(file) && !/\.test\.tsx?$/.test(file)
const inDomain = anyOf(...SERVER_DOMAINS)
const serverZones = [
  {
    from: (file) => serverCode(file) && !anyOf(...SERVER_ENTRIES)(file.replace(/\.ts$/, '')),
    to: anyOf(...SERVER_ENTRIES),
    message: "main.ts and the CLI are the server's top: nothing of the server imports them",
  },
  {
    from: (file) =>
      serverCode(file) &&
      (anyOf('server/src/http', 'server/src/schedules', 'server/src/db')(file) || inDomain(file)),
    to: anyOf(...SERVER_ROOTS),
    typesPass: true,
    message:
      'app.ts, services.ts and plugins/ sit above http/, schedules/, the domains and db/: they are handed what they built (a type of theirs may be named)',
  },
  {
    from: (file) => serverCode(file) && ROUTE_FILE.test(file) && !under('server/src/http')(file),
    to: () => true,
    message:
      'a route file lives in the HTTP layer (server/src/http/guest/, http/staff/), never in a domain',
  },
  {
    from: (file) => serverCode(file) && (under('server/src/db')(file) || inDomain(file)),
    to: anyOf('server/src/http', 'server/src/schedules'),
    message:
      'http/ and schedules/ sit above the domains and db/: a domain never imports them; move down what both need',
  },
  {
    from: (file) => serverCode(file) && under('server/src/db')(file),
    to: inDomain,
    message: 'db/ sits below the domains: it knows the tables, not what a domain decides',
  },
  {
    from: (file) => serverCode(file) && inDomain(file) && !under('server/src/staff')(file),
    to: under('server/src/staff'),
    message:
      "the staff's accounts and sessions are for http/ and the CLI: a domain takes the actor it needs as a parameter",
  },
  {
    from: (file) => serverCode(file) && under('server/src/notifications')(file),
    to: under('server/src/push'),
    message: "push implements notifications' channels: notifications does not import push back",
  },
  {
    from: (file) => serverCode(file) && under('server/src/reservations')(file),
    to: under('server/src/channels'),
    message:
      "channels implement the reservations' port (reservations/channel-blocks.ts): the rules read the imports through it, never channels/ itself",
  },
]

const zones = [
  ...layered(SITE_LAYERS),
  ...layered(CONSOLE_LAYERS),
  {
    from: under('src/staff/features'),
    to: (target, file) =>
      consoleFeatureOf(target) !== undefined && consoleFeatureOf(target) !== consoleFeatureOf(file),
    message:
      "the console's features do not import each other: move what both need to src/staff/lib/ or src/staff/components/",
  },
  {
    from: under('src/features'),
    to: (target, file) => featureOf(target) !== undefined && featureOf(target) !== featureOf(file),
    message:
      'features do not import each other: move what both need to src/lib/ or src/components/',
  },
  {
    // The layers above them in the site's order are SITE_LAYERS' zones; these are the rest.
    from: anyOf(...SHARED),
    to: anyOf(...SITE.filter((dir) => !SITE_LAYERS.flat().includes(dir)), 'src/staff'),
    message:
      'components/, lib/ and content/ sit below the site and the console: they import neither',
  },
  {
    from: under('contract'),
    to: anyOf('src', 'server'),
    message: 'contract/ is the bottom: the site and the server import it, never the other way',
  },
  {
    from: under('src/staff'),
    to: (target) => (under('src')(target) && !CONSOLE_MAY_USE(target)) || under('server')(target),
    message:
      'the console shares only contract/, src/lib/, src/content/ and src/components/ with the site',
  },
  {
    from: anyOf(...SITE),
    to: under('src/staff'),
    message: 'the public site never loads the staff console',
  },
  {
    from: (file) => ROUTE_FILE.test(file),
    to: (target) => target === 'kysely' || target.startsWith('kysely/'),
    message: 'route files speak HTTP: SQL belongs in a repository',
  },
  {
    from: under('server'),
    to: (target) => under('src')(target) && target !== SERVER_SHARED,
    message: `the server takes what it needs of the site through ${SERVER_SHARED}.ts only`,
  },
  ...serverZones,
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.bench',
      'data',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries: importBoundaries(ROOT, zones) },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    // No import cycles: a module that reaches itself again through its imports is a layer that
    // points back up. Types do not count (`import type` is gone once compiled). The imports are
    // resolved as Vite and tsc resolve them: relative paths without their extension.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // What a guest or a colleague typed is shown as text, never as HTML.
    files: ['src/staff/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'the console shows what people typed as text: no dangerouslySetInnerHTML',
        },
      ],
    },
  },
)
