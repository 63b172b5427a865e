// The profanity filter of spec section 9 (team names and the first name): bad-words' English list
// plus the Italian list, matched on whole words.
import { Filter } from "bad-words";
import italian from "italian-badwords-list/lib/array.js";

let filter: Filter | undefined;

export function isProfane(text: string): boolean {
  if (!filter) {
    filter = new Filter();
    filter.addWords(...(italian as string[]));
  }
  return filter.isProfane(text);
}
