/** What the sandbox offers the portal server (src/server): nothing else of it is imported there. */
export { cliMessages } from './cli-messages.ts';
export {
  ConfigError,
  type SandboxConfig,
  checkDataDir,
  configFromArgs,
  defaultConfig,
  startProblem,
} from './config.ts';
export type { DemoSettings } from './demo/settings.ts';
export { demoAccountsReport } from './demo-accounts.ts';
export { publicUrlOf } from './http/public-url.ts';
export { type CliOption, helpLines, sandboxOptions } from './options-table.ts';
export { type Catalogue, schemasDirectory } from './rpc/contract.ts';
export { type Sandbox, createSandbox, databaseCheck } from './server.ts';
export { DATABASE_FILE } from './store/database.ts';
export { DEMO_TOTP_SECRET } from './store/seed/accounts.ts';
