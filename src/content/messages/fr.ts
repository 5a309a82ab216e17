// Les textes du site en français : les mêmes clés que ./en.ts (./index.ts le vérifie).
import { hotel } from '../hotel'
import { fr as frDates } from 'date-fns/locale/fr'
import type { Messages } from './types'

/** Les mots de date-fns pour les dates en français (src/lib/dates.ts) : « mercredi 25 novembre 2026 ». */
export const dateLocale = frDates

/** « vendredi », « vendredi et samedi », « lundi, mardi et mercredi ». */
const et = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`
const units = (n: number, unit: 'night' | 'day') =>
  (unit === 'night' ? 'nuit' : 'jour') + (n > 1 ? 's' : '')
/** Les jours d’arrivée d’une règle de séjour : des jours de la semaine et/ou une saison. */
type Arrivals = { days: readonly string[]; season?: string }
/** « le vendredi », « du 20 décembre au 5 janvier », les deux, ou rien ; après `lead`. */
function arrivals({ days, season }: Arrivals, lead: string) {
  const parts = [
    days.length > 0 && ` ${et(days.map((day) => `le ${day}`))}`,
    season && ` ${season}`,
  ]
  const text = parts.filter(Boolean).join('')
  return text && lead + text
}

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
      // Short: the fixed footer keeps one row of links on a 320 px phone
      // (tests/e2e/layout-clear-of-bars.spec.ts).
      bookYourStay: 'Réserver',
      contactUs: 'Contact',
      exploreServices: 'Nos services',
      copyright: (year: number, hotel: string) => `© ${year} ${hotel}. Tous droits réservés.`,
    },
    offline:
      'Vous êtes hors ligne. Vous pouvez continuer à naviguer\u00a0: vos demandes de réservation seront envoyées dès votre retour en ligne.',
    outboxRefused: "L'hôtel n'a pas pu l'accepter.",
    dismiss: 'Fermer',
    languageOffer: {
      text: 'Ce site existe aussi en français.',
      link: 'Le lire en français',
      dismiss: 'Non merci',
    },
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
      screenshots: ['Chambres, appartements et centres d’activités', 'La page d’accueil'],
    },
  },

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
      intro:
        'Les prix s’entendent pour la chambre ou l’appartement entier à la nuit, et pour le centre d’activités à la journée, jusqu’au nombre de personnes indiqué. L’hôtel confirme le prix de votre demande en y répondant\u00a0; rien n’est payé avant sa réponse.',
      perUnit: (price: string, unit: 'night' | 'day') =>
        unit === 'night' ? `${price} la nuit` : `${price} la journée`,
      covers: (n: number) => (n < 2 ? `Pour ${n}\u00a0personne` : `Jusqu’à ${n}\u00a0personnes`),
      extraGuest: (price: string) => `Par personne supplémentaire\u00a0: ${price}`,
      season: (from: string, to: string, everyYear: boolean) =>
        everyYear ? `du ${from} au ${to}, chaque année` : `du ${from} au ${to}`,
      when: (
        unit: 'night' | 'day',
        { days, season }: { days: readonly string[]; season?: string },
      ) =>
        [
          days.length > 0 &&
            (unit === 'night'
              ? `nuits ${et(days.map((day) => `du ${day}`))}`
              : `les ${et(days.map((day) => `${day}s`))}`),
          season,
        ]
          .filter(Boolean)
          .join(', ')
          .replace(/^./, (c) => c.toUpperCase()),
      priceAt: (when: string, price: string) => `${when}\u00a0: ${price}`,
      extraGuestAt: (when: string, price: string) =>
        `${when}\u00a0: ${price} par personne supplémentaire`,
      minStay: (n: number, unit: 'night' | 'day', at: Arrivals) =>
        `Au moins ${n}\u00a0${units(n, unit)}${arrivals(at, ' pour les arrivées')}`,
      maxStay: (n: number, unit: 'night' | 'day', at: Arrivals) =>
        `Au plus ${n}\u00a0${units(n, unit)}${arrivals(at, ' pour les arrivées')}`,
      closed: (at: Arrivals) => `Pas d’arrivée${arrivals(at, '') || ' pour le moment'}`,
      reserve: 'Réserver',
      reserveLabel: (facility: string) => `Réserver\u00a0: ${facility}`,
      /** The titles of a facility's two lists. */
      pricesTitle: 'Prix',
      staysTitle: 'Conditions de séjour',
      policyTitle: 'Paiement et annulation',
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
      fromPrice: (price: string, unit: 'night' | 'day') =>
        unit === 'night' ? `À partir de ${price} la nuit` : `À partir de ${price} la journée`,
      savedList: (ago: string) =>
        `Voici la liste enregistrée sur cet appareil, mise à jour ${ago}.`,
      savedListOffline: (ago: string) =>
        `Vous êtes hors ligne\u00a0: voici la liste enregistrée sur cet appareil, mise à jour ${ago}.`,
    },
  },

  // The reservation dialog, its picker and form, the confirmation page and a request's states:
  // src/features/reservations/, src/start/ (the form before the app runs).
  // (\u00a0: espace insécable, avant « : » et dans « » ; \u202f : espace fine insécable, avant ; ! ?)
  reservation: {
    picker: {
      next: 'Aller au mois suivant',
      previous: 'Aller au mois précédent',
      nav: 'Barre de navigation',
    },
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
    price: {
      guests: 'Personnes',
      times: (length: string, price: string) => `${length} × ${price}`,
      extraGuests: (n: number, length: string) =>
        `${n < 2 ? `${n}\u00a0personne en plus` : `${n}\u00a0personnes en plus`} × ${length}`,
      total: 'Total',
      tax: (name: string, rate: string, included: boolean) =>
        included ? `${name} ${rate} (incluse)` : `${name} ${rate}`,
      checking: "Vérification du prix auprès de l'hôtel…",
      toBeConfirmed: "Prix à confirmer par l'hôtel.",
      notPayment:
        "C'est le prix de votre demande, pas un paiement\u00a0: rien n'est débité maintenant.",
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
      minimumStay: {
        night: (n: number) => `${n}\u00a0${n < 2 ? 'nuit' : 'nuits'} minimum`,
        day: (n: number) => `${n}\u00a0${n < 2 ? 'jour' : 'jours'} minimum`,
      },
      maximumStay: {
        night: (n: number) => `${n}\u00a0${n < 2 ? 'nuit' : 'nuits'} maximum`,
        day: (n: number) => `${n}\u00a0${n < 2 ? 'jour' : 'jours'} maximum`,
      },
      arrivalClosed: {
        night: "pas d'arrivée ce jour-là",
        day: 'aucune réservation ne commence ce jour-là',
      },
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
      checked_in: 'Séjour en cours',
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
      guests: 'Personnes',
      price: 'Prix',
      toBeConfirmed: (price: string) => `${price}, à confirmer par l'hôtel`,
      stayPage: 'Votre séjour\u00a0: paiement et reçus',
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
      checked_in: 'Votre arrivée est enregistrée. Bon séjour\u00a0!',
      declined: (phone: string) =>
        `L'hôtel n'a pas pu accepter cette demande. Veuillez choisir d'autres dates, ou appelez-nous au ${phone} pour trouver une autre solution.`,
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
      guests: (n: number) => (n < 2 ? `${n}\u00a0personne` : `${n}\u00a0personnes`),
      summary: (hotel: string, facility: string) => `${hotel}\u00a0: ${facility}`,
      reference: (reference: string) => `Référence ${reference}`,
      contact: (phone: string, email: string) => `Téléphone ${phone}, e-mail ${email}`,
    },
  },

  heads: {
    home: {
      description: `${hotel.name}, ${hotel.address.locality}\u00a0: chambres, appartements et un centre d’activités, avec un bar, un restaurant, un centre d’événements, un salon et un centre sportif. Un lieu né du cœur. Un foyer au cœur de la communauté.`,
    },
    services: {
      title: 'Services',
      description: `Chambres, appartements et centre d’activités de ${hotel.name}, ${hotel.address.locality}\u00a0: découvrez chacun, pour combien de personnes, et envoyez une demande de réservation.`,
    },
    rates: {
      title: 'Tarifs',
      description: `Les tarifs des chambres, appartements et du centre d’activités de ${hotel.name}, ${hotel.address.locality}. Prix, saisons et conditions de séjour\u00a0; appelez-nous ou écrivez-nous pour un prix.`,
    },
    about: {
      title: 'À propos',
      description: `L’histoire de ${hotel.name}\u00a0: une maison de famille à ${hotel.address.locality}, une longue table et une porte ouverte, devenue un petit hôtel pour les voyageurs d’ici et d’ailleurs.`,
    },
    mission: {
      title: 'Mission et valeurs',
      description: `Notre mission à ${hotel.name}\u00a0: un lieu chaleureux, propre et sûr pour se reposer, et un bon voisin. Nos valeurs, de l’amour et l’attention au service avec le cœur.`,
    },
    contact: {
      title: 'Nous contacter',
      description: `Appelez, écrivez ou rendez visite à ${hotel.name}, ${hotel.address.lines.join(', ')}, ou envoyez-nous un message depuis cette page.`,
    },
    confirmation: {
      title: 'Votre réservation',
      description: `Les demandes de réservation envoyées à ${hotel.name} depuis cet appareil, leur référence et leur statut.`,
    },
    stay: {
      title: 'Votre séjour',
      description: `Votre séjour à ${hotel.name}\u00a0: son prix, ce qui est payé et ce qui reste à payer, et vos reçus.`,
    },
    error: {
      title: 'Page d’erreur',
      description: `Cette page de ${hotel.name} n’existe pas, ou une erreur s’est produite.`,
    },
  },

  policy: {
    deposit: {
      none: 'Rien n’est payé à l’avance.',
      percent: (share: string, hours: number) =>
        `Un acompte de ${share} du prix est à régler dans les ${hours}\u00a0heures qui suivent la confirmation de l’hôtel.`,
      firstNight: (hours: number) =>
        `Un acompte du prix de la première nuit est à régler dans les ${hours}\u00a0heures qui suivent la confirmation de l’hôtel.`,
      fixed: (amount: string, hours: number) =>
        `Un acompte de ${amount} est à régler dans les ${hours}\u00a0heures qui suivent la confirmation de l’hôtel.`,
    },
    balance: {
      atArrival: 'Le solde se règle à l’arrivée.',
      daysBefore: (days: number) =>
        `Le solde est à régler ${days}\u00a0${days < 2 ? 'jour' : 'jours'} avant l’arrivée.`,
    },
    cancel: {
      fee: {
        firstNight: 'la première nuit est facturée',
        percent: (share: string) => `${share} du prix sont facturés`,
        all: 'la totalité du prix est facturée',
      },
      until: (days: number, fee: string) =>
        days === 0
          ? `Annulation gratuite jusqu’au jour de l’arrivée\u00a0; ce jour-là, ${fee}.`
          : `Annulation gratuite jusqu’à ${days}\u00a0${days < 2 ? 'jour' : 'jours'} avant l’arrivée\u00a0; ensuite, ${fee}.`,
    },
    releases: 'Un acompte non réglé à temps annule la réservation.',
    percent: (n: number) => `${String(n).replace('.', ',')}\u00a0%`,
  },

  stay: {
    loading: 'Chargement de votre séjour…',
    notFound: (phone: string) =>
      `Il n’y a pas de séjour à cette adresse. Vérifiez le lien envoyé par l’hôtel, ou appelez-nous au ${phone}.`,
    offline:
      'Vous êtes hors ligne. Cette page a besoin d’une connexion pour afficher votre séjour\u00a0: réessayez une fois en ligne.',
    offlineKept: (moment: string) =>
      `Vous êtes hors ligne\u00a0: voici votre séjour tel que cet appareil l’a lu, ${moment}.`,
    failed: 'Votre séjour n’a pas pu être chargé pour le moment. Réessayez dans un instant.',
    tryAgain: 'Réessayer',
    reference: 'Référence',
    status: 'Statut',
    states: { confirmed: 'Confirmé', cancelled: 'Annulé', declined: 'Refusé' },
    guests: 'Personnes',
    priceTitle: 'Prix',
    noPrice: 'L’hôtel vous indiquera le prix de ce séjour.',
    moneyTitle: 'Paiement',
    paid: 'Payé',
    refunded: 'Remboursé',
    due: 'Reste à payer',
    depositDue: (amount: string, moment: string) => `Acompte\u00a0: ${amount} avant le ${moment}.`,
    balanceDue: (amount: string, date: string) => `Le solde, ${amount}, avant le ${date}.`,
    paidInFull: 'Tout est réglé. Merci\u00a0!',
    cancelled: 'Ce séjour est annulé\u00a0: il n’y a rien à payer.',
    declined: 'L’hôtel n’a pas pu accepter cette demande\u00a0: il n’y a rien à payer.',
    policyTitle: 'Paiement et annulation',
    receiptsTitle: 'Reçus',
    receiptLine: (what: string, date: string) => `\u00a0: ${what}, ${date}`,
    payment: (amount: string, method: string) => `${amount} payés par ${method}`,
    refund: (amount: string, method: string) => `${amount} remboursés par ${method}`,
    methods: { paystack: 'Paystack', cash: 'espèces', card: 'carte', transfer: 'virement' },
    receiptPdf: 'PDF',
    receiptPdfLabel: (number: string) => `Reçu ${number}, PDF`,
    pay: (amount: string) => `Payer ${amount}`,
    payNote:
      'Vous payez sur la page sécurisée de Paystack (carte, virement ou USSD), puis vous revenez ici. Votre carte ne passe jamais par l’hôtel.',
    email: 'E-mail',
    emailHint: 'Paystack envoie votre reçu à cette adresse.',
    emailProblem: 'Saisissez une adresse e-mail comme nom@exemple.com.',
    opening: 'Ouverture de Paystack…',
    payFailed: 'Le paiement n’a pas pu commencer. Réessayez dans un instant.',
    payOffline: 'Le paiement demande une connexion. Réessayez une fois en ligne.',
    bankTitle: 'Payer par virement',
    bank: 'Banque',
    accountName: 'Titulaire du compte',
    accountNumber: 'Numéro de compte',
    transferReference: 'À indiquer sur le virement',
    bankNote:
      'L’hôtel vérifie son compte et enregistre votre virement à la main\u00a0: il apparaît ici une fois enregistré.',
    returned: {
      counted: 'Merci\u00a0: votre paiement est passé.',
      already: 'Merci\u00a0: votre paiement est passé.',
      waiting: 'En attente de la réponse de Paystack sur votre paiement…',
      notYet:
        'Paystack n’a pas encore confirmé votre paiement. Si vous avez payé, il apparaîtra ici\u00a0: actualisez cette page dans quelques minutes.',
      failed: 'Le paiement n’est pas passé et rien n’a été débité. Vous pouvez réessayer.',
      mismatch:
        'Votre paiement ne correspond pas à ce que demande le séjour\u00a0: l’hôtel est prévenu et vous contactera.',
    },
    refresh: 'Actualiser',
    cancelTitle: 'Annuler ce séjour',
    cancelFree: (until: string, refund?: string) =>
      `L’annulation est gratuite jusqu’au ${until}.${refund ? ` Si vous annulez maintenant, ${refund} vous sera remboursé.` : ''}`,
    cancelLate: (fee: string, refund?: string) =>
      `Annuler maintenant coûte ${fee} selon la politique de l’hôtel${refund ? `\u00a0; ${refund} vous sera remboursé` : ''}.`,
    cancel: 'Annuler mon séjour',
    cancelSure: 'Oui, annuler mon séjour',
    keep: 'Garder mon séjour',
    cancelFailed:
      'Votre séjour n’a pas pu être annulé pour le moment. Veuillez réessayer, ou appelez-nous.',
  },

  // What the guest is told when the hotel answers (the push, the text message): the server's.
  guestNotice: {
    span: (from: string, to: string) => `du ${from} au ${to}`,
    title: {
      confirmed: 'Votre demande est confirmée',
      declined: 'Votre demande a été refusée',
      cancelled: 'Votre demande a été annulée',
      expired: 'Votre demande a expiré',
      reinstated: 'Votre séjour est de nouveau confirmé',
    },
    state: {
      confirmed: 'est confirmée. Au plaisir de vous accueillir.',
      declined: "n'a pas pu être acceptée. La note de l'hôtel figure sur votre demande.",
      cancelled: "a été annulée par l'hôtel. La note de l'hôtel figure sur votre demande.",
      expired:
        "a expiré avant la réponse de l'hôtel. Ses dates sont de nouveau libres\u00a0: vous pouvez envoyer une nouvelle demande.",
      reinstated:
        "est de nouveau confirmée\u00a0: l'hôtel a rétabli votre séjour. Au plaisir de vous accueillir.",
    },
    body: (facility: string, dates: string, state: string) =>
      `${facility}, ${dates}\u00a0: votre demande ${state}`,
    reference: (ref: string) => `Réf. ${ref}.`,
    payment: {
      title: 'Paiement attendu',
      deposit: (facility: string, dates: string, amount: string, by: string) =>
        `${facility}, ${dates}\u00a0: l'acompte de ${amount} est à régler avant le ${by}, sans quoi la réservation peut être annulée.`,
      balance: (facility: string, dates: string, amount: string, by: string) =>
        `${facility}, ${dates}\u00a0: le solde, ${amount}, est à régler avant le ${by}.`,
    },
  },
} satisfies Messages
