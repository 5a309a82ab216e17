import type { FastifyInstance } from 'fastify'
import {
  CONTACT_MESSAGES_PATH,
  ContactMessageBody,
  ContactMessageResult,
  type ContactMessageInput,
} from '../../../../contract/contact-message'
import { HttpError } from '../errors'
import { errorAnswers } from '../openapi'
import type { ContactRules } from '../../contact/rules'

/** Thrown by the rate limiter past its limit: the error JSON, in the contact form's words. */
const tooManyMessages = () =>
  new HttpError(
    429,
    'too_many_requests',
    'Too many contact messages from this address; please wait a minute.',
  )

export function contactRoutes(rules: ContactRules, rateLimitPerMinute: number) {
  return async function routes(app: FastifyInstance) {
    // Public, like the reservation PUT: rate limited per client address, the app's body limit.
    app.post<{ Body: ContactMessageInput }>(
      CONTACT_MESSAGES_PATH,
      {
        schema: {
          summary: 'Send a contact message to the hotel (idempotent on message_id)',
          description:
            'The same message_id with the same content answers 200 again (the device may send a ' +
            'queued message twice); with other content, 409 `message_id_conflict`. The answer ' +
            'never repeats what the guest wrote.',
          body: ContactMessageBody,
          response: { 200: ContactMessageResult, ...errorAnswers(400, 409, 413, 415, 429, 503) },
        },
        config: {
          access: 'public',
          ...(rateLimitPerMinute > 0
            ? {
                rateLimit: {
                  max: rateLimitPerMinute,
                  timeWindow: '1 minute',
                  errorResponseBuilder: tooManyMessages,
                },
              }
            : {}),
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store')
        return rules.receive(req.body)
      },
    )
  }
}
