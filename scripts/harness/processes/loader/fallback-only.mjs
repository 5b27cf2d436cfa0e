// Preloaded through NODE_OPTIONS into the apps pm2 starts for a checkpoint: only the fallback
// resolver (tsx comes from the learner's own node_args), so that a learner folder outside the
// workshop (`--dir`) still imports express from the workshop's node_modules. First, a simulated
// machine's CPU counts (./simulated-cpus.mjs): pm2's daemon counts `instances: 0` with os.cpus().
import "./simulated-cpus.mjs";
import "./install-fallback.mjs";
