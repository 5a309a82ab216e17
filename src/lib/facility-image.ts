/**
 * Responsive sources for a facility image. The catalogue's images come in 400 and 800 pixel
 * widths named `<name>-800.webp` and `<name>-400.webp`; any other image is used as it is.
 */
export function facilityImageSources(img: string): { src: string; srcSet?: string } {
  const match = /^(.*)-800\.webp$/.exec(img)
  if (!match) return { src: img }
  return { src: img, srcSet: `${match[1]}-400.webp 400w, ${img} 800w` }
}
