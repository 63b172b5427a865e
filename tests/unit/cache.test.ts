// The public reads' in-process cache: one load per key and time-to-live, shared by concurrent
// callers, stale-while-revalidate, errors never cached.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cached, clearCache } from "@/lib/server/cache";

beforeEach(() => {
  clearCache();
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => vi.useRealTimers());

describe("cached", () => {
  it("loads a key once while fresh, and once for concurrent first callers", async () => {
    const load = vi.fn(async () => ({ n: 1 }));
    const [a, b] = await Promise.all([cached("k", 1000, load), cached("k", 1000, load)]);
    expect(a).toBe(b);
    expect(await cached("k", 1000, load)).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    await cached("other", 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("serves the stale value once expired while one refresh runs, then the new value", async () => {
    let release: (value: number) => void = () => {};
    const load = vi
      .fn()
      .mockResolvedValueOnce(1)
      .mockImplementationOnce(() => new Promise<number>((resolve) => (release = resolve)));
    expect(await cached("k", 1000, load)).toBe(1);
    vi.setSystemTime(Date.now() + 1001);
    expect(await cached("k", 1000, load)).toBe(1);
    expect(await cached("k", 1000, load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    release(2);
    await vi.waitFor(async () => expect(await cached("k", 1000, load)).toBe(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not cache a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("up");
    await expect(cached("k", 1000, load)).rejects.toThrow("down");
    expect(await cached("k", 1000, load)).toBe("up");
  });

  it("keeps the stale value when a refresh fails", async () => {
    const load = vi.fn().mockResolvedValueOnce("first").mockRejectedValueOnce(new Error("down"));
    expect(await cached("k", 1000, load)).toBe("first");
    vi.setSystemTime(Date.now() + 1001);
    expect(await cached("k", 1000, load)).toBe("first");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cached("k", 1000, load)).toBe("first");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
