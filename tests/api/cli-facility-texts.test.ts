// Issue 37, a facility's words in another language from the CLI: `facilities translate` sets them
// (both the first time, then either alone), removes them, refuses an unknown language or facility
// with a clear message (exit 1); `facilities list` shows the languages each facility has words in.
// On both databases, the real CLI in a child process, the real app serving the same database: a
// French read shows the change at once (on SQLite, written by another process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Facility } from '../../contract/facility'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { build, type TestApp } from '../support/test-app'
import { api, TEST_ADMIN_TOKEN, tempDir } from '../support/server-process'

describe.each(databaseEnvs())('facilities translate on $name', (target) => {
  let env: Record<string, string>
  let app: TestApp
  beforeAll(async () => {
    env = { ...(await target.env()), ADMIN_TOKEN: TEST_ADMIN_TOKEN, LOG_LEVEL: 'silent' }
    app = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
  })
  afterAll(() => app.close())

  const cli = (...args: string[]) => runCli(env, ...args)
  const inFrench = async (id: string) =>
    ((await api(app, 'GET', '/api/facilities?lang=fr')).body as Facility[]).find(
      (f) => f._id === id,
    )

  /** The `languages` cell of a facility's row in `facilities list`. */
  async function languagesOf(id: string) {
    const list = await cli('facilities', 'list')
    expect(list.code, list.stderr).toBe(0)
    const row = list.stdout.split('\n').find((line) => line.includes(id))
    expect(row, list.stdout).toBeDefined()
    const cells = row!.split('│').map((cell) => cell.trim())
    return cells[cells.length - 2]
  }

  it('sets, changes and removes a facility’s French words, as the site shows them', async () => {
    const facilities = (await api(app, 'GET', '/api/facilities')).body as Facility[]
    const facility = facilities[0]!
    expect(await languagesOf(facility._id)).toBe("'en'")

    const half = await cli('facilities', 'translate', facility._id, '--lang', 'fr', '--name', 'X')
    expect(half.code).toBe(1)
    expect(half.stderr).toContain('give both --name and --desc the first time')

    const set = await cli(
      ...['facilities', 'translate', facility._id, '--lang', 'fr'],
      ...['--name', 'Chambre double du jardin', '--desc', 'Une chambre sur le jardin.'],
    )
    expect(set.code, set.stderr).toBe(0)
    expect(set.stdout).toContain('Français (fr)')
    expect(set.stdout).toContain('Chambre double du jardin')
    expect(await inFrench(facility._id)).toMatchObject({
      name: 'Chambre double du jardin',
      desc: 'Une chambre sur le jardin.',
    })
    expect(await languagesOf(facility._id)).toBe("'en, fr'")

    // Either option alone changes that one.
    const desc = await cli(
      ...['facilities', 'translate', facility._id, '--lang', 'fr', '--desc', 'Calme et claire.'],
    )
    expect(desc.code, desc.stderr).toBe(0)
    expect(await inFrench(facility._id)).toMatchObject({
      name: 'Chambre double du jardin',
      desc: 'Calme et claire.',
    })
    // The default language's list is the facility's own words.
    const english = (await api(app, 'GET', '/api/facilities')).body as Facility[]
    expect(english.find((f) => f._id === facility._id)).toEqual(facility)

    const removed = await cli('facilities', 'translate', facility._id, '--lang', 'fr', '--remove')
    expect(removed.code, removed.stderr).toBe(0)
    expect(removed.stdout).toContain('Removed')
    expect(await inFrench(facility._id)).toEqual(facility)
    expect(await languagesOf(facility._id)).toBe("'en'")
  })

  it('refuses an unknown language or facility, and a command given wrong', async () => {
    const [facility] = (await api(app, 'GET', '/api/facilities')).body as Facility[]
    const words = ['--name', 'N', '--desc', 'D']
    const de = await cli('facilities', 'translate', facility!._id, '--lang', 'de', ...words)
    expect(de.code).toBe(1)
    expect(de.stderr).toContain('The site has no language "de": give one of fr.')
    const en = await cli('facilities', 'translate', facility!._id, '--lang', 'en', ...words)
    expect(en.code).toBe(1)
    expect(en.stderr).toContain("is the site's default language")
    const nobody = await cli('facilities', 'translate', 'no-such-id', '--lang', 'fr', ...words)
    expect(nobody.code).toBe(1)
    expect(nobody.stderr).toContain('No facility has the id no-such-id.')

    // Wrongly given: the usage's exit code (2), and nothing stored.
    expect((await cli('facilities', 'translate', facility!._id, ...words)).code).toBe(2)
    expect((await cli('facilities', 'translate', facility!._id, '--lang', 'fr')).code).toBe(2)
    const both = await cli(
      'facilities',
      'translate',
      facility!._id,
      '--lang',
      'fr',
      '--remove',
      ...words,
    )
    expect(both.code).toBe(2)
    const blank = await cli(
      'facilities',
      'translate',
      facility!._id,
      '--lang',
      'fr',
      '--name',
      ' ',
      '--desc',
      'D',
    )
    expect(blank.code).toBe(2)
    expect(await inFrench(facility!._id)).toEqual(facility)
  })
})
