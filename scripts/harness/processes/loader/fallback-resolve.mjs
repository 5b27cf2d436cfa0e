// Resolve hook: when a bare import ("express") is not found from the learner's folder, resolve it
// again as if it were imported from the workshop's root. Node docs, "Customization hooks · resolve".
// The same function serves both hook APIs: module.registerHooks (synchronous, in-thread) and
// module.register (asynchronous, off-thread), whose nextResolve returns a promise.
const workshopRoot = new URL("../../../../package.json", import.meta.url).href;

const isBare = (specifier) => !/^(\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

const retryFromRoot = (error, specifier, context, nextResolve) => {
  if (error?.code !== "ERR_MODULE_NOT_FOUND" || !isBare(specifier)) throw error;
  return nextResolve(specifier, { ...context, parentURL: workshopRoot });
};

export function resolve(specifier, context, nextResolve) {
  let resolved;
  try {
    resolved = nextResolve(specifier, context);
  } catch (error) {
    return retryFromRoot(error, specifier, context, nextResolve);
  }
  return typeof resolved?.then === "function"
    ? resolved.catch((error) => retryFromRoot(error, specifier, context, nextResolve))
    : resolved;
}
