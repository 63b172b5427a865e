// The browser's typed client for /api/v0 (lib/client/api.ts): URLs, headers, failures as values.
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, apiUrl } from "@/lib/client/api";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, url = "http://localhost/api/v0/x/") {
  const fetch = vi.fn(async () => Object.defineProperty(new Response(body, { status }), "url", { value: url }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("apiUrl", () => {
  it("fills path parameters and leaves empty query values out", () => {
    expect(apiUrl("/leagues/private-leagues/{id}/remove-team/{teamId}/", { id: 7, teamId: "a/b" }, {})).toBe(
      "/api/v0/leagues/private-leagues/7/remove-team/a%2Fb/",
    );
    expect(apiUrl("/footballteams/football-players/", {}, { page: 2, full_name: "", position: undefined })).toBe(
      "/api/v0/footballteams/football-players/?page=2",
    );
  });
});

describe("api", () => {
  it("sends JSON in the page's language and returns the body", async () => {
    const fetch = stubFetch(201, JSON.stringify({ id: 5 }));
    const result = await api("POST", "/leagues/private-leagues/", {
      body: { name: "Friends", starts_from_round: 3 },
      locale: "it",
    });
    expect(result).toEqual({ ok: true, status: 201, data: { id: 5 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v0/leagues/private-leagues/");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "Accept-Language": "it", "Content-Type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({ name: "Friends", starts_from_round: 3 });
  });

  it("returns a refusal's status and body, and null when nothing answered", async () => {
    stubFetch(400, JSON.stringify({ name: ["league name can't be longer than 30 characters"] }));
    expect(
      await api("POST", "/leagues/private-leagues/", {
        body: { name: "x".repeat(31), starts_from_round: 3 },
        locale: "en",
      }),
    ).toEqual({
      ok: false,
      error: { status: 400, body: { name: ["league name can't be longer than 30 characters"] } },
    });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("network")));
    expect(await api("GET", "/settings/", { locale: "en" })).toEqual({ ok: false, error: null });
  });

  it("sends the page to the maintenance page when the API answers from there", async () => {
    stubFetch(503, JSON.stringify({ detail: "Down for maintenance" }), "http://localhost/api/v0/maintenance/");
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { assign } });
    const result = await api("GET", "/settings/", { locale: "it" });
    expect(result.ok).toBe(false);
    expect(assign).toHaveBeenCalledWith("/it/maintenance/");
  });
});

/** Compile-time checks (the build type-checks this file): the declarations type every call. */
export async function typeChecks() {
  // @ts-expect-error an undeclared path
  await api("GET", "/nope/", { locale: "en" });
  // @ts-expect-error a path parameter missing
  await api("GET", "/leagues/private-leagues/info/{id}/", { locale: "en" });
  // @ts-expect-error a body of the wrong shape
  await api("POST", "/leagues/private-leagues/", { body: { nam: 1 }, locale: "en" });
}
