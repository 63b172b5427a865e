// Types for italian-badwords-list (CommonJS, untyped): the word list the profanity filter adds.
declare module "italian-badwords-list" {
  const list: { array: string[]; regex: RegExp; transformToLeet(text: string): string };
  export default list;
}
