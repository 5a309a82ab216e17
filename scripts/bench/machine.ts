// The machine a bench ran on, for the report.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

export function describeMachine(chromePath: string) {
  const release = fs.existsSync('/etc/os-release')
    ? (/PRETTY_NAME="([^"]+)"/.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1] ?? '')
    : `${os.type()} ${os.release()}`
  const chromium = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout?.trim()
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: release,
    node: process.version,
    chromium: chromium || chromePath,
  }
}
export type Machine = ReturnType<typeof describeMachine>
