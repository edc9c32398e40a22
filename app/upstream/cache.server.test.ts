import { afterEach, describe, expect, it, vi } from "vitest";
import { cached, clearUpstreamCache } from "./cache.server";

afterEach(() => {
  clearUpstreamCache();
  vi.useRealTimers();
});

describe("the upstream cache", () => {
  it("asks the upstream once while fresh, serves stale while refreshing, never caches errors", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fresh = () => Promise.resolve(++calls);
    expect(await cached("k", "short", fresh)).toBe(1);
    expect(await cached("k", "short", fresh)).toBe(1);
    expect(calls).toBe(1);

    vi.advanceTimersByTime(61_000); // stale: the old value now, a refresh in the background
    expect(await cached("k", "short", fresh)).toBe(1);
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(await cached("k", "short", fresh)).toBe(2);

    await expect(cached("e", "short", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cached("e", "short", () => Promise.resolve("up"))).toBe("up");
  });
});
