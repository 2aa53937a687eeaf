import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from './paths.ts'

// Read at run time rather than imported: an imported package.json would be copied into dist/ by the build, and
// core/paths.ts would then take dist/ for the checkout.
export const VERSION: string = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version
