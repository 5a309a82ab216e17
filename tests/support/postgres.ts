// A throwaway PostgreSQL cluster for the tests: initdb in a temp folder, started on 127.0.0.1
// and a free port, removed at the end. As root, the server runs as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { tempDir } from './server-process'

export interface PgCluster {
  port: number
  url(database: string): string
  createDatabase(name: string): Promise<string>
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
  const dir = tempDir('hearth-pg-')
  fs.chmodSync(dir, 0o755)
  const data = path.join(dir, 'data')
  fs.mkdirSync(data)
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir])
  const port = await freePort()
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  // fsync stays on: the crash test relies on the database's own durability.
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c max_connections=200`,
    '-w',
    'start',
  ])
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
    stop() {
      const args = ['-D', data, '-m', 'immediate', 'stop']
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args])
      else spawnSync(path.join(bin, 'pg_ctl'), args)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
