/**
 * remix-auth with the form strategy (spec §3 login payload Email, Password, remember). The
 * authenticator keeps no session of its own (remix-auth 4): the login action stores the token in
 * `__session` itself. Failures surface as `LoginFailure` (field/form errors for the same form).
 * Login throttling (ADR 0009, rate-limit.server.ts): checked before the upstream call, only the
 * upstream's 401 counts as a failure; the shopper's address goes to the upstream as X-Forwarded-For.
 */
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { contextOf } from "~/context.server";
import { UpstreamError } from "~/upstream/client.server";
import { login } from "~/upstream/account.server";
import { z } from "zod";
import { checkLogin, loginFailed, loginSucceeded } from "~/utils/rate-limit.server";
import { clientIp } from "~/utils/http.server";
import { loginSchema } from "./schemas";

/** A successful login: the upstream JWT and whether to keep the session for 30 days. */
export interface LoginResult {
  token: string;
  remember: boolean;
  redirectTo: string | undefined;
}

/**
 * A login the form should show again with its errors, password never echoed back: 400, or 429 with
 * `retryAfter` (seconds) when the login throttle refused (storefront or upstream).
 */
export class LoginFailure extends Error {
  constructor(
    public readonly result: SubmissionResult<string[]>,
    /** The account exists but is not activated: offer re-activation. */
    public readonly needsActivation = false,
    public readonly status: 400 | 429 = 400,
    public readonly retryAfter: number | null = null,
  ) {
    super("login failed");
  }
}

export const authenticator = new Authenticator<LoginResult>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema: loginSchema });
    if (submission.status !== "success") throw new LoginFailure(submission.reply({ hideFields: ["password"] }));
    const { email, password, remember, redirectTo } = submission.value;
    const ip = clientIp(request);
    const throttled = async (response: Response) => {
      const retryAfter = Number(response.headers.get("Retry-After"));
      return new LoginFailure(submission.reply({ formErrors: [await response.text()], hideFields: ["password"] }), false, 429, retryAfter);
    };
    try {
      await checkLogin(ip, email);
    } catch (error) {
      if (error instanceof Response) throw await throttled(error);
      throw error;
    }
    try {
      const token = await login(contextOf(request).upstream, { email, password, remember, clientIp: ip });
      await loginSucceeded(ip, email);
      return { token, remember, redirectTo };
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
      if (error.status === 401) await loginFailed(ip, email);
      if (error.status === 429) {
        const seconds = z.object({ retryAfter: z.number().int().positive() }).safeParse(error.data);
        throw new LoginFailure(
          submission.reply({ formErrors: [error.message], hideFields: ["password"] }),
          false,
          429,
          seconds.success ? seconds.data.retryAfter : 60,
        );
      }
      const needsActivation = error.status === 403;
      throw new LoginFailure(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), needsActivation);
    }
  }),
  "form",
);
