// The catalogue's calls: the facilities, a facility added, changed or deleted. A photo goes as
// base64 inside the JSON body (contract/staff-catalogue.ts says why); reading it is the one job
// of readPhoto, which also gives the preview (the console's CSP allows data: images, not blob:).
import { queryOptions } from '@tanstack/react-query'
import type { Facility } from '../../../../contract/facility'
import type {
  FacilityTextChanges,
  FacilityTextsByLanguage,
} from '../../../../contract/facility-texts'
import type {
  StaffCatalogue,
  StaffFacilityChanges,
  StaffFacilityDeleted,
  StaffNewFacility,
} from '../../../../contract/staff-catalogue'
import { staffGet, staffPost, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.catalogue(),
    queryFn: () => staffGet('/catalogue', unchecked<StaffCatalogue>()),
  })

export const addFacility = (body: StaffNewFacility) =>
  staffPost('/catalogue/facilities', body, unchecked<Facility>())

export const changeFacility = (id: string, body: StaffFacilityChanges) =>
  staffPost(`/catalogue/facilities/${encodeURIComponent(id)}`, body, unchecked<Facility>())

export const deleteFacility = (id: string) =>
  staffPost(
    `/catalogue/facilities/${encodeURIComponent(id)}/delete`,
    {},
    unchecked<StaffFacilityDeleted>(),
  )

export interface ChosenPhoto {
  /** What the preview shows: a data: URL. */
  preview: string
  /** The file's bytes in base64, for the body. */
  base64: string
  name: string
  bytes: number
}

/** The chosen file, read whole (the server checks it: the console only reads it). */
export function readPhoto(file: File): Promise<ChosenPhoto> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result)
      resolve({
        preview: url,
        base64: url.slice(url.indexOf(',') + 1),
        name: file.name,
        bytes: file.size,
      })
    }
    reader.onerror = () => reject(new Error('The photo could not be read from this device.'))
    reader.readAsDataURL(file)
  })
}

/** A facility's smaller image for the console's list (the cards' 400 px one). */
export const smallImage = (img: string) => img.replace(/-800\.webp$/, '-400.webp')

/** A facility's words in another language (`fr`): set, or only the description (front desk). */
export const setFacilityText = (id: string, lang: string, body: FacilityTextChanges) =>
  staffPost(
    `/catalogue/facilities/${encodeURIComponent(id)}/texts/${encodeURIComponent(lang)}`,
    body,
    unchecked<FacilityTextsByLanguage>(),
  )

/** Removes them (an owner's): that language's pages show the default language's words. */
export const removeFacilityText = (id: string, lang: string) =>
  staffPost(
    `/catalogue/facilities/${encodeURIComponent(id)}/texts/${encodeURIComponent(lang)}/delete`,
    {},
    unchecked<FacilityTextsByLanguage>(),
  )
