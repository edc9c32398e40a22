/**
 * Whatever a client sends to the account calls (spec §7 "Authentication and user", account cart),
 * the answer is the envelope with a 4xx and a Vietnamese message — never a 500: wrong types, nulls,
 * arrays, huge numbers, 10 000-character strings, SQL and HTML, with and without a bearer token.
 */
import type { FastifyInstance, HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import type { Mailer } from "../mail";

let t: TestApp;
let app: FastifyInstance;
let token: string;
const sent: unknown[] = [];
const mailer: Mailer = { send: async (m) => void sent.push(m) };

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "input-test-secret-0123456789-abcdefghij" }, mailer });
  app = t.app;
  token = await t.login("khachhang@example.com", "MatKhau@123");
});
afterAll(async () => {
  await t?.close();
});

const ROUTES: Array<[HTTPMethods, string]> = [
  ["POST", "/api/Authentication/Login"],
  ["POST", "/api/Authentication/SocialLoginGG"],
  ["POST", "/api/User/Register-client"],
  ["POST", "/api/User/ActiveAccount"],
  ["POST", "/api/User/ResendCode"],
  ["POST", "/api/User/re-active"],
  ["POST", "/api/User/SendSecurityCode"],
  ["POST", "/api/User/ValidateSecurityCode"],
  ["PATCH", "/api/User/ChangePasswordNoAuth"],
  ["PATCH", "/api/User/UpdateUser/2"],
  ["PATCH", "/api/User/UpdateUser/99999999999999999999"],
  ["GET", "/api/User/UserApp"],
  ["GET", "/api/Order"],
  ["GET", "/api/Order/-1"],
  ["POST", "/api/Order/add-product"],
  ["PATCH", "/api/Order/cartDetails/1e9"],
  ["DELETE", "/api/Order/cartDetails/%00"],
  ["GET", "/api/Order/CheckInventory"],
  ["PATCH", "/api/Order/Address"],
  ["POST", "/api/Order/CheckOut"],
  // Shares its payment fields with CheckOut (ReturnUrl "" used to make `new URL` throw: a 500).
  ["POST", "/api/Order/checkout-without-login"],
];

const long = "x".repeat(10_000);
const FIELDS = [
  "CartDetails",
  "Email",
  "Password",
  "remember",
  "id_token",
  "Phone",
  "Name",
  "Address",
  "WardId",
  "Birthday",
  "token",
  "securityCode",
  "email",
  "SecurityCode",
  "NewPassword",
  "ProductSaleId",
  "Quantity",
  "PaymentMethod",
  "IdempotencyKey",
  "ReturnUrl",
  "IpAddr",
];
const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  2 ** 53 + 1,
  "",
  long,
  "'; DROP TABLE users; --",
  "<img src=x onerror=alert(1)>",
  [],
  ["a"],
  { $ne: null },
  "\u0000",
  "🌸".repeat(100),
];
const BODIES: unknown[] = [undefined, null, [], "chuỗi", 42, ...VALUES.map((v) => Object.fromEntries(FIELDS.map((f) => [f, v])))];

describe("account calls under bad input", () => {
  it("answer a 4xx envelope with a Vietnamese message, never a 500", async () => {
    for (const [method, url] of ROUTES) {
      for (const auth of [undefined, `Bearer ${token}`, "Bearer x.y.z", `Bearer ${long}`]) {
        for (const body of method === "GET" || method === "DELETE" ? [undefined] : BODIES) {
          const res = await app.inject({
            method,
            url,
            headers: {
              ...(auth ? { authorization: auth } : {}),
              ...(body !== undefined ? { "content-type": "application/json" } : {}),
              "x-registration-token": "\u00e9".repeat(300),
            },
            payload: body === undefined ? undefined : JSON.stringify(body),
          });
          const where = `${method} ${url} ${String(auth).slice(0, 20)} ${JSON.stringify(body)?.slice(0, 80)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          const json = res.json();
          expect(typeof json.isSuccess, where).toBe("boolean");
          if (!json.isSuccess) expect(json.errorMessage, where).toMatch(/[À-ỹ]/u);
        }
      }
    }
  }, 120_000);
});
