// The profanity filter for names fans choose (docs/product.md section 9: team names and the first name):
// bad-words' English list plus italian-badwords-list (bad-words alone misses most
// Italian words). Pure: the lists ship with the packages.
import { Filter } from "bad-words";
import italian from "italian-badwords-list";

let filter: Filter | undefined;

/** Whether any word of `text` is offensive in English or Italian (accents and case ignored). */
export function isOffensive(text: string): boolean {
  if (!filter) {
    filter = new Filter();
    filter.addWords(...italian.array);
  }
  const plain = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return filter.isProfane(plain) || filter.isProfane(plain.replace(/[_\d]+/g, " "));
}
