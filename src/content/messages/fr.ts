// Les textes du site en français : les mêmes clés que ./en.ts (./index.ts le vérifie).
import type { Messages } from './types'

export const fr = {
  // The header, the footer, the navigation, the notices (offline, update, install), the error
  // page: src/components/, src/app/.
  chrome: {},

  // The pages' own words (home, about us, mission, rates, contact, services and its catalogue):
  // src/routes/, src/features/contact/, src/features/facilities/.
  // French typography: a no-break space (\u00a0) before a colon and between a number and its
  // unit, a narrow one (\u202f) before ; ! ? and in 2\u202f000.
  pages: {
    hotel: {
      tagline: 'Un lieu né du cœur. Un foyer au cœur de la communauté.',
      description:
        "Chambres, appartements et un centre d'activités\u00a0: un lieu né du cœur, un foyer au cœur de la communauté.",
      servicesSummary:
        "Des chambres, des appartements et un centre d'activités, avec un bar, un restaurant, un centre événementiel, un salon et des suites, et un centre sportif.",
      frontDeskPromise: (phone: string) =>
        `Notre réception vous appellera au ${phone} dans les 24\u00a0heures pour confirmer votre séjour et organiser le paiement.`,
      services: [
        'Bar',
        'Restaurant',
        'Hôtel',
        'Centre événementiel',
        'Appartements AirBnB',
        'Salon & suite',
        'Centre sportif',
      ],
      story: (name: string) => [
        `À l'origine, ${name} était une maison de famille, avec une longue table et une porte toujours ouverte. Les voisins venaient dîner, les voyageurs y passaient la nuit, et la cuisine n'était jamais silencieuse.`,
        "Aujourd'hui, nous accueillons des hôtes venus de près comme de loin dans des chambres, des appartements et un centre d'activités construits autour de cette même table\u00a0: un bar et un restaurant, un centre événementiel pour les moments qui comptent, un salon, des suites et un centre sportif.",
        "Nous sommes toujours une entreprise familiale. Nous connaissons nos hôtes par leur nom, nous achetons au marché du coin, et nous jugeons une bonne journée à la façon dont chacun s'est senti chez soi.",
      ],
      mission:
        "Notre mission est d'offrir à chaque hôte un lieu chaleureux, propre et sûr où se reposer, et d'être un bon voisin\u00a0: une maison où les voyageurs et notre communauté se rencontrent, font la fête et se sentent choyés.",
      values: [
        {
          name: 'Amour et bienveillance',
          text: 'Nous prenons soin de chaque hôte comme nous prendrions soin de notre famille.',
        },
        {
          name: "La communauté d'abord",
          text: 'Nous embauchons sur place, achetons sur place et ouvrons nos portes au quartier.',
        },
        {
          name: 'Confort et propreté',
          text: 'Des draps frais, des chambres impeccables et des nuits paisibles, chaque jour sans exception.',
        },
        {
          name: 'Respect des cultures',
          text: 'Nous honorons les traditions de nos hôtes et celles du lieu où nous vivons.',
        },
        {
          name: 'Un service qui a du cœur',
          text: 'De petites attentions délicates, offertes avec un sourire sincère.',
        },
      ],
    },
    home: {
      missionLink: 'Notre mission et notre vision',
      servicesTitle: 'Découvrez nos services',
      explore: 'Découvrir',
      glimpseTitle: 'Séjournez chez nous',
      allServices: 'Toutes nos chambres et tous nos services',
      glimpseLoading: 'Chargement…',
      glimpseError: "Nos chambres n'ont pas pu être chargées pour le moment.",
    },
    mission: {
      missionTitle: 'Notre mission',
      valuesTitle: 'Nos valeurs',
    },
    rates: {
      comingSoon: 'Bientôt disponible',
    },
    services: {
      listLabel: 'Nos services',
    },
    contact: {
      phoneTitle: 'Téléphone',
      addressTitle: 'Adresse du bureau',
      emailTitle: 'E-mail',
      messageTitle: 'Envoyez-nous un message',
      mapTitle: 'Nous trouver',
      form: {
        label: 'Formulaire de contact',
        name: 'Nom',
        email: 'E-mail',
        phone: 'Téléphone',
        reason: 'Motif',
        send: 'Envoyer',
        submitted: 'Formulaire envoyé\u202f!',
      },
      problems: {
        name: 'Veuillez saisir votre nom sur une seule ligne, en 100\u00a0caractères au plus.',
        email: 'Veuillez saisir une adresse e-mail comme nom@exemple.com.',
        phone:
          'Veuillez saisir un numéro de téléphone de 7 à 15\u00a0chiffres\u202f; il peut commencer par +.',
        reason: 'Veuillez nous indiquer le motif, en 2\u202f000\u00a0caractères au plus.',
      },
      queue: {
        pending: (time: string) =>
          `Votre message du ${time} est enregistré sur cet appareil et sera envoyé à l'hôtel dès que la connexion sera rétablie.`,
        failed: (time: string, problem: string) =>
          `L'hôtel n'a pas pu accepter votre message du ${time}\u00a0: ${problem}`,
        dismiss: 'Fermer',
      },
      map: {
        liveTitle: (name: string) => `Carte du bureau de ${name}`,
        drawnLabel: (name: string, address: string) =>
          `Plan dessiné des rues autour du bureau de ${name}\u00a0: ${address}`,
        showLive: 'Afficher la carte interactive',
        openInApp: 'Ouvrir dans votre application de cartes',
        openFullSize: 'Ouvrir la carte en grand',
        newTab: "(s'ouvre dans un nouvel onglet)",
      },
    },
    catalogue: {
      sections: {
        room: {
          title: 'Chambres',
          empty: 'Aucune chambre trouvée',
          previous: 'Chambres précédentes',
          next: 'Chambres suivantes',
        },
        apartment: {
          title: 'Appartements',
          empty: 'Aucun appartement trouvé',
          previous: 'Appartements précédents',
          next: 'Appartements suivants',
        },
        activityCenter: {
          title: "Centres d'activités",
          empty: "Aucun centre d'activités trouvé",
          previous: "Centres d'activités précédents",
          next: "Centres d'activités suivants",
        },
      },
      loading: 'Chargement…',
      loadError: "Nous n'avons pas pu charger nos chambres pour le moment",
      tryAgain: 'Réessayer',
      seeMore: 'Voir plus',
      seeMoreWhich: (facility: string) => `\u00a0: ${facility}`,
      seeMoreLabel: (facility: string) => `Voir plus\u00a0: ${facility}`,
      // French: 0 and 1 are singular.
      sleeps: (n: number) => (n < 2 ? `Pour ${n}\u00a0personne` : `Pour ${n}\u00a0personnes`),
      upTo: (n: number) => (n < 2 ? `Jusqu'à ${n}\u00a0personne` : `Jusqu'à ${n}\u00a0personnes`),
      savedList: (ago: string) =>
        `Voici la liste enregistrée sur cet appareil, mise à jour ${ago}.`,
      savedListOffline: (ago: string) =>
        `Vous êtes hors ligne\u00a0: voici la liste enregistrée sur cet appareil, mise à jour ${ago}.`,
    },
  },

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
