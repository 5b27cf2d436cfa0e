// Installs ./fallback-resolve.mjs with module.registerHooks where Node has it (22.15+, 23.5+):
// module.register() is deprecated from Node 26 (DEP0205) and prints a warning into the program's
// output. Older Node gets module.register(). Node docs, "Customization hooks".
import * as module from "node:module";
import { resolve } from "./fallback-resolve.mjs";

if (typeof module.registerHooks === "function") module.registerHooks({ resolve });
else module.register("./fallback-resolve.mjs", import.meta.url);
