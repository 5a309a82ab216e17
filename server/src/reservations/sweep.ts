// Records the expiry of unanswered requests. Nothing waits for it: the rules already read a
// request past its hold as expired and count no nights for it; the sweep writes it down (the
// status, an 'expiry' event) so the staff's lists and exports and any later reader agree.
// Once across PostgreSQL replicas: each row is expired by one UPDATE ... WHERE status =
// 'received' (repository.expireUnanswered), whichever replica gets there first.
import type { FastifyInstance } from 'fastify'
import type { ReservationRules } from './rules'

export function startExpirySweep(app: FastifyInstance, rules: ReservationRules, holdHours: number) {
  if (holdHours <= 0) return
  // Once a minute; sooner when the hold itself is shorter (a test's hold of seconds).
  const every = Math.min(60_000, Math.max(1_000, (holdHours * 3_600_000) / 2))
  let running = false
  const timer = setInterval(() => {
    if (running) return // a slow database: one sweep at a time
    running = true
    rules
      .expireUnanswered()
      .then((ids) => {
        if (ids.length > 0) app.log.info({ count: ids.length }, 'unanswered requests expired')
      })
      // The database out of reach: nothing is lost, the next sweep records them.
      .catch((error: unknown) => app.log.warn({ err: error }, 'expiry sweep failed; retrying'))
      .finally(() => {
        running = false
      })
  }, every)
  timer.unref() // never keeps the process alive
  app.addHook('onClose', async () => clearInterval(timer))
}
