import type { Messages } from './messages-nl.ts';

/** The shared texts in English: the same shape as the Dutch ones. */
const en: Messages = {
  appName: 'Broadband portal',
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  nav: {
    label: 'Main menu',
    menu: 'Menu',
    home: 'Overview',
    addressCheck: 'Address check',
    products: 'Carrier products',
    transactions: 'Transactions',
    profile: 'Profile and security',
    mail: 'Mail',
    console: 'API console',
  },
  language: { label: 'Language', nl: 'Nederlands', en: 'English' },
  user: {
    signedInAs: 'Signed in as',
    permissions: 'Permissions',
    noPermissions: 'No permissions',
    logOut: 'Log out',
  },
  session: {
    expiresIn: (time) => `Your session ends in ${time}.`,
    extend: 'Stay signed in',
    extended: 'Your session was extended.',
  },
  logIn: {
    title: 'Log in',
    intro: 'Log in with your customer portal credentials or an API account.',
    username: 'User name',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    totpTitle: 'Verification code',
    totpIntro: 'From this IP address, this account asks for a code from your authenticator app.',
    totpCode: 'Six-digit code',
    totpSubmit: 'Confirm',
    back: 'Back',
    required: 'Fill in this field.',
    totpFormat: 'The code is six digits.',
    handoverFailed:
      'You are signed in, but the portal could not load any further: the connection dropped, or a new version was put in place just now. Reload the page, and log in again if asked.',
    reload: 'Reload the page',
    failures: {
      credentials: 'The user name or password is wrong.',
      'totp-required': 'Enter the code from your authenticator app.',
      'totp-invalid': 'This code is wrong. Check the time on your phone and try the next code.',
      'totp-used': 'This code was already used. Wait for the next one.',
      'ip-refused': 'This account may not log in from this IP address (IP whitelist).',
      throttled: (seconds) =>
        seconds === null
          ? 'Too many failed attempts. Try again later.'
          : `Too many failed attempts. Try again in ${seconds} seconds.`,
      network: 'The service cannot be reached. Check your connection and try again.',
      unknown: 'Logging in failed.',
    },
    reasons: {
      'logged-out': 'You have logged out.',
      expired: 'Your session has expired. Log in again to continue.',
      unauthorized: 'The service no longer recognised your session. Log in again to continue.',
      reload:
        'For your security the portal keeps your session in memory only: after a reload you log in again.',
      reloadNoSession: 'There is no session left to continue: it expired or you logged out. Log in again.',
    },
  },
  placeholder: 'This page is being built.',
  notFound: {
    title: 'Page not found',
    body: 'This page does not exist (any more). Check the address or go to the overview.',
    home: 'Go to the overview',
  },
  embedding: {
    waitingForHost: 'The portal is waiting for the page around it to sign you in…',
  },
  scrollArea: {
    label: (name) => `${name} (scrolls sideways)`,
  },
  routeError: {
    title: 'Something went wrong',
    retry: 'Try again',
  },
  errors: {
    code: (code) => `Error code ${code}`,
    cid: 'Reference (cid)',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'not copied: select the text and copy it yourself',
    details: 'Technical details',
    originalMessage: 'Original message',
    rpc: {
      1: 'Something unexpected went wrong at the service. Quote the reference when you contact the operator.',
      2: 'This combination of postcode, house number and extension does not exist. Choose a valid address.',
      3: 'The address exists but is not served.',
      4: 'The service is temporarily unavailable at this address because of a disruption. Try again later.',
      5: 'You are not allowed to order this product.',
      6: 'Creating it failed.',
      7: 'Deleting it failed.',
      8: 'Changing it failed.',
      10: 'This connection is too complex to check here.',
      11: 'The request does not comply with the schema.',
      12: 'Your account is not allowed to do this.',
      other: 'The service reported an error.',
    },
    http: {
      400: 'The request is invalid.',
      401: 'You are not (or no longer) logged in.',
      403: 'Access refused.',
      404: 'This address of the service does not exist.',
      405: 'This HTTP method is not allowed here.',
      413: 'The request is too large.',
      429: 'Too many requests. Please wait a moment.',
      502: 'The service cannot be reached through the gateway.',
      503: 'The service is temporarily unavailable.',
      504: 'The service did not answer in time.',
      server: 'The service had a failure.',
      other: 'The request failed.',
    },
    network: 'The service cannot be reached. Check your connection.',
    unknown: 'Something went wrong.',
  },
};

export default en;
