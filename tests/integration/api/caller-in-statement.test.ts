// The own-team read (GET /userteams/user-teams/) reads the calling user in the same statement as his teams
// (lib/api/handler.ts `handleWithCaller`): it must refuse exactly as every other signed-in call does. A user deleted,
// deactivated, unverified or whose password changed after the token was issued is refused; a session cookie is
// treated as the Bearer token is; and a bad query from a caller who would be refused gets the refusal, not the 400.
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { seed } from "@/prisma/seed";
import { webSignIn } from "./auth-client";
import { call } from "./client";

const LIVE = "/userteams/user-teams/?season_status=live";
const BAD_QUERY = "/userteams/user-teams/?season_status=over";
const FAN = { email: "caller-fan@example.com", password: "Caller-pass-1" };
const COOKIE = "next-auth.session-token";

let demo: string;
let fanId: number;

const token = async (email: string, password: string, address: string) =>
  (await call("POST", "/users/token/", { body: { email, password }, headers: { "x-forwarded-for": address } })).body
    .access as string;

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  demo = await token(DEMO_LOGIN.email, DEMO_LOGIN.password, "10.7.0.1");
  fanId = (
    await db.user.create({
      data: {
        email: FAN.email,
        passwordHash: await hashPassword(FAN.password),
        firstName: "Cal",
        lastName: "Ler",
        isEmailVerified: true,
      },
    })
  ).id;
}, 300_000);

describe("the own-team read with its caller read in the same statement", () => {
  it("answers the signed-in owner his team, and a bad query with a 400", async () => {
    const mine = await call("GET", LIVE, { token: demo });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ name: "Demo United", rounds_played: expect.any(Number) });
    expect(mine.body[0].football_players[0].football_player).toMatchObject({
      id: expect.any(Number),
      full_name: expect.any(String),
      football_club: expect.objectContaining({ id: expect.any(Number) }),
    });
    const bad = await call("GET", BAD_QUERY, { token: demo });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["season_status"]);
  });

  it("refuses without credentials or with a bad token, before looking at the query", async () => {
    for (const url of [LIVE, BAD_QUERY]) {
      expect(await call("GET", url)).toMatchObject({ status: 401, body: { code: "not_authenticated" } });
      expect(await call("GET", url, { token: `${demo}x` })).toMatchObject({
        status: 401,
        body: { code: "token_not_valid" },
      });
    }
  });

  it("refuses an unverified user (403), a deactivated or deleted one and a spent token (401)", async () => {
    const db = await getDb();
    const fan = await token(FAN.email, FAN.password, "10.7.0.2");
    expect(await call("GET", LIVE, { token: fan })).toMatchObject({ status: 200, body: [] });

    await db.user.update({ where: { id: fanId }, data: { isEmailVerified: false } });
    for (const url of [LIVE, BAD_QUERY])
      expect(await call("GET", url, { token: fan })).toMatchObject({
        status: 403,
        body: { code: "email_not_verified" },
      });
    await db.user.update({ where: { id: fanId }, data: { isEmailVerified: true, isActive: false } });
    for (const url of [LIVE, BAD_QUERY])
      expect(await call("GET", url, { token: fan })).toMatchObject({ status: 401, body: { code: "token_not_valid" } });
    await db.user.update({ where: { id: fanId }, data: { isActive: true } });
    expect((await call("GET", LIVE, { token: fan })).status).toBe(200);

    // The password changed after the token was issued: the token is spent (its stamp is old).
    await db.user.update({ where: { id: fanId }, data: { passwordChangedAt: new Date(Date.now() + 1234) } });
    for (const url of [LIVE, BAD_QUERY])
      expect(await call("GET", url, { token: fan })).toMatchObject({ status: 401, body: { code: "token_not_valid" } });
    // A token issued since carries the new stamp (milliseconds included) and is served.
    const renewed = await token(FAN.email, FAN.password, "10.7.0.3");
    expect(await call("GET", LIVE, { token: renewed })).toMatchObject({ status: 200, body: [] });

    await db.user.delete({ where: { id: fanId } });
    expect(await call("GET", LIVE, { token: renewed })).toMatchObject({
      status: 401,
      body: { code: "token_not_valid" },
    });
  });

  it("serves a web session as the token, and refuses it once the user is gone", async () => {
    const db = await getDb();
    const email = "caller-web@example.com";
    const user = await db.user.create({
      data: {
        email,
        passwordHash: await hashPassword(FAN.password),
        firstName: "Web",
        lastName: "Fan",
        isEmailVerified: true,
      },
    });
    const signedIn = await webSignIn(email, FAN.password, { "x-forwarded-for": "10.7.0.4" });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${COOKIE}=`))!
      .split(";")[0]!;
    expect(await call("GET", LIVE, { headers: { cookie } })).toMatchObject({ status: 200, body: [] });
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    for (const url of [LIVE, BAD_QUERY])
      expect(await call("GET", url, { headers: { cookie } })).toMatchObject({
        status: 401,
        body: { code: "not_authenticated" },
      });
  });
});
