// Preloaded through NODE_OPTIONS into the apps pm2 starts for a checkpoint: only the fallback
// resolver (tsx comes from the learner's own node_args), so that a learner folder outside the
// workshop (`--dir`) still imports express from the workshop's node_modules.
import "./install-fallback.mjs";
