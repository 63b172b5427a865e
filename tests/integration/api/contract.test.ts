// The API as a whole: every route is declared (and documented) and every declaration has a route;
// every signed-in endpoint refuses anonymous callers (401), bad tokens (token_not_valid) and
// unverified users (403); and 1,200 malformed requests across all endpoints never cause a 5xx.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "@/lib/api/endpoints";
import { resetRateLimits } from "@/lib/api/rate-limit";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { seed } from "@/prisma/seed";
import { call, routePatterns } from "./client";

const endpoints = allEndpoints();
const fill = (path: string, value: string) => path.replace(/\{\w+\}/g, value);
let demo: string;
let unverified: string;

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  const hash = (await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).passwordHash;
  await db.user.create({
    data: {
      email: "unverified@example.com",
      passwordHash: hash,
      firstName: "Un",
      lastName: "Verified",
      countryCode: "IT",
    },
  });
  demo = (await call("POST", "/users/token/", { body: DEMO_LOGIN })).body.access;
  unverified = (
    await call("POST", "/users/token/", { body: { email: "unverified@example.com", password: DEMO_LOGIN.password } })
  ).body.access;
}, 300_000);

describe("declarations, routes and documents", () => {
  it("has a route file for every declared endpoint and a declaration for every route", () => {
    const declared = new Set(endpoints.map((e) => e.path.replace(/\{(\w+)\}/g, "[$1]")));
    const routes = new Set(routePatterns().filter((p) => p !== "/maintenance/" && p !== "/[...path]/"));
    expect([...declared].sort()).toEqual([...routes].sort());
    expect(endpoints.length).toBeGreaterThanOrEqual(85);
  });

  it("publishes an OpenAPI 3.1 document with every endpoint and a reference page", async () => {
    const doc = (await call("GET", "/schema/")).body;
    expect(doc.openapi).toBe("3.1.0");
    for (const e of endpoints)
      expect(doc.paths[e.path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    const token = doc.paths["/users/token/"].post;
    expect(token.requestBody.content["application/json"].schema.required).toEqual(["email", "password"]);
    expect(token.responses["429"]).toBeDefined();
    const players = doc.paths["/footballteams/football-players/"].get.parameters.map((p: { name: string }) => p.name);
    expect(players).toEqual(
      expect.arrayContaining([
        "page",
        "page_size",
        "football_club_id",
        "full_name",
        "ordering",
        "min_price",
        "max_price",
        "position",
      ]),
    );
    const page = await call("GET", "/docs/");
    expect(page.headers.get("content-type")).toContain("text/html");
    for (const e of endpoints) expect(page.body).toContain(`/api/v0${e.path}`);
    expect(page.body).not.toMatch(/<script|https?:\/\/cdn/i);
  });
});

describe("unknown paths", () => {
  it("answer DRF's 404 in JSON, in the request's language", async () => {
    expect(await call("GET", "/no/such/path/")).toMatchObject({ status: 404, body: { detail: "Not found." } });
    expect(await call("POST", "/leagues/nothing/", { lang: "it" })).toMatchObject({
      status: 404,
      body: { detail: "Non trovato." },
    });
  });
});

describe("maintenance", () => {
  it("answers API calls redirected to the maintenance URL with 503", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await call(method, "/maintenance/");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    }
  });
});

describe("authentication on every endpoint", () => {
  const secured = endpoints.filter((e) => e.auth === "user" || e.auth === "verified");

  it("refuses anonymous callers with 401 and bad tokens with token_not_valid", async () => {
    expect(secured.length).toBeGreaterThan(40);
    for (const e of secured) {
      const path = fill(e.path, "1");
      const anonymous = await call(e.method, path, { body: e.body ? {} : undefined });
      expect(anonymous.status, `${e.method} ${e.path}`).toBe(401);
      const bad = await call(e.method, path, { token: "not.a.token", body: e.body ? {} : undefined });
      expect(bad.status, `${e.method} ${e.path}`).toBe(401);
      if (e.method !== "HEAD") expect(bad.body.code).toBe("token_not_valid");
    }
  });

  it("refuses unverified users on every game endpoint with the spec's detail", async () => {
    for (const e of secured.filter((x) => x.auth === "verified")) {
      const res = await call(e.method, fill(e.path, "1"), { token: unverified, body: e.body ? {} : undefined });
      expect(res.status, `${e.method} ${e.path}`).toBe(403);
      if (e.method !== "HEAD")
        expect(res.body).toEqual({ detail: "User didn't confirmed their email.", code: "email_not_verified" });
    }
  });
});

describe("fuzzing", () => {
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: "grapheme" }),
    fc.constantFrom(
      "",
      " ",
      "-1",
      "0",
      "1e309",
      "NaN",
      "null",
      "[]",
      "{}",
      "9".repeat(40),
      "../..",
      "%00",
      "' OR 1=1 --",
    ),
  );
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
    fc.anything({ maxDepth: 3 }),
  );
  const body = fc.oneof(
    fc.record({
      kind: fc.constant("json" as const),
      value: fc.oneof(fc.dictionary(fc.string({ maxLength: 24 }), value, { maxKeys: 8 }), value),
    }),
    fc.record({ kind: fc.constant("raw" as const), value: fc.string({ maxLength: 200 }) }),
    fc.record({
      kind: fc.constant("form" as const),
      value: fc.dictionary(fc.string({ minLength: 1, maxLength: 16 }), fc.string({ maxLength: 40 }), { maxKeys: 6 }),
    }),
  );
  const request = fc.record({
    endpoint: fc.constantFrom(...endpoints.filter((e) => !(e.method === "DELETE" && e.path === "/users/me/"))),
    param: fc.oneof(text, fc.integer().map(String), fc.nat().map(String)),
    query: fc.dictionary(
      fc.oneof(
        fc.string({ maxLength: 16 }),
        fc.constantFrom(
          "page",
          "page_size",
          "ordering",
          "status",
          "season_id",
          "round_id",
          "player_id",
          "user_id",
          "position",
          "min_price",
          "rounds",
        ),
      ),
      text,
      { maxKeys: 5 },
    ),
    body,
    auth: fc.constantFrom("none", "demo", "unverified", "garbage"),
    lang: fc.constantFrom(undefined, "it", "en-US,en;q=0.5", "xx", ";;;q=abc", "*"),
  });

  it("answers 1,200 malformed requests across all endpoints without a 5xx", async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        await resetRateLimits();
        const url = `${fill(r.endpoint.path, encodeURIComponent(r.param || "x"))}?${new URLSearchParams(r.query)}`;
        const token =
          r.auth === "demo" ? demo : r.auth === "unverified" ? unverified : r.auth === "garbage" ? "a.b.c" : undefined;
        const options =
          r.body.kind === "json"
            ? { body: r.body.value }
            : r.body.kind === "raw"
              ? { raw: r.body.value, headers: { "content-type": "application/json" } }
              : { form: r.body.value };
        const res = await call(r.endpoint.method, url, { ...options, token, lang: r.lang });
        sent++;
        // A status the endpoint declares as an answer of its own (readiness: 503 while no worker runs) is no failure.
        if (res.status >= 500 && !r.endpoint.sameBodyOn?.[res.status])
          throw new Error(`${r.endpoint.method} ${url} → ${res.status} ${JSON.stringify(res.body)}`);
      }),
      { numRuns: 1200, seed: 20261122 },
    );
    expect(sent).toBe(1200);
  });
});
