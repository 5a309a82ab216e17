// A staff member's photo made into the facility cards' images: checked (a real photo sharp can
// read, not too large, large enough), turned upright by its EXIF orientation, cropped to the
// cards' 4:3 and resized to each width they ask for, in WebP. Nothing of the file's metadata is
// kept (sharp writes none unless asked): no GPS position of the hotel's garden, no camera serial.
// One module for both ways a photo comes: a file for the CLI's --photo, the bytes the console
// uploads from a phone (preparePhotoBytes), so both are checked and stripped alike.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type Sharp from 'sharp'
import type { Metadata } from 'sharp'
import {
  FACILITY_PHOTO_ASPECT,
  FACILITY_PHOTO_HASH_LENGTH,
  FACILITY_PHOTO_MAX_BYTES,
  FACILITY_PHOTO_WIDTHS,
  type FacilityPhotoWidth,
} from '../../../contract/facility-photo'

/**
 * sharp (libvips) is loaded with the first photo, not with the server: about 80 ms of CPU on
 * every start for what the catalogue's editors do now and then.
 */
let sharpLibrary: Promise<{ default: typeof Sharp }> | undefined
const loadSharp = async () => (await (sharpLibrary ??= import('sharp'))).default

export interface PhotoLimits {
  /** A phone's photo is 2 to 12 MB; anything much larger is not a photo meant for a web page. */
  maxBytes: number
  /** Decoded pixels: a small file can claim a huge image (a "pixel bomb") and exhaust memory. */
  maxPixels: number
}

export const PHOTO_LIMITS: PhotoLimits = {
  maxBytes: FACILITY_PHOTO_MAX_BYTES,
  // 100 megapixels: above the 48 MP of today's phones, about 400 MB to decode at most.
  maxPixels: 100_000_000,
}

/** The largest card image, at 4:3: a smaller photo would be blown up and look blurred. */
const MIN_WIDTH = FACILITY_PHOTO_WIDTHS[0]
const MIN_HEIGHT = (MIN_WIDTH * FACILITY_PHOTO_ASPECT.height) / FACILITY_PHOTO_ASPECT.width

/** What sharp reads that is a photo: JPEG, PNG, WebP, and HEIF (AVIF; HEIC where sharp has it). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif'])
const FORMATS_TEXT = 'JPEG, PNG, WebP or AVIF'

/** WebP quality 80: the catalogue's own photos' setting, about 60 KB at 800 px. */
const WEBP = { quality: 80, effort: 5 } as const

/** A photo the server will not take, with one line that says why and what to do. */
export class PhotoError extends Error {}

export interface PhotoVariant {
  width: FacilityPhotoWidth
  height: number
  data: Buffer
}

export interface PreparedPhoto {
  /** Of the largest image's bytes: the same photo gets the same URL, a new one a new URL. */
  hash: string
  /** Largest first, one per width of FACILITY_PHOTO_WIDTHS. */
  variants: PhotoVariant[]
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function readPhotoFile(file: string, limits: PhotoLimits): Buffer {
  let stat: fs.Stats
  try {
    stat = fs.statSync(file)
  } catch {
    throw new PhotoError(`No photo at ${file}: check the file's path and name.`)
  }
  if (!stat.isFile()) throw new PhotoError(`${file} is not a file: give the photo's file.`)
  if (stat.size > limits.maxBytes) {
    throw new PhotoError(
      `${file} is ${megabytes(stat.size)}; a photo may be at most ${megabytes(limits.maxBytes)}: export a smaller JPEG.`,
    )
  }
  return fs.readFileSync(file)
}

/** Reads, checks and converts the photo at `file`. Throws PhotoError when it will not do. */
export async function preparePhoto(
  file: string,
  limits: PhotoLimits = PHOTO_LIMITS,
): Promise<PreparedPhoto> {
  return preparePhotoBytes(readPhotoFile(file, limits), file, limits)
}

/**
 * Checks and converts a photo's bytes (an upload); `file` names it in the refusals ("The photo").
 * Throws PhotoError when it will not do.
 */
export async function preparePhotoBytes(
  input: Buffer,
  file: string,
  limits: PhotoLimits = PHOTO_LIMITS,
): Promise<PreparedPhoto> {
  if (input.length > limits.maxBytes) {
    throw new PhotoError(
      `${file} is ${megabytes(input.length)}; a photo may be at most ${megabytes(limits.maxBytes)}: export a smaller JPEG.`,
    )
  }
  if (input.length === 0) throw new PhotoError(`${file} is empty: give a ${FORMATS_TEXT}.`)
  // failOn 'error': a truncated or corrupt file is refused rather than stored half grey.
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' } as const
  const sharp = await loadSharp()
  let metadata: Metadata
  try {
    metadata = await sharp(input, options).metadata()
  } catch {
    throw new PhotoError(`${file} is not an image this server can read: give a ${FORMATS_TEXT}.`)
  }
  if (!PHOTO_FORMATS.has(metadata.format)) {
    throw new PhotoError(
      `${file} is ${metadata.format.toUpperCase()}, not a photo format: give a ${FORMATS_TEXT}.`,
    )
  }
  // As it is shown: a portrait photo from a phone is stored landscape with an EXIF rotation.
  const { width, height } = metadata.autoOrient
  if (width * height > limits.maxPixels) {
    throw new PhotoError(
      `${file} is ${width}x${height} px, more than ${limits.maxPixels / 1e6} megapixels: resize it first.`,
    )
  }
  if (width < MIN_WIDTH || height < MIN_HEIGHT) {
    throw new PhotoError(
      `${file} is ${width}x${height} px; a photo must be at least ${MIN_WIDTH}x${MIN_HEIGHT} px ` +
        `(the cards show it ${MIN_WIDTH} px wide, 4:3): give a larger one.`,
    )
  }
  const variants: PhotoVariant[] = []
  for (const w of FACILITY_PHOTO_WIDTHS) {
    const h = (w * FACILITY_PHOTO_ASPECT.height) / FACILITY_PHOTO_ASPECT.width
    try {
      const data = await sharp(input, options)
        .autoOrient()
        // Cropped from the middle to the cards' frame, never stretched or letterboxed.
        .resize(w, h, { fit: 'cover', position: 'centre' })
        .webp(WEBP)
        .toBuffer()
      variants.push({ width: w, height: h, data })
    } catch (error) {
      // HEIC (iPhone) decodes only where sharp was built with an HEVC decoder.
      const hint = metadata.format === 'heif' ? 'export it as JPEG' : `give a ${FORMATS_TEXT}`
      throw new PhotoError(
        `${file} cannot be decoded (${(error as Error).message.split('\n', 1)[0]}): ${hint}.`,
      )
    }
  }
  const hash = createHash('sha256')
    .update(variants[0]!.data)
    .digest('hex')
    .slice(0, FACILITY_PHOTO_HASH_LENGTH)
  return { hash, variants }
}
