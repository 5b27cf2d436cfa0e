// loadtest 8 ships no typings for its Result class (node_modules/loadtest/lib/result.js), which
// combines the results of several load processes (its CLI's --cores) into one.
declare module "loadtest/lib/result.js" {
  export class Result {
    totalRequests: number;
    totalErrors: number;
    errorCodes: Record<string, number>;
    elapsedSeconds: number;
    effectiveRps: number;
    meanLatencyMs: number;
    percentiles: Record<string, number | false>;
    /** adds another run's result (a plain copy of a Result's fields does) */
    combine(result: object): void;
  }
}
