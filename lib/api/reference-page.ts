// The browsable reference at /api/v0/docs/: the OpenAPI document rendered as one self-contained
// HTML page (no CDN, no script): endpoints by tag with their parameters, bodies and responses (each
// answer's schema linked to the named schemas listed at the end).
type Doc = ReturnType<typeof import("./openapi").openApiDocument>;

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f7f9}
header{background:#0b3d2e;color:#fff;padding:24px 32px}header h1{margin:0 0 4px;font-size:24px}header p{margin:0;opacity:.85}
main{max-width:1100px;margin:0 auto;padding:24px 32px}nav{columns:3;margin-bottom:24px}nav a{display:block;color:#0b3d2e}
h2{border-bottom:2px solid #0b3d2e;padding-bottom:4px;margin-top:40px;text-transform:capitalize}
details{background:#fff;border:1px solid #d8dde3;border-radius:6px;margin:8px 0}summary{cursor:pointer;padding:10px 14px;display:flex;gap:12px;align-items:baseline}
.m{font:700 12px monospace;padding:2px 8px;border-radius:4px;color:#fff;min-width:52px;text-align:center}
.GET{background:#1f6feb}.POST{background:#1a7f37}.PUT{background:#9a6700}.PATCH{background:#8250df}.DELETE{background:#cf222e}.HEAD{background:#57606a}
.p{font-family:monospace;font-weight:600}.s{color:#57606a;font-size:14px}.a{margin-left:auto;font-size:12px;color:#57606a;white-space:nowrap}
.body{padding:0 14px 14px}table{border-collapse:collapse;width:100%;margin:8px 0}td,th{border:1px solid #d8dde3;padding:4px 8px;text-align:left;font-size:14px;vertical-align:top}
pre{background:#0d1117;color:#e6edf3;padding:10px;border-radius:6px;overflow:auto;font-size:12px;max-height:360px}code{font-family:monospace}`;

const AUTH: Record<string, string> = {
  public: "public",
  optional: "credentials optional",
  user: "signed in",
  verified: "signed in, verified e-mail",
};

type Schema = { $ref?: string; type?: string; items?: Schema };

/** An answer's body: a link to its named schema, a list of one, or its type. */
function bodyOf(schema: Schema | undefined): string {
  if (!schema) return "";
  const name = schema.$ref?.split("/").at(-1);
  if (name) return `<a href="#schema-${esc(name)}"><code>${esc(name)}</code></a>`;
  if (schema.type === "array") return `list of ${bodyOf(schema.items)}`;
  return `<code>${esc(schema.type)}</code>`;
}

export function referencePage(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(ops)) {
      const op = raw as {
        tags: string[];
        summary: string;
        parameters: { name: string; in: string; required: boolean; schema: unknown }[];
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
        "x-auth": string;
      };
      const params = op.parameters.length
        ? `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr>${op.parameters
            .map(
              (p) =>
                `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? "yes" : "no"}</td><td><code>${esc(JSON.stringify(p.schema))}</code></td></tr>`,
            )
            .join("")}</table>`
        : "";
      const body = op.requestBody
        ? `<h4>Request body (JSON or form data)</h4><pre>${esc(JSON.stringify(op.requestBody.content["application/json"]!.schema, null, 2))}</pre>`
        : "";
      const responses = `<table><tr><th>Status</th><th>Meaning</th><th>Body</th></tr>${Object.entries(op.responses)
        .map(
          ([s, r]) =>
            `<tr><td>${esc(s)}</td><td>${esc(r.description)}</td><td>${bodyOf(Object.values(r.content ?? {})[0]?.schema)}</td></tr>`,
        )
        .join("")}</table>`;
      const html = `<details id="${esc(`${method}-${path}`)}"><summary><span class="m ${method.toUpperCase()}">${method.toUpperCase()}</span><span class="p">/api/v0${esc(path)}</span><span class="s">${esc(op.summary)}</span><span class="a">${esc(AUTH[op["x-auth"]] ?? op["x-auth"])}</span></summary><div class="body">${params}${body}${responses}</div></details>`;
      const tag = op.tags[0] ?? "other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(doc.info.title)} – reference</title><style>${STYLE}</style></head>
<body><header><h1>${esc(doc.info.title)} ${esc(doc.info.version)}</h1><p style="white-space:pre-line">${esc(doc.info.description)}</p><p>Machine-readable: <a style="color:#fff" href="../schema/">/api/v0/schema/</a> (OpenAPI 3.1)</p></header>
<main><nav>${tags.map((t) => `<a href="#tag-${esc(t)}">${esc(t)} (${byTag.get(t)!.length})</a>`).join("")}<a href="#schemas">schemas (${Object.keys(doc.components.schemas).length})</a></nav>
${tags.map((t) => `<h2 id="tag-${esc(t)}">${esc(t)}</h2>${byTag.get(t)!.join("\n")}`).join("\n")}
<h2 id="schemas">Schemas</h2>${Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<details id="schema-${esc(name)}"><summary><span class="p">${esc(name)}</span></summary><div class="body"><pre>${esc(JSON.stringify(schema, null, 2))}</pre></div></details>`,
    )
    .join("\n")}</main></body></html>`;
}
