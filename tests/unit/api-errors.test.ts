// The client's error parser (lib/client/api-errors.ts; docs/product.md section 8).
import { describe, expect, it } from "vitest";
import { generalMessages, parseApiError, type ApiErrorTexts } from "@/lib/client/api-errors";

describe("API error parser (docs/product.md section 8)", () => {
  const texts: ApiErrorTexts = {
    error500: "Error 500",
    server: "Server error",
    wrongUrl: "Wrong request URL",
    status: (s) => `Status: ${s}`,
    code: (c) => `Code: ${c}`,
    throttled: (m) => `Try again in ${m} minutes.`,
  };

  it("maps each condition of the catalogue", () => {
    expect(parseApiError(null, texts)).toEqual({ messages: ["Server error"], fields: {} });
    expect(parseApiError({ status: 500, body: { detail: "boom" } }, texts)).toEqual({
      messages: ["Error 500"],
      fields: {},
    });
    expect(parseApiError({ status: 400, body: "Plain text" }, texts)).toEqual({ messages: ["Plain text"], fields: {} });
    expect(parseApiError({ status: 404, body: {} }, texts)).toEqual({ messages: ["Wrong request URL"], fields: {} });
    expect(parseApiError({ status: 418, body: { code: "teapot" } }, texts)).toEqual({
      messages: ["Status: 418", "Code: teapot"],
      fields: {},
    });
  });

  it("turns field errors into 'field: message' lines and a per-field map, detail into a message", () => {
    expect(
      parseApiError(
        {
          status: 400,
          body: { email: ["Please, use correct email address"], text: ["This field is required", "second"] },
        },
        texts,
      ),
    ).toEqual({
      messages: ["email: Please, use correct email address", "text: This field is required", "text: second"],
      fields: { email: "Please, use correct email address", text: "This field is required" },
    });
    expect(parseApiError({ status: 429, body: { detail: "Request was throttled." } }, texts)).toEqual({
      messages: ["Request was throttled."],
      fields: {},
    });
  });

  it("says how many minutes a throttled call waits (its Retry-After, rounded up), not the API's seconds", () => {
    const body = { detail: "Request was throttled. Expected available in 599 seconds." };
    expect(parseApiError({ status: 429, body, retryAfter: 599 }, texts)).toEqual({
      messages: ["Try again in 10 minutes."],
      fields: {},
    });
    expect(parseApiError({ status: 429, body, retryAfter: 30 }, texts).messages).toEqual(["Try again in 1 minutes."]);
  });
});

describe("a form's general messages after a refusal", () => {
  const parsed = (fields: Record<string, string>, messages: string[]) => ({ fields, messages });
  it("shows none when every named field has its control, else every message", () => {
    expect(generalMessages(parsed({ email: "Bad" }, ["email: Bad"]), ["email", "text"])).toEqual([]);
    expect(generalMessages(parsed({ email: "Bad", uid: "Gone" }, ["email: Bad", "uid: Gone"]), ["email"])).toEqual([
      "email: Bad",
      "uid: Gone",
    ]);
    expect(generalMessages(parsed({}, ["Server error"]), ["email"])).toEqual(["Server error"]);
  });
});
