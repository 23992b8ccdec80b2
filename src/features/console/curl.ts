/** POSIX shell quoting: one single-quoted word; a quote inside becomes '\'' (close, escaped quote, reopen). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function rpcBody(method: string, params: unknown, id = 1): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params });
}

/** A command that sends the same request; the token stays a `$TOKEN` placeholder the shell fills in. */
export function curlCommand(url: string, method: string, params: unknown): string {
  return [
    `curl ${shellQuote(url)}`,
    `  -H "Authorization: Bearer $TOKEN"`,
    `  -H 'Content-Type: application/json'`,
    `  --data ${shellQuote(rpcBody(method, params))}`,
  ].join(' \\\n');
}

/** How to fill `$TOKEN`: log in with the account's user name and password. */
export function tokenCommand(logInUrl: string): string {
  return `curl -u "$API_USER:$API_PASSWORD" ${shellQuote(logInUrl)}`;
}
