/**
 * The OpenID provider double of the e2e suite ("Đăng nhập bằng Google"): oauth2-mock-server on
 * http://127.0.0.1:{OIDC_PORT} (default 5311) with a fresh RS256 key, standing in for
 * https://accounts.google.com. Its authorize endpoint sends the browser straight back with a code
 * (no consent screen); its token endpoint checks the PKCE verifier against the challenge of that
 * authorization request and answers an id_token.
 *
 * The id_token is made to look like Google's for the test user: `aud` = GOOGLE_CLIENT_ID, a stable
 * `sub`, `email`, `email_verified: true`, `name` "Google Tester". The `nonce` needs no help:
 * oauth2-mock-server 8 keeps the authorization request's `nonce` by code and adds it to the id_token
 * issued for that code (before `beforeTokenSigning` runs).
 *
 * The issuer URL is set to http://127.0.0.1:{port} (the library would say "localhost"): it must be
 * GOOGLE_ISSUER exactly, since the upstream checks `iss` and the storefront checks the discovery.
 */
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.env.OIDC_PORT ?? 5311);
const clientId = process.env.GOOGLE_CLIENT_ID ?? "e2e-google-client";

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.issuer.url = `http://127.0.0.1:${port}`;

// Fired for the access token and the id_token alike; the claims are harmless on the former.
server.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, {
    aud: clientId,
    sub: "google-e2e-tester",
    email: "google.tester@example.com",
    email_verified: true,
    name: "Google Tester",
  });
});

await server.start(port, "127.0.0.1");
console.log(`OpenID provider double at ${server.issuer.url} (client ${clientId})`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
