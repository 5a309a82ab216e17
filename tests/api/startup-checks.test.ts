// A database the server cannot use stops the start with one line that names it and says what to
// do, exit code 1, no stack trace; a file that is not a database (or is damaged) is left byte for
// byte as it was. The staff CLI says which database it opens and creates none unless --init.
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadConfig } from '../../server/src/config'
import { openDatabase } from '../../server/src/db/open'
import { cliBuild } from '../support/cli-build'
import { runToExit as run, serverBuild, tempDir, type ProcessRun } from '../support/server-process'

const startServer = async (env: Record<string, string>) => run([await serverBuild()], env)
const cli = async (args: string[], env: Record<string, string>) =>
  run([await cliBuild(), ...args], env)

/** Refused: exit code 1 and one line on stderr that names `where`, with no stack trace. */
function expectRefused(result: ProcessRun, where: string, says: RegExp) {
  // The whole run in every message: a CI run once saw exit 1 with nothing on either stream.
  const seen = JSON.stringify(result)
  expect(result.code, seen).toBe(1)
  const lines = result.stderr.trim().split('\n')
  expect(lines, seen).toHaveLength(1)
  expect(lines[0], seen).toContain(where)
  expect(lines[0], seen).toMatch(says)
  expect(result.stderr + result.stdout).not.toMatch(/^\s+at /m)
  expect(result.stdout).toBe('')
}

const digest = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')

const asRoot = process.getuid?.() === 0
/** Read-only for the server: modes stop others; root ignores them, but not the immutable flag. */
function makeReadOnly(target: string, undo: (() => void)[]) {
  if (asRoot) {
    execFileSync('chattr', ['+i', target])
    undo.push(() => execFileSync('chattr', ['-i', target]))
  } else {
    const mode = fs.statSync(target).mode
    fs.chmodSync(target, fs.statSync(target).isDirectory() ? 0o555 : 0o444)
    undo.push(() => fs.chmodSync(target, mode))
  }
}
const readOnlyWorks = (() => {
  if (!asRoot) return true
  const probe = tempDir('hearth-probe-')
  try {
    execFileSync('chattr', ['+i', probe], { stdio: 'ignore' })
    execFileSync('chattr', ['-i', probe], { stdio: 'ignore' })
    return true
  } catch {
    return false // a filesystem without the immutable flag: root cannot be kept from writing
  } finally {
    fs.rmSync(probe, { recursive: true, force: true })
  }
})()

// Each case is its own process, refused in a moment: they run side by side.
describe.concurrent('starting on a SQLite database that cannot be used', () => {
  /** A database as the server leaves it: migrated, seeded, closed. */
  let good: string
  const undo: (() => void)[] = []
  beforeAll(async () => {
    const dataDir = tempDir()
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }), { create: true })
    await database.close()
    good = path.join(dataDir, 'hotel.sqlite')
  })
  afterAll(() => undo.reverse().forEach((u) => u()))

  /** A DATA_DIR holding a copy of the good database. */
  const copyOfGood = () => {
    const dataDir = tempDir()
    fs.copyFileSync(good, path.join(dataDir, 'hotel.sqlite'))
    return dataDir
  }

  it('refuses a DATA_DIR that cannot be created', async () => {
    const parent = tempDir()
    fs.writeFileSync(path.join(parent, 'a-file'), '')
    const dataDir = path.join(parent, 'a-file', 'data')
    expectRefused(
      await startServer({ DATA_DIR: dataDir }),
      dataDir,
      /Cannot create the data folder .*DATA_DIR/,
    )
    expect(fs.statSync(path.join(parent, 'a-file')).isFile()).toBe(true)
  })

  it.skipIf(!readOnlyWorks)(
    'refuses a read-only DATA_DIR, new or holding the database',
    async () => {
      const empty = tempDir()
      makeReadOnly(empty, undo)
      expectRefused(
        await startServer({ DATA_DIR: empty }),
        empty,
        /the folder is read-only.*DATA_DIR/,
      )

      const holding = copyOfGood()
      makeReadOnly(holding, undo)
      expectRefused(await startServer({ DATA_DIR: holding }), holding, /the folder is read-only/)
    },
  )

  it.skipIf(!readOnlyWorks)(
    'refuses a read-only database file (it used to start and fail every booking)',
    async () => {
      const dataDir = copyOfGood()
      const file = path.join(dataDir, 'hotel.sqlite')
      makeReadOnly(file, undo)
      const before = digest(file)
      expectRefused(
        await startServer({ DATA_DIR: dataDir }),
        file,
        /Cannot write .*: the file is read-only\. Make it writable/,
      )
      expect(digest(file)).toBe(before)
    },
  )

  it.each([
    ['random bytes', () => randomBytes(16_384)],
    ['text', () => Buffer.from('Room list\nGarden room, 2 guests\n')],
    [
      'a SQLite file with damaged pages',
      () => {
        const bytes = fs.readFileSync(good)
        return bytes.fill(0x55, 100, 8192) // the header kept, the schema page overwritten
      },
    ],
  ])('refuses %s and leaves the file as it was', async (_name, content) => {
    const dataDir = tempDir()
    const file = path.join(dataDir, 'hotel.sqlite')
    fs.writeFileSync(file, content())
    const before = digest(file)
    expectRefused(
      await startServer({ DATA_DIR: dataDir }),
      file,
      /not a SQLite database, or it is damaged/,
    )
    expect(digest(file)).toBe(before)
  })
})

describe.skipIf(!inject('pgAdminUrl'))('starting on PostgreSQL', () => {
  it('refuses a database that does not exist, naming the host and database', async () => {
    const url = inject('pgAdminUrl')!.replace(/\/[^/]*$/, '/no_such_database')
    const { hostname, port } = new URL(url)
    expectRefused(
      await startServer({ DATABASE_URL: url }),
      `PostgreSQL database "no_such_database" on ${hostname}:${port}`,
      /does not exist/,
    )
  })
})

describe.concurrent('the staff CLI', () => {
  it('says which database it opens, and creates none unless --init', async () => {
    const folder = tempDir()
    const dataDir = path.join(folder, 'data')
    const file = path.join(dataDir, 'hotel.sqlite')
    const refused = await cli(['facilities', 'list'], { DATA_DIR: dataDir })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`Database: ${file}\n`)
    expect(refused.stderr).toMatch(/There is no database at .*DATA_DIR.*--init/)
    expect(fs.readdirSync(folder)).toEqual([]) // not even the folder

    const created = await cli(['facilities', 'list', '--init'], { DATA_DIR: dataDir })
    expect(created.code, created.stderr).toBe(0)
    expect(created.stderr).toContain(`Database: ${file}\n`)
    expect(created.stdout).toContain('Garden') // the seeded catalogue
    expect(fs.existsSync(file)).toBe(true)
  })

  it.skipIf(!inject('pgAdminUrl'))(
    'refuses an empty PostgreSQL database unless --init',
    async () => {
      const admin = new pg.Client({ connectionString: inject('pgAdminUrl')! })
      const name = `hearth_cli_${randomBytes(4).toString('hex')}`
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const url = inject('pgAdminUrl')!.replace(/\/[^/]*$/, `/${name}`)
      const where = `PostgreSQL database "${name}"`

      const refused = await cli(['facilities', 'list'], { DATABASE_URL: url })
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain(`Database: ${where}`)
      expect(refused.stderr).toMatch(/has no tables yet.*DATABASE_URL.*--init/)
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const { rows } = await client.query(
          "select count(*) as n from pg_tables where schemaname = 'public'",
        )
        expect(Number(rows[0].n)).toBe(0)
      } finally {
        await client.end()
      }
    },
  )
})
