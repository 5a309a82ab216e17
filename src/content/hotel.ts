// The hotel's own details and texts: edit this one file to make the site your own.
export const hotel = {
  name: 'Hearth House',
}
