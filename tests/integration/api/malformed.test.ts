// No 500 on any input (docs/security.md), for every declared operation: a path with a malformed percent
// escape (`%`, `%C0%AF`, a cut-off escape) or an escaped control character is refused by the proxy
// (proxy.ts, through lib/malformed-path.ts)
// with 400 and a DRF body (API) or a redirect to the not-found page (pages); a NUL byte in a path parameter, a
// query value or a body field is a 400 naming the field, before anything reaches PostgreSQL.
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { allEndpoints } from "@/lib/api/endpoints";
import { resetRateLimits } from "@/lib/api/rate-limit";
import { signToken } from "@/lib/auth/jwt";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { refuseMalformedPath } from "@/lib/malformed-path";
import { call } from "./client";

const endpoints = allEndpoints();
const ESCAPES = ["%", "%C0%AF", "%E0%A4%A", "%ZZ", "%00", "%0A", "%u0000"];
const MALFORMED_PATH = { detail: "Malformed request path." };
let token: string;

beforeAll(async () => {
  const db = await getDb();
  await db.country.upsert({
    where: { code: "IT" },
    update: {},
    create: { code: "IT", nameEn: "Italy", nameIt: "Italia" },
  });
  const user = await db.user.create({
    data: {
      email: "fuzz@example.com",
      passwordHash: await hashPassword("Fuzz-pass-1"),
      firstName: "Fu",
      lastName: "Zz",
      countryCode: "IT",
      isEmailVerified: true,
    },
  });
  token = signToken("access", user.id).token;
}, 120_000);
beforeEach(() => resetRateLimits());

/** Every way of putting `escape` into an endpoint's path: in each parameter, or after its last segment. */
function malformedPaths(path: string, escape: string): string[] {
  const params = path.match(/\{\w+\}/g) ?? [];
  const filled = (target: string) => path.replace(/\{\w+\}/g, (p) => (p === target ? escape : "1"));
  return params.length ? params.map(filled) : [path.replace(/\/$/, `${escape}/`)];
}

async function throughProxy(method: string, path: string) {
  const response = refuseMalformedPath(new NextRequest(new URL(path, "http://localhost:3000"), { method }));
  if (!response) return { status: 0, body: null };
  return {
    status: response.status,
    body: response.headers.get("content-type")?.includes("json") ? await response.json() : null,
  };
}

describe("malformed paths", () => {
  it("answer 400 with a DRF body on every operation, whatever the escape and the parameter", async () => {
    let sent = 0;
    for (const e of endpoints)
      for (const escape of ESCAPES)
        for (const path of malformedPaths(`/api/v0${e.path}`, escape)) {
          const res = await throughProxy(e.method, path);
          expect(res, `${e.method} ${path}`).toMatchObject({ status: 400, body: MALFORMED_PATH });
          sent++;
        }
    expect(sent).toBeGreaterThan(endpoints.length * ESCAPES.length - 1);
    expect(await throughProxy("POST", "/api/auth/callback/%C0%AF/")).toMatchObject({ status: 400 });
    const italian = refuseMalformedPath(
      new NextRequest(new URL("/api/v0/news/news/%/", "http://localhost:3000"), {
        headers: { "accept-language": "it" },
      }),
    );
    expect(await italian!.json()).toEqual({ detail: "Percorso della richiesta non valido." });
  });

  it("send pages to the not-found page in the path's language", async () => {
    for (const [path, target] of [
      ["/%/", "/not-found/"],
      ["/news/%/", "/not-found/"],
      ["/news/%C0%AF/", "/not-found/"],
      ["/it/news/%E0%A4%A/", "/it/not-found/"],
      ["/match-info/%00/", "/not-found/"],
      ["/it/%/", "/it/not-found/"],
      // Decodes once, but not twice as Next does for pages after the locale rewrite.
      ["/news/%25/", "/not-found/"],
      ["/it/news/%25E0/", "/it/not-found/"],
    ] as const) {
      const res = refuseMalformedPath(new NextRequest(new URL(path, "http://localhost:3000")));
      expect(res?.status, path).toBe(307);
      expect(new URL(res!.headers.get("location")!).pathname, path).toBe(target);
    }
  });

  it("leave well-formed paths alone", async () => {
    expect((await throughProxy("GET", "/api/v0/news/news/caf%C3%A9/")).status).toBe(0);
    expect(refuseMalformedPath(new NextRequest(new URL("/news/caf%C3%A9/", "http://localhost:3000")))).toBeNull();
    // The API decodes once: an escaped percent sign is a value like any other.
    expect((await throughProxy("GET", "/api/v0/news/news/%25/")).status).toBe(0);
  });
});

describe("NUL bytes", () => {
  const shapes = (e: (typeof endpoints)[number]) => {
    const path = e.path.replace(/\{\w+\}/g, "1");
    const keys = Object.keys((e.query as { shape?: object } | undefined)?.shape ?? {});
    const fields = Object.keys((e.body as { shape?: object } | undefined)?.shape ?? {});
    const out: [string, Parameters<typeof call>[2], string][] = [];
    for (const key of [...keys, "x"]) out.push([`${path}?${key}=%00`, {}, key]);
    if (e.params) out.push([e.path.replace(/\{\w+\}/g, "%00"), {}, "param"]);
    if (e.body && e.method !== "GET" && e.method !== "HEAD") {
      for (const field of fields) out.push([path, { body: { [field]: "a\u0000b" } }, field]);
      out.push([path, { body: { "x\u0000": 1 } }, "x"]);
      out.push([path, { form: { x: "\u0000" } }, "x"]);
    }
    return out;
  };

  it("are a 400 naming the field on every operation, never a query", async () => {
    let sent = 0;
    let refused = 0;
    for (const e of endpoints)
      for (const [url, options, field] of shapes(e)) {
        await resetRateLimits();
        const res = await call(e.method, url, { ...options, token });
        const what = `${e.method} ${url} ${JSON.stringify(options)}`;
        // 404 where a path parameter of the wrong shape ("1" for a slug) is refused first, as the wrapper does.
        expect([400, 404], what).toContain(res.status);
        if (res.status === 400 && field !== "param" && e.method !== "HEAD")
          expect(res.body, what).toEqual({ [field]: ["This value contains a character that is not allowed."] });
        if (res.status === 400) refused++;
        sent++;
      }
    expect(sent).toBeGreaterThan(endpoints.length * 2);
    expect(refused).toBeGreaterThan(sent * 0.8);
  });
});
