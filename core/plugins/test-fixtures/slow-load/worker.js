// Fixture (lazy-pool.test.ts): a plugin module that takes 1.5 s to load (like a large plugin compiled by tsx on a busy
// machine), then delivers at once. Not under plugins/: discovery does not see it; the tests call it by path.
await new Promise(resolve => setTimeout(resolve, 1500))

export async function deliver (job) {
  return { ok: true, status: 200, details: { deliveryId: job.deliveryId } }
}
