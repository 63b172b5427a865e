declare module "italian-badwords-list/lib/array.js" {
  const words: string[];
  export default words;
}
