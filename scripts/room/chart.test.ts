import { expect, test } from "vitest";
import { speedupSpec } from "./chart.ts";
import type { RoomView } from "./store.ts";

const view = (speedups: RoomView["speedups"]): RoomView => ({
  version: 1,
  learners: [],
  steps: [],
  failing: [],
  speedups,
});

/** The data of every layer of the spec, flattened. */
const layerData = (spec: ReturnType<typeof speedupSpec>) =>
  ("layer" in spec ? spec.layer : []).map((layer) =>
    "data" in layer && layer.data && "values" in layer.data
      ? (layer.data.values as Record<string, unknown>[])
      : [],
  );

test("each reference speed-up is a mark of its own, at its learner's dot; no fixed bar per CPU count", () => {
  const spec = speedupSpec(
    view([
      {
        usableCpus: 2,
        speedup: 1.7,
        reference: 1.69,
        step: "03-cluster-primary",
        correctnessOnly: false,
      },
      { usableCpus: 2, speedup: 1.5, step: "05-pm2-ecosystem", correctnessOnly: false },
      {
        usableCpus: 8,
        speedup: 2.4,
        reference: 2.97,
        step: "03-cluster-primary",
        correctnessOnly: false,
      },
    ]),
  );
  const data = layerData(spec);
  const references = data.find((values) =>
    values.some((v) => v.kind === "reference cluster, same check"),
  );
  const learners = data.find((values) => values.some((v) => v.kind === "learner's cluster"));
  expect(references?.map((r) => r.speedup)).toEqual([1.69, 2.97]);
  for (const r of references ?? []) {
    const dot = learners?.find((l) => l.reference === r.speedup);
    expect(dot?.x).toBe(r.x);
  }
  const lines = data.find((values) => values.some((v) => "line" in v)) ?? [];
  expect(new Set(lines.map((l) => l.line))).toEqual(new Set(["ideal: × the CPUs"]));
  expect(JSON.stringify(spec)).not.toContain("0.35");
});

test("an empty room: the ideal alone, and a subtitle that says why", () => {
  const spec = speedupSpec(view([]));
  expect(layerData(spec)).toHaveLength(1);
  expect(JSON.stringify(spec)).toContain("no speed-up measured yet");
});
