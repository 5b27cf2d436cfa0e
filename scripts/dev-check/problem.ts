/**
 * The shape of the fast structural check (`npm run dev-check`): every check looks at the files of
 * the repository, without starting a server or loading one, and reports every problem it finds
 * at once, each with its file and what to do, as rustlings' `dev check` does
 * (https://github.com/rust-lang/rustlings, `rustlings dev check`).
 */

/** One problem a structural check found. */
export interface Problem {
  /** the file the problem is in, relative to the repository's root */
  file: string;
  /** the 1-based line, where the problem is on one */
  line?: number;
  /** what is wrong, in a sentence */
  problem: string;
  /** what to do about it, in a sentence */
  fix: string;
}

/** A structural check: a name for the report, and a function of the repository's root. */
export interface DevCheck {
  /** what the check proves, for the report ("translation hashes", "sample outputs", …) */
  name: string;
  /** every problem found under `root` (an absolute path); `[]` when all is well */
  run(root: string): Promise<Problem[]>;
  /** what it counts under `root`, for the report beside its name, e.g. "78 requirements: …" */
  summary?(root: string): Promise<string>;
  /**
   * Mends what it can under `root` (`npm run dev-check -- --fix`), before the checks run: the
   * files it rewrote, each with what changed (`README.md: the table "The steps"`).
   */
  fix?(root: string): Promise<string[]>;
}
