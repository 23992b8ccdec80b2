import { parseArgs } from 'node:util';
import { type Address, addressOf, housenrOf, housenrextOf, zipcodeOf } from './address.ts';
import { CouldNotRun, type Credentials } from './service.ts';

export const usage = `Usage: API_USERNAME=… API_PASSWORD=… [API_TOTP=…] npm run probe -- --api-upstream URL [options]

Calls the reading methods of the provider's service with your account and reports, without any
value, where its replies differ from the portal's schemas. Exit 0: the portal can read every reply;
1: it cannot read some; 2: the probe could not run, or could read no reply at all.

  --api-upstream URL    the service's base URL (or API_UPSTREAM): https, http only on this machine
  --address "2511AB 10" the address of the address methods (postcode, house number, extension)
  --zipcode, --housenr, --housenrext
                        the same in parts; a postcode alone: its first house number
  --basic               HTTP Basic on every call instead of the JWT log-in
  --json FILE           also write the report as JSON to FILE
  --help                this text

Without an address, the address of the first transaction is used. A TOTP code comes from API_TOTP,
or is asked for at a terminal when the service wants one.`;

export interface CliOptions {
  help: boolean;
  base: string;
  credentials: Credentials;
  totp: string | undefined;
  basic: boolean;
  address: Address | null;
  zipcode: string | null;
  jsonFile: string | null;
}

const badArguments = (why: string) => new CouldNotRun(`bad arguments: ${why} (npm run probe -- --help)`);

/** This machine, where nothing crosses a network: http is allowed there (tests, a local portal). */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * The service's base URL without a trailing slash; never echoed, as it might hold a name. Over
 * https only, but on this machine: the password (and with --basic, the credentials of every call)
 * must not cross a network in clear text.
 */
function baseOf(text: string | undefined): string {
  if (!text) throw badArguments('--api-upstream URL is needed');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badArguments('--api-upstream is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw badArguments('--api-upstream must be an https URL');
  if (url.protocol === 'http:' && !isLoopback(url.hostname))
    throw badArguments(
      '--api-upstream must be an https URL (http only for this machine: localhost, 127.0.0.0/8, ::1), as the password goes with every call: use the https address of the service',
    );
  if (url.username || url.password)
    throw badArguments('--api-upstream may not hold credentials: use API_USERNAME and API_PASSWORD');
  if (url.search || url.hash) throw badArguments('--api-upstream may not hold a query or a fragment');
  return url.href.replace(/\/+$/, '');
}

function addressFrom(values: { address?: string; zipcode?: string; housenr?: string; housenrext?: string }): {
  address: Address | null;
  zipcode: string | null;
} {
  if (values.address !== undefined) {
    if (values.zipcode !== undefined || values.housenr !== undefined || values.housenrext !== undefined)
      throw badArguments('give --address or --zipcode/--housenr/--housenrext, not both');
    const address = addressOf(values.address);
    if (!address) throw badArguments('--address must read like "2511AB 10" or "2511AB 10 A"');
    return { address, zipcode: null };
  }
  if (values.zipcode === undefined) {
    if (values.housenr !== undefined || values.housenrext !== undefined)
      throw badArguments('--housenr and --housenrext need --zipcode');
    return { address: null, zipcode: null };
  }
  const zipcode = zipcodeOf(values.zipcode);
  if (!zipcode) throw badArguments('--zipcode must be a postcode like 2511AB');
  if (values.housenr === undefined) {
    if (values.housenrext !== undefined) throw badArguments('--housenrext needs --housenr');
    return { address: null, zipcode };
  }
  const housenr = housenrOf(values.housenr);
  if (housenr === null) throw badArguments('--housenr must be a whole number from 1 to 99999');
  const housenrext = housenrextOf(values.housenrext ?? '');
  if (housenrext === null) throw badArguments('--housenrext must be up to 6 letters, digits or hyphens');
  return { address: { zipcode, housenr, housenrext }, zipcode: null };
}

/** The options, or CouldNotRun naming what is wrong (without echoing any of it). */
export function cliOptionsOf(args: string[], env: NodeJS.ProcessEnv): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        'api-upstream': { type: 'string' },
        address: { type: 'string' },
        zipcode: { type: 'string' },
        housenr: { type: 'string' },
        housenrext: { type: 'string' },
        basic: { type: 'boolean', default: false },
        json: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw badArguments(
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? 'an option the probe does not know'
        : code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
          ? 'an argument that is no option'
          : 'an option without its value',
    );
  }
  const options = {
    help: values.help,
    basic: values.basic,
    jsonFile: values.json ?? null,
    totp: env.API_TOTP || undefined,
  };
  if (values.help) {
    return {
      ...options,
      base: '',
      credentials: { username: '', password: '' },
      address: null,
      zipcode: null,
    };
  }
  const base = baseOf(values['api-upstream'] ?? env.API_UPSTREAM);
  if (values.json === '') throw badArguments('--json needs a file name');
  const { address, zipcode } = addressFrom(values);
  const username = env.API_USERNAME ?? '';
  const password = env.API_PASSWORD ?? '';
  if (username === '' || password === '')
    throw new CouldNotRun('no credentials: set API_USERNAME and API_PASSWORD');
  return { ...options, base, credentials: { username, password }, address, zipcode };
}
