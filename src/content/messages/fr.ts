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
  // (\u00a0: espace insécable, avant « : » et dans « » ; \u202f : espace fine insécable, avant ; ! ?)
  reservation: {
    labelled: (label: string, value: string) => `${label}\u00a0: ${value}`,

    form: {
      label: (facility: string) => `Réserver ${facility}`,
      name: 'Nom',
      phone: 'Téléphone',
      loadingCalendar: 'Chargement du calendrier…',
      reserve: 'Réserver',
    },
    problems: {
      phoneMissing: 'Veuillez saisir votre numéro de téléphone.',
      phoneShape:
        'Veuillez saisir un numéro de téléphone de 7 à 15 chiffres\u202f; il peut commencer par +.',
      nameOneLine:
        'Veuillez saisir votre nom sur une seule ligne, sans tabulation ni caractère spécial.',
      nameTooLong: (max: number) => `Veuillez raccourcir votre nom à ${max} caractères.`,
    },
    taken: {
      checking: 'Vérification des jours déjà réservés…',
      unknown:
        "Nous n'avons pas pu vérifier les jours déjà réservés\u00a0: vous êtes peut-être hors ligne, ou le système de l'hôtel ne répond pas. Choisissez vos dates et envoyez votre demande\u00a0: l'hôtel vous les confirmera.",
      asOf: (day: string, time: string) =>
        `Voici les jours réservés au ${day} à ${time}\u00a0: vous êtes peut-être hors ligne, et des réservations plus récentes peuvent manquer. L'hôtel vous confirmera vos dates.`,
    },

    stay: {
      night: {
        legend: 'Vos nuits',
        start: 'Arrivée',
        end: 'Départ',
        count: 'Nuits',
        length: (n: number) => (n < 2 ? `${n} nuit` : `${n} nuits`),
        chooseStart: "Choisissez votre jour d'arrivée.",
        chooseEnd: 'Choisissez maintenant votre jour de départ.',
        later: "Vous arrivez plus tard\u202f? Touchez votre jour d'arrivée, puis celui du départ.",
        insteadOf: (day: string) =>
          `Vous arrivez plutôt le ${day}\u202f? Touchez votre jour de départ.`,
        change: "Changer l'arrivée",
        todayInstead: (length: string) => `Arriver plutôt aujourd'hui (${length})`,
        suggestedStart: 'arrivée proposée',
        yourStart: 'votre arrivée',
        yourEnd: 'votre départ',
      },
      day: {
        legend: 'Vos jours',
        start: 'Premier jour',
        end: 'Dernier jour',
        count: 'Jours',
        length: (n: number) => (n < 2 ? `${n} jour` : `${n} jours`),
        chooseStart: 'Choisissez votre premier jour.',
        chooseEnd:
          'Choisissez maintenant votre dernier jour (le même jour encore pour une seule journée).',
        later: 'Vous commencez plus tard\u202f? Touchez votre premier jour, puis votre dernier.',
        insteadOf: (day: string) =>
          `Vous commencez plutôt le ${day}\u202f? Touchez votre dernier jour.`,
        change: 'Changer le premier jour',
        todayInstead: (length: string) => `Commencer plutôt aujourd'hui (${length})`,
        suggestedStart: 'premier jour proposé',
        yourStart: 'votre premier jour',
        yourEnd: 'votre dernier jour',
      },
    },
    summary: {
      today: (date: string) => `${date} (aujourd'hui)`,
      newStay: 'Touchez un autre jour pour commencer un nouveau séjour.',
    },
    days: {
      today: "aujourd'hui",
      inStay: 'pendant votre séjour',
      beforeToday: (today: string) => `indisponible avant le ${today}`,
      beyondHorizon: (days: number) =>
        `indisponible\u00a0: les réservations ouvrent ${days} jours à l'avance`,
      booked: 'complet',
      unavailable: 'indisponible',
      freeToCheckOut: 'complet à partir de cette nuit, libre pour le départ',
    },

    requests: {
      none: "Il n'y a encore aucune réservation sur cet appareil.",
      browse: 'Découvrir nos chambres et services',
      heading: 'Mes demandes',
      back: 'Retour à nos services',
    },
    states: {
      pending: "En attente d'envoi",
      sent: "En attente de l'hôtel",
      unavailable: 'Indisponible',
      failed: 'Échec',
      cancelling: 'Annulation en cours',
      confirmed: 'Confirmée',
      declined: 'Refusée',
      cancelled: 'Annulée',
      expired: 'Expirée',
    },
    card: {
      reference: 'Référence',
      name: 'Nom',
      phone: 'Téléphone',
      whatNext: 'La suite',
      hotelSays: (note: string) => `Le mot de l'hôtel\u00a0: «\u00a0${note}\u00a0»`,
      cancelFailed: (reason: string) => `Votre annulation n'a pas pu aboutir\u00a0: ${reason}`,
      lastChecked: (moment: string) => `Dernière vérification auprès de l'hôtel\u00a0: ${moment}`,
    },
    next: {
      pending:
        "Votre demande est enregistrée sur cet appareil et sera envoyée à l'hôtel dès qu'il y aura une connexion. Vous pouvez fermer cette page.",
      sent: (phone: string) =>
        `L'hôtel a bien reçu votre demande. Notre réception vous appellera au ${phone} sous 24 heures pour confirmer votre séjour et organiser le paiement.`,
      hold: (moment: string) =>
        `Si l'hôtel n'a pas répondu d'ici le ${moment}, la demande expire et les dates redeviennent libres.`,
      unavailable: (facility: string) =>
        `${facility} n'est plus libre à ces dates. Veuillez choisir d'autres dates.`,
      failed: (reason?: string) =>
        `L'hôtel n'a pas pu accepter cette demande\u00a0: ${reason ?? 'veuillez réessayer.'}`,
      cancelling:
        "Votre annulation est enregistrée sur cet appareil et parviendra à l'hôtel dès qu'il y aura une connexion.",
      confirmed: (firstDay: string) =>
        `L'hôtel a confirmé votre séjour. Nous nous réjouissons de vous accueillir le ${firstDay}.`,
      declined:
        "L'hôtel n'a pas pu accepter cette demande. Veuillez choisir d'autres dates, ou appelez-nous pour trouver une autre solution.",
      cancelled: 'Cette demande est annulée. Ses dates sont de nouveau libres.',
      expired: (phone: string) =>
        `L'hôtel n'a pas répondu à temps\u00a0: cette demande a expiré et ses dates sont de nouveau libres. Veuillez envoyer une nouvelle demande, ou appelez-nous au ${phone}.`,
    },
    actions: {
      cancel: 'Annuler cette demande',
      confirmWithdraw: "Elle n'a pas encore été envoyée. L'annuler\u202f?",
      confirmCancel: "L'hôtel sera prévenu et les dates libérées. L'annuler\u202f?",
      yes: "Oui, l'annuler",
      keep: 'La garder',
      otherDates: "Choisir d'autres dates",
      addToCalendar: 'Ajouter au calendrier',
    },
    notify: {
      offer: "Prévenez-moi quand l'hôtel répond",
      subscribed: "Nous vous préviendrons sur cet appareil dès que l'hôtel aura répondu.",
      blocked: 'Les notifications de ce site sont bloquées dans les réglages de votre navigateur.',
      dismissed:
        "Les notifications n'ont pas été autorisées. Touchez de nouveau le bouton pour choisir.",
      offline: 'Une connexion est nécessaire. Veuillez réessayer une fois en ligne.',
      failed:
        "Les notifications n'ont pas pu être activées ici. Cette page affichera tout de même la réponse de l'hôtel.",
    },
    news: {
      sent: (facility: string) =>
        `Votre demande de réservation pour ${facility} a été transmise à l'hôtel.`,
      refused: (facility: string) => `Votre demande pour ${facility} n'a pas pu être acceptée.`,
      confirmed: (facility: string) => `L'hôtel a confirmé votre demande pour ${facility}.`,
      declined: (facility: string) => `L'hôtel a refusé votre demande pour ${facility}.`,
      cancelled: (facility: string) => `Votre demande pour ${facility} est annulée.`,
      view: 'Voir',
    },
    calendarFile: {
      product: 'Réservation',
      summary: (hotel: string, facility: string) => `${hotel}\u00a0: ${facility}`,
      reference: (reference: string) => `Référence ${reference}`,
      contact: (phone: string, email: string) => `Téléphone ${phone}, e-mail ${email}`,
    },
  },

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
        "a expiré avant la réponse de l'hôtel. Ses dates sont de nouveau libres\u00a0: vous pouvez envoyer une nouvelle demande.",
    },
    body: (facility: string, dates: string, state: string) =>
      `${facility}, ${dates}\u00a0: votre demande ${state}`,
    reference: (ref: string) => `Réf. ${ref}.`,
  },
} satisfies Messages
