import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { KeyValueStore } from '../lib/store.js';
import type { Auth } from '../plugins/auth.js';
import type { SmsService } from './sms/sms.service.js';
import type { AccountService } from './sso/sso.service.js';
import type { TokenService } from './sso/token.service.js';

/** What the identity routes share: one instance of each service per server. */
export interface IdentityDeps {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  store: KeyValueStore;
  sms: SmsService;
  tokens: TokenService;
  accounts: AccountService;
  auth: Auth;
}
