import type { DatabaseSync } from 'node:sqlite';
import { subnetMatcher } from '../../http/ip-address.ts';
import type { Persona } from './personas.ts';

function ownCidr(ip: string): string {
  return ip.includes(':') ? `${ip}/128` : `${ip}/32`;
}

/** In the copy only: the visitor's address joins the persona's whitelist, as staff would add it. */
export const welcomeVisitor = (persona: Persona, clientIp: string) => (db: DatabaseSync) => {
  const whitelist = persona.account.whitelist;
  if (whitelist.length === 0 || subnetMatcher(whitelist.map((entry) => entry.subnet))(clientIp)) return;
  db.prepare(
    'INSERT OR IGNORE INTO ip_whitelist (user_id, subnet, description, position) VALUES (?, ?, ?, ?)',
  ).run(persona.account.id, ownCidr(clientIp), 'Demo visitor', whitelist.length);
};
