import { useEffect } from 'react'
import { hotel } from '../../content/hotel'

/** "(3) Inbox - Hearth House": the screen's name, after how many wait when that is known. */
export function usePageTitle(title: string, waiting?: number) {
  useEffect(() => {
    document.title = `${waiting ? `(${waiting}) ` : ''}${title} - ${hotel.name}`
  }, [title, waiting])
}
