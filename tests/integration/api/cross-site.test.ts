// Cross-site writes (docs/security.md): with only the session cookie, a state-changing call another site
// made the browser send (Origin https://evil.example, Sec-Fetch-Site: cross-site) is refused with
// 403 and a DRF body before anything happens; where the cookie authenticates, bodies are read only
// as application/json (415 for form and text/plain bodies); Bearer calls are unaffected.
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/lib/auth/jwt";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { type CallOptions, call } from "./client";

let cookie: string;
let bearer: string;
let userId: number;
const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
const CROSS_SITE = "Cross-site request refused: this change must be made from the site itself.";

beforeAll(async () => {
  const db = await getDb();
  await db.country.upsert({
    where: { code: "IT" },
    update: {},
    create: { code: "IT", nameEn: "Italy", nameIt: "Italia" },
  });
  const user = await db.user.create({
    data: {
      email: "victim@example.com",
      passwordHash: await hashPassword("Victim-pass-1"),
      firstName: "Vic",
      lastName: "Tim",
      countryCode: "IT",
      isEmailVerified: true,
    },
  });
  userId = user.id;
  cookie = `next-auth.session-token=${await encode({ token: { sub: String(user.id), email: user.email }, secret: authSecret })}`;
  bearer = signToken("access", user.id).token;
}, 120_000);

describe("cookie-authenticated writes from another site", () => {
  const writes: [string, string, Record<string, unknown> | undefined][] = [
    ["PATCH", "/users/me/", { first_name: "Pwned" }],
    ["POST", "/leagues/private-leagues/", { name: "Evil league", starts_from_round: 1 }],
    ["POST", "/leagues/private-leagues/join/ABCDEF/", undefined],
    ["POST", "/leagues/private-leagues/join/", { join_code: "ABCDEF" }],
    ["PATCH", "/userteams/user-teams/set-new-team-name/", { name: "Evil FC" }],
    ["DELETE", "/users/me/", undefined],
  ];

  it.each(writes)(
    "%s %s: 403 with a DRF body, by Origin or Sec-Fetch-Site, in any body format",
    async (method, path, body) => {
      const shapes: CallOptions[] = [
        { headers: { cookie, ...evil }, body },
        { headers: { cookie, origin: "https://evil.example" }, body },
        { headers: { cookie, origin: "null" }, body },
        { headers: { cookie, "sec-fetch-site": "same-site" }, body },
        { headers: { cookie, ...evil, "content-type": "text/plain" }, raw: JSON.stringify(body ?? {}) },
        {
          headers: { cookie, ...evil },
          form: Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)])),
        },
      ];
      for (const shape of shapes) {
        const res = await call(method, path, shape);
        expect(res, JSON.stringify(shape.headers)).toMatchObject({ status: 403, body: { detail: CROSS_SITE } });
      }
      expect(await (await getDb()).user.findUnique({ where: { id: userId }, select: { firstName: true } })).toEqual({
        firstName: "Vic",
      });
    },
  );

  it("lets the site's own pages write with the cookie, as JSON only", async () => {
    const own = { cookie, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" };
    const ok = await call("PATCH", "/users/me/", { headers: own, body: { first_name: "Victor" } });
    expect(ok.status).toBe(200);
    expect(ok.body.first_name).toBe("Victor");
    // Without Sec-Fetch-Site, the Origin decides.
    expect(
      (await call("PATCH", "/users/me/", { headers: { cookie, origin: "http://localhost:3000" }, body: {} })).status,
    ).toBe(200);
    const form = await call("PATCH", "/users/me/", { headers: own, form: { first_name: "Formed" } });
    expect(form).toMatchObject({
      status: 415,
      body: { detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.' },
    });
    const text = await call("PATCH", "/users/me/", {
      headers: { ...own, "content-type": "text/plain" },
      raw: JSON.stringify({ first_name: "Texted" }),
    });
    expect(text.status).toBe(415);
  });

  it("leaves Bearer calls alone, whatever their headers and body format", async () => {
    const res = await call("PATCH", "/users/me/", { token: bearer, headers: evil, form: { first_name: "Mobile" } });
    expect(res.status).toBe(200);
    expect(res.body.first_name).toBe("Mobile");
  });

  it("leaves reads alone", async () => {
    expect((await call("GET", "/users/me/", { headers: { cookie, ...evil } })).status).toBe(200);
  });
});
