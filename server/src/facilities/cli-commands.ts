// The staff's `facilities list|add|update|delete|translate` (server/src/cli.ts). A photo is
// given as a file (--photo): checked, made into the cards' sizes and stored in the database with
// the facility, so the site shows it at once, on every server, without a rebuild. --img names an
// image the built site already has; anything else would be a broken image on the page, so it is
// refused here.
import fs from 'node:fs'
import path from 'node:path'
import { FacilityChanges, NewFacility, type Facility } from '../../../contract/facility'
import {
  FACILITY_PHOTO_PREFIX,
  FACILITY_PHOTO_WIDTHS,
  facilityPhotoHash,
} from '../../../contract/facility-photo'
import { FacilityTextChanges } from '../../../contract/facility-texts'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_LIST } from '../../../src/server-shared'
import { DomainError, facilityNotFound } from '../domain-errors'
import { describeZodError } from '../zod-sentence'
import { PhotoError, preparePhoto, type PreparedPhoto } from './photo-file'
import type { PhotosRepository } from './photo-repository'
import type { FacilitiesRepository } from './repository'
import type { CommandOptions } from '../cli-command-options'

export const FACILITIES_USAGE = `  facilities list          each facility, and the languages it has words in (en, fr)
  facilities add --type <room|apartment|activityCenter> --name <text> --desc <text>
                 --photo <file> [--capacity <n>] [--guests <n>]
                 the photo: JPEG, PNG, WebP or AVIF, at least 800x600 px, at most 20 MB; cropped
                 to 4:3, stored in the database and shown at once (no rebuild)
                 --capacity: how many of it the hotel lets at once (2 identical rooms: 2)
                 --guests: how many people it sleeps or holds (1-1000), shown to guests
  facilities update <id> [--type ...] [--name ...] [--desc ...] [--capacity <n>] [--guests <n>]
                 [--photo <file>]
                 changes only the fields given
  facilities delete <id>
                 (--img <path> instead of --photo: an image the built site has, e.g.
                 /images/facilities/family-room-800.webp)`

export interface FacilityValues {
  type?: string | undefined
  name?: string | undefined
  desc?: string | undefined
  img?: string | undefined
  photo?: string | undefined
  capacity?: string | undefined
  guests?: string | undefined
}

export interface FacilityCommandContext extends CommandOptions {
  facilities: FacilitiesRepository
  photos: PhotosRepository
  /** The built site the server serves (SITE_DIR): where an --img must be. */
  siteDir: string
}

/** A URL with a scheme (https:, data:) or to another host (//host): not an image of this site. */
const OTHER_SITE = /^([a-z][a-z\d+.-]*:|\/\/)/i

/** Why --img cannot show on the page, or undefined when it can. */
async function imgProblem(img: string, context: FacilityCommandContext) {
  const usePhoto = (file: string) => `to add a photo from a file, give --photo ${file} instead.`
  if (OTHER_SITE.test(img)) {
    return `--img ${img} is on another site: the site's Content-Security-Policy (img-src 'self') blocks it on the page; download the photo and give --photo <file> instead.`
  }
  if (!img.startsWith('/')) {
    return `--img takes a path on the site, such as /images/facilities/family-room-800.webp; ${usePhoto(img)}`
  }
  const pathname = img.split(/[?#]/, 1)[0]!
  if (pathname.startsWith(FACILITY_PHOTO_PREFIX)) {
    // Another facility's photo, shown again: it must be stored.
    const hash = facilityPhotoHash(pathname)
    if (hash && (await context.photos.find(hash, FACILITY_PHOTO_WIDTHS[0]))) return undefined
    return `--img ${img} is no photo in the database; ${usePhoto('<file>')}`
  }
  const file = path.join(context.siteDir, ...pathname.split('/'))
  if (pathname.startsWith('/images/') && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    return undefined
  }
  return `--img ${img} is not an image of the built site (${path.join(context.siteDir, 'images')}): the page would show a broken image; ${usePhoto(img)}`
}

/** First of all: a wrong --img is told as what to do instead, not as a failed validation. */
async function checkImage(values: FacilityValues, context: FacilityCommandContext) {
  if (values.photo !== undefined && values.img !== undefined) {
    throw context.usage('Give either --photo <file> or --img <path on the site>, not both.')
  }
  if (values.img !== undefined) {
    const problem = await imgProblem(values.img, context)
    if (problem) throw context.usage(problem)
  }
}

async function photoFrom(values: FacilityValues, context: FacilityCommandContext) {
  if (values.photo === undefined) return undefined
  try {
    return await preparePhoto(values.photo)
  } catch (error) {
    if (error instanceof PhotoError) throw context.usage(error.message)
    throw error
  }
}

/**
 * A whole number given on the command line, for the contract to check. Blank or not a number is
 * NaN (which the contract refuses), not 0 or undefined as Number() and parseInt() would have it.
 */
const numberOf = (text: string | undefined) =>
  text === undefined ? undefined : text.trim() === '' ? Number.NaN : Number(text)

/** Each issue keeps what was given, so a NaN is told as not a number rather than as missing. */
const withInput = { reportInput: true }

function describePhoto(facility: Facility, photo: PreparedPhoto | undefined): string {
  if (!photo) return ''
  const sizes = photo.variants.map(
    (v) => `${v.width}x${v.height} ${(v.data.length / 1024).toFixed(1)} KB`,
  )
  return `\n  photo ${facility.img} (WebP ${sizes.join(', ')})`
}

export async function facilityCommand(
  command: 'add' | 'update',
  id: string | undefined,
  values: FacilityValues,
  context: FacilityCommandContext,
): Promise<void> {
  const { facilities, usage } = context
  if (command === 'add') {
    if (values.photo === undefined && values.img === undefined) {
      throw usage('facilities add needs --photo <file> (or --img <path on the site>)')
    }
    await checkImage(values, context)
    // The photo's URL is known only once it is made: a placeholder passes the check meanwhile.
    const parsed = NewFacility.safeParse(
      {
        type: values.type,
        name: values.name,
        desc: values.desc,
        img: values.img ?? FACILITY_PHOTO_PREFIX,
        capacity: numberOf(values.capacity),
        guests: numberOf(values.guests),
      },
      withInput,
    )
    if (!parsed.success) throw usage(describeZodError(parsed.error, 'facility'))
    const photo = await photoFrom(values, context)
    const created = await facilities.create(parsed.data, photo)
    console.log(
      `Added ${created.type} "${created.name}" with id ${created._id}${describePhoto(created, photo)}`,
    )
    return
  }
  if (!id) throw usage('facilities update needs the facility id')
  await checkImage(values, context)
  const parsed = FacilityChanges.safeParse(
    {
      type: values.type,
      name: values.name,
      desc: values.desc,
      img: values.img,
      capacity: numberOf(values.capacity),
      guests: numberOf(values.guests),
    },
    withInput,
  )
  if (!parsed.success) throw usage(describeZodError(parsed.error, 'facility'))
  const changes = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as FacilityChanges
  if (Object.keys(changes).length === 0 && values.photo === undefined) {
    throw usage(
      'facilities update needs something to change: --type, --name, --desc, --capacity, --guests, --photo or --img',
    )
  }
  if (!(await facilities.find(id))) throw usage(`No facility has the id ${id}`)
  const photo = await photoFrom(values, context)
  const updated = await facilities.update(id, changes, photo)
  if (!updated) throw usage(`No facility has the id ${id}`)
  console.log(
    `Updated ${updated.type} "${updated.name}" (${updated._id})${describePhoto(updated, photo)}`,
  )
}

/** `facilities list`: each facility, and the languages it has words in (the default's, its own). */
export async function listCommand(facilities: FacilitiesRepository): Promise<void> {
  const { list, texts } = await facilities.catalogue()
  console.table(
    list.map(({ _id, type, name, capacity, guests }) => ({
      _id,
      type,
      name,
      capacity,
      guests: guests ?? '',
      languages: [DEFAULT_LANGUAGE, ...Object.keys(texts.get(_id) ?? {})].join(', '),
    })),
  )
}

/** `facilities delete`: the facility goes; its reservation requests stay (they name it). */
export async function deleteCommand(
  id: string | undefined,
  context: Pick<FacilityCommandContext, 'facilities' | 'usage'>,
): Promise<void> {
  const { facilities, usage } = context
  if (!id) throw usage('facilities delete needs the facility id')
  if (!(await facilities.delete(id))) throw usage(`No facility has the id ${id}`)
  console.log(`Deleted facility ${id}; its reservation requests are kept.`)
}

export const FACILITY_TEXTS_USAGE = `  facilities translate <id> --lang <code> --name <text> --desc <text>
                 its name and description in another of the site's languages (${otherLanguages().join(', ')}):
                 a page in that language shows them, the default language's words otherwise;
                 both the first time, then either alone changes that one
  facilities translate <id> --lang <code> --remove
                 removes them: that language's pages show the default language's words again`

/** The site's languages a facility's words can be given in: all but the default. */
function otherLanguages(): string[] {
  return LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)
}

const languageName = (code: string) =>
  (LANGUAGE_LIST as Record<string, { name: string } | undefined>)[code]?.name ?? code

export interface TranslateValues {
  lang?: string | undefined
  name?: string | undefined
  desc?: string | undefined
  remove?: boolean | undefined
}

/**
 * `facilities translate`: a facility's words in another language, set or removed. An unknown
 * facility or language is refused with what exists (a `DomainError`: exit 1), a command given
 * wrong with the usage (exit 2).
 */
export async function translateCommand(
  id: string | undefined,
  values: TranslateValues,
  context: Pick<FacilityCommandContext, 'facilities' | 'usage'>,
): Promise<void> {
  const { facilities, usage } = context
  if (!id) throw usage('facilities translate needs the facility id')
  if (values.lang === undefined) {
    throw usage(`facilities translate needs --lang <code>: one of ${otherLanguages().join(', ')}`)
  }
  const lang = values.lang.trim().toLowerCase()
  if (lang === DEFAULT_LANGUAGE) {
    throw new DomainError(
      'invalid',
      'language_default',
      `${languageName(lang)} (${lang}) is the site's default language: its words are the facility's own; change them with facilities update ${id} --name ... --desc ...`,
    )
  }
  if (!otherLanguages().includes(lang)) {
    throw new DomainError(
      'invalid',
      'language_unknown',
      `The site has no language "${values.lang}": give one of ${otherLanguages().join(', ')}.`,
    )
  }
  const facility = await facilities.find(id)
  if (!facility) throw facilityNotFound(id)
  const where = `${languageName(lang)} (${lang})`
  if (values.remove) {
    if (values.name !== undefined || values.desc !== undefined) {
      throw usage('Give either --remove or --name/--desc, not both.')
    }
    const removed = await facilities.removeText(id, lang)
    console.log(
      removed
        ? `Removed the words in ${where} of "${facility.name}" (${id}): its ${where} page shows the default language's words.`
        : `"${facility.name}" (${id}) had no words in ${where}; nothing changed.`,
    )
    return
  }
  const parsed = FacilityTextChanges.safeParse({ name: values.name, desc: values.desc }, withInput)
  if (!parsed.success) {
    if (values.name === undefined && values.desc === undefined) {
      throw usage(
        'facilities translate needs --name and --desc (either alone to change one), or --remove',
      )
    }
    throw usage(describeZodError(parsed.error, 'words'))
  }
  const set = await facilities.setText(id, lang, parsed.data)
  if (set === 'missing') throw facilityNotFound(id)
  if (set === 'incomplete') {
    throw new DomainError(
      'invalid',
      'text_incomplete',
      `"${facility.name}" has no words in ${where} yet: give both --name and --desc the first time.`,
    )
  }
  const text = set[lang]!
  console.log(
    `Set the words in ${where} of "${facility.name}" (${id}):\n  name  ${text.name}\n  desc  ${text.desc}`,
  )
}
