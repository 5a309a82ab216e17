// The contact form reads its words from the page's language (src/lib/i18n.ts): with French set,
// it speaks French, its checks too.
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { en } from '../../content/messages/en'
import { fr } from '../../content/messages/fr'
import { setLanguage } from '../../lib/i18n'
import { ContactForm } from './contact-form'

beforeEach(() => setLanguage('fr', fr))
afterEach(() => setLanguage('en', en))

describe('the contact form in French', () => {
  it('its labels and its button', () => {
    render(<ContactForm />)
    const form = screen.getByRole('form', { name: 'Formulaire de contact' })
    expect(form).toBeInTheDocument()
    expect(screen.getByLabelText(/Téléphone/)).toBeInTheDocument()
    expect(screen.getByLabelText(/Motif/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument()
  })

  it('names a field the hotel would refuse in French', async () => {
    render(<ContactForm />)
    fireEvent.change(screen.getByLabelText(/Nom/), { target: { value: 'Ada' } })
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'not an address' } })
    fireEvent.change(screen.getByLabelText(/Téléphone/), { target: { value: '+2348035550142' } })
    fireEvent.change(screen.getByLabelText(/Motif/), { target: { value: 'A room for two.' } })
    fireEvent.submit(screen.getByRole('form'))
    expect(
      await screen.findByText('Veuillez saisir une adresse e-mail comme nom@exemple.com.'),
    ).toBeInTheDocument()
  })
})
