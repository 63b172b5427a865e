// Text shortening of spec section 9.

/** Club and opponent abbreviations are shown by their first 3 characters. */
export const shortAbbreviation = (abbreviation: string) => abbreviation.slice(0, 3);
