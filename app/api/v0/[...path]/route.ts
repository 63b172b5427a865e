// Any other /api/v0/ path – DRF's 404 {"detail": "Not found."} in JSON, never the site's HTML page.
import { type NextRequest, NextResponse } from "next/server";
import { detail } from "@/lib/api/errors";
import { duringMaintenance } from "@/lib/api/handler";
import { negotiateLocale } from "@/i18n/translator";

const notFound = duringMaintenance(async (req: NextRequest) =>
  NextResponse.json(
    { detail: detail(negotiateLocale(req.headers.get("accept-language")), "notFound") },
    { status: 404 },
  ),
);

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
