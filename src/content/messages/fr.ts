// Les textes du site en français : les mêmes clés que ./en.ts (./index.ts le vérifie).
import type { Messages } from './types'

export const fr = {
  guestNotice: {
    months: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
    day: (d: number, month?: string, y?: number) =>
      [d === 1 ? '1er' : d, month, y].filter(Boolean).join(' '),
    span: (from: string, to: string) => `du ${from} au ${to}`,
    title: {
      confirmed: 'Votre demande est confirmée',
      declined: 'Votre demande a été refusée',
      cancelled: 'Votre demande a été annulée',
      expired: 'Votre demande a expiré',
    },
    state: {
      confirmed: 'est confirmée. Au plaisir de vous accueillir.',
      declined: "n'a pas pu être acceptée. La note de l'hôtel figure sur votre demande.",
      cancelled: "a été annulée par l'hôtel. La note de l'hôtel figure sur votre demande.",
      expired:
        "a expiré avant la réponse de l'hôtel. Ses dates sont de nouveau libres\u00a0: vous pouvez envoyer une nouvelle demande.",
    },
    body: (facility: string, dates: string, state: string) =>
      `${facility}, ${dates}\u00a0: votre demande ${state}`,
    reference: (ref: string) => `Réf. ${ref}.`,
  },
} satisfies Messages
