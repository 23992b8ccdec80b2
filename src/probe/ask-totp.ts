/**
 * Asks a person at a terminal for a TOTP code, without echoing it: the terminal's text may be copied
 * into the report sent to us. Only for a stdin that is a terminal; a script is never asked.
 */
const ENTER = new Set(['\r', '\n']);
const ERASE = new Set(['\u007f', '\b']);
const INTERRUPT = '\u0003';

export function askTotpAtTerminal(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  // no echo from before the question shows
  input.setRawMode(true);
  input.resume();
  output.write('The service asks for a TOTP code (it is not shown as you type): ');
  return new Promise((resolve) => {
    let code = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
    };
    function onData(chunk: Buffer) {
      for (const character of chunk.toString('utf8')) {
        if (character === INTERRUPT) {
          finish();
          process.kill(process.pid, 'SIGINT');
          return;
        }
        if (ENTER.has(character)) {
          finish();
          resolve(code);
          return;
        }
        code = ERASE.has(character) ? code.slice(0, -1) : code + character;
      }
    }
    input.on('data', onData);
  });
}
