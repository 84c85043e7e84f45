/**
 * Runs a route's server action from the browser. If the network or the server fails, the form
 * gets `failure` as its answer (and shows the spec's error notice) instead of the error page, so
 * nothing the visitor typed is lost.
 */
export async function serverActionOr<T, F>(serverAction: () => Promise<T>, failure: F): Promise<T | F> {
  try {
    return await serverAction();
  } catch (error) {
    console.error("Form submission failed:", error);
    return failure;
  }
}
