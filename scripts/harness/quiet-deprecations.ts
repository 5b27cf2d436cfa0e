// Imported first by the workshop's own processes (the CLI, and every checkpoint file through
// ./setup.ts). The load generator's dependencies call util._extend, deprecated since Node.js 22
// (DEP0060): a warning about the workshop's tooling, not the learner's code, that would only
// clutter what a learner reads. Learner programs are not affected; the notices Node prints in
// them are kept out of parsed and quoted output instead (processes/node-notices.ts).
// Node docs, "process.noDeprecation".
process.noDeprecation = true;
