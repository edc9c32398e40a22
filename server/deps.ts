/**
 * The dependencies of the upstream's route plugins (`app.deps`): the database, the configuration and,
 * optionally, the mailer and the clock of the account flows. `buildApp` fills every default; tests
 * that assemble a bare Fastify instance may decorate `deps` with `{db, config}` only.
 */
import type { UpstreamConfig } from "./config";
import type { Db } from "./db/client";
import { createMailer, type Mailer } from "./mail";
import { createLoginThrottle, type LoginThrottle } from "./domain/login-throttle";

export interface AppDeps {
  db: Db;
  config: UpstreamConfig;
  /** Sends the security-code mails. Default: `createMailer(config)` (outbox files or SMTP). */
  mailer?: Mailer;
  /**
   * The time of the account flows (token iat/exp, code expiry and throttling). Default: the system
   * clock. Tests pass their own to move time.
   */
  clock?: () => Date;
  /** Counters of failed logins (server/domain/login-throttle.ts). Default: one per deps object, in Redis when REDIS_URL is set. */
  loginThrottle?: LoginThrottle;
}

/** `AppDeps` with every default filled in. */
export type ResolvedDeps = Required<AppDeps>;

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const resolved = new WeakMap<AppDeps, ResolvedDeps>();

/**
 * `deps` with its defaults (mailer from the config, system clock), memoized per deps object so that
 * every plugin of an app shares one mailer.
 */
export function withDefaults(deps: AppDeps): ResolvedDeps {
  let out = resolved.get(deps);
  if (!out) {
    out = {
      db: deps.db,
      config: deps.config,
      mailer: deps.mailer ?? createMailer(deps.config),
      clock: deps.clock ?? (() => new Date()),
      loginThrottle: deps.loginThrottle ?? createLoginThrottle({ redisUrl: deps.config.REDIS_URL }),
    };
    resolved.set(deps, out);
  }
  return out;
}
