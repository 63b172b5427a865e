// Operator HTML (news, rules, terms) is trusted but still sanitised before it reaches a page:
// formatting, lists, links, images and tables only; no scripts, styles or event handlers.
import "server-only";
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "h1", "h2", "figure", "figcaption"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    "*": ["id"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS);
