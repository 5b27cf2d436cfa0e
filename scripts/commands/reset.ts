/**
 * `npm run reset <step> [-- --yes] [--from <git ref>]`: puts the step's starter files back as the
 * workshop shipped them, after asking, and keeps a copy of every file it replaces in
 * `.workshop/backups/<step>-<time>/`. The starter is read from git: the workshop's own commit
 * (`origin/HEAD`, the commit you cloned or pulled) when there is one, else `HEAD`; `--from`
 * names another. The lesson, the hints and the checkpoints are not touched, nor files you added.
 */

import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { createInterface } from "node:readline/promises";
import { workshopRoot } from "../harness/paths.ts";
import { t } from "../i18n/translate.ts";
import { clearVerdict, NOT_STARTER } from "../workshop/progress.ts";
import { listSteps, resolveStep, type Step } from "../workshop/steps.ts";
import { colors as pc } from "../workshop/terminal.ts";

export interface ResetOptions {
  /** reset without asking */
  yes?: boolean;
  /** the git revision holding the starter */
  from?: string;
  /** the workshop folder (tests use a temporary git repository) */
  root?: string;
  /** asks the learner a yes/no question; a terminal prompt by default */
  confirm?: (question: string) => Promise<boolean>;
  /** the time in the backup folder's name */
  now?: Date;
  /** the progress file whose verdict of the step reset clears; `<root>/.workshop/progress.json` */
  progressFile?: string;
}

const git = (root: string, args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** The revision the starter is read from: `from`, else origin/HEAD, else HEAD. */
function starterRevision(root: string, from?: string): string {
  if (from) return from;
  try {
    git(root, ["rev-parse", "--verify", "--quiet", "origin/HEAD"]);
    return "origin/HEAD";
  } catch {
    return "HEAD";
  }
}

/** The step's starter files at `revision`: path relative to the workshop → content. */
function starterFiles(root: string, step: Step, revision: string): Map<string, Buffer> {
  const folder = relative(root, step.dir);
  const listed = git(root, ["ls-tree", "-r", "--name-only", revision, "--", `${folder}/`]);
  const files = new Map<string, Buffer>();
  for (const path of listed.split("\n").filter(Boolean)) {
    if (NOT_STARTER.test(path.slice(folder.length + 1))) continue;
    files.set(
      path,
      execFileSync("git", ["show", `${revision}:${path}`], { cwd: root, stdio: "pipe" }),
    );
  }
  return files;
}

function readOrUndefined(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

async function askInTerminal(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`${question} [y/N] `);
  prompt.close();
  return /^y(es)?$/i.test(answer.trim());
}

/**
 * Restores `query`'s starter files and returns the exit code: 0 when reset or nothing to reset,
 * 1 when the learner declined or could not be asked.
 *
 * @throws UnknownStepError for a step that does not exist; Error when git cannot read the starter
 */
export async function reset(query: string, options: ResetOptions = {}): Promise<number> {
  const root = options.root ?? workshopRoot;
  const step = resolveStep(query, listSteps(root));
  const revision = starterRevision(root, options.from);
  let starter: Map<string, Buffer>;
  try {
    starter = starterFiles(root, step, revision);
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0] ?? "";
    throw new Error(t("reset.noGit", { id: step.id, revision, error: reason }));
  }
  const changed = [...starter].filter(
    ([path, content]) => !readOrUndefined(join(root, path))?.equals(content),
  );
  if (changed.length === 0) {
    console.log(t("reset.asShipped", { id: step.id, revision }));
    if (!options.from) console.log(pc.dim(t("reset.fromHint")));
    return 0;
  }
  console.log(t("reset.differ", { id: step.id, revision }));
  for (const [path] of changed) console.log(`  ${path}`);
  const question = t("reset.question");
  if (!options.yes) {
    if (!options.confirm && !process.stdin.isTTY) {
      console.log(t("reset.noTerminal"));
      return 1;
    }
    if (!(await (options.confirm ?? askInTerminal)(question))) {
      console.log(t("reset.nothing"));
      return 1;
    }
  }
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const backup = join(root, ".workshop", "backups", `${step.id}-${stamp}`);
  for (const [path, content] of changed) {
    const target = join(root, path);
    const saved = join(backup, relative(step.dir, target));
    if (readOrUndefined(target) !== undefined) {
      mkdirSync(dirname(saved), { recursive: true });
      copyFileSync(target, saved);
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  // The verdict was of the files just replaced: the step is to be checked again.
  clearVerdict(step.id, options.progressFile ?? join(root, ".workshop", "progress.json"));
  console.log(pc.green(t("reset.done", { count: changed.length, backup: relative(root, backup) })));
  return 0;
}
