import { type ScryptOptions, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const COST = 16384;
const KEY_LENGTH = 32;

/** scrypt on libuv's thread pool, so hashing never holds up the event loop. */
function scryptAsync(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const format = (salt: Buffer, hash: Buffer) =>
  `scrypt$${COST}$${salt.toString('hex')}$${hash.toString('hex')}`;

/** Stored as `scrypt$<cost>$<salt hex>$<hash hex>`, so the cost can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password, salt, KEY_LENGTH, { N: COST }));
}

/** For the seed, which runs in a process of its own. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { N: COST }));
}

/**
 * A stored hash no password matches, checked when a user name is unknown so that the answer takes
 * as long as for a known user with a wrong password.
 */
export const UNMATCHABLE_HASH = `scrypt$${COST}$${'00'.repeat(16)}$${'00'.repeat(KEY_LENGTH)}`;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length, {
    N: Number(cost),
  });
  return timingSafeEqual(actual, expected) && stored !== UNMATCHABLE_HASH;
}
