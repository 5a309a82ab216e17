// Issue 39 on the CLI: `channels export-url <facility id>` prints the facility's, each unit's and
// each link's feed address, each alone on its line after a line saying what it is for, starting
// with PUBLIC_URL's origin (else this machine's PORT); the same addresses again on a second run.
// `channels rotate-secret` prints new ones and the old answer 404. The addresses are fetched from
// the app serving the same database. On both databases; the CLI is the real one, in a child process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServices } from '../../server/src/services'
import { runCli } from '../support/cli-build'
import { createFacility } from '../support/api-fixtures'
import { databaseEnvs } from '../support/databases'
import { api, tempDir, TEST_ADMIN_TOKEN } from '../support/server-process'
import { build, type TestApp } from '../support/test-app'

const ORIGIN = 'https://book.hotel.example'
const FEED =
  /^https:\/\/book\.hotel\.example\/api\/calendar\/[\w-]{43}\/[^/]+(\/(unit|link)\/[^/]+)?\.ics$/

describe.each(databaseEnvs())('channels export-url and rotate-secret on $name', (target) => {
  let env: Record<string, string>
  let built: TestApp
  beforeAll(async () => {
    env = {
      ...(await target.env()),
      PUBLIC_URL: ORIGIN,
      PORT: '8123',
      LOG_LEVEL: 'silent',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    }
    built = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
  })
  afterAll(() => built.close())

  const cli = (...args: string[]) => runCli(env, ...args)
  /** The addresses a run printed, in order: every line that is one, whole. */
  const addresses = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('http'))
  /** The status a printed address answers, fetched from the app on the same database. */
  const status = async (url: string) => {
    const res = await api(built, 'GET', new URL(url).pathname)
    if (res.status === 200) expect(String(res.body)).toMatch(/^BEGIN:VCALENDAR\r\n/)
    return res.status
  }

  it('prints the facility’s, each unit’s and each link’s address on lines of their own', async () => {
    const facility = await createFacility(built, { capacity: 2, name: 'Garden Double Room' })
    const { channels } = createServices(built.config, built.database)
    const airbnb = await channels.addLink(facility._id, {
      url: 'https://www.airbnb.com/calendar/ical/1.ics',
      name: 'Airbnb',
    })
    const run = await cli('channels', 'export-url', facility._id)
    expect(run.code, run.stderr).toBe(0)
    const printed = addresses(run.stdout)
    expect(printed, run.stdout).toHaveLength(4)
    for (const url of printed) expect(url).toMatch(FEED)
    const lines = run.stdout.trimEnd().split('\n')
    // Each address after the line that says what it is for.
    const labelOf = (url: string) => lines[lines.indexOf(url) - 1]
    expect(labelOf(printed[0]!)).toMatch(/^The facility/)
    expect(labelOf(printed[1]!)).toBe('Unit 1:')
    expect(labelOf(printed[2]!)).toBe('Unit 2:')
    expect(labelOf(printed[3]!)).toContain(`Link Airbnb (${airbnb.id}, unit 1)`)
    expect(printed[1]).toMatch(/\/unit\/1\.ics$/)
    expect(printed[3]).toMatch(new RegExp(`/link/${airbnb.id}\\.ics$`))
    for (const url of printed) expect(await status(url), url).toBe(200)
    // The same addresses every time, until a rotation.
    expect(addresses((await cli('channels', 'export-url', facility._id)).stdout)).toEqual(printed)
  })

  it('rotate-secret prints new addresses; the old ones answer 404', async () => {
    const facility = await createFacility(built, { capacity: 1 })
    const before = addresses((await cli('channels', 'export-url', facility._id)).stdout)
    expect(before).toHaveLength(2)
    const run = await cli('channels', 'rotate-secret', facility._id)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/old ones answer 404/)
    const after = addresses(run.stdout)
    expect(after).toHaveLength(2)
    for (const url of after) expect(url).toMatch(FEED)
    expect(after.filter((url) => before.includes(url))).toEqual([])
    for (const url of before) expect(await status(url), url).toBe(404)
    for (const url of after) expect(await status(url), url).toBe(200)
    expect(addresses((await cli('channels', 'export-url', facility._id)).stdout)).toEqual(after)
  })

  it('refuses an unknown facility (1) and a missing id (2)', async () => {
    const unknown = await cli('channels', 'export-url', 'no-such-facility')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No facility has the id no-such-facility.')
    expect(unknown.stdout).toBe('')
    const rotate = await cli('channels', 'rotate-secret', 'no-such-facility')
    expect(rotate.code).toBe(1)
    const missing = await cli('channels', 'export-url')
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('channels export-url needs the facility')
  })
})
