// The download page's platform detection (components/download/download-app.tsx; docs/product.md section 2).
import { describe, expect, it } from "vitest";
import { detectPlatform } from "@/components/download/download-app";

describe("download page platform", () => {
  it("tells Android, iOS (iPadOS as a Mac with touch) and anything else apart", () => {
    expect(detectPlatform("Mozilla/5.0 (Linux; Android 14; Pixel 8)")).toBe("android");
    expect(detectPlatform("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)")).toBe("ios");
    expect(detectPlatform("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 5)).toBe("ios");
    expect(detectPlatform("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 0)).toBe("other");
    expect(detectPlatform("Mozilla/5.0 (X11; Linux x86_64)")).toBe("other");
  });
});
