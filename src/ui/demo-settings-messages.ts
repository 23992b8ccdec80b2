/** Texts of demo mode's settings: the prospect branding of this visitor's demo. */
const nl = {
  open: 'Demo-instellingen',
  title: 'Demo-instellingen',
  intro:
    'Laat de demo eruitzien als het portaal van je prospect. Dit blijft alleen in deze browser, voor deze demo.',
  name: 'Naam van de prospect',
  nameHelp: 'Komt in de demobalk: “Demo voor …”.',
  logo: 'Logo',
  logoHelp: (kib: number) =>
    `PNG, JPEG, GIF, WebP of SVG, tot ${kib} KiB. Het bestand blijft in deze browser.`,
  logoPreview: 'Het gekozen logo',
  removeLogo: 'Logo weghalen',
  color: 'Merkkleur',
  colorHelp: 'Als #rrggbb, bijvoorbeeld #0b5394. Voor knoppen, links en accenten.',
  colorPicker: 'Merkkleur kiezen',
  save: 'Opslaan',
  reset: 'Standaardbranding herstellen',
  close: 'Sluiten',
  saved: 'De branding is opgeslagen.',
  resetDone: 'De standaardbranding is terug.',
  fromLink:
    'Deze branding komt uit een link en geldt alleen voor dit bezoek, in dit tabblad. Bewaar je haar, dan houdt deze browser haar ook voor latere bezoeken.',
  keep: 'Branding bewaren',
  kept: 'De branding is bewaard in deze browser.',
  problems: {
    nameTooLong: (max: number) => `Gebruik hoogstens ${max} tekens.`,
    colorFormat: 'Geef de kleur als #rrggbb, bijvoorbeeld #0b5394.',
    colorContrast: (ratio: string) =>
      `Deze kleur heeft te weinig contrast met de achtergrond (${ratio}:1, minstens 4,5:1 nodig). De huidige kleur blijft.`,
    logoType: 'Kies een afbeelding: PNG, JPEG, GIF, WebP of SVG.',
    logoSize: (kib: number) => `Dit bestand is groter dan ${kib} KiB. Kies een kleinere versie.`,
    logoUnreadable: 'Dit bestand is geen leesbare afbeelding.',
  },
  linkRefused: 'De branding uit de link is niet toegepast:',
  dismiss: 'Melding sluiten',
};

export type DemoSettingsMessages = typeof nl;

const en: DemoSettingsMessages = {
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
};

export const demoSettingsMessages = { nl, en };
