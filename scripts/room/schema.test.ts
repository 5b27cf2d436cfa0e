import { expect, test } from "vitest";
import { LIMITS, parseSubmission } from "./schema.ts";

const learner = { id: "abcdefgh-1234", name: "Ada" };
const machine = { usableCpus: 2, logicalCpus: 4, node: "v24.11.0", platform: "linux" };
const check = {
  kind: "check",
  learner,
  machine,
  step: "03-cluster-primary",
  checkpoints: [
    { name: "forks one worker per CPU", state: "passed" },
    { name: "serves more than one process", state: "failed" },
  ],
  figures: [
    {
      checkpoint: "serves more than one process",
      label: "speed-up, median of 3 rounds",
      value: 1.71,
      unit: "×",
      threshold: ">= 1.35×",
    },
  ],
};

test("a check, a join and a doctor's verdict parse", () => {
  expect(parseSubmission(check)).toMatchObject({ ok: true, value: { kind: "check" } });
  expect(parseSubmission({ kind: "join", learner, machine }).ok).toBe(true);
  expect(parseSubmission({ kind: "doctor", learner, machine, ready: false }).ok).toBe(true);
});

test("names are trimmed; quotes, ampersands and emoji stay as they are", () => {
  const name = `Zoë "O'Neil" & Łukasz 🚀`;
  const parsed = parseSubmission({ ...check, learner: { ...learner, name: `  ${name} ` } });
  expect(parsed).toMatchObject({ ok: true, value: { learner: { name } } });
});

test("a threshold may compare with < and >; a name may not hold markup", () => {
  const threshold = ">= 1.35× and <= 2.50×; ideal 2× on 2 usable CPUs";
  expect(parseSubmission({ ...check, figures: [{ ...check.figures[0], threshold }] }).ok).toBe(
    true,
  );
});

test.each([
  ["an unknown key (code smuggled in)", { ...check, source: "import x from 'y'" }],
  ["an unknown kind", { ...check, kind: "upload" }],
  ["a missing learner", { ...check, learner: undefined }],
  ["a name too long", { ...check, learner: { ...learner, name: "x".repeat(LIMITS.name + 1) } }],
  ["an empty name", { ...check, learner: { ...learner, name: "   " } }],
  [
    "a script in the name",
    { ...check, learner: { ...learner, name: "<script>alert(1)</script>" } },
  ],
  [
    "markup in a checkpoint name",
    { ...check, checkpoints: [{ name: "<img src=x>", state: "passed" }] },
  ],
  ["markup in a label", { ...check, figures: [{ ...check.figures[0], label: "<b>x</b>" }] }],
  ["a control character", { ...check, learner: { ...learner, name: "Ada\u001b[2J" } }],
  ["a bidi override", { ...check, learner: { ...learner, name: "Ada\u202egnp.exe" } }],
  ["a short id", { ...check, learner: { ...learner, id: "abc" } }],
  ["an id with a slash", { ...check, learner: { ...learner, id: "../../etc/passwd" } }],
  ["a string for a number", { ...check, machine: { ...machine, usableCpus: "2" } }],
  ["a fractional CPU count", { ...check, machine: { ...machine, usableCpus: 1.5 } }],
  ["zero CPUs", { ...check, machine: { ...machine, logicalCpus: 0 } }],
  ["an unknown platform", { ...check, machine: { ...machine, platform: "amiga" } }],
  ["a Node version that is not one", { ...check, machine: { ...machine, node: "latest" } }],
  ["a step that is not a step id", { ...check, step: "../03" }],
  ["no checkpoints", { ...check, checkpoints: [] }],
  ["an unknown state", { ...check, checkpoints: [{ name: "x", state: "great" }] }],
  [
    "too many checkpoints",
    {
      ...check,
      checkpoints: Array.from({ length: LIMITS.checkpoints + 1 }, (_, i) => ({
        name: `c${i}`,
        state: "passed",
      })),
    },
  ],
  ["a figure that is null", { ...check, figures: [{ ...check.figures[0], value: null }] }],
  ["a unit too long", { ...check, figures: [{ ...check.figures[0], unit: "x".repeat(20) }] }],
  ["an array for the body", [check]],
  ["a string for the body", "check"],
  ["nothing", undefined],
])("refuses %s", (_, body) => {
  const parsed = parseSubmission(body);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.issues.length).toBeGreaterThan(0);
});

test("a refusal names the path and the rule, never the value sent", () => {
  const secret = "x".repeat(LIMITS.name + 5);
  const parsed = parseSubmission({ ...check, learner: { ...learner, name: secret } });
  expect(parsed.ok).toBe(false);
  if (parsed.ok) return;
  expect(parsed.issues[0]).toMatch(/^learner\.name: /);
  expect(parsed.issues.join("\n")).not.toContain(secret);
});

test("a JSON number too large to be finite is refused", () => {
  expect(parseSubmission(JSON.parse(JSON.stringify(check).replace("1.71", "1e999"))).ok).toBe(
    false,
  );
});
