// The API's small pieces: language negotiation, the rate limit's client address, JWT signing, a refusal's field, the
// request's id on its log lines.
import { NextRequest } from "next/server";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { negotiateLocale } from "@/i18n/translator";
import { errorResponse, wireField } from "@/lib/api/errors";
import { jsonObjectWith, withRequestId } from "@/lib/api/handler";
import { log } from "@/lib/log";
import { PEER_HEADER, clientAddress } from "@/lib/api/rate-limit";
import { ACCESS_LIFETIME_S, signToken, verifyToken } from "@/lib/auth/jwt";

describe("Accept-Language", () => {
  it.each([
    [null, "en"],
    ["it", "it"],
    ["it-IT,it;q=0.9,en;q=0.8", "it"],
    ["en-US,it;q=0.5", "en"],
    ["de-DE,it;q=0.4", "it"],
    ["fr, de", "en"],
    ["en;q=0.1, it;q=0.9", "it"],
    ["it;q=0, en", "en"],
    [";;;q=abc", "en"],
  ])("%s → %s", (header, locale) => expect(negotiateLocale(header)).toBe(locale));
});

describe("client address (trusted proxies)", () => {
  const xff = (value?: string, ...more: string[]) => {
    const headers = new Headers();
    if (value !== undefined) headers.set("x-forwarded-for", value);
    for (const v of more) headers.append("x-forwarded-for", v);
    return headers;
  };

  it("takes the hop appended by the outermost trusted proxy, ignoring what the client wrote", () => {
    // One proxy: it appended the address it saw; the rest is the client's say.
    expect(clientAddress(xff("198.51.100.7"), 1)).toBe("198.51.100.7");
    expect(clientAddress(xff("1.2.3.4, 198.51.100.7"), 1)).toBe("198.51.100.7");
    expect(clientAddress(xff("spoof-a, spoof-b,198.51.100.7"), 1)).toBe("198.51.100.7");
    // Two proxies (a CDN, then a balancer): the balancer's own entry is the CDN's address.
    expect(clientAddress(xff("1.2.3.4, 198.51.100.7, 203.0.113.1"), 2)).toBe("198.51.100.7");
    // Header lines the proxies added separately count as hops too.
    expect(clientAddress(xff("1.2.3.4", "198.51.100.7"), 1)).toBe("198.51.100.7");
  });

  it("changing the client's part does not change the key", () => {
    const keys = ["", "10.0.0.1, ", "10.0.0.2, 10.0.0.3, "].map((left) => clientAddress(xff(`${left}198.51.100.7`), 1));
    expect(new Set(keys)).toEqual(new Set(["198.51.100.7"]));
  });

  it("falls back to the leftmost hop on a short list, and to one shared key without a usable header", () => {
    expect(clientAddress(xff("198.51.100.7"), 3)).toBe("198.51.100.7");
    expect(clientAddress(xff(" , ,198.51.100.7 ,"), 1)).toBe("198.51.100.7");
    expect(clientAddress(xff(), 1)).toBe("local");
    expect(clientAddress(xff(" , "), 1)).toBe("local");
    expect(clientAddress(new Headers({ "x-real-ip": "1.2.3.4" }), 1)).toBe("local");
  });

  it("with no proxy in front, keys on the connection's peer and believes no header a client wrote", () => {
    const peer = (address: string, forwarded?: string) =>
      new Headers({ [PEER_HEADER]: address, ...(forwarded ? { "x-forwarded-for": forwarded } : {}) });
    expect(clientAddress(peer("198.51.100.7", "1.2.3.4"), 0)).toBe("198.51.100.7");
    expect(clientAddress(peer("::ffff:198.51.100.7"), 0)).toBe("198.51.100.7");
    // Behind a proxy the peer is the proxy: its forwarded hop wins; without one, the peer.
    expect(clientAddress(peer("203.0.113.1", "198.51.100.7"), 1)).toBe("198.51.100.7");
    expect(clientAddress(peer("203.0.113.1"), 1)).toBe("203.0.113.1");
    // Outside the production server (no peer header), every client shares one count.
    expect(clientAddress(xff("1.2.3.4"), 0)).toBe("local");
  });

  it("counts an IPv4 address written IPv6-mapped as the IPv4 address", () => {
    expect(clientAddress(xff("::ffff:198.51.100.7"), 1)).toBe("198.51.100.7");
    expect(clientAddress(xff("::FFFF:198.51.100.7"), 1)).toBe("198.51.100.7");
    expect(clientAddress(xff("[::ffff:198.51.100.7]"), 1)).toBe("198.51.100.7");
    expect(clientAddress(xff("2001:DB8::1"), 1)).toBe("2001:db8::1");
  });

  // The default only shows where the environment does not set it.
  if (!process.env.TRUSTED_PROXY_HOPS)
    it("defaults to no trusted proxy (TRUSTED_PROXY_HOPS unset): a client's X-Forwarded-For is not believed", () => {
      expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4", [PEER_HEADER]: "198.51.100.7" }))).toBe(
        "198.51.100.7",
      );
    });
});

describe("JWT", () => {
  it("verifies its own tokens by type and refuses expired, tampered and foreign ones", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const { token, claims } = signToken("access", 42, { now });
    expect(verifyToken(token, "access", now)).toEqual(claims);
    expect(claims).toMatchObject({ token_type: "access", user_id: 42, exp: claims.iat + ACCESS_LIFETIME_S });
    expect(verifyToken(token, "refresh", now)).toBeNull();
    expect(verifyToken(token, "access", new Date(now.getTime() + ACCESS_LIFETIME_S * 1000))).toBeNull();
    const [h, p, s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, user_id: 1 })).toString("base64url");
    expect(verifyToken(`${h}.${forged}.${s}`, "access", now)).toBeNull();
    expect(verifyToken(`${h}.${p}`, "access", now)).toBeNull();
    expect(verifyToken("garbage", undefined, now)).toBeNull();
  });
});

describe("jsonObjectWith", () => {
  it.each([
    [
      { a: 1, b: [1, 2] },
      { c: "x", d: null },
    ],
    [{ a: 1 }, {}],
    [{}, { c: { d: true } }],
    [{}, {}],
  ])("writes %j with %j as JSON.stringify writes them merged", (object, fields) => {
    expect(jsonObjectWith(JSON.stringify(object), fields)).toBe(JSON.stringify({ ...object, ...fields }));
  });
});

describe("a refusal's field on the wire", () => {
  it("is the endpoint's name for the domain's field, else the domain's name in snake_case", () => {
    expect(wireField("players", { players: "football_players_data" })).toBe("football_players_data");
    expect(wireField("joinCode")).toBe("join_code");
    expect(wireField("startsFromRound", { players: "football_players" })).toBe("starts_from_round");
    expect(wireField("email")).toBe("email");
  });
});

describe("a request's id in the logs", () => {
  /** The log lines written while `run` runs, parsed. */
  async function linesOf(run: () => Promise<unknown>) {
    const stream = (log as unknown as Record<symbol, { write(line: string): boolean }>)[pino.symbols.streamSym]!;
    const lines: Record<string, unknown>[] = [];
    const spy = vi.spyOn(stream, "write").mockImplementation((line: string) => lines.push(JSON.parse(line)) > 0);
    try {
      await run();
    } finally {
      spy.mockRestore();
    }
    return lines;
  }
  const route = { params: Promise.resolve({}) };
  const request = (headers: Record<string, string> = {}) =>
    new NextRequest("http://localhost/api/v0/teams/", { method: "POST", headers });

  it("is on every line written while the request is handled, a failure's and a background task's too", async () => {
    let background: Promise<void> | undefined;
    let response: Response | undefined;
    const handler = withRequestId(async (req) => {
      log.info({ service: "web" }, "reading");
      background = new Promise((resolve) => setTimeout(resolve, 5)).then(() => log.warn({ service: "mail" }, "later"));
      return errorResponse("en", new Error("boom"), { request: req });
    });
    const lines = await linesOf(async () => {
      response = await handler(request({ "x-request-id": "edge-7f3a.1" }), route);
      await background;
    });
    expect(response!.status).toBe(500);
    expect(response!.headers.get("x-request-id")).toBe("edge-7f3a.1");
    expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
      ["reading", "edge-7f3a.1"],
      ["request failed", "edge-7f3a.1"],
      ["later", "edge-7f3a.1"],
    ]);
    expect(lines[1]).toMatchObject({
      level: "error",
      service: "web",
      pid: process.pid,
      method: "POST",
      path: "/api/v0/teams/",
      err: { message: "boom" },
    });
    // Outside a request, no id.
    expect((await linesOf(async () => log.info("idle")))[0]).not.toHaveProperty("requestId");
  });

  it("is a new UUID when the request brings none, or one that does not look like an id", async () => {
    const handler = withRequestId(async () => new Response(null, { status: 204 }));
    const given: Record<string, string>[] = [
      {},
      { "x-request-id": "a b<script>" },
      { "x-request-id": "x".repeat(129) },
    ];
    for (const headers of given)
      expect((await handler(request(headers), route)).headers.get("x-request-id")).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
  });
});
