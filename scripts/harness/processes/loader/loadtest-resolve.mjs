// Resolve hook of ./loadtest-spy.mjs: a learner's `import … from "loadtest"` gets
// ./loadtest-double.mjs, which wraps the real loadtest; the double's own import of "loadtest" gets
// the real package. Node docs, "Customization hooks · resolve". The same function serves both
// hook APIs (module.registerHooks and module.register), as ./fallback-resolve.mjs does.
const double = new URL("./loadtest-double.mjs", import.meta.url).href;

export function resolve(specifier, context, nextResolve) {
  if (specifier === "loadtest" && context.parentURL !== double)
    return { url: double, format: "module", shortCircuit: true };
  return nextResolve(specifier, context);
}
