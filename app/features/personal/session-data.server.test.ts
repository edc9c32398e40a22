import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetSessionData,
  rememberSessionData,
  resetSessionDataForTests,
  SESSION_DATA_MAX_ENTRIES,
  sessionDataClock,
  sessionDataFor,
  sessionDataSize,
  sessionProvinceFor,
  tokenKey,
} from "./session-data.server";

beforeEach(() => resetSessionDataForTests());

const counting = (cartCount: number) => {
  const fetch = vi.fn(async () => ({ cartCount }));
  return fetch;
};

describe("session data per token", () => {
  it("fetches once per token while fresh, and again after the TTL", async () => {
    resetSessionDataForTests(50);
    const fetch = counting(2);
    expect(await sessionDataFor("token-a", fetch)).toEqual({ cartCount: 2 });
    expect(await sessionDataFor("token-a", fetch)).toEqual({ cartCount: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await sessionDataFor("token-a", fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keeps two customers apart", async () => {
    await sessionDataFor("token-a", counting(1));
    await sessionDataFor("token-b", counting(9));
    expect(await sessionDataFor("token-a", counting(100))).toEqual({ cartCount: 1 });
    expect(await sessionDataFor("token-b", counting(100))).toEqual({ cartCount: 9 });
  });

  it("shares one fetch among concurrent pages of a customer", async () => {
    const fetch = counting(4);
    const all = await Promise.all(Array.from({ length: 20 }, () => sessionDataFor("token-a", fetch)));
    expect(all.every((d) => d.cartCount === 4)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("forgets a customer's data at once, and never keeps a fetch that started before the drop", async () => {
    await sessionDataFor("token-a", counting(1));
    forgetSessionData("token-a");
    expect(await sessionDataFor("token-a", counting(2))).toEqual({ cartCount: 2 });

    // A page started fetching (old count 2), then the customer added a book (drop), then the fetch answered.
    forgetSessionData("token-a");
    let answer!: (d: { cartCount: number }) => void;
    const slow = sessionDataFor("token-a", () => new Promise((resolve) => (answer = resolve)));
    forgetSessionData("token-a");
    answer({ cartCount: 2 });
    expect(await slow).toEqual({ cartCount: 2 }); // that page shows what it fetched …
    expect(await sessionDataFor("token-a", counting(3))).toEqual({ cartCount: 3 }); // … the next one the new count

    const startedAt = sessionDataClock();
    forgetSessionData("token-a");
    rememberSessionData("token-a", { cartCount: 5 }, startedAt);
    expect(await sessionDataFor("token-a", counting(6))).toEqual({ cartCount: 6 });
  });

  it("keeps nothing when the fetch fails (a 401 ends the session elsewhere)", async () => {
    await expect(sessionDataFor("token-a", () => Promise.reject(new Error("401")))).rejects.toThrow("401");
    expect(sessionDataSize()).toBe(0);
    expect(await sessionDataFor("token-a", counting(1))).toEqual({ cartCount: 1 });
  });

  it("stays bounded under 1,000 distinct customers, and more", async () => {
    for (let i = 0; i < 1_000; i++) await sessionDataFor(`token-${i}`, counting(i));
    expect(sessionDataSize()).toBe(1_000);
    for (let i = 0; i < SESSION_DATA_MAX_ENTRIES + 500; i++) await sessionDataFor(`other-${i}`, counting(i));
    expect(sessionDataSize()).toBe(SESSION_DATA_MAX_ENTRIES);
  });

  it("keys by a hash of the token, never the token", () => {
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig";
    expect(tokenKey(token)).not.toContain("eyJ");
    expect(tokenKey(token)).toHaveLength(43);
    expect(tokenKey(token)).toBe(tokenKey(token));
  });
});

describe("the customer's province", () => {
  it("is fetched once per token while fresh, apart from the cart count, and dropped with it", async () => {
    const hanoi = vi.fn(async () => 1001);
    expect(await sessionProvinceFor("token-a", hanoi)).toBe(1001);
    expect(await sessionProvinceFor("token-a", hanoi)).toBe(1001);
    expect(await sessionProvinceFor("token-b", async () => null)).toBeNull();
    expect(await sessionProvinceFor("token-b", async () => 1079)).toBeNull(); // "none saved" is kept too
    expect(hanoi).toHaveBeenCalledTimes(1);
    const cart = counting(3);
    await sessionDataFor("token-a", cart);
    expect(cart).toHaveBeenCalledTimes(1);

    // The customer saved a new default address: the next page asks again.
    forgetSessionData("token-a");
    expect(await sessionProvinceFor("token-a", async () => 1079)).toBe(1079);
  });

  it("is not kept when the fetch started before a drop", async () => {
    let answer!: (cityId: number) => void;
    const slow = sessionProvinceFor("token-a", () => new Promise((resolve) => (answer = resolve)));
    forgetSessionData("token-a"); // an address changed meanwhile
    answer(1001);
    expect(await slow).toBe(1001);
    expect(await sessionProvinceFor("token-a", async () => 1079)).toBe(1079);
  });
});
