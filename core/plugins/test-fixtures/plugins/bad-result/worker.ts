// Fixture: returns something that is not a DeliveryResult.
export async function deliver (): Promise<unknown> {
  return { success: 'yes' }
}
