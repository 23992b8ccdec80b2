/** Demo mode's texts in English: the same shape as the Dutch ones. */
import type { DemoMessages } from './messages-nl.ts';

const en: DemoMessages = {
  banner: {
    label: 'Demo',
    title: 'Demo',
    titleFor: (prospect) => `Demo for ${prospect}`,
    invented: 'Every name, address, product and order in this demo is invented.',
    privateData: (minutes) =>
      `What you change, cancel or create is yours alone and goes after ${minutes} minutes without use.`,
    sharedData:
      'You are working on the shared data: you can look at it, but not change it. Sign in with a persona to work on a copy of your own.',
    backoffice: (seconds) => `The backoffice updates an order every ${seconds} seconds.`,
    reset: 'Reset my demo data',
    resetConfirm: 'Everything you changed in this demo goes back to the start. Go on?',
    resetYes: 'Yes, reset',
    resetNo: 'No',
    resetting: 'Resetting…',
    resetDone: 'Your demo data is back as it started.',
    resetFailed: 'Resetting failed. Sign in again with a persona to start with fresh data.',
  },
  personas: {
    title: 'Choose a persona',
    intro: 'Each persona gets a copy of the demo data of its own, for this browser only.',
    signIn: (name) => `Sign in as ${name}`,
    signingIn: 'Signing in…',
    loading: 'Loading personas…',
    unavailable: 'The personas cannot be loaded now. Log in below with a demo account.',
    currentCode: (code, seconds) => `Code now: ${code} (${seconds} s left)`,
    codeHint: (code) => `This persona's authenticator app shows ${code} now.`,
    formTitle: 'Or log in with user name and password',
    limits: {
      full: (when) => `The demo is full: every place is in use by other visitors. Try again ${when}.`,
      'copies-of-address': (when) =>
        `This address has the most demos in use it may have. Log out of one of them, or try again ${when}.`,
      'sign-ins-of-address': (when) => `Too many demos were started from this address. Try again ${when}.`,
      'sign-ins-overall': (when) => `Many visitors are starting a demo right now. Try again ${when}.`,
    },
    tryAgainIn: (seconds, time) => {
      if (seconds === null) return 'later';
      if (seconds < 60) return `in ${seconds} seconds`;
      const minutes = Math.ceil(seconds / 60);
      return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (at ${time})`;
    },
    roles: {
      staff: {
        title: 'Staff with all rights',
        line: 'Address check, products, ordering and cancelling, profile and mail.',
      },
      'read-only': {
        title: 'Read-only colleague',
        line: 'Sees everything, but may not cancel or change mail (error 012).',
      },
      totp: {
        title: 'Account with two-step verification',
        line: 'Signs in with a TOTP code; the code of this moment is shown beside it.',
      },
      whitelist: {
        title: 'Account on an IP whitelist',
        line: 'Gets in by IP address, without a code; in this demo your address is on the whitelist.',
      },
    },
  },
  scenarios: {
    title: 'Example addresses in this demo',
    intro: 'Each address shows a different behaviour. One click runs the check.',
    run: (address) => `Check ${address}`,
    exampleIntro: 'Try it with this demo’s example addresses, or with your prospect’s own list.',
    useExample: 'Use the example list',
    downloadExample: 'Download the example list (CSV)',
    exampleFileName: 'demo-addresses.csv',
    exampleHeading: ['Reference', 'Postcode', 'House number', 'Extension'],
    names: {
      everything: 'Every provider serves, with a construction message',
      providerDown: 'One provider has a disruption',
      complex: 'A complex address according to KPN',
      unserved: 'No provider serves it',
      copperOnly: 'Copper only, no fibre',
      allProvidersDown: 'Every provider has a disruption',
      extension: 'A house number with an extension',
    },
  },
  settings: {
    open: 'Demo settings',
    title: 'Demo settings',
    intro: 'Make the demo look like your prospect’s portal. This stays in this browser only, for this demo.',
    name: 'Prospect’s name',
    nameHelp: 'Shown in the demo bar: “Demo for …”.',
    logo: 'Logo',
    logoHelp: (kib) => `PNG, JPEG, GIF, WebP or SVG, up to ${kib} KiB. The file stays in this browser.`,
    logoPreview: 'The chosen logo',
    removeLogo: 'Remove the logo',
    color: 'Brand colour',
    colorHelp: 'As #rrggbb, for example #0b5394. For buttons, links and accents.',
    colorPicker: 'Pick the brand colour',
    save: 'Save',
    reset: 'Reset branding',
    close: 'Close',
    saved: 'The branding is saved.',
    resetDone: 'The default branding is back.',
    fromLink:
      'This branding comes from a link and holds for this visit only, in this tab. Keep it, and this browser keeps it for later visits too.',
    keep: 'Keep this branding',
    kept: 'The branding is kept in this browser.',
    problems: {
      nameTooLong: (max) => `Use at most ${max} characters.`,
      colorFormat: 'Give the colour as #rrggbb, for example #0b5394.',
      colorContrast: (ratio) =>
        `This colour has too little contrast with the background (${ratio}:1, at least 4.5:1 is needed). The current colour stays.`,
      logoType: 'Choose an image: PNG, JPEG, GIF, WebP or SVG.',
      logoSize: (kib) => `This file is larger than ${kib} KiB. Choose a smaller version.`,
      logoUnreadable: 'This file is not a readable image.',
    },
    linkRefused: 'The branding from the link was not applied:',
    dismiss: 'Dismiss',
  },
  tour: {
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
  },
};

export default en;
