// Operator files as the operator's spreadsheet wrote them (ops/files.ts): CSV through a real parser, its
// delimiter taken from the header line, rows numbered by the line they start on, and the bytes of Excel's
// Windows-1252 read as the characters they are.
import { describe, expect, it } from "vitest";
import { FileError, decodeText, encodingFlag, parseCsv } from "@/ops/files";

const problems = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof FileError) return error.problems;
    throw error;
  }
  throw new Error("not refused");
};

describe("parseCsv", () => {
  it("reads quoted fields holding the delimiter, a newline and doubled quotes; numbers rows by their first line", () => {
    const csv = parseCsv(
      "clubs.csv",
      [
        "# the season's clubs",
        "abbreviation,full_name",
        "",
        'PAL,"Palermo, ""the Eagles""',
        'founded 1900"',
        "  # a comment between rows",
        "  INT , Inter ",
        ",",
        "MIL,Milan",
      ].join("\r\n"),
    );
    expect(csv).toEqual({
      header: ["abbreviation", "full_name"],
      headerLine: 2,
      rows: [
        { line: 4, values: { abbreviation: "PAL", full_name: 'Palermo, "the Eagles"\nfounded 1900' } },
        { line: 7, values: { abbreviation: "INT", full_name: "Inter" } },
        { line: 9, values: { abbreviation: "MIL", full_name: "Milan" } },
      ],
    });
  });

  it("takes the delimiter from the header line: `;` as Excel writes it in Italian", () => {
    const csv = parseCsv("players.csv", "external_id;last_name;price\np-1;De Rossi, jr.;5,5\n");
    expect(csv.rows).toEqual([{ line: 2, values: { external_id: "p-1", last_name: "De Rossi, jr.", price: "5,5" } }]);
  });

  it("refuses a broken row with the line it starts on", () => {
    expect(problems(() => parseCsv("r.csv", 'player,minutes\n"p-1\n\n90\n'))).toEqual(["r.csv:2: unterminated quote"]);
    expect(problems(() => parseCsv("r.csv", "player,minutes\n\np-1,90,3\np-2\n"))).toEqual([
      "r.csv:3: expected 2 fields, found 3",
      "r.csv:4: expected 2 fields, found 1",
    ]);
  });
});

describe("decodeText", () => {
  it("reads Windows-1252's own characters (bytes 0x80-0x9F) and refuses the bytes it leaves undefined", () => {
    const bytes = Buffer.from([0x92, 0x93, 0x94, 0x80, 0x96, 0x97, 0x20, 0xe0]);
    expect(decodeText("f.csv", bytes, encodingFlag({ encoding: "cp1252" }))).toBe("’“”€–— à");
    expect(problems(() => decodeText("f.csv", Buffer.from("a\n\x81", "latin1"), "windows-1252"))).toEqual([
      "f.csv:2: byte 0x81 is not a character in Windows-1252: save the file as UTF-8",
    ]);
  });

  it("refuses ISO-8859-1's control bytes: such a file is Windows-1252", () => {
    expect(problems(() => decodeText("f.csv", Buffer.from([0x92]), "latin1"))).toEqual([
      "f.csv:1: byte 0x92 is not a character in ISO-8859-1: if the file comes from Excel, import it with --encoding windows-1252",
    ]);
  });
});
