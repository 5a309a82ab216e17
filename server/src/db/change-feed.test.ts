// @vitest-environment node
// SQLite's change feed: another connection's commit (the CLI, another process) is heard on every
// channel, by the reads' check() or, while someone keeps watching (an open console), by the feed's
// own polling; the polling stops when the last watcher lets go.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { sqliteChangeFeeds, type ChangeKind } from './change-feed'

const opened: SQLite.Database[] = []
afterEach(() => opened.splice(0).forEach((db) => db.close()))

function twoConnections() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-feed-')), 'db.sqlite')
  const server = new SQLite(file)
  const cli = new SQLite(file)
  opened.push(server, cli)
  server.pragma('journal_mode = WAL')
  server.exec('create table t (x integer)')
  return { server, write: () => cli.prepare('insert into t values (1)').run() }
}

describe('the SQLite change feed', () => {
  it('hears another connection’s commit on every channel while watched, and stops polling after', async () => {
    const { server, write } = twoConnections()
    const feeds = sqliteChangeFeeds(server)
    const heard: string[] = []
    feeds.facilities.subscribe((kind: ChangeKind) => heard.push(`facilities:${kind}`))
    feeds.reservations.subscribe((kind: ChangeKind) => heard.push(`reservations:${kind}`))

    const first = feeds.reservations.keepChecking()
    const second = feeds.reservations.keepChecking()
    write()
    await expect.poll(() => heard).toEqual(['facilities:change', 'reservations:change'])
    first()
    first() // letting go twice counts once: the other watcher still polls
    write()
    await expect.poll(() => heard).toHaveLength(4)

    second()
    write()
    await new Promise((r) => setTimeout(r, 600)) // two polling periods: nobody asks now
    expect(heard).toHaveLength(4)
    feeds.reservations.check() // a read asks: heard then
    expect(heard).toHaveLength(6)
    await feeds.close()
  })

  it('announces this server’s own change on its channel only', async () => {
    const { server } = twoConnections()
    const feeds = sqliteChangeFeeds(server)
    const heard: string[] = []
    feeds.facilities.subscribe(() => heard.push('facilities'))
    feeds.reservations.subscribe(() => heard.push('reservations'))
    await feeds.reservations.announce()
    expect(heard).toEqual(['reservations'])
    await feeds.close()
  })
})
