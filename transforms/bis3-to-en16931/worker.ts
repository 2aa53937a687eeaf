export { transform } from '../en16931/worker.ts'
