// @vitest-environment node
// The staff's photo as the cards get it, with real sharp on photos made here: upright, 4:3 in
// both widths, WebP, nothing of the camera's metadata (GPS!) left; and each refusal in one line.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { PHOTO_LIMITS, PhotoError, preparePhoto } from './photo-file'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-photo-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Left half red, right half blue: which way up it was turned shows in the result. */
function halves(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels.set(x < width / 2 ? [220, 30, 30] : [30, 30, 220], (y * width + x) * 3)
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

async function write(name: string, image: Sharp | Buffer | string) {
  const file = path.join(dir, name)
  if (Buffer.isBuffer(image) || typeof image === 'string') fs.writeFileSync(file, image)
  else await image.toFile(file)
  return file
}

/** A phone's portrait photo: stored landscape, with "rotate 90° clockwise" and a GPS position. */
const phonePhoto = () =>
  halves(1200, 900)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'HotelCam', Copyright: 'the garden' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
    })

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [...data.subarray(at, at + 3)]
}
const isRed = ([r, , b]: number[]) => r! > 150 && b! < 100
const isBlue = ([r, , b]: number[]) => b! > 150 && r! < 100

describe('preparePhoto', () => {
  it('turns a phone photo upright, crops it to 4:3 at 800 and 400 px in WebP, without metadata', async () => {
    const file = await write('garden.jpg', phonePhoto())
    const source = await sharp(file).metadata()
    expect(source.orientation).toBe(6)
    expect(source.exif?.toString('latin1')).toContain('HotelCam')

    const photo = await preparePhoto(file)
    expect(photo.hash).toMatch(/^[0-9a-f]{32}$/)
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual([
      [800, 600],
      [400, 300],
    ])
    for (const variant of photo.variants) {
      const meta = await sharp(variant.data).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.height })
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.icc).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(variant.data.includes('HotelCam')).toBe(false)
    }
    // Shown upright the left half (red) is on top: the middle of the portrait, cropped to 4:3.
    const large = photo.variants[0]!.data
    expect(isRed(await pixel(large, 400, 100))).toBe(true)
    expect(isBlue(await pixel(large, 400, 500))).toBe(true)
  })

  it('gives the same photo the same hash, another photo another', async () => {
    const a = await preparePhoto(await write('a.png', halves(1000, 750).png()))
    const again = await preparePhoto(await write('a-again.png', halves(1000, 750).png()))
    const b = await preparePhoto(await write('b.png', halves(1000, 750).flop().png()))
    expect(again.hash).toBe(a.hash)
    expect(b.hash).not.toBe(a.hash)
  })

  it.each([
    ['png', () => halves(800, 600).png()],
    ['webp', () => halves(800, 600).webp()],
    ['avif', () => halves(800, 600).avif({ effort: 0 })],
  ])('takes %s', async (format, image) => {
    const photo = await preparePhoto(await write(`ok.${format}`, image()))
    expect(photo.variants).toHaveLength(2)
  })

  const refusals: [string, () => Promise<string>, RegExp][] = [
    ['a missing file', async () => path.join(dir, 'nowhere.jpg'), /^No photo at .*nowhere\.jpg/],
    ['a folder', async () => dir, /is not a file/],
    [
      'a text file',
      () => write('notes.jpg', 'not a photo\n'),
      /is not an image this server can read/,
    ],
    [
      'a photo too small for the cards',
      () => write('small.jpg', halves(640, 480).jpeg()),
      /is 640x480 px; a photo must be at least 800x600 px/,
    ],
    [
      'a photo too short for 4:3 (a panorama)',
      () => write('panorama.jpg', halves(2000, 500).jpeg()),
      /is 2000x500 px; a photo must be at least 800x600 px/,
    ],
    [
      'a drawing (SVG), not a photo',
      () =>
        write(
          'plan.svg',
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200"/></svg>',
        ),
      /is SVG, not a photo format/,
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await phonePhoto().toBuffer()
        return write('cut.jpg', whole.subarray(0, Math.floor(whole.length / 2)))
      },
      /cannot be decoded|is not an image this server can read/,
    ],
  ]
  it.each(refusals)('refuses %s in one line', async (_name, file, message) => {
    const error = await preparePhoto(await file()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PhotoError)
    expect((error as Error).message).toMatch(message)
    expect((error as Error).message).not.toContain('\n')
  })

  it('refuses a file over the size limit and an image over the pixel limit', async () => {
    const file = await write('big.png', halves(1000, 750).png())
    const bytes = fs.statSync(file).size
    await expect(preparePhoto(file, { ...PHOTO_LIMITS, maxBytes: bytes - 1 })).rejects.toThrow(
      /is 0\.\d MB; a photo may be at most 0\.\d MB/,
    )
    await expect(preparePhoto(file, { ...PHOTO_LIMITS, maxPixels: 500_000 })).rejects.toThrow(
      PhotoError,
    )
  })
})
