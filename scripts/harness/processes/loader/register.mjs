// Preloaded with `node --import <this file>` in front of every learner program a checkpoint
// starts (cluster workers inherit it through execArgv). Plain JavaScript: it runs before tsx.
//
// 1. tsx, so the learner's .ts files run as written: the same hooks as `node --import tsx`.
// 2. A fallback resolver, so a learner folder outside the workshop (`--dir`) still imports
//    express and friends from the workshop's own node_modules. That covers `import`; when tsx
//    compiles a file to CommonJS, NODE_PATH (set by scripts/harness/processes/launch.ts) covers `require`.
// 3. First of all, a simulated machine's CPU counts (./simulated-cpus.mjs), when one is set.
// Hooks registered later run first (Node docs, "Customization hooks · Chaining").
import "./simulated-cpus.mjs";
import "tsx";
import "./install-fallback.mjs";
