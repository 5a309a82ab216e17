// Les textes du site en français : les mêmes clés que ./en.ts (./index.ts le vérifie).
import { fr as frDates } from 'date-fns/locale/fr'
import type { Messages } from './types'

/** Les mots de date-fns pour les dates en français (src/lib/dates.ts) : « mercredi 25 novembre 2026 ». */
export const dateLocale = frDates

export const fr = {
  // The header, the footer, the navigation, the notices (offline, update, install), the error
  // page: src/components/, src/app/.
  chrome: {
    skipToContent: 'Aller au contenu',
    header: {
      mainNav: 'Menu principal',
      home: (hotel: string) => `${hotel}, accueil`,
      social: (hotel: string, network: string) =>
        `${hotel} sur ${network} (s'ouvre dans un nouvel onglet)`,
      toLightTheme: 'Passer au thème clair',
      toDarkTheme: 'Passer au thème sombre',
      openMenu: 'Ouvrir le menu',
      phoneMenu: 'Menu',
    },
    nav: {
      services: 'Services',
      aboutUs: 'À propos',
      mission: 'Mission',
      rates: 'Tarifs',
      contactUs: 'Contactez-nous',
    },
    footer: {
      nav: 'Pied de page',
      bookYourStay: 'Réservez votre séjour',
      contactUs: 'Contactez-nous',
      exploreServices: 'Découvrez nos services',
      copyright: (year: number, hotel: string) => `© ${year} ${hotel}. Tous droits réservés.`,
    },
    offline:
      'Vous êtes hors ligne. Vous pouvez continuer à naviguer\u00a0: vos demandes de réservation seront envoyées dès votre retour en ligne.',
    outboxRefused: "L'hôtel n'a pas pu l'accepter.",
    dismiss: 'Fermer',
    close: 'Fermer',
    dialogFailed: {
      title: "Le formulaire n'a pas pu s'ouvrir",
      before:
        "Un problème est survenu sur cet appareil à l'ouverture du formulaire de réservation. Fermez-le et réessayez, ou rechargez la page. Vous pouvez aussi nous joindre depuis notre ",
      link: 'page de contact',
      after: '.',
    },
    errorPage: {
      heading: 'Oups\u202f! Une erreur est survenue',
      body: "Nous sommes désolés, une erreur s'est produite. Le problème est peut-être passager, ou la page que vous cherchez n'existe pas.",
      backHome: "Retour à l'accueil",
    },
    pwa: {
      install: "Installer l'application",
      iosHint:
        "Installez cette application\u00a0: touchez le bouton Partager, puis «\u00a0Sur l'écran d'accueil\u00a0».",
      updateAvailable: 'Une nouvelle version est disponible',
      reload: 'Recharger',
    },
  },

  // The pages' own words (home, about us, mission, rates, contact, services and its catalogue):
  // src/routes/, src/features/contact/, src/features/facilities/.
  pages: {},

  // The reservation dialog, its picker and form, the confirmation page and a request's states:
  // src/features/reservations/, src/start/ (the form before the app runs).
  reservation: {},

  // What the guest is told when the hotel answers (the push, the text message): the server's.
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
        "a expiré avant la réponse de l'hôtel. Ses dates sont de nouveau libres : vous pouvez envoyer une nouvelle demande.",
    },
    body: (facility: string, dates: string, state: string) =>
      `${facility}, ${dates} : votre demande ${state}`,
    reference: (ref: string) => `Réf. ${ref}.`,
  },
} satisfies Messages
