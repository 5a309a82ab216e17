import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listeningUrl, recordRunningServer, runningServerUrl, serverOrigin } from './running-server'

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-running-'))
const fail = (error: unknown) => {
  throw error
}

describe('listeningUrl', () => {
  it('names loopback and every-interface listeners localhost (passkeys need a name)', () => {
    for (const address of ['127.0.0.1', '::1', '0.0.0.0', '::']) {
      expect(listeningUrl({ address, port: 8093, family: 'IPv4' }, address)).toBe(
        'http://localhost:8093',
      )
    }
  })
  it('keeps a host name as HOST wrote it, else the address (IPv6 in brackets)', () => {
    const lan = { address: '192.168.1.20', port: 80, family: 'IPv4' }
    expect(listeningUrl(lan, 'hotel.lan')).toBe('http://hotel.lan:80')
    expect(listeningUrl(lan, '192.168.1.20')).toBe('http://192.168.1.20:80')
    expect(listeningUrl({ address: 'fd00::5', port: 81, family: 'IPv6' }, 'fd00::5')).toBe(
      'http://[fd00::5]:81',
    )
  })
})

describe('the running server’s note', () => {
  it('is read while it is there and gone once forgotten', () => {
    const dataDir = folder()
    const config = { DATA_DIR: dataDir, PUBLIC_URL: undefined, PORT: 8080 }
    expect(serverOrigin(config)).toBe('http://localhost:8080')
    const forget = recordRunningServer(dataDir, 'http://localhost:8093', fail)
    expect(runningServerUrl(dataDir)).toBe('http://localhost:8093')
    expect(serverOrigin({ ...config, PUBLIC_URL: 'https://hotel.example' })).toBe(
      'http://localhost:8093',
    )
    forget()
    expect(fs.readdirSync(dataDir)).toEqual([])
    expect(serverOrigin({ ...config, PUBLIC_URL: 'https://hotel.example' })).toBe(
      'https://hotel.example',
    )
  })

  it('of a process that is gone, or of another process under a reused pid, is dropped', () => {
    const dataDir = folder()
    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    const write = (pid: number, started: string | null) =>
      fs.writeFileSync(
        path.join(dataDir, `server-${pid}.json`),
        JSON.stringify({ pid, host: os.hostname(), started, url: `http://localhost:${pid}` }),
      )
    write(gone, null)
    // This test's own pid, alive, but started at another moment than the one noted (Linux).
    if (fs.existsSync(`/proc/${process.pid}/stat`)) write(process.pid, '1')
    expect(runningServerUrl(dataDir)).toBeUndefined()
    expect(fs.readdirSync(dataDir)).toEqual([])
  })

  it('written where it cannot be says so and costs nothing else', () => {
    const file = path.join(folder(), 'a-file')
    fs.writeFileSync(file, '')
    const errors: unknown[] = []
    const forget = recordRunningServer(file, 'http://localhost:1', (e) => errors.push(e))
    expect(errors).toHaveLength(1)
    expect(() => forget()).not.toThrow()
  })
})
