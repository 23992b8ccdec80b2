/**
 * The catalogue's summaries in Dutch, keyed by class (`broadband/v1`) and by method id
 * (`broadband/v1:list_carriers`). The catalogue itself is the service's own text, in English.
 */
export const dutchSummaries: Readonly<Record<string, string>> = {
  'broadband/basic/v1': 'Eenvoudige beschikbaarheidscheck van breedband per adres.',
  'broadband/basic/v1:list_providers': 'De leveranciers die zipcode bevraagt.',
  'broadband/basic/v1:zipcode': 'Beschikbaarheid van breedband op een adres controleren.',
  'broadband/v1': 'Beschikbaarheid van breedband, carrierproducten en ordertransacties.',
  'broadband/v1:list_providers': 'De leveranciers die zipcode bevraagt.',
  'broadband/v1:zipcode':
    'Beschikbaarheid op een adres controleren, met de bestelbare carrierproducten (uitgebreide variant).',
  'broadband/v1:carriercheck':
    'Controleren welke aansluitingen (carriers) van één soort er op een adres liggen (vorm van het antwoord: ontwerp van de sandbox).',
  'broadband/v1:list_carriers':
    'Carrierproducten opvragen, gesorteerd, gefilterd en per pagina (vorm van het antwoord: ontwerp van de sandbox).',
  'broadband/v1:list_transactions':
    'De ordertransacties van de klant opvragen, gefilterd, gesorteerd en per pagina, en ze tellen per status, soort of verwachte opleverdatum.',
  'broadband/v1:get_transaction': 'Eén transactie lezen op NID of UUID.',
  'broadband/v1:cancel_transaction': 'Annulering van een transactie aanvragen.',
  'postcodes/v1': 'Postcodes, huisnummers en toevoegingen opzoeken.',
  'postcodes/v1:get_housenrs': 'De huisnummers van een postcode.',
  'postcodes/v1:get_housenrext': 'De toevoegingen van een adres, per gegevensbron.',
  'postcodes/v1:get_address': 'Straat en plaats van een postcode opzoeken.',
  'user/v1': 'Profiel van de aanroepende gebruiker: contactgegevens, IP-whitelist en TOTP.',
  'user/v1:get_profile': 'Het eigen profiel lezen (velden: ontwerp van de sandbox).',
  'user/v1:set_profile':
    'Het eigen profiel, de IP-whitelist en TOTP wijzigen (velden: ontwerp van de sandbox).',
  'mail/v1': 'Mailboxen en doorstuuradressen op de maildomeinen van de klant.',
  'mail/v1:list_clients': 'De mailklanten (domeinen) van de klant.',
  'mail/v1:list_mailboxes': 'Mailboxen opvragen, desgewenst van één klant.',
  'mail/v1:create_mailbox': 'Een mailbox aanmaken.',
  'mail/v1:update_mailbox': 'Naam, wachtwoord of quotum van een mailbox wijzigen.',
  'mail/v1:delete_mailbox': 'Een mailbox verwijderen.',
  'mail/v1:list_forwarders': 'Doorstuuradressen opvragen, desgewenst van één klant.',
  'mail/v1:create_forwarder': 'Een doorstuuradres aanmaken.',
  'mail/v1:update_forwarder': 'De bestemmingen van een doorstuuradres vervangen.',
  'mail/v1:delete_forwarder': 'Een doorstuuradres verwijderen.',
};
