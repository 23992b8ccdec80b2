/** Texts of the guided tour (demo mode). `{{current}}` and `{{total}}` are filled in by the tour. */
const nl = {
  start: 'Rondleiding',
  loading: 'Rondleiding laden…',
  next: 'Volgende',
  back: 'Vorige',
  done: 'Klaar',
  close: 'Rondleiding sluiten',
  progress: 'Stap {{current}} van {{total}}',
  keys: 'Pijltjes links en rechts: vorige en volgende stap. Escape: stoppen.',
  ended: {
    done: 'De rondleiding is klaar. Met de knop Rondleiding begin je opnieuw.',
    skipped: 'De rondleiding is gestopt. Met de knop Rondleiding begin je opnieuw.',
    failed: 'De rondleiding kon de volgende stap niet tonen en is gestopt.',
  },
  steps: {
    addressCheck: {
      title: 'Adrescheck bij een storing',
      description:
        'Op 3011 AB 10 is de backoffice van TELE2 even niet bereikbaar. De check meldt dat bij TELE2 zelf, en de andere providers laten gewoon hun producten zien.',
    },
    products: {
      title: 'Producten filteren',
      description:
        'De tabel toont alleen producten van KPN met minstens 100 Mb/s download: de filters staan in de kolomkoppen. Ze staan ook in het adres, dus een link toont dezelfde selectie.',
    },
    cancellation: {
      title: 'Een order annuleren',
      description:
        'Deze order kun je nog annuleren: de knop vraagt om een reden, daarna verwerkt de backoffice het verzoek. De rondleiding annuleert zelf niets.',
    },
    noCancellation: {
      title: 'Een order annuleren',
      description:
        'Op dit moment is er geen order die nog geannuleerd kan worden. In deze lijst zie je per order of annuleren kan; op de pagina van een order staat de knop.',
    },
    totp: {
      title: 'Tweestapsverificatie instellen',
      description:
        'Hier koppel je een authenticator-app: scan de QR-code en bevestig met de zescijferige code. Daarna vraagt inloggen buiten de IP-whitelist om een code.',
    },
  },
};

export type TourMessages = typeof nl;

const en: TourMessages = {
  start: 'Guided tour',
  loading: 'Loading the tour…',
  next: 'Next',
  back: 'Back',
  done: 'Done',
  close: 'Close the tour',
  progress: 'Step {{current}} of {{total}}',
  keys: 'Left and right arrows: previous and next step. Escape: stop.',
  ended: {
    done: 'The tour is over. The Guided tour button starts it again.',
    skipped: 'The tour has stopped. The Guided tour button starts it again.',
    failed: 'The tour could not show its next step and has stopped.',
  },
  steps: {
    addressCheck: {
      title: 'Address check during a disruption',
      description:
        'At 3011 AB 10, TELE2’s backoffice cannot be reached for a moment. The check says so on TELE2’s own card, while the other providers still show their products.',
    },
    products: {
      title: 'Filtering products',
      description:
        'The table shows only KPN’s products with at least 100 Mb/s download: the filters sit in the column headings. They are in the address too, so a link shows the same selection.',
    },
    cancellation: {
      title: 'Cancelling an order',
      description:
        'This order can still be cancelled: the button asks for a reason, then the backoffice handles the request. The tour itself cancels nothing.',
    },
    noCancellation: {
      title: 'Cancelling an order',
      description:
        'Right now no order can be cancelled any more. This list shows for each order whether it can be; an order’s own page has the button.',
    },
    totp: {
      title: 'Setting up two-step verification',
      description:
        'Here you link an authenticator app: scan the QR code and confirm with the six-digit code. From then on, logging in from outside the IP whitelist asks for a code.',
    },
  },
};

export const tourMessages = { nl, en };
