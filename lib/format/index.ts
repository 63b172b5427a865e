// Formatting of docs/product.md section 9: prices, team values, counts, percentages, abbreviations, dates.
export * from "./dates";
export * from "./numbers";
export * from "./text";
