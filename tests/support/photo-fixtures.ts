// A staff member's photo, made with sharp for a test (no binary fixtures in the repo): a sky over
// a lawn, with the EXIF a phone writes, a GPS position included.
import sharp from 'sharp'

export interface TestPhoto {
  width?: number
  height?: number
  /** The lawn's colour: two photos of different colours are different photos. */
  lawn?: string
  /**
   * EXIF orientation, as a phone held upright writes it (6: turn 90° clockwise to show). The
   * pixels are then stored turned: the sky on the left, the lawn on the right, so the photo is
   * upright (sky over lawn) only when the orientation is applied.
   */
  orientation?: 6
}

export async function writeTestPhoto(file: string, options: TestPhoto = {}): Promise<string> {
  const { width = 1600, height = 1200, lawn = '#3f8a3a', orientation } = options
  const lawnHeight = Math.round(height / 2)
  const lawnWidth = Math.round(width / 2)
  const turned = orientation === 6
  await sharp({ create: { width, height, channels: 3, background: '#8cc4e8' } })
    .composite([
      turned
        ? {
            input: { create: { width: lawnWidth, height, channels: 3, background: lawn } },
            top: 0,
            left: width - lawnWidth,
          }
        : {
            input: { create: { width, height: lawnHeight, channels: 3, background: lawn } },
            top: height - lawnHeight,
            left: 0,
          },
    ])
    .jpeg({ quality: 85 })
    .withMetadata(turned ? { orientation } : {})
    .withExif({
      IFD0: { Make: 'HotelCam', Model: 'Garden 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
    })
    .toFile(file)
  return file
}
