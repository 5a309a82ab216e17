// The staff's facility photos, from the database: `/photos/<hash>-<width>.webp`. The name holds
// the content's hash, so an answer never changes and is cached for a year without asking again;
// the ETag answers a browser that asks anyway (a reload) with a 304 and no body.
import type { FastifyInstance } from 'fastify'
import {
  FACILITY_PHOTO_FILE,
  FACILITY_PHOTO_PREFIX,
  type FacilityPhotoWidth,
} from '../../../../contract/facility-photo'
import type { PhotosRepository } from '../../facilities/photo-repository'
import { matchesEtag } from '../../facilities/list-cache'

export const IMMUTABLE = 'public, max-age=31536000, immutable'

export function photoRoutes(photos: PhotosRepository) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { file: string } }>(
      `${FACILITY_PHOTO_PREFIX}:file`,
      // WebP is compressed already: gzip would only cost time.
      { compress: false, schema: { hide: true } },
      async (req, reply) => {
        const match = FACILITY_PHOTO_FILE.exec(req.params.file)
        const photo =
          match && (await photos.find(match[1]!, Number(match[2]) as FacilityPhotoWidth))
        // The site's one not-found answer: JSON for a file, with its headers.
        if (!photo) return reply.callNotFound()
        const etag = `"${match[1]}-${match[2]}"`
        reply.header('cache-control', IMMUTABLE).header('etag', etag)
        if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send()
        return reply.type('image/webp').header('content-length', photo.bytes).send(photo.data)
      },
    )
  }
}
