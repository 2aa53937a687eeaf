/**
 * xmllint (libxml2 in WebAssembly, the xmllint-wasm package) run in the calling worker thread instead of a new
 * thread per call: xmllint-wasm's validateXML() starts a Worker, compiles the 0.8 MB module and copies the schema files
 * over on every call; here the module is compiled once per thread and each call only instantiates it. The package's
 * own emscripten factory (xmllint-node.js exports it) is used as it is, with its inputs, arguments and exit callback.
 * Only inside a worker thread (the validation pool): the package's file also registers a listener on the thread's
 * parentPort, which it ignores for messages that are not its own; on the main thread validateXML() is used instead.
 *
 *   const r = await runXmllint({ xml, schema, preload })   // { valid, errors } like validateXML, or null (not here)
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'
import type { XMLFileInfo, XMLValidationError } from 'xmllint-wasm'

type Factory = (opts: Record<string, unknown>) => Promise<unknown>
const require = createRequire(import.meta.url)
let factory: Factory | null | undefined
let compiled: Promise<WebAssembly.Module> | undefined

function load (): Factory | null {
  if (factory !== undefined) return factory
  try {
    const dir = path.dirname(require.resolve('xmllint-wasm/package.json'))
    factory = require(path.join(dir, 'xmllint-node.js')) as Factory
    compiled = WebAssembly.compile(fs.readFileSync(path.join(dir, 'xmllint.wasm')))
  } catch {
    factory = null
  }
  return factory
}

/** xmllint's stderr as error entries: `file:line: message` lines with their line, others as they are; its closing
 * verdict ("document.xml validates" / "... fails to validate") is no error. */
function parseErrors (stderr: string): XMLValidationError[] {
  const out: XMLValidationError[] = []
  for (const line of stderr.split('\n')) {
    if (line.trim() === '' || / (validates|fails to validate)$/.test(line.trim())) continue
    const m = /^([^:]+):(\d+):(.*)$/.exec(line)
    out.push(m === null
      ? { rawMessage: line, message: line, loc: null }
      : { rawMessage: line, message: m[3].trim(), loc: { fileName: m[1], lineNumber: Number(m[2]) } })
  }
  return out
}

export async function runXmllint (o: { xml: XMLFileInfo, schema: XMLFileInfo, preload: XMLFileInfo[], maxMemoryPages: number }): Promise<{ valid: boolean, errors: XMLValidationError[] } | null> {
  if (isMainThread) return null
  const make = load()
  if (make === null || compiled === undefined) return null
  const module = await compiled
  let stderr = ''
  const exitCode = process.exitCode
  const code = await new Promise<number>((resolve, reject) => {
    make({
      inputFiles: [o.xml, o.schema, ...o.preload],
      arguments: ['--schema', o.schema.fileName, '--noout', o.xml.fileName],
      print () {},
      printErr (text: string) { stderr += `${text}\n` },
      onExit: resolve,
      onAbort (reason: unknown) { reject(new Error(`xmllint aborted: ${String(reason)}`)) },
      wasmMemory: new WebAssembly.Memory({ initial: 256, maximum: o.maxMemoryPages }),
      instantiateWasm (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) {
        WebAssembly.instantiate(module, imports).then(instance => { done(instance, module) }, reject)
        return {}
      }
    }).catch(reject)
  }).finally(() => { process.exitCode = exitCode })
  if (code !== 0 && code !== 3 && code !== 4) throw new Error(`xmllint failed (${code}): ${stderr}`)
  return { valid: code === 0, errors: code === 0 ? [] : parseErrors(stderr) }
}
