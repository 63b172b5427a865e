// News, counters, prizes, rules, FAQ, legal documents and contact messages as the API shows them (docs/product.md section 3),
// each with its wire schema.
import { z } from "zod";
import type { Counters } from "@/lib/server/content/get-counters";
import type { LegalDocument, LegalDocumentKind } from "@/lib/server/content/get-legal-document";
import type { NewsArticle as NewsArticleData } from "@/lib/server/content/get-news-article";
import type { NewsCard } from "@/lib/server/content/news-card";
import type { Prizes as PrizesData } from "@/lib/server/content/get-prizes";
import type { FaqItem } from "@/lib/server/content/list-faq";
import type { RulesSection as RulesSectionData } from "@/lib/server/content/list-rules-sections";
import { CONTACT_TOPICS } from "@/lib/validation/contact-topics";
import { dateTime, int, named, page } from "./wire";

export const News = named(
  "News",
  z.strictObject({
    id: int(),
    image: z.string(),
    headline: z.string(),
    short_text: z.string(),
    created: dateTime(),
    tags: z.array(z.strictObject({ id: int(), slug: z.string(), name: z.string() })),
    author: z.strictObject({ full_name: z.string() }),
  }),
);
export const NewsList = page("News", News);

export const newsCardJson = (n: NewsCard): z.infer<typeof News> => ({
  id: n.id,
  image: n.image,
  headline: n.headline,
  short_text: n.shortText,
  created: n.createdAt.toISOString(),
  tags: n.tags.map((t) => ({ id: t.id, slug: t.slug, name: t.name })),
  author: { full_name: n.author.fullName },
});

export const NewsArticle = named(
  "NewsArticle",
  News.extend({ full_text: z.string().meta({ description: "Sanitised HTML." }), updated: dateTime() }).strict(),
);

export const newsArticleJson = (n: NewsArticleData): z.infer<typeof NewsArticle> => ({
  ...newsCardJson(n),
  full_text: n.fullText,
  updated: n.updatedAt.toISOString(),
});

export const CountersSchema = named(
  "Counters",
  z.strictObject({ season_participants_count: int(), country_leagues_count: int(), private_leagues_count: int() }),
);

export const countersJson = (c: Counters): z.infer<typeof CountersSchema> => ({
  season_participants_count: c.seasonParticipants,
  country_leagues_count: c.countryLeagues,
  private_leagues_count: c.privateLeagues,
});

const placeImage = () => z.string().optional().meta({ description: "Present when the place has a prize." });
export const Prizes = named(
  "Prizes",
  z.strictObject({
    winner_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).meta({
      description: "1 quad round, 2 season, 3 round.",
    }),
    main_image: placeImage(),
    second_place_image: placeImage(),
    third_place_image: placeImage(),
    items: z.array(z.strictObject({ id: int(), item_text: z.string(), text_for_place: int().min(1).max(3) })),
  }),
);

const PLACE_IMAGE = ["main_image", "second_place_image", "third_place_image"] as const;

export const prizesJson = (p: PrizesData): z.infer<typeof Prizes> => ({
  winner_type: p.winnerType,
  ...Object.fromEntries(p.places.map((place) => [PLACE_IMAGE[place.place - 1], place.image])),
  items: p.places.flatMap((place) =>
    place.items.map((i) => ({ id: i.id, item_text: i.text, text_for_place: place.place })),
  ),
});

export const RulesSection = named(
  "RulesSection",
  z.strictObject({
    id: int(),
    slug: z.string(),
    name: z.string(),
    text: z.string().meta({ description: "Sanitised HTML." }),
    image: z.string().nullable(),
    position: int(),
    section_type: z.string(),
  }),
);

export const rulesSectionJson = (s: RulesSectionData): z.infer<typeof RulesSection> => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  text: s.text,
  image: s.image,
  position: s.position,
  section_type: s.sectionType,
});

export const Faq = named(
  "Faq",
  z.strictObject({
    id: int(),
    position: int(),
    question_text: z.string(),
    answer_text: z.string(),
    created: dateTime(),
  }),
);

export const faqJson = (f: FaqItem): z.infer<typeof Faq> => ({
  id: f.id,
  position: f.position,
  question_text: f.question,
  answer_text: f.answer,
  created: f.createdAt.toISOString(),
});

const LEGAL_KIND_WIRE = {
  terms_of_use: "terms-of-use",
  privacy_policy: "privacy-policy",
  cookies_policy: "cookies-policy",
} as const satisfies Record<LegalDocumentKind, string>;

export const LegalDocumentSchema = named(
  "LegalDocument",
  z.strictObject({
    kind: z.enum(Object.values(LEGAL_KIND_WIRE)),
    version: int(),
    content: z.string().meta({ description: "Sanitised HTML in the request's language." }),
    published_at: dateTime(),
  }),
);

export const legalDocumentJson = (d: LegalDocument): z.infer<typeof LegalDocumentSchema> => ({
  kind: LEGAL_KIND_WIRE[d.kind],
  version: d.version,
  content: d.html,
  published_at: d.publishedAt.toISOString(),
});

/** A contact message as stored: its id and what was sent. */
export const ContactMessage = named(
  "ContactMessage",
  z.strictObject({
    id: int(),
    subject: z.enum(CONTACT_TOPICS),
    text: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.email(),
  }),
);
