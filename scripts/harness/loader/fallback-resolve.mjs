// Resolve hook: when a bare import ("express") is not found from the learner's folder, resolve it
// again as if it were imported from the workshop's root. Node docs, "Customization hooks · resolve".
const workshopRoot = new URL("../../../package.json", import.meta.url).href;

const isBare = (specifier) => !/^(\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (error?.code !== "ERR_MODULE_NOT_FOUND" || !isBare(specifier)) throw error;
    return nextResolve(specifier, { ...context, parentURL: workshopRoot });
  }
}
