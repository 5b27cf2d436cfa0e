// Resolve hook, for the learner's programs the checkpoints start:
//
// 1. When a bare import ("express") is not found from the learner's folder, resolve it again as
//    if it were imported from the workshop's root. Node docs, "Customization hooks · resolve".
// 2. A learner's .ts file runs as an ES module wherever its folder is, as it does inside the
//    workshop (whose package.json says "type": "module"): a step folder copied elsewhere (`--dir`,
//    a room's copies graded with `--all`) has no package.json above it, and tsx would compile it
//    to CommonJS, where top-level await fails ("Transform failed") and import.meta differs. Only a
//    package.json that says "type": "commonjs" itself keeps a file CommonJS (Node docs, "Modules:
//    Packages · type"); .cts stays CommonJS and .mts ES, as always.
//
// The same function serves both hook APIs: module.registerHooks (synchronous, in-thread) and
// module.register (asynchronous, off-thread), whose nextResolve returns a promise.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const workshopRoot = new URL("../../../../package.json", import.meta.url).href;

const isBare = (specifier) => !/^(\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

const retryFromRoot = (error, specifier, context, nextResolve) => {
  if (error?.code !== "ERR_MODULE_NOT_FOUND" || !isBare(specifier)) throw error;
  return nextResolve(specifier, { ...context, parentURL: workshopRoot });
};

/** The "type" of the package.json nearest to `folder`, by folder; `undefined` for none. */
const packageTypes = new Map();
function packageType(folder) {
  if (packageTypes.has(folder)) return packageTypes.get(folder);
  let type;
  try {
    type = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")).type ?? "";
  } catch (error) {
    const parent = dirname(folder);
    // No package.json here (or one that does not parse): the folder above decides.
    type = error?.code === "ENOENT" && parent !== folder ? packageType(parent) : undefined;
  }
  packageTypes.set(folder, type);
  return type;
}

const TYPESCRIPT = /\.tsx?$/;
/**
 * The ES format of each format a .ts file may come back with. Types still to strip stay so: tsx
 * turns "module-typescript" into "module" as it compiles, and a Node.js with type stripping
 * strips them. Plain "module" for an unstripped file would run TypeScript as JavaScript: a
 * type-free file then runs on a Node.js that cannot run .ts at all (pm2 without tsx on Node 20),
 * and an annotated one fails where the Node.js would strip it (pm2 without tsx on Node 26).
 * undefined: Node.js could not tell (no type stripping); tsx, if it is there, compiles it.
 */
const AS_ES_MODULE = new Map([
  ["commonjs", "module"],
  ["commonjs-typescript", "module-typescript"],
  [undefined, "module-typescript"],
  [null, "module-typescript"],
]);

/** `resolved`, as an ES module when it is a learner's .ts file that nothing makes CommonJS. */
export function asWorkshopRunsIt(resolved) {
  const { url, format } = resolved ?? {};
  if (!url?.startsWith("file:") || !AS_ES_MODULE.has(format)) return resolved;
  const path = fileURLToPath(url.split("?")[0]);
  if (!TYPESCRIPT.test(path) || path.includes("/node_modules/")) return resolved;
  return packageType(dirname(path)) === "commonjs"
    ? resolved
    : { ...resolved, format: AS_ES_MODULE.get(format) };
}

export function resolve(specifier, context, nextResolve) {
  let resolved;
  try {
    resolved = nextResolve(specifier, context);
  } catch (error) {
    resolved = retryFromRoot(error, specifier, context, nextResolve);
  }
  return typeof resolved?.then === "function"
    ? resolved
        .catch((error) => retryFromRoot(error, specifier, context, nextResolve))
        .then(asWorkshopRunsIt)
    : asWorkshopRunsIt(resolved);
}
