import { expect, test } from "vitest";
import { listSteps, resolveStep, UnknownStepError } from "./steps.ts";

test("steps are listed in order, each with a solution folder and a title", () => {
  const steps = listSteps();
  expect(steps.map((s) => s.id).slice(0, 3)).toEqual([
    "01-project-setup",
    "02-unclustered-server",
    "03-cluster-primary",
  ]);
  for (const step of steps) {
    expect(step.solutionDir).toMatch(new RegExp(`solutions/${step.id}$`));
    expect(step.title).not.toBe("");
  }
});

test.each(["step3", "3", "03", "Step3", "step-3", "03-cluster-primary", "cluster-primary"])(
  "%s names step 03",
  (query) => expect(resolveStep(query).id).toBe("03-cluster-primary"),
);

test("an unknown step lists the steps that exist", () => {
  expect(() => resolveStep("step99")).toThrow(UnknownStepError);
  expect(() => resolveStep("step99")).toThrow(/step1 +01-project-setup/);
});
