/** The summary of a test log: each failed test with its error's first lines, then `N passed, N failed`. */
export function summarize(log: string, status?: string): string[];
