// What the tests use of unpdf (reading a PDF's text back). Its own types are pdf.js's, whose
// browser declarations change the Node side's `fetch` and `Buffer` types; see ../README.md.
export function extractText(
  data: Uint8Array,
  options?: { mergePages?: false },
): Promise<{ totalPages: number; text: string[] }>
export function extractText(
  data: Uint8Array,
  options: { mergePages: true },
): Promise<{ totalPages: number; text: string }>
