/** One plain HTTP request from a checkpoint, with a deadline. */

/** The outcome of {@link get}: an answer, or the error that stood in its way. */
export type Answer = { status: number; body: string } | { error: string };

/**
 * GETs `url` without keep-alive and reads the whole body.
 *
 * @param timeoutMs deadline for the whole exchange, in ms
 * @returns the status and body, or `{ error }` (refused, reset, timed out); never throws
 */
export async function get(url: string, timeoutMs = 5000): Promise<Answer> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { connection: "close" },
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { error: cause ?? (error as Error).name ?? String(error) };
  }
}

/** Renders an answer for a failure message: `200 "The result …"` or `no answer (ECONNREFUSED)`. */
export function describeAnswer(answer: Answer): string {
  if ("error" in answer) return `no answer (${answer.error})`;
  const body = answer.body.length > 80 ? `${answer.body.slice(0, 80)}…` : answer.body;
  return `${answer.status} ${JSON.stringify(body)}`;
}
