// News, counters, prizes, rules and FAQ as the API shows them (spec section 3).
import type { Counters } from "@/lib/server/content/counters";
import type { NewsArticle, NewsCard } from "@/lib/server/content/news";
import type { Prizes } from "@/lib/server/content/prizes";
import type { FaqItem, RulesSection } from "@/lib/server/content/rules";

export const newsCardJson = (n: NewsCard) => ({
  id: n.id,
  image: n.image,
  headline: n.headline,
  short_text: n.shortText,
  created: n.createdAt.toISOString(),
  tags: n.tags.map((t) => ({ id: t.id, slug: t.slug, name: t.name })),
  author: { full_name: n.author.fullName },
});

export const newsArticleJson = (n: NewsArticle) => ({
  ...newsCardJson(n),
  full_text: n.fullText,
  updated: n.updatedAt.toISOString(),
});

export const countersJson = (c: Counters) => ({
  season_participants_count: c.seasonParticipants,
  country_leagues_count: c.countryLeagues,
  private_leagues_count: c.privateLeagues,
});

const PLACE_IMAGE = ["main_image", "second_place_image", "third_place_image"] as const;

export const prizesJson = (p: Prizes) => ({
  winner_type: p.winnerType,
  ...Object.fromEntries(p.places.map((place) => [PLACE_IMAGE[place.place - 1], place.image])),
  items: p.places.flatMap((place) =>
    place.items.map((i) => ({ id: i.id, item_text: i.text, text_for_place: place.place })),
  ),
});

export const rulesSectionJson = (s: RulesSection) => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  text: s.text,
  image: s.image,
  position: s.position,
  section_type: s.sectionType,
});

export const faqJson = (f: FaqItem) => ({
  id: f.id,
  position: f.position,
  question_text: f.question,
  answer_text: f.answer,
  created: f.createdAt.toISOString(),
});
