// GET /api/v0/users/countries/autocomplete/?q= – countries matching a text.
import { handle, methods } from "@/lib/api/handler";
import { countriesAutocomplete } from "@/lib/api/endpoints/users";
import { listCountries } from "@/lib/server/users/list-countries";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(countriesAutocomplete, ({ locale, query }) => listCountries({ locale, q: query.q })),
});
