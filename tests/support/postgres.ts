// A throwaway PostgreSQL cluster for the tests: initdb in a temp folder, started on 127.0.0.1
// and a free port, removed at the end. As root, the server runs as the `postgres` user.
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { tempDir } from './server-process'

export interface PgCluster {
  port: number
  url(database: string): string
  createDatabase(name: string): Promise<string>
  /** `pg_ctl -m fast restart`: every connection is closed (57P01), the server back at once. */
  restart(): Promise<void>
  /** `pg_ctl -m fast stop`, keeping the data: an outage, until `startServer()`. */
  stopServer(): Promise<void>
  startServer(): Promise<void>
  stop(): void
}

function findBin(): string | undefined {
  const candidates = [process.env.PG_BIN]
  const lib = '/usr/lib/postgresql'
  if (fs.existsSync(lib)) {
    for (const v of fs.readdirSync(lib).sort((a, b) => Number(b) - Number(a))) {
      candidates.push(path.join(lib, v, 'bin'))
    }
  }
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')))
}

export function postgresAvailable(): boolean {
  return findBin() !== undefined
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export async function startPostgres(): Promise<PgCluster> {
  const bin = findBin()
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb found; set PG_BIN)')
  const asRoot = process.getuid?.() === 0
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args]
    execFileSync(file, argv, { stdio: 'pipe' })
  }
  // The same, leaving the event loop free (a test's requests keep flowing meanwhile).
  const runAsync = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, argv] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
        : [path.join(bin, cmd), args]
      execFile(file, argv, (error) => (error ? reject(error) : resolve()))
    })
  const dir = tempDir('hearth-pg-')
  fs.chmodSync(dir, 0o755)
  const data = path.join(dir, 'data')
  fs.mkdirSync(data)
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir])
  const port = await freePort()
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  // fsync stays on: the crash test relies on the database's own durability.
  // -l: the server's output goes to a file (on the pipe, it would hold pg_ctl's caller forever).
  const options = [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c max_connections=200`,
  ]
  run('pg_ctl', [...options, '-w', 'start'])
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  const { default: pg } = await import('pg')
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') })
      await client.connect()
      await client.query(`CREATE DATABASE "${name}"`)
      await client.end()
      return url(name)
    },
    restart: () => runAsync('pg_ctl', [...options, '-m', 'fast', '-w', 'restart']),
    stopServer: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    startServer: () => runAsync('pg_ctl', [...options, '-w', 'start']),
    stop() {
      const args = ['-D', data, '-m', 'immediate', 'stop']
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args])
      else spawnSync(path.join(bin, 'pg_ctl'), args)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
