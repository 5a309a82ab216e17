// The server's periodic sweep: housekeeping no request waits for, in every server process.
// - Expiry: records the expiry of unanswered requests. The rules already read a request past its
//   hold as expired and count no nights for it; the sweep writes it down (the status, an 'expiry'
//   event) so the staff's lists and exports and any later reader agree. Once across PostgreSQL
//   replicas: each row is expired by one UPDATE ... WHERE status = 'received'
//   (repository.expireUnanswered), whichever replica gets there first.
// - Notification payloads: after NOTIFY_RETENTION_DAYS an event whose deliveries are settled
//   keeps only what names the request, not the guest's name, phone or message
//   (notifications/outbox.ts prune). The same result whichever replica does it, or both.
// - Push subscriptions: removed 30 days after their request was settled (push/push.ts sweep).
// - The staff's housekeeping: expired sessions and challenges, and invites used or expired over a
//   week ago. The rules refuse all of them already; this only keeps the tables small. Deleting
//   twice deletes nothing twice, so any replica may do it.
// It sits above the domains whose work it schedules (app.ts starts it); none of them imports it.
// A task that fails (the database out of reach) loses nothing: its next run does the work.
import type { FastifyInstance } from 'fastify'
import type { NotificationOutbox } from '../notifications/outbox'
import type { PushService } from '../push/push'
import type { ReservationRules } from '../reservations/rules'
import { CHALLENGE_MS } from '../staff/policy'
import type { StaffRules } from '../staff/rules'
import type { DepositDeadlines } from '../payments/deadlines'
import type { OnlinePayments } from '../payments/online'
import type { FrontDeskRules } from '../frontdesk/rules'

export interface SweepTask {
  /** What the log says after a run that did something. */
  done: string
  everyMs: number
  /** Does one batch of the work; returns how many rows it changed. */
  run(): Promise<number>
  /** Runs once as soon as the server is ready too, not only after the first period. */
  atStart?: boolean
}

/** Once a minute; sooner when the period the task keeps is itself shorter (a test's seconds). */
export function sweepEvery(periodMs: number): number {
  return Math.min(60_000, Math.max(1_000, periodMs / 2))
}

export function expiryTask(rules: ReservationRules, holdHours: number): SweepTask | undefined {
  if (holdHours <= 0) return undefined // holds never run out
  return {
    done: 'unanswered requests expired',
    everyMs: sweepEvery(holdHours * 3_600_000),
    run: async () => (await rules.expireUnanswered()).length,
  }
}

export function outboxPruneTask(outbox: NotificationOutbox, retentionDays: number): SweepTask {
  const retentionMs = retentionDays * 86_400_000
  return {
    done: 'notification payloads pruned of guest details',
    everyMs: sweepEvery(retentionMs),
    run: () => outbox.prune(retentionMs),
  }
}

/** Subscriptions of requests settled 30 days ago (push/repository.ts deleteSettled). */
export function pushSweepTask(push: PushService): SweepTask {
  return {
    done: 'push subscriptions of settled requests removed',
    everyMs: 3_600_000,
    run: () => push.sweep(),
  }
}

export function staffSweepTask(staff: StaffRules): SweepTask {
  return {
    done: 'expired staff sessions, challenges and invites removed',
    everyMs: sweepEvery(CHALLENGE_MS * 2),
    run: () => staff.sweep(),
  }
}

/**
 * Deposits past their deadline and the guests' reminders of what is due (payments/deadlines.ts),
 * and Paystack refunds not yet sent
 * (payments/online.ts): every PAYMENTS_SWEEP_MS, and once at the start for what fell due while the
 * server was down.
 */
export function paymentsTask(
  deadlines: DepositDeadlines,
  online: Pick<OnlinePayments, 'sendRefunds'>,
  everyMs: number,
): SweepTask {
  return {
    done: 'deposit deadlines dealt with, payment reminders and refunds sent',
    everyMs,
    atStart: true,
    run: async () =>
      (await deadlines.run()) + (await deadlines.remind()) + (await online.sendRefunds()),
  }
}

/**
 * Confirmed stays without a unit placed on a free one (issue 54), at the start (an upgrade: the
 * stays confirmed before units existed) and every hour after (a unit freed by a cancellation).
 */
export function unitsTask(frontDesk: Pick<FrontDeskRules, 'placeWaiting'>): SweepTask {
  return {
    done: 'stays placed on a unit',
    everyMs: 3_600_000,
    atStart: true,
    run: () => frontDesk.placeWaiting(),
  }
}

export function startSweep(app: FastifyInstance, tasks: (SweepTask | undefined)[]) {
  for (const task of tasks) {
    if (!task) continue
    let running = false
    const once = () => {
      if (running) return // a slow database: one run at a time
      running = true
      task
        .run()
        .then((count) => {
          if (count > 0) app.log.info({ count }, task.done)
        })
        .catch((error: unknown) => app.log.warn({ err: error }, `sweep failed (${task.done})`))
        .finally(() => {
          running = false
        })
    }
    const timer = setInterval(once, task.everyMs)
    if (task.atStart) app.addHook('onReady', async () => once())
    timer.unref() // never keeps the process alive
    app.addHook('onClose', async () => clearInterval(timer))
  }
}
