"use client";

// The article page's social feed column (docs/product.md section 2 "News"): 8 posts, desktop only, loaded by
// the network's own widget after the page is interactive. Where the widget cannot load (blocked,
// offline), the link to the account stays: nothing breaks.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";

export const SOCIAL_FEED_URL = "https://x.com/SerieA";
const WIDGET_SRC = "https://platform.twitter.com/widgets.js";
/** docs/product.md section 9: social feed 8 posts. */
const POSTS = 8;
const DESKTOP = "(min-width: 1024px)";

export function SocialFeed() {
  const t = useTranslations("News");

  useEffect(() => {
    if (!window.matchMedia(DESKTOP).matches || document.querySelector(`script[src="${WIDGET_SRC}"]`)) return;
    const script = document.createElement("script");
    script.src = WIDGET_SRC;
    script.async = true;
    script.onerror = () => script.remove();
    document.body.appendChild(script);
  }, []);

  return (
    <aside aria-labelledby="social-feed-title" className="hidden lg:block">
      <Card className="sticky top-24 p-5">
        <h2 id="social-feed-title" className="mb-3 text-lg font-bold text-brand-900">
          {t("socialFeed")}
        </h2>
        <a
          className="twitter-timeline text-sm font-semibold text-brand-600 underline"
          data-tweet-limit={POSTS}
          data-dnt="true"
          data-chrome="noheader nofooter"
          href={SOCIAL_FEED_URL}
        >
          {t("socialFeedLink")}
        </a>
      </Card>
    </aside>
  );
}
