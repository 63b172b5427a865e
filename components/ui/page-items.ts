// The pager's page range (docs/product.md section 9): 4 pages around the current one (2 on mobile) and 1 margin
// page at each end, gaps shown as a break, as react-paginate lays them out.

export type PageItem = number | "break";

/** The pages to show for `current` (1-based) of `pages`. */
export function pageItems(current: number, pages: number, range: number, margin: number): PageItem[] {
  if (pages <= range) return Array.from({ length: pages }, (_, i) => i + 1);
  const selected = current - 1;
  let left = Math.floor(range / 2);
  let right = range - left;
  if (selected > pages - range / 2) {
    right = pages - selected;
    left = range - right;
  } else if (selected < range / 2) {
    left = selected;
    right = range - left;
  }
  const items: PageItem[] = [];
  for (let index = 0; index < pages; index++) {
    const page = index + 1;
    const inMargin = page <= margin || page > pages - margin;
    const inRange = index >= selected - left && index <= selected + (selected === 0 && range > 1 ? right - 1 : right);
    if (inMargin || inRange) items.push(page);
    else if (items.at(-1) !== "break") items.push("break");
  }
  return items;
}
