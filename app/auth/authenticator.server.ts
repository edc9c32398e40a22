/**
 * remix-auth with the form strategy (spec §3 login payload Email, Password, remember). The
 * authenticator keeps no session of its own (remix-auth 4): the login action stores the token in
 * `__session` itself. Failures surface as `LoginFailure` (field/form errors for the same form).
 */
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { UpstreamClient, UpstreamError } from "~/upstream/client.server";
import { login } from "~/upstream/account.server";
import { rateLimit } from "~/utils/rate-limit.server";
import { loginSchema } from "./schemas";

/** A successful login: the upstream JWT and whether to keep the session for 30 days. */
export interface LoginResult {
  token: string;
  remember: boolean;
  redirectTo: string | undefined;
}

/** A login the form should show again with its errors (400), password never echoed back. */
export class LoginFailure extends Error {
  constructor(
    public readonly result: SubmissionResult<string[]>,
    /** The account exists but is not activated: offer re-activation. */
    public readonly needsActivation = false,
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
    await rateLimit(request, "login", email);
    try {
      const token = await login(new UpstreamClient(), { email, password, remember });
      return { token, remember, redirectTo };
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
      const needsActivation = error.status === 403;
      throw new LoginFailure(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), needsActivation);
    }
  }),
  "form",
);
