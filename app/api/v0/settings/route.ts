// GET /api/v0/settings/ – the game settings.
import { handle, methods } from "@/lib/api/handler";
import { settings } from "@/lib/api/endpoints/settings";
import { settingsJson } from "@/lib/api/serializers/teams";
import { readPublicSettings } from "@/lib/server/settings";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(settings, async () => settingsJson(await readPublicSettings())),
});
