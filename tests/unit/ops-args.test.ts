// An operator command's line read strictly (ops/args.ts): a flag the command does not declare, a switch
// given a value, a flag missing its value or arguments miscounted are refused, naming the flag meant.
import { describe, expect, it } from "vitest";
import { type Syntax, UsageError, readCommandLine } from "@/ops/args";

const close: Syntax = { args: 1, flags: { force: "boolean", "pause-ms": "string", "dry-run": "boolean" } };
const status: Syntax = { args: 0, flags: { json: "boolean" } };

const refusal = (argv: string[], syntax = close, name = "round close") => {
  try {
    readCommandLine(name, argv, syntax);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error("not refused");
};

describe("readCommandLine", () => {
  it("reads the declared flags and the arguments", () => {
    expect(readCommandLine("round close", ["13", "--dry-run", "--pause-ms", "500", "--force"], close)).toEqual({
      args: ["13"],
      flags: { "dry-run": true, "pause-ms": "500", force: true },
      help: false,
    });
    expect(readCommandLine("round close", ["--pause-ms=0", "13"], close).flags).toEqual({ "pause-ms": "0" });
  });

  it("refuses a misspelt flag, naming the one meant", () => {
    expect(refusal(["13", "--dryrun", "--force"])).toBe("Unknown flag --dryrun. Did you mean --dry-run?");
    expect(refusal(["13", "--dry_run"])).toBe("Unknown flag --dry_run. Did you mean --dry-run?");
    expect(refusal(["--jsn"], status, "status")).toBe("Unknown flag --jsn. Did you mean --json?");
  });

  it("lists the command's flags when none is near, and refuses a flag of another command", () => {
    expect(refusal(["--dry-run"], status, "status")).toBe("Unknown flag --dry-run. status takes --json, --help.");
    expect(refusal(["13", "-f"])).toBe("Unknown flag -f. round close takes --force, --pause-ms, --dry-run, --help.");
  });

  it("refuses a switch given a value, a flag without its value, and a flag given twice", () => {
    expect(refusal(["13", "--dry-run=true"])).toBe("--dry-run takes no value (--dry-run=true): give --dry-run alone.");
    expect(refusal(["13", "--pause-ms"])).toBe("--pause-ms needs a value: --pause-ms <value>.");
    expect(refusal(["13", "--pause-ms", "--force"])).toBe("--pause-ms needs a value: --pause-ms <value>.");
    expect(refusal(["13", "--pause-ms="])).toBe("--pause-ms needs a value: --pause-ms <value>.");
    expect(refusal(["13", "--force", "--force"])).toBe("--force is given twice.");
  });

  it("counts the arguments", () => {
    expect(refusal(["13", "14"])).toBe("round close takes 1 argument; got 13 14.");
    expect(refusal([])).toBe("round close takes 1 argument; got none.");
    expect(refusal(["13"], status, "status")).toBe("status takes no arguments; got 13.");
    expect(readCommandLine("settings", ["a=1", "b=2"], { args: "any" }).args).toEqual(["a=1", "b=2"]);
  });

  it("takes -h and --help as a call for help, whatever else the line holds", () => {
    for (const help of ["-h", "--help"])
      expect(readCommandLine("round close", ["--dryrun", help], close)).toMatchObject({ help: true });
  });
});
