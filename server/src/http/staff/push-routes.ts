// "Notify this phone" (issue 37): a signed-in person's browsers told of each new request and
// contact message by Web Push. A person's own calls (a token names nobody: 403 session_required),
// for front desk and owners alike. HTTP only: push/staff-devices.ts decides. The staff API's
// app-wide hooks give these their same-origin check, no-store and noindex.
import type { FastifyPluginAsync } from 'fastify'
import { StaffEmptyBody } from '../../../../contract/staff'
import {
  StaffPushDevice,
  StaffPushDeviceBody,
  StaffPushDeviceParams,
  StaffPushState,
} from '../../../../contract/staff-push'
import { z } from '../../../../contract/zod'
import { errorAnswers } from '../openapi'
import { personOf } from '../staff-auth'
import type { Services } from '../../services'

/** A person's calls only (http/access.ts): a token is refused (403) before a body is read. */
const config = { access: 'desk' } as const

export function staffPushRoutes(services: Services): FastifyPluginAsync {
  const { devices } = services
  return async (app) => {
    app.get(
      '/push',
      {
        config,
        schema: {
          summary: "The signed-in person's notified devices, and the key to subscribe with",
          response: { 200: StaffPushState, ...errorAnswers(401, 403, 503) },
        },
      },
      async (req) => devices.state(personOf(req).staffId),
    )

    app.post<{ Body: StaffPushDeviceBody }>(
      '/push/devices',
      {
        config,
        schema: {
          summary:
            'Notify this browser of each new request and contact message (Notify this phone)',
          description:
            "The browser's PushSubscription JSON. The endpoint must be https: on a public host " +
            'name. The same browser again replaces its keys.',
          body: StaffPushDeviceBody,
          response: { 200: StaffPushDevice, ...errorAnswers(400, 401, 403, 409, 413, 415, 503) },
        },
      },
      async (req) => devices.subscribe(personOf(req).staffId, req.body),
    )

    app.post<{ Params: StaffPushDeviceParams }>(
      '/push/devices/:id/remove',
      {
        config,
        schema: {
          summary: 'Stop notifying one of your devices (idempotent)',
          params: StaffPushDeviceParams,
          body: StaffEmptyBody,
          response: {
            204: z.null().describe('Removed'),
            ...errorAnswers(400, 401, 403, 413, 415, 503),
          },
        },
      },
      async (req, reply) => {
        await devices.remove(personOf(req).staffId, req.params.id)
        return reply.code(204).send()
      },
    )
  }
}
