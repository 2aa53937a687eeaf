// Fixture: a transform plugin (discovery only).
export async function transform (text: string): Promise<string> {
  return text.toUpperCase()
}
