// The pager's page range (components/ui/page-items.ts; docs/product.md sections 2 "News" and 9).
import { describe, expect, it } from "vitest";
import { pageItems } from "@/components/ui/page-items";

describe("news page range (4 pages, 2 on mobile, 1 margin page)", () => {
  it("shows every page when they fit the range", () => {
    expect(pageItems(1, 1, 4, 1)).toEqual([1]);
    expect(pageItems(3, 4, 4, 1)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the range around the current page with a margin page at each end", () => {
    expect(pageItems(1, 10, 4, 1)).toEqual([1, 2, 3, 4, "break", 10]);
    expect(pageItems(5, 10, 4, 1)).toEqual([1, "break", 3, 4, 5, 6, 7, "break", 10]);
    expect(pageItems(10, 10, 4, 1)).toEqual([1, "break", 7, 8, 9, 10]);
  });

  it("narrows to 2 pages on mobile", () => {
    expect(pageItems(1, 4, 2, 1)).toEqual([1, 2, "break", 4]);
    expect(pageItems(5, 10, 2, 1)).toEqual([1, "break", 4, 5, 6, "break", 10]);
  });
});
