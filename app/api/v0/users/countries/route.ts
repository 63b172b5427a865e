// GET /api/v0/users/countries/ – every country, by name in the request's language.
import { handle, methods } from "@/lib/api/handler";
import { countries } from "@/lib/api/endpoints/users";
import { listCountries } from "@/lib/server/users/list-countries";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(countries, ({ locale }) => listCountries({ locale })),
});
