import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../support/databases'
import type { TestApp } from '../support/test-app'
import { api } from '../support/server-process'

describe.each(databaseTargets())('seeded catalogue on $name', (target) => {
  let server: TestApp
  beforeAll(async () => {
    server = await target.build()
  })
  afterAll(() => server.close())

  it('serves the seeded catalogue', async () => {
    const res = await api(server, 'GET', '/api/facilities')
    expect(res.status).toBe(200)
    const list = res.body as { type: string }[]
    expect(list.filter((f) => f.type === 'room').length).toBeGreaterThanOrEqual(4)
    expect(list.filter((f) => f.type === 'apartment').length).toBeGreaterThanOrEqual(3)
    expect(list.filter((f) => f.type === 'activityCenter').length).toBeGreaterThanOrEqual(2)
  })
})
