// Fixture: a compiled (plain JavaScript) plugin; workers need no tsx for it.
export async function deliver (job) {
  return { ok: true, status: 200, details: { deliveryId: job.deliveryId } }
}
