/**
 * Step 05's reading of a pm2 that could not start the learner's app: pm2's own words mapped to the
 * likely mistake in the ecosystem file, in the step's messages (`advice.pm2.…`).
 */
import type { Translate } from "../../../scripts/i18n/translate.ts";
import type { MessageKey } from "./messages/en.ts";

/**
 * Why pm2 could not run a learner's index.ts, read from pm2's output or logs: the likely mistake
 * and its fix, as the `next` line of a failure message, in the language it is called under (call
 * it inside the CheckpointError's function, with the step's `step.t`). pm2 7 refuses .ts on Node < 22.6
 * (lib/tools/typestrip.js) and maps .ts to bun unless `interpreter` is set (Unitech/pm2#1575,
 * Unitech/pm2#2614, Unitech/pm2#2742).
 */
export function explainPm2Failure(logs: readonly string[], t: Translate<MessageKey>): string {
  const text = logs.join("\n");
  const tsx = 'interpreter: "node" and node_args: ["--import", require.resolve("tsx")]';
  if (/TypeScript apps require/.test(text)) return t("advice.pm2.tsRefused", { tsx });
  if (/bun/i.test(text)) return t("advice.pm2.bun", { tsx });
  if (
    /Unknown file extension|ERR_UNKNOWN_FILE_EXTENSION|Unknown module format: module-typescript/.test(
      text,
    )
  ) {
    return t("advice.pm2.unknownExtension");
  }
  if (/Cannot find (package|module) 'tsx'/.test(text)) return t("advice.pm2.tsxMissing");
  if (/module\.exports|apps/.test(text) && /not|invalid|undefined/i.test(text)) {
    return t("advice.pm2.exports");
  }
  return t("advice.pm2.readOutput");
}
