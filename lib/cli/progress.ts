/** The CLI's progress bar, drawn on stderr when it is a terminal: `[#####-----]`. */
export function progressBar(done: number, total: number, width = 30): string {
  const filled = total > 0 ? Math.max(0, Math.min(width, Math.round((done / total) * width))) : width;
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}]`;
}
