/**
 * `npm run doctor [-- --json]`: a preflight a learner runs at home. It reports the Node.js
 * version, the machine's CPUs (cores, affinity, cgroup quota, the usable CPUs the checks count),
 * the programs of scripts/platform/system-packages.json, root and user namespaces, and for every
 * step whether it can run here and what to install if not. Exit code 0 when every step can run.
 * The probing is in scripts/platform/machine.ts; this file judges and prints. The Node.js versions
 * recommended come from scripts/node-versions.json, the supported range from package.json.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import semver from "semver";
import { workshopRoot } from "../harness/paths.ts";
import { lessonTitle } from "../i18n/lessons.ts";
import type { MessageKey } from "../i18n/locales/en.ts";
import { t } from "../i18n/translate.ts";
import {
  describeTopology,
  formatCpuList,
  type MachineProfile,
  probeMachine,
} from "../platform/machine.ts";
import { installAdvice, type SystemTool, systemTools } from "../platform/system-packages.ts";
import { type StepFacts, stepFacts } from "../workshop/step-facts.ts";
import { listSteps, type Step } from "../workshop/steps.ts";
import { displayWidth, colors as pc, terminalWidth, wrap } from "../workshop/terminal.ts";

/** scripts/node-versions.json: the Node.js versions the workshop recommends and proves. */
export interface NodeVersions {
  /** the majors a learner should install, e.g. [24, 26] */
  recommended: number[];
  /** end-of-life dates (YYYY-MM-DD) by major, e.g. { "20": "2026-04-30" } */
  endOfLife: Record<string, string>;
}

/** What the doctor says of the running Node.js. */
export interface NodeVerdict {
  /** e.g. "20.20.2" */
  version: string;
  /** package.json "engines.node", e.g. ">=20.6" */
  range: string;
  /** whether `version` is in `range` */
  supported: boolean;
  /** the major's end-of-life date (YYYY-MM-DD) when it has passed; else `undefined` */
  endOfLife: string | undefined;
  /** the majors a learner should install, e.g. [24, 26] */
  recommendedMajors: number[];
  /** whether `version` is of one of them */
  recommended: boolean;
}

/**
 * Judges a Node.js `version` against the engines `range` and node-versions.json.
 *
 * @param today the date end of life is compared with
 */
export function assessNode(
  version: string,
  range: string,
  versions: NodeVersions,
  today: Date,
): NodeVerdict {
  const major = semver.major(version);
  const endOfLife = versions.endOfLife[major];
  return {
    version,
    range,
    supported: semver.satisfies(version, range, { includePrerelease: true }),
    endOfLife: endOfLife !== undefined && new Date(endOfLife) < today ? endOfLife : undefined,
    recommendedMajors: versions.recommended,
    recommended: versions.recommended.includes(major),
  };
}

/** "Node.js 24 or 26" for the recommended majors. */
const recommendedNode = (node: NodeVerdict) =>
  t("doctor.recommendedNode", { majors: node.recommendedMajors.join(t("doctor.or")) });

/** Whether one step can run on this machine. */
export interface StepVerdict {
  /** the number its folder name starts with, e.g. 3 for `03-cluster-primary` */
  number: number;
  /** the step's folder name, e.g. `03-cluster-primary` */
  id: string;
  /** the lesson's title, in the learner's language */
  title: string;
  /** true when nothing blocks it */
  canRun: boolean;
  /** what keeps it from running here, each with its fix */
  blockers: string[];
  /** checkpoints that are skipped, or can misjudge, here (the step still runs) */
  limits: string[];
}

/**
 * A step as the doctor judges it: its programs and the limits of its checkpoints come from its
 * `checkpoints/step.ts` (../workshop/step-facts.ts).
 */
export type DoctorStep = Pick<Step, "number" | "id" | "title"> &
  Pick<StepFacts, "tools" | "limits">;

/** Every step with the facts the doctor needs, in order. */
export async function doctorSteps(steps = listSteps()): Promise<DoctorStep[]> {
  return Promise.all(
    steps.map(async (step) => {
      const { tools, limits } = await stepFacts(step);
      return { number: step.number, id: step.id, title: lessonTitle(step), tools, limits };
    }),
  );
}

/** The steps `numbers` (in order), for a line: e.g. "step 09", "steps 06-07" or "steps 03, 05". */
function stepsLabel(numbers: number[]): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const first = numbers[0] ?? 0;
  const last = numbers.at(-1) ?? 0;
  if (numbers.length === 1) return t("doctor.step", { nn: two(first) });
  if (last - first === numbers.length - 1)
    return t("doctor.stepRange", { first: two(first), last: two(last) });
  return t("doctor.stepList", { list: numbers.map(two).join(", ") });
}

/** What a program of system-packages.json is for, in the learner's language. */
const toolFor = (tool: SystemTool) => t(`doctor.for.${tool.name}` as MessageKey);

/** A program of system-packages.json as the doctor reports it. */
export interface ToolReport {
  name: string;
  /** what it is for, after the steps that run it, e.g. "step 10: the load balancer" */
  for: string;
  /** where it was found; `undefined` when missing */
  path: string | undefined;
  /** how to install it here when missing; else `undefined` */
  install: string | undefined;
  /** what its version does, where the workshop depends on it (nginx); else `undefined` */
  version: string | undefined;
}

/** Everything `npm run doctor` reports; `--json` prints it as it is. */
export interface DoctorReport {
  node: NodeVerdict;
  machine: MachineProfile;
  tools: ToolReport[];
  steps: StepVerdict[];
  /** what holds for the whole machine, e.g. that one usable CPU shows no speed-up */
  notes: string[];
  /** true when every step can run here */
  ready: boolean;
}

/** The steps whose checkpoints run the program `name`, e.g. "steps 06-07"; "" when none does. */
function usedBy(name: string, steps: readonly DoctorStep[]): string {
  const numbers = steps.filter((step) => step.tools?.includes(name)).map((step) => step.number);
  return numbers.length ? stepsLabel(numbers) : "";
}

/**
 * Judges every step on `machine`: a step cannot run on Windows itself, on an unsupported
 * Node.js, or without a program it needs (system-packages.json); it runs with limits where a checkpoint is
 * skipped. One usable CPU is a note for the whole machine: every step runs, no speed-up shows.
 */
export function diagnose(
  machine: MachineProfile,
  node: NodeVerdict,
  steps: DoctorStep[],
): DoctorReport {
  const missing = systemTools.filter((tool) => !machine.tools[tool.name]);
  // A Linux-only program (taskset) off Linux is no install to ask for: the platform lacks what
  // it does, and the step's limits say which checkpoints skip (its checkpoints/step.ts).
  const installable = missing.filter((tool) => !tool.linuxOnly || machine.platform === "linux");
  const verdicts = steps.map(({ number, id, title, tools = [], limits: limitsOf }) => {
    const needed = installable.filter((tool) => tools.includes(tool.name));
    const blockers = [
      ...(machine.platform === "win32" ? [t("doctor.windows")] : []),
      ...(node.supported
        ? []
        : [
            t("doctor.nodeUnsupported", {
              version: node.version,
              range: node.range,
              recommended: recommendedNode(node),
            }),
          ]),
      ...(needed.length && machine.platform !== "win32"
        ? [
            t("doctor.needs", {
              tools: needed.map((tool) => tool.name).join(", "),
              advice: installAdvice(needed, machine),
            }),
          ]
        : []),
    ];
    const limit = limitsOf?.(machine);
    const limits = limit === undefined ? [] : [limit];
    return { number, id, title, canRun: blockers.length === 0, blockers, limits };
  });
  const notes = [
    ...(machine.platform === "win32" ? [t("doctor.windowsWhy")] : []),
    ...(machine.budget.usable < 2 ? [t("doctor.oneCpu")] : []),
    ...(machine.wsl === "WSL1" ? [t("doctor.wsl1")] : []),
    ...(machine.windowsDrive ? [t("doctor.windowsDrive", { drive: machine.windowsDrive })] : []),
  ];
  return {
    node,
    machine,
    tools: systemTools.map((tool) => ({
      name: tool.name,
      for: usedBy(tool.name, steps)
        ? `${usedBy(tool.name, steps)}: ${toolFor(tool)}`
        : toolFor(tool),
      path: machine.tools[tool.name],
      install: missing.includes(tool) ? installAdvice([tool], machine) : undefined,
      version:
        tool.name === "nginx" && machine.nginx
          ? t("doctor.nginxVersion", {
              version: machine.nginx.version,
              keepalive: machine.nginx.upstreamKeepaliveByDefault ? "yes" : "no",
            })
          : undefined,
    })),
    steps: verdicts,
    notes,
    ready: verdicts.every((verdict) => verdict.canRun),
  };
}

/** Column where values start, after a two-space indent and the label. */
const VALUE_COLUMN = 20;

/** Column where a step's title starts, e.g. after "  ✓ step10". */
const STEP_COLUMN = 12;

/** A label and its value, the value wrapped under itself from `column` on. */
function row(label: string, value: string, column = VALUE_COLUMN): string {
  const pad = " ".repeat(Math.max(1, column - 2 - displayWidth(stripVTControlCharacters(label))));
  const lines = wrap(value, terminalWidth() - column).split("\n");
  return [
    `  ${label}${pad}${lines[0]}`,
    ...lines.slice(1).map((line) => `${" ".repeat(column)}${line}`),
  ].join("\n");
}

const mark = (ok: boolean) => (ok ? pc.green("✓") : pc.red("✗"));
const yesNo = (value: boolean) => t(value ? "doctor.yes" : "doctor.no");

function nodeLines(node: NodeVerdict): string[] {
  const support = node.supported
    ? t("doctor.supported", { range: node.range })
    : pc.red(t("doctor.unsupported", { range: node.range }));
  const past = node.endOfLife ? t("doctor.endOfLife", { date: node.endOfLife }) : "";
  const advice = node.recommended
    ? []
    : [
        row(
          "",
          pc.yellow(`${past}${t("doctor.recommended", { recommended: recommendedNode(node) })}`),
        ),
      ];
  return [row(`${mark(node.supported)} Node.js`, `v${node.version}: ${support}`), ...advice];
}

function machineLines(m: MachineProfile): string[] {
  const { budget } = m;
  return [
    row(t("doctor.row.system"), `${m.os} ${m.arch}${m.wsl ? `, ${m.wsl}` : ""}`),
    row(t("doctor.row.cpu"), m.cpuModel),
    row(t("doctor.row.cores"), describeTopology(m.cpus)),
    row(t("doctor.row.parallelism"), `${budget.availableParallelism} (os.availableParallelism())`),
    row(
      t("doctor.row.affinity"),
      m.affinity
        ? t("doctor.affinityCpus", {
            list: formatCpuList(m.affinity),
            count: m.affinity.length,
          })
        : t("doctor.unknownHere"),
    ),
    row(
      t("doctor.row.quota"),
      budget.quotaCpus
        ? t("doctor.quotaCpus", { count: String(budget.quotaCpus) })
        : t("doctor.none"),
    ),
    row(t("doctor.row.usable"), pc.bold(t("doctor.usable", { usable: String(budget.usable) }))),
    row(
      t("doctor.row.user"),
      `${t(m.root ? "doctor.root" : "doctor.ordinaryUser")}${m.platform === "linux" ? t("doctor.namespaces", { answer: yesNo(m.userNamespaces) }) : ""}`,
    ),
  ];
}

function toolLines(tools: ToolReport[]): string[] {
  return tools.map((tool) =>
    row(
      `${mark(tool.path !== undefined)} ${tool.name}`,
      [
        tool.path ?? pc.red(t("doctor.notFound", { install: tool.install ?? "" })),
        ...(tool.version ? [tool.version] : []),
        pc.dim(tool.for),
      ].join("\n"),
    ),
  );
}

function stepLines(steps: StepVerdict[]): string[] {
  return steps.map((step) =>
    row(
      `${mark(step.canRun)} step${step.number}`,
      [step.title, ...step.blockers.map(pc.red), ...step.limits.map(pc.yellow)].join("\n"),
      STEP_COLUMN,
    ),
  );
}

/** The report as text for the terminal, at most 80 columns where the width is unknown. */
function render(report: DoctorReport): string {
  const blocked = report.steps.filter((step) => !step.canRun).length;
  const verdict = report.ready
    ? pc.green(t("doctor.everyStep"))
    : pc.red(t("doctor.blocked", { blocked, total: report.steps.length }));
  const sections: [string, string[]][] = [
    [t("doctor.section.node"), nodeLines(report.node)],
    [t("doctor.section.machine"), machineLines(report.machine)],
    [t("doctor.section.programs"), toolLines(report.tools)],
    [t("doctor.section.steps"), stepLines(report.steps)],
  ];
  return [
    ...sections.flatMap(([title, lines]) => [pc.bold(title), ...lines, ""]),
    ...report.notes.map((note) => pc.yellow(wrap(note))),
    wrap(verdict),
  ].join("\n");
}

/**
 * Probes this machine, prints the report (as JSON with `json`) and returns the exit code: 0 when
 * every step can run here, 1 otherwise.
 */
export async function doctor(options: { json?: boolean } = {}): Promise<number> {
  const readJson = (file: string): unknown =>
    JSON.parse(readFileSync(join(workshopRoot, file), "utf8"));
  const { engines } = readJson("package.json") as { engines: { node: string } };
  const versions = readJson("scripts/node-versions.json") as NodeVersions;
  const machine = probeMachine();
  const node = assessNode(machine.node, engines.node, versions, new Date());
  const report = diagnose(machine, node, await doctorSteps());
  // JSON has no undefined: say null, so that every field is there for the instructor's tools.
  if (options.json) console.log(JSON.stringify(report, (_, v) => v ?? null, 2));
  else console.log(render(report));
  return report.ready ? 0 : 1;
}
