// The OpenAPI document as a mobile team takes it: Redocly's recommended rules find nothing but the trailing slashes
// the document explains, and openapi-typescript gives every success answer a named body type (the answers themselves
// are checked against the document by the API's integration tests, tests/integration/api/document.ts).
import { createConfig, lintFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { allEndpoints } from "@/lib/api/endpoints";
import { openApiDocument } from "@/lib/api/openapi";
import { referencePage } from "@/lib/api/reference-page";

const doc = openApiDocument();
const endpoints = allEndpoints();

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules but for the trailing slashes, which it explains", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "openapi.json", config });
    const slashes = problems.filter((p) => p.ruleId === "no-path-trailing-slash");
    expect(problems.filter((p) => p.ruleId !== "no-path-trailing-slash").map((p) => [p.ruleId, p.message])).toEqual([]);
    expect(slashes).toHaveLength(Object.keys(doc.paths).length);
    expect(doc.info.description).toContain("Paths end in a slash");
    expect(doc.info.description).toContain("no-path-trailing-slash");
  });

  it("declares public operations with an empty security requirement and the others with bearer or session", () => {
    for (const e of endpoints) {
      const op = (doc.paths[e.path] as Record<string, { security: unknown[] }>)[e.method.toLowerCase()]!;
      if (e.auth === "public") expect(op.security, `${e.method} ${e.path}`).toEqual([]);
      else expect(op.security, `${e.method} ${e.path}`).toContainEqual({ bearer: [] });
    }
  });

  it("gives every success answer a named body type in the client openapi-typescript generates", async () => {
    const source = ts.createSourceFile("api.d.ts", astToString(await openapiTS(doc as never)), ts.ScriptTarget.Latest);
    const printer = ts.createPrinter();
    const member = (node: ts.Node | undefined, name: string) =>
      node && ts.isTypeLiteralNode(node)
        ? node.members.find(
            (m): m is ts.PropertySignature => ts.isPropertySignature(m) && m.name.getText(source) === name,
          )
        : undefined;
    const operations = source.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "operations",
    )!;
    const bodies = new Map<string, string>();
    for (const op of operations.members as ts.NodeArray<ts.PropertySignature>) {
      const responses = member(op.type, "responses")?.type as ts.TypeLiteralNode;
      for (const answer of responses.members as ts.NodeArray<ts.PropertySignature>) {
        const status = answer.name.getText(source);
        if (!status.startsWith("2")) continue;
        const content = member(answer.type, "content");
        bodies.set(
          `${op.name.getText(source)} ${status}`,
          content?.type && ts.isTypeLiteralNode(content.type)
            ? printer.printNode(ts.EmitHint.Unspecified, content.type.members[0]!, source)
            : "never",
        );
      }
    }
    expect(bodies.size).toBe(endpoints.length);
    const named = /^"(application\/json|text\/html)": (components\["schemas"\]\["\w+"\](\[\])?|string);$/;
    for (const e of endpoints) {
      const id = `${e.method.toLowerCase()}_${e.path.replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_|_$/g, "")}`;
      const status = e.status ?? (e.response ? 200 : 204);
      const body = bodies.get(`${id} ${status}`);
      // A HEAD answer and a 204 have no body by definition; every other success has a named type.
      if (e.method === "HEAD" || status === 204) expect(body, `${id} ${status}`).toBe("never");
      else expect(body, `${id} ${status}`).toMatch(named);
    }
    expect([...bodies.values()].filter((b) => b.includes("components")).length).toBeGreaterThan(70);
  });

  it("names the DRF pages and the spec's entities as components", () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        "Player",
        "Club",
        "Game",
        "Round",
        "UserTeam",
        "League",
        "Standing",
        "News",
        "PaginatedPlayerList",
        "PaginatedNewsList",
        "PaginatedStandingList",
      ]),
    );
    const page = doc.components.schemas.PaginatedPlayerList as { required: string[]; properties: object };
    expect(page.required).toEqual(["count", "next", "previous", "results"]);
    expect(page.properties).toMatchObject({
      next: { anyOf: [{ type: "string", format: "uri" }, { type: "null" }] },
      results: { type: "array", items: { $ref: "#/components/schemas/Player" } },
    });
    expect(doc.components.schemas.Round).toMatchObject({
      properties: {
        userteam_deadline: { type: "string", format: "date-time" },
        status: { enum: ["scheduled", "live", "finished", "cancelled"] },
      },
    });
    expect(doc.components.schemas.Game).toMatchObject({ properties: { team_1_score: { type: ["integer", "null"] } } });
  });

  it("describes the request rules the server enforces", () => {
    const body = (path: string, method = "post") =>
      (doc.paths[path] as Record<string, { requestBody: { content: Record<string, { schema: never }> } }>)[method]!
        .requestBody.content["application/json"]!.schema as { properties: Record<string, Record<string, unknown>> };
    expect(body("/users/token/").properties.email).toMatchObject({ type: "string", format: "email" });
    expect(body("/users/password/reset/").properties.email).toMatchObject({ format: "email" });
    expect(body("/contact-us/").properties.email).toMatchObject({ format: "email" });
    const teamName = { type: "string", minLength: 1, maxLength: 30, pattern: expect.any(String) };
    expect(body("/userteams/user-teams/").properties.user_team).toMatchObject({ properties: { name: teamName } });
    expect(body("/userteams/user-teams/set-new-team-name/", "patch").properties.name).toMatchObject(teamName);
    expect(body("/users/me/", "patch").properties.team_name).toMatchObject(teamName);
  });

  it("shows each answer's schema on the reference page", () => {
    const page = referencePage(doc);
    for (const name of Object.keys(doc.components.schemas)) expect(page).toContain(`id="schema-${name}"`);
    expect(page).toContain('<a href="#schema-PaginatedPlayerList"><code>PaginatedPlayerList</code></a>');
    expect(page).toContain('list of <a href="#schema-Club"><code>Club</code></a>');
  });
});
