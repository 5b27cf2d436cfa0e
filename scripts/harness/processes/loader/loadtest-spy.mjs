// Preloaded (through NODE_OPTIONS, by ../../measuring/traffic.ts) into a learner's compare.ts when
// a checkpoint wants to see its calls of loadtest's loadTest: installs ./loadtest-resolve.mjs
// with module.registerHooks where Node has it (22.15+, 23.5+), else with module.register, as
// ./install-fallback.mjs does. The servers compare.ts starts inherit it and never import loadtest.
import * as module from "node:module";
import { resolve } from "./loadtest-resolve.mjs";

if (typeof module.registerHooks === "function") module.registerHooks({ resolve });
else module.register("./loadtest-resolve.mjs", import.meta.url);
