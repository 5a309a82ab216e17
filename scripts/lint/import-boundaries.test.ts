// @vitest-environment node
// The boundaries of eslint.config.js bite: each zone refuses an offending import (however it is
// spelt), and the imports the architecture allows pass.
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') })
})

/** The messages ESLint gives `code` as if it were the file at `file` (repository-relative). */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

/** A file that uses what it imports, so only the boundary can complain. */
const importing = (specifier: string) => `import { a } from '${specifier}'\nexport const b = a\n`

describe('import boundaries', () => {
  it.each([
    [
      'src/features/contact/contact-form.tsx',
      '../reservations/reservation-store',
      'features do not import each other',
    ],
    [
      'src/features/contact/api/send.ts',
      '../../facilities/facility-card',
      'features do not import each other',
    ],
    [
      'src/features/pwa/x.ts',
      '../../features/reservations/request-card',
      'features do not import each other',
    ],
    [
      'src/components/layout/x.tsx',
      '../../features/facilities/facility-card',
      'src/components sit below',
    ],
    ['src/lib/x.ts', '../start/boot', 'src/lib sit below src/start'],
    ['src/lib/x.ts', '../app/query-client', 'src/lib sit below src/start, src/app'],
    ['src/lib/x.ts', '../seo/head-tags', 'sit below the site and the console'],
    ['src/content/x.ts', '../prerender/entry', 'sit below the site and the console'],
    ['src/content/x.ts', '../routes/index', 'src/content sit below'],
    ['src/content/x.ts', '../lib/start-names', 'src/content sit below'],
    ['src/lib/x.ts', '../routeTree.gen', 'src/lib sit below'],
    ['src/lib/x.ts', '../components/icons', 'src/lib sit below'],
    ['src/components/x.tsx', '../routeTree.gen', 'src/components sit below'],
    ['src/features/reservations/x.ts', '../../start/early-buttons', 'src/features sit below'],
    ['src/features/facilities/x.ts', '../../app/query-client', 'src/features sit below'],
    ['src/features/facilities/x.ts', '../../routes/services', 'src/features sit below'],
    ['src/routes/x.tsx', '../app/router', 'src/routes and src/routeTree.gen sit below'],
    ['src/routes/x.tsx', '../start/start-app', 'src/routes and src/routeTree.gen sit below'],
    ['src/app/x.ts', '../start/boot', 'src/app sit below src/start'],
    ['src/staff/lib/x.ts', '../features/auth/api', 'src/staff/lib sit below'],
    ['src/staff/lib/x.ts', '../components/shell', 'src/staff/lib sit below'],
    ['src/staff/components/x.tsx', '../app/router', 'src/staff/components sit below'],
    ['src/staff/features/inbox/x.tsx', '../../app/signed-in', 'src/staff/features sit below'],
    ['src/staff/features/people/x.tsx', '../auth/api', "the console's features do not import"],
    ['src/components/x.tsx', '../staff/main', 'sit below the site and the console'],
    [
      'src/staff/features/inbox/x.tsx',
      '../../../features/reservations/request-card',
      'the console shares only',
    ],
    ['src/staff/main.tsx', '../routes/__root', 'the console shares only'],
    ['src/staff/x.ts', '../start/theme', 'the console shares only'],
    ['src/staff/x.ts', '../../server/src/config', 'the console shares only'],
    ['src/routes/staff-link.tsx', '../staff/main', 'the public site never loads the staff console'],
    ['src/features/reservations/x.ts', '../../staff/lib/staff-api', 'the public site never loads'],
    ['server/src/http/guest/reservation-routes.ts', 'kysely', 'route files speak HTTP'],
    ['server/src/http/guest/photo-routes.ts', 'kysely', 'route files speak HTTP'],
    ['server/src/http/guest/live-route.ts', 'kysely', 'route files speak HTTP'],
    ['server/src/reservations/routes.ts', 'fastify', 'a route file lives in the HTTP layer'],
    ['server/src/facilities/photo-routes.ts', 'fastify', 'a route file lives in the HTTP layer'],
    ['server/src/reservations/live-route.ts', './live-states', 'a route file lives in the HTTP'],
    ['server/src/plugins/x-routes.ts', '../http/openapi', 'a route file lives in the HTTP layer'],
    ['server/src/http/staff-routes.ts', 'kysely/helpers/postgres', 'route files speak HTTP'],
    ['server/src/http/site.ts', '../../../src/content/hotel', 'through src/server-shared.ts only'],
    [
      'server/src/staff/rules.ts',
      '../../../src/lib/start-names',
      'through src/server-shared.ts only',
    ],
    ['contract/x.ts', '../src/lib/dates', 'contract/ is the bottom'],
    ['server/src/http/x.ts', '../main', "main.ts and the CLI are the server's top"],
    ['server/src/reservations/x.ts', '../cli', "main.ts and the CLI are the server's top"],
    ['server/src/http/x.ts', '../app', 'app.ts, services.ts and plugins/ sit above'],
    ['server/src/db/x.ts', '../services', 'app.ts, services.ts and plugins/ sit above'],
    ['server/src/http/guest/x.ts', '../../plugins/push', 'app.ts, services.ts and plugins/ sit'],
    ['server/src/schedules/x.ts', '../app', 'app.ts, services.ts and plugins/ sit above'],
    ['server/src/reservations/rules.ts', '../http/errors', 'http/ and schedules/ sit above'],
    ['server/src/db/x.ts', '../http/errors', 'http/ and schedules/ sit above'],
    ['server/src/facilities/cli-commands.ts', '../http/errors', 'http/ and schedules/ sit above'],
    ['server/src/staff/x.ts', '../schedules/sweep', 'http/ and schedules/ sit above'],
    ['server/src/db/migrations.ts', '../facilities/new-facility-row', 'db/ sits below'],
    ['server/src/reservations/rules.ts', '../staff/actor', "the staff's accounts and sessions"],
    ['server/src/contact/rules.ts', '../staff/actor', "the staff's accounts and sessions"],
    ['server/src/notifications/guest.ts', '../push/push', 'does not import push back'],
  ])('%s may not import %s', async (file, specifier, why) => {
    const messages = await lint(file, importing(specifier))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('boundaries/imports')
    expect(messages[0]).toContain(why)
  })

  it('sees re-exports and dynamic imports too', async () => {
    expect(
      await lint('src/lib/x.ts', "export { a } from '../features/contact/contact-store'\n"),
    ).toEqual([expect.stringContaining('boundaries/imports')])
    const dynamic = "export const load = () => import('../staff/main')\n"
    expect(await lint('src/routes/x.tsx', dynamic)).toEqual([
      expect.stringContaining('boundaries/imports'),
    ])
  })

  it.each([
    ['src/features/contact/api/send.ts', '../contact-store'],
    ['src/features/contact/contact-form.tsx', '../../lib/dates'],
    ['src/features/contact/contact-form.tsx', '../../components/form-field'],
    ['src/routes/services.tsx', '../features/facilities/facility-sections'],
    ['src/staff/features/inbox/x.tsx', '../../../lib/dates'],
    ['src/staff/features/inbox/x.tsx', '../../../content/hotel'],
    ['src/staff/features/inbox/x.tsx', '../../../components/icons'],
    ['src/staff/features/inbox/x.tsx', '../../../../contract/staff'],
    ['src/staff/features/inbox/x.tsx', '../../lib/staff-api'],
    ['server/src/reservations/repository.ts', 'kysely'],
    ['server/src/http/guest/reservation-routes.ts', '../../../../contract/reservation'],
    ['server/src/http/guest/reservation-routes.ts', '../../reservations/rules'],
    ['server/src/http/staff/events-route.ts', 'fastify'],
    ['server/src/schedules/sweep.ts', '../reservations/rules'],
    ['server/src/plugins/push.ts', '../http/guest/push-routes'],
    ['server/src/http/site.ts', '../../../src/server-shared'],
    ['src/lib/color-mode.ts', './start-names'],
    ['server/src/main.ts', './app'],
    ['server/src/cli.ts', './services'],
    ['server/src/cli.test.ts', './cli'],
    ['server/src/push/push.ts', '../notifications/outbox'],
    ['server/src/http/guest/reservation-routes.ts', '../openapi'],
    ['server/src/facilities/cli-commands.ts', '../zod-sentence'],
    ['server/src/http/staff/x.ts', '../../staff/rules'],
    ['server/src/staff/rules.ts', '../reservations/repository'],
    ['server/src/db/x.ts', '../../../contract/reservation'],
    ['src/start/boot.tsx', '../app/app'],
    ['src/start/inline-script.ts', '../features/reservations/early-reserve'],
    ['src/app/router.tsx', '../routeTree.gen'],
    ['src/app/x.ts', '../features/facilities/api/facilities-query'],
    ['src/routes/x.tsx', '../features/reservations/early-reserve'],
    ['src/features/facilities/x.tsx', '../../lib/app-owned'],
    ['src/components/x.tsx', '../lib/site-routes'],
    ['src/lib/x.ts', '../content/site-pages'],
    ['src/staff/app/x.tsx', '../features/inbox/inbox-page'],
    ['src/staff/features/people/x.tsx', '../../lib/me'],
    ['src/staff/features/people/x.tsx', '../../components/shell'],
    ['src/staff/components/x.tsx', '../lib/staff-api'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await lint(file, importing(specifier))).toEqual([])
  })
})

describe('types cross where a zone lets them', () => {
  it("lets the routes name the composition root's types, not take its values", async () => {
    const file = 'server/src/http/x.ts'
    expect(await lint(file, "import type { S } from '../services'\nexport type T = S\n")).toEqual(
      [],
    )
    expect(await lint(file, "import { type S } from '../services'\nexport type T = S\n")).toEqual(
      [],
    )
    expect(await lint(file, "export type { S } from '../services'\n")).toEqual([])
    expect(await lint(file, importing('../services'))).toEqual([
      expect.stringContaining('app.ts, services.ts and plugins/ sit above'),
    ])
  })

  it('holds a type to the zones that do not let types pass', async () => {
    expect(
      await lint('src/lib/x.ts', "import type { A } from '../app/router'\nexport type B = A\n"),
    ).toEqual([expect.stringContaining('src/lib sit below')])
  })
})

describe('import cycles', () => {
  it('refuses an import that comes back to the importing file', async () => {
    // src/lib/dates.ts imports src/content/hotel.ts: importing it back closes a cycle.
    expect(await lint('src/content/hotel.ts', importing('../lib/dates'))).toContain(
      'import-x/no-cycle: Dependency cycle detected',
    )
    // Two steps round: the router imports lib/site-routes.ts, which would import the router.
    expect(await lint('src/lib/site-routes.ts', importing('../app/router'))).toContain(
      'import-x/no-cycle: Dependency cycle detected',
    )
  })

  it('takes an import that does not come back, and a type that does', async () => {
    expect(await lint('src/lib/dates.ts', importing('../content/hotel'))).toEqual([])
    const typeOnly = "import type { A } from '../lib/dates'\nexport type B = A\n"
    expect(await lint('src/content/hotel.ts', typeOnly)).not.toContainEqual(
      expect.stringContaining('no-cycle'),
    )
  })
})

describe('the console shows text, not HTML', () => {
  const html =
    'export const Note = ({ note }: { note: string }) => <p dangerouslySetInnerHTML={{ __html: note }} />\n'

  it('refuses dangerouslySetInnerHTML in src/staff', async () => {
    expect(await lint('src/staff/features/request/note.tsx', html)).toEqual([
      expect.stringContaining('no-restricted-syntax'),
    ])
  })

  it('takes the same text as a child', async () => {
    const text = 'export const Note = ({ note }: { note: string }) => <p>{note}</p>\n'
    expect(await lint('src/staff/features/request/note.tsx', text)).toEqual([])
  })
})
