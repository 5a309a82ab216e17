// The console's catalogue (issue 29): the facilities, added, edited and deleted from a phone, with
// a photo from its camera. HTTP only: the photo is made by the CLI's own module (photo-file.ts),
// stored by the facilities repository with the facility (one transaction), and the repository
// announces the change on the database's feed, so every replica's list cache (list-cache.ts)
// drops its copy and the public site shows the change at its next load. Who may do what: an owner
// everything; the front desk the description and the photo (403 `owner_only` for the rest).
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import {
  FacilityIdParams,
  type Facility,
  type FacilityChanges,
} from '../../../../contract/facility'
import { FACILITY_PHOTO_PREFIX } from '../../../../contract/facility-photo'
import {
  FRONT_DESK_FACILITY_FIELDS,
  PHOTO_BASE64_MAX,
  StaffCatalogue,
  StaffFacilityChanges,
  StaffFacilityDeleted,
  StaffNewFacility,
} from '../../../../contract/staff-catalogue'
import { Facility as FacilitySchema } from '../../../../contract/facility'
import { FacilityTextChanges, FacilityTextsByLanguage } from '../../../../contract/facility-texts'
import { z } from '../../../../contract/zod'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_LIST } from '../../../../src/server-shared'
import { facilityNotFound } from '../../domain-errors'
import { HttpError } from '../errors'
import { errorAnswers } from '../openapi'
import { actorOf, requireOwner } from '../staff-auth'
import { PhotoError, preparePhotoBytes } from '../../facilities/photo-file'
import type { Services } from '../../services'

type IdParams = z.infer<typeof FacilityIdParams>

/** The site's languages other than the default: the ones a facility's words can be given in. */
const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)
const TextParams = FacilityIdParams.extend({
  lang: z.enum(OTHER_LANGUAGES as [string, ...string[]], {
    error: `must be one of ${OTHER_LANGUAGES.join(', ')} (the default language's words are the facility's own)`,
  }),
})
type TextParams = z.infer<typeof TextParams>
type TextBody = z.output<typeof FacilityTextChanges>
const languageName = (code: string) =>
  (LANGUAGE_LIST as Record<string, { name: string } | undefined>)[code]?.name ?? code
type NewBody = z.output<typeof StaffNewFacility>
type ChangesBody = z.output<typeof StaffFacilityChanges>

/** A body with a photo: its base64 and the rest of the JSON (a 2,000-character description). */
const PHOTO_BODY_LIMIT = PHOTO_BASE64_MAX + 64 * 1024

/**
 * Refused before a byte of the body is read, with words about the photo: Fastify's own limit
 * would answer the same 413 only after reading it, and in the words of a 16 KB JSON body.
 */
const photoBodyLimit: onRequestAsyncHookHandler = async (request) => {
  const length = Number(request.headers['content-length'])
  if (Number.isFinite(length) && length > PHOTO_BODY_LIMIT) {
    throw new HttpError(
      413,
      'photo_too_large',
      'The photo is larger than 20 MB. Choose a smaller one, or take it again at a lower size.',
    )
  }
}

/** The photo's bytes made into the cards' images, or a 400 that says why not. */
async function photoOf(base64: string | undefined) {
  if (base64 === undefined) return undefined
  try {
    return await preparePhotoBytes(Buffer.from(base64, 'base64'), 'The photo')
  } catch (error) {
    if (error instanceof PhotoError) throw new HttpError(400, 'photo_refused', error.message)
    throw error
  }
}

/** The front desk may change only these; anything else of theirs is an owner's call. */
function requireMayChange(request: FastifyRequest, body: ChangesBody) {
  const given = Object.entries(body).filter(([, value]) => value !== undefined)
  const allowed: readonly string[] = FRONT_DESK_FACILITY_FIELDS
  if (given.some(([field]) => !allowed.includes(field))) requireOwner(request)
}

export function catalogueRoutes(services: Services) {
  const { facilities } = services
  return async function routes(app: FastifyInstance) {
    app.get(
      '/catalogue',
      {
        config: { access: 'staff' },
        schema: { response: { 200: StaffCatalogue, ...errorAnswers(401, 403, 503) } },
      },
      async () => {
        const { list, texts } = await facilities.catalogue()
        return { facilities: list.map((f) => ({ ...f, texts: texts.get(f._id) ?? {} })) }
      },
    )

    // A facility's words in another of the site's languages: set (the front desk may change the
    // description of words that exist, as in the default language), and removed (an owner's).
    app.post<{ Params: TextParams; Body: TextBody }>(
      '/catalogue/facilities/:id/texts/:lang',
      {
        config: { access: 'staff' },
        schema: {
          params: TextParams,
          body: FacilityTextChanges,
          response: {
            200: FacilityTextsByLanguage,
            ...errorAnswers(400, 401, 403, 404, 413, 415, 503),
          },
        },
      },
      async (req) => {
        requireMayChange(req, req.body)
        const set = await facilities.setText(req.params.id, req.params.lang, req.body)
        if (set === 'missing') throw facilityNotFound(req.params.id)
        if (set === 'incomplete') {
          throw new HttpError(
            400,
            'text_incomplete',
            `Give both the name and the description the first time, in ${languageName(req.params.lang)}.`,
          )
        }
        return set
      },
    )

    app.post<{ Params: TextParams }>(
      '/catalogue/facilities/:id/texts/:lang/delete',
      {
        config: { access: 'owner' },
        schema: {
          params: TextParams,
          response: { 200: FacilityTextsByLanguage, ...errorAnswers(400, 401, 403, 404, 503) },
        },
      },
      async (req) => {
        if (!(await facilities.find(req.params.id))) throw facilityNotFound(req.params.id)
        await facilities.removeText(req.params.id, req.params.lang)
        return facilities.texts(req.params.id)
      },
    )

    app.post<{ Body: NewBody }>(
      '/catalogue/facilities',
      {
        // An owner's call, refused (403) before its body is read or checked.
        config: { access: 'owner' },
        onRequest: photoBodyLimit,
        bodyLimit: PHOTO_BODY_LIMIT,
        schema: {
          body: StaffNewFacility,
          response: { 201: FacilitySchema, ...errorAnswers(400, 401, 403, 413, 415, 503) },
        },
      },
      async (req, reply) => {
        const { photo: base64, ...fields } = req.body
        const photo = await photoOf(base64)
        // The photo's URL is the repository's to set: the prefix stands in for it meanwhile.
        const created = await facilities.create({ ...fields, img: FACILITY_PHOTO_PREFIX }, photo)
        req.log.info({ facility: created._id, by: actorOf(req).kind }, 'facility added (console)')
        return reply.code(201).send(created)
      },
    )

    app.post<{ Params: IdParams; Body: ChangesBody }>(
      '/catalogue/facilities/:id',
      {
        config: { access: 'staff' },
        onRequest: photoBodyLimit,
        bodyLimit: PHOTO_BODY_LIMIT,
        schema: {
          params: FacilityIdParams,
          body: StaffFacilityChanges,
          response: { 200: FacilitySchema, ...errorAnswers(400, 401, 403, 404, 413, 415, 503) },
        },
      },
      async (req): Promise<Facility> => {
        requireMayChange(req, req.body)
        const { photo: base64, ...fields } = req.body
        const changes = Object.fromEntries(
          Object.entries(fields).filter(([, value]) => value !== undefined),
        ) as FacilityChanges
        if (Object.keys(changes).length === 0 && base64 === undefined) {
          throw new HttpError(400, 'nothing_to_change', 'Change a field or the photo first.')
        }
        // Not found before the photo's work: a second or two of a phone's photo for nothing.
        if (!(await facilities.find(req.params.id))) throw facilityNotFound(req.params.id)
        const updated = await facilities.update(req.params.id, changes, await photoOf(base64))
        if (!updated) throw facilityNotFound(req.params.id)
        return updated
      },
    )

    app.post<{ Params: IdParams }>(
      '/catalogue/facilities/:id/delete',
      {
        config: { access: 'owner' },
        schema: {
          params: FacilityIdParams,
          response: {
            200: StaffFacilityDeleted,
            ...errorAnswers(400, 401, 403, 404, 413, 415, 503),
          },
        },
      },
      async (req) => {
        const facility = await facilities.find(req.params.id)
        // Its reservation requests stay, with the facility's name (the repository's delete).
        if (!facility || !(await facilities.delete(facility._id))) {
          throw facilityNotFound(req.params.id)
        }
        return { id: facility._id, name: facility.name }
      },
    )
  }
}
