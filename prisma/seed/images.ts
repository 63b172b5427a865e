// Generated SVG images for the demo: club logos and jerseys, news and prize pictures. Written
// under public/seed/ (only when missing or changed) and referenced by their public paths.
import fs from "node:fs";
import path from "node:path";
import type { ClubData } from "./data";

const PUBLIC_DIR = path.resolve("public");

function write(publicPath: string, svg: string): string {
  const file = path.join(PUBLIC_DIR, publicPath);
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== svg) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, svg);
  }
  return publicPath;
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function clubLogo(club: ClubData): string {
  return write(
    `/seed/clubs/${club.abbreviation.toLowerCase()}-logo.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 72" role="img" aria-label="${escape(club.name)}">
<path d="M32 2 60 10v24c0 18-12 30-28 36C16 64 4 52 4 34V10z" fill="${club.primary}" stroke="${club.secondary}" stroke-width="3"/>
<path d="M32 8v58" stroke="${club.secondary}" stroke-width="6" opacity=".35"/>
<text x="32" y="42" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" text-anchor="middle" fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width=".6">${club.abbreviation}</text>
</svg>
`,
  );
}

function jersey(body: string, trim: string, stripes: string | null): string {
  const stripe = stripes
    ? `<g fill="${stripes}">${[16, 28, 40].map((x) => `<rect x="${x}" y="8" width="6" height="56"/>`).join("")}</g>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><clipPath id="j"><path d="M20 4h24l16 10-6 12-8-4v38H18V22l-8 4-6-12z"/></clipPath></defs>
<path d="M20 4h24l16 10-6 12-8-4v38H18V22l-8 4-6-12z" fill="${body}"/>
<g clip-path="url(#j)">${stripe}</g>
<path d="M20 4h24l16 10-6 12-8-4v38H18V22l-8 4-6-12z" fill="none" stroke="${trim}" stroke-width="2"/>
<path d="M26 4c2 4 10 4 12 0" fill="none" stroke="${trim}" stroke-width="2.5"/>
</svg>
`;
}

export function clubJerseys(club: ClubData): { outfield: string; goalkeeper: string } {
  const abbr = club.abbreviation.toLowerCase();
  const striped = ["INT", "JUV", "MIL", "ATA", "UDI", "CRE", "GEN", "BOL", "PIS"].includes(club.abbreviation);
  return {
    outfield: write(
      `/seed/clubs/${abbr}-jersey.svg`,
      jersey(club.primary, club.secondary, striped ? club.secondary : null),
    ),
    goalkeeper: write(`/seed/clubs/${abbr}-gk.svg`, jersey("#2fbf71", "#0b3d22", null)),
  };
}

const PALETTES = [
  ["#051f47", "#1565d8", "#f6c343"],
  ["#146236", "#1f8a4c", "#ffffff"],
  ["#5b1a1a", "#d93636", "#f6c343"],
  ["#2b1a5b", "#6b46c1", "#f6c343"],
  ["#0b3b4f", "#12a0d7", "#ffffff"],
];

/** A 16:9 picture with a pitch motif and a title. */
export function banner(publicPath: string, title: string, index: number): string {
  const [dark, mid, accent] = PALETTES[index % PALETTES.length]!;
  return write(
    publicPath,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>
<g fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="4">
<rect x="40" y="40" width="720" height="370"/><line x1="400" y1="40" x2="400" y2="410"/><circle cx="400" cy="225" r="70"/>
<rect x="40" y="140" width="90" height="170"/><rect x="670" y="140" width="90" height="170"/></g>
<circle cx="${560 + (index % 3) * 40}" cy="${150 + (index % 4) * 30}" r="34" fill="#fff"/>
<path d="M${560 + (index % 3) * 40} ${130 + (index % 4) * 30}l14 10-5 16h-18l-5-16z" fill="${dark}"/>
<rect x="60" y="320" width="${Math.min(680, 40 + title.length * 17)}" height="70" rx="10" fill="${accent}" opacity=".95"/>
<text x="80" y="366" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${dark}">${escape(title)}</text>
</svg>
`,
  );
}

/** A trophy in gold, silver or bronze for prize places 1–3. */
export function trophy(publicPath: string, place: 1 | 2 | 3): string {
  const [main, shade] = [
    ["#f6c343", "#c99400"],
    ["#d9dde3", "#9aa3ad"],
    ["#d98c4a", "#9c5a22"],
  ][place - 1]!;
  return write(
    publicPath,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="Trophy ${place}">
<rect width="200" height="200" rx="24" fill="#051f47"/>
<path d="M62 40h76v30c0 26-17 46-38 46S62 96 62 70z" fill="${main}"/>
<path d="M62 52H42c0 22 10 34 24 36M138 52h20c0 22-10 34-24 36" fill="none" stroke="${main}" stroke-width="8"/>
<rect x="92" y="114" width="16" height="24" fill="${shade}"/><rect x="68" y="138" width="64" height="18" rx="4" fill="${main}"/>
<text x="100" y="88" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#051f47">${place}</text>
</svg>
`,
  );
}
